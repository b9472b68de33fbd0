// The wallet's wire schemas (product.md §6): what the HTTP API accepts and answers. The rules and
// labels they use live in wallet-labels.ts.
import { z } from 'zod';
import { calendarDateField, uuidField } from './fields.js';
import { formatMoney } from './format.js';
import { pageQuery, paged } from './pagination.js';
import {
  HISTORY_TYPE_FILTERS,
  HOLDER_NAME_PATTERN,
  isSafeReturnPath,
  TOPUP_MAX,
  TOPUP_MIN,
  VN_BANKS,
  type HistoryTypeFilter,
} from './wallet-labels.js';
import { PLATFORM_SETTINGS } from './platform-settings.js';

const BANK_CODES = new Set<string>(VN_BANKS.map((b) => b.code));

const amountField = (min: number, max: number) =>
  z
    .number({ error: 'Vui lòng nhập số tiền' })
    .int({ error: 'Số tiền phải là số nguyên (đồng)' })
    .min(min, { error: `Số tiền tối thiểu là ${formatMoney(min)}` })
    .max(max, { error: `Số tiền tối đa là ${formatMoney(max)}` });

// ── balances and history ────────────────────────────────────────────────────

export const walletBalancesSchema = z.object({ available: z.number(), held: z.number(), pending: z.number() });
export type WalletBalances = z.infer<typeof walletBalancesSchema>;

export const walletHistoryQuery = z.object({
  page: z.coerce.number({ error: 'page phải là số' }).int().min(1).max(10_000).default(1),
  page_size: z.coerce.number({ error: 'page_size phải là số' }).int().min(1).max(100, { error: 'page_size tối đa 100' }).default(20),
  type: z
    .enum(Object.keys(HISTORY_TYPE_FILTERS) as [HistoryTypeFilter, ...HistoryTypeFilter[]], { error: 'Loại giao dịch không hợp lệ' })
    .optional(),
  from: calendarDateField('Ngày bắt đầu không hợp lệ (YYYY-MM-DD)').optional(),
  to: calendarDateField('Ngày kết thúc không hợp lệ (YYYY-MM-DD)').optional(),
});
export type WalletHistoryQuery = z.infer<typeof walletHistoryQuery>;

/** How one of the member's accounts moved in the event (the detail under a history row). */
export const walletHistoryMoveSchema = z.object({
  account: z.enum(['available', 'held', 'pending']),
  account_label: z.string(),
  /** signed: positive raised that balance */
  amount: z.number(),
  balance_after: z.number(),
});
export type WalletHistoryMove = z.infer<typeof walletHistoryMoveSchema>;

/** One business event (one ledger journal) as the member reads it (wallet-history.ts). */
export const walletHistoryItemSchema = z.object({
  /** the journal's id */
  id: z.string(),
  /** the journal's kind, and its short category name (the filter's words) */
  type: z.string(),
  type_label: z.string(),
  /** what happened, from the member's side (buyer/member or seller), and what it did to their money */
  side: z.enum(['member', 'seller']),
  title: z.string(),
  note: z.string(),
  /** the change of the spendable balance ("in"/"out"), or the amount concerned when only held or pending money moved ("neutral") */
  amount: z.number(),
  direction: z.enum(['in', 'out', 'neutral']),
  status: z.enum(['completed', 'pending', 'canceled', 'rejected']),
  reference_type: z.string().nullable(),
  reference_id: z.string().nullable(),
  link: z.string().nullable(),
  memo: z.string(),
  /** the member's available balance right after the event (null before they ever had one) */
  available_after: z.number().nullable(),
  moves: z.array(walletHistoryMoveSchema),
  created_at: z.string(),
});
export type WalletHistoryItem = z.infer<typeof walletHistoryItemSchema>;
export const walletHistoryResponse = paged(walletHistoryItemSchema);

// ── the moderator's money tables (top-ups, withdrawals): search, days, sort ──

