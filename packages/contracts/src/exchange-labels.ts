import type { OrderStatus } from './order-labels.js';

// The zod-free part of the exchanges' contracts (core.ts): a trade's statuses, stages, fee states and
// the dispute's limits with their Vietnamese labels, for the screens that only show a trade. Its wire
// schemas stay in exchanges.ts, exchange-stages.ts and exchange-moderation.ts, which re-export these.

export const EXCHANGE_STATUSES = ['pending', 'packaging', 'delivering', 'delivered', 'completed', 'canceled', 'failed'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
export const EXCHANGE_STATUS_LABELS: Record<ExchangeStatus, string> = {
  pending: 'Chờ xử lý',
  packaging: 'Đang đóng gói',
  delivering: 'Đang vận chuyển',
  delivered: 'Đã giao hàng',
  completed: 'Hoàn tất',
  canceled: 'Đã hủy',
  failed: 'Thất bại',
};

export const FEE_STATES = ['none', 'held', 'refunded', 'applied'] as const;
export const FEE_STATE_LABELS: Record<(typeof FEE_STATES)[number], string> = {
  none: 'Chưa thanh toán',
  held: 'Đã thanh toán (đang tạm giữ)',
  refunded: 'Đã hoàn tiền',
  applied: 'Đã chuyển vào đơn hàng',
};
/** A side's complaint about its incoming parcel (exchange-moderation.ts checks the request). */
export const EXCHANGE_DISPUTE_RULES = { reasonMin: 10, reasonMax: 1_000, photosMax: 5 } as const;

// Where a trade stands (docs/domain/exchanges.md, "Trade"). The stored status stays `packaging` from
// the two orders' creation until the trade ends, so the stage is computed from the two parcels: the
// slower parcel decides, as on the trade's progress bar.

export const TRADE_STAGES = ['fees', 'packing', 'shipping', 'receiving', 'completed', 'canceled', 'failed'] as const;
export type TradeStage = (typeof TRADE_STAGES)[number];
export const TRADE_STAGE_LABELS: Record<TradeStage, string> = {
  fees: 'Chờ chọn địa chỉ và trả phí',
  packing: 'Đang đóng gói',
  shipping: 'Đang vận chuyển',
  receiving: 'Đã giao, chờ xác nhận',
  completed: 'Hoàn tất',
  canceled: 'Đã hủy',
  failed: 'Thất bại',
};
/** The stages of a trade still in progress, in order; the others are history. */
export const LIVE_TRADE_STAGES = ['fees', 'packing', 'shipping', 'receiving'] as const satisfies readonly TradeStage[];
export const HISTORY_TRADE_STAGES = ['completed', 'canceled', 'failed'] as const satisfies readonly TradeStage[];

/**
 * How far one parcel got: still with its sender (or its order canceled), with the carrier (a failed
 * delivery too: the carrier had it, a moderator decides), or delivered.
 */
export const PARCEL_STAGE: Record<OrderStatus, 'packing' | 'shipping' | 'receiving'> = {
  pending: 'packing',
  packaging: 'packing',
  canceled: 'packing',
  delivering: 'shipping',
  failed: 'shipping',
  delivered: 'receiving',
  completed: 'receiving',
};
const RANK = { packing: 1, shipping: 2, receiving: 3 } as const;

/** The trade's stage from its stored status and its two parcels (null before both fees are paid). */
export function tradeStageOf(
  status: 'pending' | 'packaging' | 'delivering' | 'delivered' | 'completed' | 'canceled' | 'failed',
  parcels: { to_poster: { status: OrderStatus } | null; to_offerer: { status: OrderStatus } | null },
): TradeStage {
  if (status === 'completed' || status === 'canceled' || status === 'failed') return status;
  if (status === 'pending' || !parcels.to_poster || !parcels.to_offerer) return 'fees';
  const a = PARCEL_STAGE[parcels.to_poster.status];
  const b = PARCEL_STAGE[parcels.to_offerer.status];
  return RANK[a] <= RANK[b] ? a : b;
}

// The board's rules, a post's and an offer's states and who pays a compensation, with their labels: the
// screens that only list posts and offers (`/exchange/manage`) read them without zod (exchanges.ts
// re-exports them beside the wire schemas that check them).

export const EXCHANGE_RULES = {
  contentMin: 10,
  contentMax: 2_000,
  photosMin: 1,
  photosMax: 5,
  /** kits on one side of a post or an offer */
  kitsMax: 10,
  compensationMin: 1_000,
  compensationMax: 100_000_000,
  noteMax: 500,
  /** how many times the poster may ask an offerer for a revision */
  maxRevisions: 3,
} as const;

export const EXCHANGE_POST_STATUSES = ['open', 'closed', 'traded'] as const;
export type ExchangePostStatus = (typeof EXCHANGE_POST_STATUSES)[number];
export const EXCHANGE_POST_STATUS_LABELS: Record<ExchangePostStatus, string> = {
  open: 'Đang mở',
  closed: 'Đã đóng',
  traded: 'Đã chốt trao đổi',
};

/** open: waiting for the poster; revision_requested: the poster asked for changes; the rest are final. */
export const EXCHANGE_OFFER_STATUSES = ['open', 'revision_requested', 'withdrawn', 'rejected', 'accepted', 'closed'] as const;
export type ExchangeOfferStatus = (typeof EXCHANGE_OFFER_STATUSES)[number];
export const LIVE_OFFER_STATUSES = ['open', 'revision_requested'] as const satisfies readonly ExchangeOfferStatus[];
export const EXCHANGE_OFFER_STATUS_LABELS: Record<ExchangeOfferStatus, string> = {
  open: 'Chờ người đăng phản hồi',
  revision_requested: 'Người đăng yêu cầu chỉnh sửa',
  withdrawn: 'Đã rút lại',
  rejected: 'Bị từ chối',
  accepted: 'Đã được chấp nhận',
  closed: 'Đã đóng',
};

export const COMPENSATION_PAYERS = ['poster', 'offerer'] as const;
export type CompensationPayer = (typeof COMPENSATION_PAYERS)[number];
export const COMPENSATION_PAYER_LABELS: Record<CompensationPayer, string> = {
  poster: 'Người đăng bài bù tiền',
  offerer: 'Người đề nghị bù tiền',
};
