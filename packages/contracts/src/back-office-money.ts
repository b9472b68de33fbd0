import { z } from 'zod';
import { calendarDateField, uuidField } from './fields.js';
import { ORDER_STATUSES, ORDER_TYPES } from './order-labels.js';
import { orderListItemSchema } from './orders.js';
import { pageQuery, paged } from './pagination.js';
import { moderatorTopupSchema, moderatorWithdrawalSchema } from './wallet.js';

// The moderator's order management and transaction management (product.md §10, issue 11):
// all orders with filters, the complaint queue with both sides' words, the top-up gateway query,
// the reconciliation report in detail and the journal browser. docs/domain/back-office.md

// ---- orders ----

export const ORDER_TYPE_NAMES: Record<(typeof ORDER_TYPES)[number], string> = {
  regular: 'Mua bán',
  auction: 'Đấu giá',
  exchange: 'Trao đổi',
};

const dateFrom = calendarDateField('Ngày bắt đầu không hợp lệ (YYYY-MM-DD)');
const dateTo = calendarDateField('Ngày kết thúc không hợp lệ (YYYY-MM-DD)');

/**
 * The order list's sorts (the list and its CSV): newest / oldest by the order's date, by total, by
 * status in the order's life (pending … completed, then canceled, failed). Each is one index walk,
 * forward or backward, with the id as the tiebreaker, so a `_desc` is the exact reverse of its `_asc`.
 */
export const MODERATOR_ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc', 'status_asc', 'status_desc'] as const;
export type ModeratorOrderSort = (typeof MODERATOR_ORDER_SORTS)[number];

/** The filters of `GET /api/v1/moderator/orders` and `/moderator/orders.csv` (the URL of the screen carries the same names). */
export const moderatorOrderFilters = z.object({
  status: z.enum([...ORDER_STATUSES, 'all'], { error: 'Trạng thái không hợp lệ' }).default('all'),
  type: z.enum([...ORDER_TYPES, 'all'], { error: 'Loại đơn không hợp lệ' }).default('all'),
  shop_id: uuidField.optional(),
  buyer_id: uuidField.optional(),
  /** the order code, or part of it */
  q: z.string().trim().max(50, { error: 'Mã đơn tối đa 50 ký tự' }).optional(),
  /** Vietnamese calendar days, both included */
  from: dateFrom.optional(),
  to: dateTo.optional(),
  sort: z.enum(MODERATOR_ORDER_SORTS, { error: 'Cách sắp xếp không hợp lệ' }).default('newest'),
});
export type ModeratorOrderFilters = z.infer<typeof moderatorOrderFilters>;
export const moderatorOrdersQuery = pageQuery.extend(moderatorOrderFilters.shape);
export type ModeratorOrdersQuery = z.infer<typeof moderatorOrdersQuery>;

/** A row of the moderator's order list: the order and its complaint's state, if any. */
export const moderatorOrderSchema = orderListItemSchema.extend({
  complaint_status: z.string().nullable(),
  complaint_status_label: z.string().nullable(),
});
export type ModeratorOrder = z.infer<typeof moderatorOrderSchema>;
export const moderatorOrdersResponse = paged(moderatorOrderSchema);
export type ModeratorOrdersResponse = z.infer<typeof moderatorOrdersResponse>;

/** The seller's answer to a complaint ("Phản hồi của người bán"), shown to the moderator. */
export const COMPLAINT_RESPONSE_MIN = 10;
export const COMPLAINT_RESPONSE_MAX = 1000;
export const complaintResponseBody = z.strictObject({
  response: z
    .string({ error: 'Vui lòng nhập phản hồi' })
    .trim()
    .min(COMPLAINT_RESPONSE_MIN, { error: `Phản hồi tối thiểu ${COMPLAINT_RESPONSE_MIN} ký tự` })
    .max(COMPLAINT_RESPONSE_MAX, { error: `Phản hồi tối đa ${COMPLAINT_RESPONSE_MAX} ký tự` }),
});
export type ComplaintResponseBody = z.infer<typeof complaintResponseBody>;

// ---- top-ups ----

