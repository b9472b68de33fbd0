import { z } from 'zod';
import { EXCHANGE_DISPUTE_RULES } from './exchange-labels.js';
import { EXCHANGE_STATUSES, exchangeSchema } from './exchanges.js';
import { calendarDateField, uuidField } from './fields.js';
import { orderDetailSchema } from './orders.js';
import { pageQuery, paged } from './pagination.js';

// A side's complaint about its incoming parcel and the moderators' exchange management
// (issue 10 and issue 11, docs/domain/exchanges.md "Disputes and moderator decisions").

export { EXCHANGE_DISPUTE_RULES } from './exchange-labels.js';

/** `POST /exchanges/:id/dispute` (multipart): `reason` and 0–5 `images`. */
export const exchangeDisputeFields = z.object({
  reason: z
    .string({ error: 'Vui lòng mô tả vấn đề của kiện hàng' })
    .trim()
    .min(EXCHANGE_DISPUTE_RULES.reasonMin, { error: `Nội dung khiếu nại tối thiểu ${EXCHANGE_DISPUTE_RULES.reasonMin} ký tự` })
    .max(EXCHANGE_DISPUTE_RULES.reasonMax, { error: `Nội dung khiếu nại tối đa ${EXCHANGE_DISPUTE_RULES.reasonMax} ký tự` }),
});

export const EXCHANGE_DISPUTE_STATUSES = ['open', 'resolved'] as const;
export const EXCHANGE_DISPUTE_STATUS_LABELS: Record<(typeof EXCHANGE_DISPUTE_STATUSES)[number], string> = {
  open: 'Đang chờ xử lý',
  resolved: 'Đã xử lý',
};

export const exchangeDisputeSchema = z.object({
  id: z.string(),
  /** the side that complains about the parcel it received */
  side: z.enum(['poster', 'offerer']),
  opened_by: z.object({ id: z.string(), name: z.string() }),
  reason: z.string(),
  image_urls: z.array(z.string()),
  status: z.enum(EXCHANGE_DISPUTE_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type ExchangeDispute = z.infer<typeof exchangeDisputeSchema>;

/** Why a trade waits for a moderator ("stuck"): the first that applies. */
export const STUCK_REASONS = ['dispute', 'delivery_failed', 'fee_overdue', 'ship_overdue', 'receipt_overdue'] as const;
export type StuckReason = (typeof STUCK_REASONS)[number];
export const STUCK_REASON_LABELS: Record<StuckReason, string> = {
  dispute: 'Có khiếu nại',
  delivery_failed: 'Giao hàng thất bại',
  fee_overdue: 'Quá hạn thanh toán phí vận chuyển',
  ship_overdue: 'Quá hạn đóng gói',
  receipt_overdue: 'Quá 7 ngày sau khi giao',
};

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
export const moderatorExchangeFilters = z.object({
  status: z.preprocess(blankToUndefined, z.enum(EXCHANGE_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional()),
  /** `1`: only trades waiting for a moderator (stuck past a deadline, a failed delivery or an open dispute) */
  stuck: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: 'Bộ lọc không hợp lệ' }).optional()),
  /** `1`: only trades with an open dispute */
  disputed: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: 'Bộ lọc không hợp lệ' }).optional()),
  /** either side */
  member_id: z.preprocess(blankToUndefined, uuidField.optional()),
  /** Vietnamese calendar days of the trade's creation, both included */
  from: z.preprocess(blankToUndefined, calendarDateField('Ngày bắt đầu không hợp lệ (YYYY-MM-DD)').optional()),
  to: z.preprocess(blankToUndefined, calendarDateField('Ngày kết thúc không hợp lệ (YYYY-MM-DD)').optional()),
});
export type ModeratorExchangeFilters = z.infer<typeof moderatorExchangeFilters>;
export const moderatorExchangesQuery = pageQuery.extend(moderatorExchangeFilters.shape);
export type ModeratorExchangesQuery = z.infer<typeof moderatorExchangesQuery>;

const party = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const moderatorExchangeRowSchema = z.object({
  id: z.string(),
  status: z.enum(EXCHANGE_STATUSES),
  poster: party,
  offerer: party,
  compensation_amount: z.number().nullable(),
  compensation_state: z.string(),
  order_statuses: z.object({ to_poster: z.string().nullable(), to_offerer: z.string().nullable() }),
  /** null when the trade does not wait for a moderator */
  stuck_reason: z.enum(STUCK_REASONS).nullable(),
  open_disputes: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ModeratorExchangeRow = z.infer<typeof moderatorExchangeRowSchema>;
export const moderatorExchangesResponse = paged(moderatorExchangeRowSchema);
export type ModeratorExchangesResponse = z.infer<typeof moderatorExchangesResponse>;

/** Where the trade's money is: compensation and each side's delivery fee. */
export const exchangeMoneyStateSchema = z.object({
  compensation: z.object({ payer_name: z.string(), amount: z.number(), state: z.string(), state_label: z.string() }).nullable(),
  fees: z.array(
    z.object({ side: z.enum(['poster', 'offerer']), payer_name: z.string(), amount: z.number().nullable(), state_label: z.string() }),
  ),
});

export const moderatorExchangeDetailSchema = z.object({
  trade: exchangeSchema,
  stuck_reason: z.enum(STUCK_REASONS).nullable(),
  parties: z.object({ poster: party, offerer: party }),
  order_to_poster: orderDetailSchema.nullable(),
  order_to_offerer: orderDetailSchema.nullable(),
  disputes: z.array(exchangeDisputeSchema),
  money: exchangeMoneyStateSchema,
  /** the staff decisions about this trade (audit rows), newest first */
  decisions: z.array(
    z.object({
      id: z.number(),
      action_label: z.string(),
      reason: z.string().nullable(),
      actor_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** which decisions the trade's state allows now */
  can_decide: z.object({ complete: z.boolean(), refund: z.boolean(), return: z.boolean() }),
});
export type ModeratorExchangeDetail = z.infer<typeof moderatorExchangeDetailSchema>;

/** `return`: refunded as `refund`, and the parcels physically back to their senders (docs/domain/exchanges.md) */
export const EXCHANGE_DECISIONS = ['complete', 'refund', 'return'] as const;
export type ExchangeDecision = (typeof EXCHANGE_DECISIONS)[number];
export const exchangeDecisionBody = z.strictObject({
  decision: z.enum(EXCHANGE_DECISIONS, { error: 'Quyết định không hợp lệ' }),
  reason: z
    .string({ error: 'Vui lòng nhập lý do' })
    .trim()
    .min(10, { error: 'Lý do tối thiểu 10 ký tự' })
    .max(1_000, { error: 'Lý do tối đa 1.000 ký tự' }),
});
export type ExchangeDecisionBody = z.infer<typeof exchangeDecisionBody>;

export const COMPENSATION_STATE_LABELS: Record<string, string> = {
  none: 'Không có tiền bù',
  held: 'Đang tạm giữ',
  released: 'Đã chuyển cho bên nhận',
  refunded: 'Đã hoàn cho bên trả',
};