/** How the moderator's top-up and withdrawal tables sort (`?sort=`): by the time of the request or by its amount. */
export const MONEY_TABLE_SORTS = ['created_desc', 'created_asc', 'amount_desc', 'amount_asc'] as const;
export type MoneyTableSort = (typeof MONEY_TABLE_SORTS)[number];
const moneySortField = z.enum(MONEY_TABLE_SORTS, { error: 'Cách sắp xếp không hợp lệ' });
const staffSearchField = z.string().trim().max(100, { error: 'Từ khóa tìm kiếm tối đa 100 ký tự' }).optional();
const dateFrom = calendarDateField('Ngày bắt đầu không hợp lệ (YYYY-MM-DD)');
const dateTo = calendarDateField('Ngày kết thúc không hợp lệ (YYYY-MM-DD)');
/** `from`/`to` are Vietnamese calendar days, both included; "YYYY-MM-DD" compares as text. */
const fromBeforeTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const dayRangeError = { error: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc', path: ['to'] };

// ── top-ups ─────────────────────────────────────────────────────────────────

export const createTopupBody = z.strictObject({
  amount: amountField(TOPUP_MIN, TOPUP_MAX),
  return_path: z.string().refine(isSafeReturnPath, { error: 'Đường dẫn quay lại phải là đường dẫn nội bộ bắt đầu bằng "/"' }).optional(),
});
export type CreateTopupBody = z.infer<typeof createTopupBody>;

export const topupSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed', 'expired']),
  status_label: z.string(),
  provider: z.string(),
  app_trans_id: z.string(),
  order_url: z.string().nullable(),
  qr_code: z.string().nullable(),
  return_path: z.string().nullable(),
  expires_at: z.string(),
  succeeded_at: z.string().nullable(),
  created_at: z.string(),
});
export type Topup = z.infer<typeof topupSchema>;

export const moderatorTopupSchema = topupSchema.extend({
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string().nullable(),
  gateway_trans_id: z.string().nullable(),
  needs_review: z.boolean(),
  review_reason: z.string().nullable(),
  /** the last time we asked the gateway about it (status-query job or a moderator), if ever */
  last_queried_at: z.string().nullable(),
});
export type ModeratorTopup = z.infer<typeof moderatorTopupSchema>;
export const moderatorTopupFilters = z.object({
  status: z.enum(['pending', 'succeeded', 'failed', 'expired'], { error: 'Trạng thái không hợp lệ' }).optional(),
  needs_review: z.enum(['true', 'false'], { error: 'Bộ lọc cần kiểm tra không hợp lệ' }).optional(),
  /** the member's name, e-mail or phone (accents and case ignored), or our app_trans_id / the gateway's transaction id */
  q: staffSearchField,
  from: dateFrom.optional(),
  to: dateTo.optional(),
  sort: moneySortField.default('created_desc'),
});
export type ModeratorTopupFilters = z.infer<typeof moderatorTopupFilters>;
/** `GET /moderator/topups`; `/moderator/topups.csv` takes the same without the page. */
export const moderatorTopupsQuery = pageQuery.extend(moderatorTopupFilters.shape).refine(fromBeforeTo, dayRangeError);
export const moderatorTopupsCsvQuery = moderatorTopupFilters.refine(fromBeforeTo, dayRangeError);
export const moderatorTopupsResponse = paged(moderatorTopupSchema);

// ── bank accounts ───────────────────────────────────────────────────────────

export const bankAccountInput = z.strictObject({
  bank_code: z.string({ error: 'Vui lòng chọn ngân hàng' }).refine((c) => BANK_CODES.has(c), { error: 'Ngân hàng không hợp lệ' }),
  account_number: z
    .string({ error: 'Vui lòng nhập số tài khoản' })
    .trim()
    .regex(/^\d{6,19}$/, { error: 'Số tài khoản gồm 6–19 chữ số' }),
  account_name: z
    .string({ error: 'Vui lòng nhập tên chủ tài khoản' })
    .trim()
    .transform((s) => s.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(2, { error: 'Tên chủ tài khoản tối thiểu 2 ký tự' })
        .max(100, { error: 'Tên chủ tài khoản tối đa 100 ký tự' })
        .regex(HOLDER_NAME_PATTERN, { error: 'Tên chủ tài khoản phải viết hoa, không dấu (ví dụ NGUYEN VAN A)' }),
    ),
  is_default: z.boolean().optional(),
});
export type BankAccountInput = z.input<typeof bankAccountInput>;

