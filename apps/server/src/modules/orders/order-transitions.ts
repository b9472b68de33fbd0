import { formatMoney, ORDER_STATUS_LABELS } from '@cho-gundam/contracts';
import type { Executor, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { platformSetting } from '../ledger/index.js';
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
/**
 * The deadlines are platform settings (docs/domain/back-office.md), read through the caller's
 * transaction at the moment they are used: the seller's confirmation window when the order is
 * made (stored as `confirm_deadline`), the auto-complete delay when it is delivered (stored as
 * `auto_complete_at`), the complaint window when a complaint is opened or the order is shown.
 */
export const confirmWindowMs = async (ex: Executor) => (await platformSetting(ex, 'order_confirm_hours')) * HOUR_MS;
export const autoCompleteMs = async (ex: Executor) => (await platformSetting(ex, 'order_auto_complete_days')) * DAY_MS;
export const complaintWindowMs = async (ex: Executor) => (await platformSetting(ex, 'order_complaint_days')) * DAY_MS;

/** The confirmation window an order was given, in hours (its deadline minus its creation). */
export const confirmHoursOf = (o: Pick<OrderRow, 'confirmDeadline' | 'createdAt'>) =>
  o.confirmDeadline ? Math.round((o.confirmDeadline.getTime() - o.createdAt.getTime()) / HOUR_MS) : 48;

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
      message: `Số tiền ${formatMoney(o.itemsSubtotal - o.platformFee)} đã được cộng vào số dư khả dụng của bạn.`,
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
  const refund = `Số tiền ${formatMoney(o.totalAmount)} đã được hoàn vào số dư khả dụng.`;
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
      {
        title: `Đơn hàng ${o.code} đã bị hủy`,
        message: `Người bán không xác nhận đơn hàng trong ${confirmHoursOf(o)} giờ. ${refund}`,
        email: true,
      },
      { title: `Đơn hàng ${o.code} đã bị hủy`, message: `Đơn hàng tự động hủy do bạn không xác nhận trong ${confirmHoursOf(o)} giờ.` },
    );
  }
  return moved;
}
