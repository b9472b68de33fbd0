import { z } from 'zod';
import { uuidField } from './fields.js';
import { formatMoney } from './format.js';
import { paged } from './pagination.js';

/** Wallet rules (product.md §6): amounts in whole đồng. */
export const TOPUP_MIN = 10_000;
export const TOPUP_MAX = 50_000_000;
export const WITHDRAWAL_MIN = 50_000;
export const WITHDRAWAL_MAX = 5_000_000;
export const MAX_BANK_ACCOUNTS = 10;
export const TOPUP_PRESETS = [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000] as const;

/** Vietnamese banks (VietQR short codes) with the names people know them by. */
export const VN_BANKS = [
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'BIDV', name: 'BIDV' },
  { code: 'CTG', name: 'VietinBank' },
  { code: 'AGR', name: 'Agribank' },
  { code: 'ACB', name: 'ACB' },
  { code: 'MB', name: 'MB Bank' },
  { code: 'VPB', name: 'VPBank' },
  { code: 'TPB', name: 'TPBank' },
  { code: 'STB', name: 'Sacombank' },
  { code: 'VIB', name: 'VIB' },
  { code: 'SHB', name: 'SHB' },
  { code: 'HDB', name: 'HDBank' },
  { code: 'OCB', name: 'OCB' },
  { code: 'MSB', name: 'MSB' },
  { code: 'SCB', name: 'SCB' },
  { code: 'EIB', name: 'Eximbank' },
  { code: 'LPB', name: 'LPBank' },
  { code: 'SEAB', name: 'SeABank' },
  { code: 'NAB', name: 'Nam A Bank' },
  { code: 'ABB', name: 'ABBANK' },
  { code: 'BAB', name: 'Bac A Bank' },
  { code: 'VAB', name: 'VietABank' },
  { code: 'PGB', name: 'PGBank' },
  { code: 'KLB', name: 'KienlongBank' },
  { code: 'BVB', name: 'BVBank' },
  { code: 'VCCB', name: 'Bản Việt' },
  { code: 'CAKE', name: 'CAKE by VPBank' },
  { code: 'TIMO', name: 'Timo' },
] as const;
export type BankCode = (typeof VN_BANKS)[number]['code'];
const BANK_CODES = new Set<string>(VN_BANKS.map((b) => b.code));
export const bankName = (code: string) => VN_BANKS.find((b) => b.code === code)?.name ?? code;

/** "NGUYEN VAN A": capitals without accents, as printed on the card and required by interbank transfers. */
export const HOLDER_NAME_PATTERN = /^[A-Z]+(?: [A-Z]+)*$/;
/** What a holder name becomes once accents are removed and letters raised (a suggestion for the form). */
export function toHolderName(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function amountProblem(amount: number | null | undefined, min: number, max: number): string | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return 'Vui lòng nhập số tiền';
  if (!Number.isInteger(amount)) return 'Số tiền phải là số nguyên (đồng)';
  if (amount < min) return `Số tiền tối thiểu là ${formatMoney(min)}`;
  if (amount > max) return `Số tiền tối đa là ${formatMoney(max)}`;
  return null;
}
export const topupAmountProblem = (amount: number | null | undefined) => amountProblem(amount, TOPUP_MIN, TOPUP_MAX);
export const withdrawalAmountProblem = (amount: number | null | undefined) => amountProblem(amount, WITHDRAWAL_MIN, WITHDRAWAL_MAX);

const amountField = (min: number, max: number) =>
  z
    .number({ error: 'Vui lòng nhập số tiền' })
    .int({ error: 'Số tiền phải là số nguyên (đồng)' })
    .min(min, { error: `Số tiền tối thiểu là ${formatMoney(min)}` })
    .max(max, { error: `Số tiền tối đa là ${formatMoney(max)}` });

/** A path inside our site ("/checkout"), never an absolute or protocol-relative URL (open redirect). */
export const RETURN_PATH_PATTERN = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%]*$/;
export const isSafeReturnPath = (p: string | null | undefined): p is string => !!p && p.length <= 200 && RETURN_PATH_PATTERN.test(p);

// ── balances and history ────────────────────────────────────────────────────

export const walletBalancesSchema = z.object({ available: z.number(), held: z.number(), pending: z.number() });
export type WalletBalances = z.infer<typeof walletBalancesSchema>;

/** Journal kinds and how the history names them. Unknown kinds show as "Giao dịch khác". */
export const TRANSACTION_TYPE_LABELS: Record<string, string> = {
  topup: 'Nạp tiền',
  withdrawal_hold: 'Rút tiền',
  withdrawal_complete: 'Rút tiền thành công',
  withdrawal_release: 'Hoàn tiền rút',
  order_checkout: 'Thanh toán đơn hàng',
  order_release: 'Tiền bán hàng',
  order_complete: 'Tiền bán hàng',
  order_refund: 'Hoàn tiền đơn hàng',
  order_partial_refund: 'Hoàn tiền một phần',
  plan_purchase: 'Mua gói dịch vụ',
  plan_renewal: 'Gia hạn gói dịch vụ',
  plan_upgrade: 'Nâng cấp gói dịch vụ',
  deposit: 'Đặt cọc',
  deposit_refund: 'Hoàn cọc',
};
export const transactionTypeLabel = (kind: string) => TRANSACTION_TYPE_LABELS[kind] ?? 'Giao dịch khác';
/** The filter groups offered by the history screen: each maps to the journal kinds it covers. */
export const HISTORY_TYPE_FILTERS = {
  topup: { label: 'Nạp tiền', kinds: ['topup'] },
  withdrawal: { label: 'Rút tiền', kinds: ['withdrawal_hold', 'withdrawal_complete', 'withdrawal_release'] },
  payment: { label: 'Thanh toán đơn hàng', kinds: ['order_checkout'] },
  income: { label: 'Tiền bán hàng', kinds: ['order_release', 'order_complete'] },
  refund: { label: 'Hoàn tiền', kinds: ['order_refund', 'order_partial_refund', 'withdrawal_release', 'deposit_refund'] },
  plan: { label: 'Gói dịch vụ', kinds: ['plan_purchase', 'plan_renewal', 'plan_upgrade'] },
} as const;
export type HistoryTypeFilter = keyof typeof HISTORY_TYPE_FILTERS;

