import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from './order-labels.js';

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

/** One parcel of a trade as its list shows it (the order's status, packed or not, the automatic receipt). */
export const tradeParcelSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  is_packaged: z.boolean(),
  auto_complete_at: z.string().nullable(),
});
export type TradeParcel = z.infer<typeof tradeParcelSchema>;

/** The trade's stage from its stored status and its two parcels (null before both fees are paid). */
export function tradeStageOf(
  status: 'pending' | 'packaging' | 'delivering' | 'delivered' | 'completed' | 'canceled' | 'failed',
  parcels: { to_poster: Pick<TradeParcel, 'status'> | null; to_offerer: Pick<TradeParcel, 'status'> | null },
): TradeStage {
  if (status === 'completed' || status === 'canceled' || status === 'failed') return status;
  if (status === 'pending' || !parcels.to_poster || !parcels.to_offerer) return 'fees';
  const a = PARCEL_STAGE[parcels.to_poster.status];
  const b = PARCEL_STAGE[parcels.to_offerer.status];
  return RANK[a] <= RANK[b] ? a : b;
}