export const bankAccountSchema = z.object({
  id: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountListResponse = z.array(bankAccountSchema);

// ── withdrawals ─────────────────────────────────────────────────────────────

/** `GET /wallet/withdrawal-limits`: the limits in force (platform settings). */
export const withdrawalLimitsSchema = z.object({ min: z.number(), max: z.number() });
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;

export const createWithdrawalBody = z.strictObject({
  bank_account_id: uuidField,
  // the outer bounds an admin may set; the limits in force are platform settings the server checks (WITHDRAWAL_MIN and WITHDRAWAL_MAX are their defaults)
  amount: amountField(PLATFORM_SETTINGS.withdrawal_min.min, PLATFORM_SETTINGS.withdrawal_max.max),
});
export type CreateWithdrawalBody = z.infer<typeof createWithdrawalBody>;

export const withdrawalSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'completed', 'rejected', 'canceled']),
  status_label: z.string(),
  bank_account_id: z.string().nullable(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  bank_reference: z.string().nullable(),
  reject_reason: z.string().nullable(),
  processed_by: z.string().nullable(),
  processed_at: z.string().nullable(),
  created_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['pending', 'completed', 'rejected', 'canceled'], { error: 'Trạng thái không hợp lệ' }).optional(),
});
export const withdrawalListResponse = paged(withdrawalSchema);

export const moderatorWithdrawalSchema = withdrawalSchema.extend({ user_name: z.string(), user_email: z.string().nullable() });
export type ModeratorWithdrawal = z.infer<typeof moderatorWithdrawalSchema>;
export const moderatorWithdrawalFilters = z.object({
  status: z.enum(['pending', 'completed', 'rejected', 'canceled'], { error: 'Trạng thái không hợp lệ' }).optional(),
  /** the member's name, e-mail or phone (accents and case ignored), the account number or holder */
  q: staffSearchField,
  from: dateFrom.optional(),
  to: dateTo.optional(),
  /** none: the queue's own order (pending oldest first, the rest newest first) */
  sort: moneySortField.optional(),
});
export type ModeratorWithdrawalFilters = z.infer<typeof moderatorWithdrawalFilters>;
/** `GET /moderator/withdrawals`; `/moderator/withdrawals.csv` takes the same without the page. */
export const moderatorWithdrawalsQuery = pageQuery.extend(moderatorWithdrawalFilters.shape).refine(fromBeforeTo, dayRangeError);
export const moderatorWithdrawalsCsvQuery = moderatorWithdrawalFilters.refine(fromBeforeTo, dayRangeError);
export const moderatorWithdrawalsResponse = paged(moderatorWithdrawalSchema);

export const completeWithdrawalBody = z.strictObject({
  bank_reference: z
    .string({ error: 'Vui lòng nhập mã giao dịch ngân hàng' })
    .trim()
    .min(3, { error: 'Mã giao dịch ngân hàng tối thiểu 3 ký tự' })
    .max(100, { error: 'Mã giao dịch ngân hàng tối đa 100 ký tự' }),
});
export const rejectWithdrawalBody = z.strictObject({
  reason: z
    .string({ error: 'Vui lòng nhập lý do từ chối' })
    .trim()
    .min(5, { error: 'Lý do từ chối tối thiểu 5 ký tự' })
    .max(500, { error: 'Lý do từ chối tối đa 500 ký tự' }),
});

export const reconciliationSchema = z.object({
  clean: z.boolean(),
  checked_at: z.string(),
  accounts: z.number(),
  journals: z.number(),
  problems: z.array(z.string()),
  platform: z.record(z.string(), z.number()),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