export const WALLET_ACCOUNT_LABELS = { available: 'Khả dụng', held: 'Tạm giữ', pending: 'Chờ thanh toán' } as const;
export const HISTORY_STATUS_LABELS = { completed: 'Hoàn tất', pending: 'Đang xử lý', canceled: 'Đã hủy', rejected: 'Bị từ chối' } as const;

export const walletHistoryQuery = z.object({
  page: z.coerce.number({ error: 'page phải là số' }).int().min(1).max(10_000).default(1),
  page_size: z.coerce.number({ error: 'page_size phải là số' }).int().min(1).max(100, { error: 'page_size tối đa 100' }).default(20),
  type: z.enum(Object.keys(HISTORY_TYPE_FILTERS) as [HistoryTypeFilter, ...HistoryTypeFilter[]], { error: 'Loại giao dịch không hợp lệ' }).optional(),
  from: z.iso.date({ error: 'Ngày bắt đầu không hợp lệ (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'Ngày kết thúc không hợp lệ (YYYY-MM-DD)' }).optional(),
});
export type WalletHistoryQuery = z.infer<typeof walletHistoryQuery>;

export const walletHistoryItemSchema = z.object({
  id: z.number(),
  journal_id: z.string(),
  type: z.string(),
  type_label: z.string(),
  account: z.enum(['available', 'held', 'pending']),
  amount: z.number(),
  direction: z.enum(['in', 'out']),
  status: z.enum(['completed', 'pending', 'canceled', 'rejected']),
  reference_type: z.string().nullable(),
  reference_id: z.string().nullable(),
  link: z.string().nullable(),
  memo: z.string(),
  balance_after: z.number(),
  created_at: z.string(),
});
export type WalletHistoryItem = z.infer<typeof walletHistoryItemSchema>;
export const walletHistoryResponse = paged(walletHistoryItemSchema);

/** Where a history line points to, from its journal's reference. */
export function historyLink(referenceType: string | null, referenceId: string | null): string | null {
  if (!referenceType || !referenceId) return null;
  switch (referenceType) {
    case 'order':
      return `/member/profile/orders/regular-auction?order=${referenceId}`;
    case 'topup':
    case 'withdrawal':
      return `/member/profile/wallet?${referenceType}_id=${referenceId}`;
    case 'plan':
    case 'subscription':
      return '/shop/subscription';
    default:
      return null;
  }
}

// ── top-ups ─────────────────────────────────────────────────────────────────

export const TOPUP_STATUS_LABELS = { pending: 'Chờ thanh toán', succeeded: 'Thành công', failed: 'Thất bại', expired: 'Hết hạn' } as const;
export type TopupStatus = keyof typeof TOPUP_STATUS_LABELS;

export const createTopupBody = z.strictObject({
  amount: amountField(TOPUP_MIN, TOPUP_MAX),
  return_path: z
    .string()
    .refine(isSafeReturnPath, { error: 'Đường dẫn quay lại phải là đường dẫn nội bộ bắt đầu bằng "/"' })
    .optional(),
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
});
export type ModeratorTopup = z.infer<typeof moderatorTopupSchema>;
export const moderatorTopupsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['pending', 'succeeded', 'failed', 'expired'], { error: 'Trạng thái không hợp lệ' }).optional(),
  needs_review: z.enum(['true', 'false']).optional(),
});
export const moderatorTopupsResponse = paged(moderatorTopupSchema);

// ── bank accounts ───────────────────────────────────────────────────────────

export const bankAccountInput = z.strictObject({
  bank_code: z
    .string({ error: 'Vui lòng chọn ngân hàng' })
    .refine((c) => BANK_CODES.has(c), { error: 'Ngân hàng không hợp lệ' }),
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

export const WITHDRAWAL_STATUS_LABELS = { pending: 'Chờ xử lý', completed: 'Đã hoàn tất', rejected: 'Bị từ chối', canceled: 'Đã hủy' } as const;
export type WithdrawalStatus = keyof typeof WITHDRAWAL_STATUS_LABELS;

export const createWithdrawalBody = z.strictObject({
  bank_account_id: uuidField,
  amount: amountField(WITHDRAWAL_MIN, WITHDRAWAL_MAX),
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
export const moderatorWithdrawalsQuery = withdrawalListQuery.extend({
  q: z.string().trim().max(100).optional(),
});
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