/** `POST /api/v1/moderator/topups/:id/query`: what the gateway said just now, and the top-up after it. */
export const TOPUP_QUERY_OUTCOMES = ['credited', 'already_credited', 'not_paid', 'gateway_failed', 'unreachable', 'flagged'] as const;
export type TopupQueryOutcome = (typeof TOPUP_QUERY_OUTCOMES)[number];
export const TOPUP_QUERY_OUTCOME_LABELS: Record<TopupQueryOutcome, string> = {
  credited: 'Cổng báo đã thanh toán: đã cộng tiền cho thành viên',
  already_credited: 'Giao dịch đã được cộng tiền trước đó',
  not_paid: 'Cổng báo chưa thanh toán',
  gateway_failed: 'Cổng báo giao dịch thất bại',
  unreachable: 'Không kết nối được cổng thanh toán, vui lòng thử lại sau',
  flagged: 'Cổng báo đã thanh toán nhưng giao dịch cần kiểm tra (xem lý do)',
};
export const topupQueryResultSchema = z.object({
  outcome: z.enum(TOPUP_QUERY_OUTCOMES),
  outcome_label: z.string(),
  topup: moderatorTopupSchema,
});
export type TopupQueryResult = z.infer<typeof topupQueryResultSchema>;

// ---- one withdrawal or top-up, as the tables' detail drawers show it (the list's row, plus the member's phone and who decided) ----
export const moderatorWithdrawalDetailSchema = moderatorWithdrawalSchema.extend({
  user_phone: z.string().nullable(),
  processed_by_name: z.string().nullable(),
});
export type ModeratorWithdrawalDetail = z.infer<typeof moderatorWithdrawalDetailSchema>;
export const moderatorTopupDetailSchema = moderatorTopupSchema.extend({ user_phone: z.string().nullable() });
export type ModeratorTopupDetail = z.infer<typeof moderatorTopupDetailSchema>;

// ---- reconciliation in detail ----

const amountRow = z.object({ cached: z.number(), lines: z.number(), difference: z.number() });
export const reconciliationDetailSchema = z.object({
  clean: z.boolean(),
  checked_at: z.string(),
  accounts: z.number(),
  journals: z.number(),
  problems: z.array(z.string()),
  platform: z.record(z.string(), z.number()),
  /** every platform account: cached balance vs the sum of its lines */
  platform_accounts: z.array(amountRow.extend({ kind: z.string(), label: z.string() })),
  /** members' accounts by kind: how many, the cached total vs the lines' total */
  member_kinds: z.array(amountRow.extend({ kind: z.string(), label: z.string(), count: z.number() })),
  /** each account whose cached balance differs from its lines (at most 50) */
  mismatched_accounts: z.array(
    amountRow.extend({
      account_id: z.string(),
      kind: z.string(),
      label: z.string(),
      owner_id: z.string().nullable(),
      owner_name: z.string().nullable(),
    }),
  ),
  /** escrow and held money against what is open */
  obligations: z.object({
    escrow: z.number(),
    sellers_pending: z.number(),
    open_orders_seller_share: z.number(),
    members_held: z.number(),
    open_orders_total: z.number(),
    pending_withdrawals: z.number(),
    held_deposits: z.number(),
  }),
});
export type ReconciliationDetail = z.infer<typeof reconciliationDetailSchema>;

// ---- journal browser ----

export const JOURNAL_REFERENCE_TYPES = ['order', 'auction', 'withdrawal', 'topup', 'subscription', 'trade'] as const;
export const JOURNAL_REFERENCE_LABELS: Record<string, string> = {
  order: 'Đơn hàng',
  auction: 'Đấu giá',
  withdrawal: 'Rút tiền',
  topup: 'Nạp tiền',
  subscription: 'Gói dịch vụ',
  trade: 'Trao đổi',
};
export const journalFilters = z.object({
  reference_type: z.enum(JOURNAL_REFERENCE_TYPES, { error: 'Loại tham chiếu không hợp lệ' }).optional(),
  /** the referenced thing's id (an order, auction, withdrawal or top-up id) */
  reference_id: z.string().trim().max(100, { error: 'Mã tham chiếu tối đa 100 ký tự' }).optional(),
  from: dateFrom.optional(),
  to: dateTo.optional(),
});
export const journalQuery = pageQuery.extend(journalFilters.shape);
export type JournalQuery = z.infer<typeof journalQuery>;
export const journalLineSchema = z.object({
  id: z.number(),
  account_id: z.string(),
  kind: z.string(),
  label: z.string(),
  owner_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  amount: z.number(),
  balance_after: z.number(),
});
export const journalSchema = z.object({
  id: z.string(),
  kind: z.string(),
  posting_key: z.string(),
  reference_type: z.string().nullable(),
  reference_id: z.string().nullable(),
  memo: z.string(),
  created_at: z.string(),
  lines: z.array(journalLineSchema),
});
export type Journal = z.infer<typeof journalSchema>;
export const journalListResponse = paged(journalSchema);
export type JournalList = z.infer<typeof journalListResponse>;
