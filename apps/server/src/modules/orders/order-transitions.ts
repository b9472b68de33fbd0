import { ORDER_STATUS_LABELS } from '@cho-gundam/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { DAY_MS, HOUR_MS } from '../../lib/time.js';
import { kitsBackOnSale, kitsToBuyer } from './order-kits.js';
import { postRefundJournal, postReleaseJournal } from './order-money.js';
import { notifyBoth } from './order-notices.js';
import { moveOrder, type OrderRow } from './orders.repository.js';

/**
 * The order state machine's shared transitions (docs/domain/orders.md). Lock order everywhere:
 * order row → seller subscription → kits (id order) → ledger accounts (id order), as checkout does.
 * Every transition is one conditional UPDATE (`where status in <from>`), one order_events row, the
 * kits' moves, the ledger journal when money moves and the notifications, all in the caller's
 * transaction.
 */
export const CONFIRM_MS = 48 * HOUR_MS;
export const AUTO_COMPLETE_MS = 7 * DAY_MS;
export const COMPLAINT_MS = 3 * DAY_MS;

export const invalidTransition = (o: Pick<OrderRow, 'status' | 'code'>, what: string) =>
  new AppError('invalid_transition', 409, `Không thể ${what}: đơn hàng ${o.code} đang ở trạng thái "${ORDER_STATUS_LABELS[o.status]}"`);

/** Completion (buyer confirms, 7 days pass, or a moderator releases): money to the seller, kit to the buyer. */
export async function completeOrder(
  tx: Tx,
  o: OrderRow,
  now: Date,
  by: { actorId: string | null; action: 'completed' | 'auto_completed' | 'complaint_resolved'; note?: string | null },
) {
  const moved = await moveOrder(tx, o, ['delivered'], 'completed', by, now, { completedAt: now });
  if (!moved) return null;
  await kitsToBuyer(tx, moved, now);
  await postReleaseJournal(tx, moved);
  const auto = by.action === 'auto_completed';
  await notifyBoth(
    tx,
    moved,
    now,
    {
      title: auto ? `Đơn hàng ${o.code} đã được tự động hoàn tất` : `Bạn đã xác nhận hoàn tất đơn hàng ${o.code} thành công.`,
      message: 'Mô hình đã được chuyển vào bộ sưu tập của bạn.',
    },
    {
      title: auto ? `Đơn hàng ${o.code} đã được tự động hoàn tất` : `Đơn hàng #${o.code} đã được người mua xác nhận hoàn tất.`,
      message: `Số tiền ${(o.itemsSubtotal - o.platformFee).toLocaleString('vi-VN')} ₫ đã được cộng vào số dư khả dụng của bạn.`,
      email: true,
    },
  );
  return moved;
}

/** Canceled while pending: full refund, kits back on sale. */
export async function cancelOrder(
  tx: Tx,
  o: OrderRow,
  now: Date,
  by: { actorId: string | null; role: 'buyer' | 'seller' | 'system'; reason: string | null },
) {
  const action = by.role === 'system' ? 'auto_canceled' : 'canceled';
  const moved = await moveOrder(tx, o, ['pending'], 'canceled', { action, actorId: by.actorId, note: by.reason }, now, {
    canceledBy: by.actorId,
    canceledReason: by.reason,
  });
  if (!moved) return null;
  await kitsBackOnSale(tx, moved, now);
  await postRefundJournal(tx, moved, `Hoàn tiền đơn hàng bị hủy ${o.code}`);
  const refund = `Số tiền ${o.totalAmount.toLocaleString('vi-VN')} ₫ đã được hoàn vào số dư khả dụng.`;
  if (by.role === 'buyer') {
    await notifyBoth(
      tx,
      moved,
      now,
      { title: 'Bạn đã hủy đơn hàng', message: `Đơn hàng ${o.code} đã được hủy. ${refund}` },
      { title: 'Đơn hàng đã bị hủy', message: `Người mua đã hủy đơn hàng ${o.code}.` },
    );
  } else if (by.role === 'seller') {
    await notifyBoth(
      tx,
      moved,
      now,
      { title: 'Đơn hàng của bạn đã bị hủy bởi người bán', message: `Đơn hàng ${o.code}: ${by.reason ?? ''}. ${refund}`, email: true },
      { title: 'Bạn đã hủy đơn hàng thành công', message: `Đơn hàng ${o.code} đã được hủy.` },
    );
  } else {
    await notifyBoth(
      tx,
      moved,
      now,
      { title: `Đơn hàng ${o.code} đã bị hủy`, message: `Người bán không xác nhận đơn hàng trong 48 giờ. ${refund}`, email: true },
      { title: `Đơn hàng ${o.code} đã bị hủy`, message: 'Đơn hàng tự động hủy do bạn không xác nhận trong 48 giờ.' },
    );
  }
  return moved;
}
