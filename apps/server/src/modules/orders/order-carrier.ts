import type { Tx } from '../../db/client.js';
import { AUTO_COMPLETE_MS, enqueueDeadline, kitsBackToSeller, lockOrder, moveOrder, notifyBoth, postRefundJournal } from './order-transitions.js';

/**
 * How the shipping module moves an order when the carrier reports progress: `delivering` from
 * packaging, `delivered` from packaging or delivering (the carrier may jump), `failed` from
 * packaging or delivering (buyer refunded, kits back to the seller's collection). A failure
 * reported after delivery is ignored (the buyer confirms or complains instead). Idempotent: an
 * order already at or past `to` is left alone and `false` is returned. Call it inside the
 * transaction that stores the shipment's new status.
 */
export interface CarrierOrderUpdate {
  orderId: string;
  to: 'delivering' | 'delivered' | 'failed';
  at: Date;
  note?: string;
}

export async function applyCarrierStatus(tx: Tx, update: CarrierOrderUpdate): Promise<boolean> {
  const order = await lockOrder(tx, update.orderId);
  if (!order) return false;
  const { at } = update;
  const note = update.note ?? null;

  if (update.to === 'delivering') {
    const moved = await moveOrder(tx, order, ['packaging'], 'delivering', { action: 'shipped', actorId: null, note }, at);
    if (!moved) return false;
    const msg = { title: `Đơn hàng ${order.code} đã được bàn giao cho đơn vị vận chuyển`, message: 'Đơn hàng đang trên đường giao đến người mua.' };
    await notifyBoth(tx, moved, at, { ...msg, message: 'Đơn hàng đang trên đường giao đến bạn.', email: true }, msg);
    return true;
  }

  if (update.to === 'delivered') {
    const autoCompleteAt = new Date(at.getTime() + AUTO_COMPLETE_MS);
    const moved = await moveOrder(tx, order, ['packaging', 'delivering'], 'delivered', { action: 'delivered', actorId: null, note }, at, {
      deliveredAt: at,
      autoCompleteAt,
    });
    if (!moved) return false;
    await enqueueDeadline(tx, moved, 'complete', autoCompleteAt);
    await notifyBoth(
      tx,
      moved,
      at,
      { title: `Đơn hàng ${order.code} đã được giao thành công`, message: 'Vui lòng kiểm tra và xác nhận đã nhận hàng, hoặc gửi khiếu nại trong vòng 3 ngày.', email: true },
      { title: `Đơn hàng ${order.code} đã được giao thành công`, message: 'Tiền hàng sẽ được thanh toán khi người mua xác nhận hoặc sau 7 ngày.' },
    );
    return true;
  }

  const moved = await moveOrder(tx, order, ['packaging', 'delivering'], 'failed', { action: 'failed', actorId: null, note }, at);
  if (!moved) return false;
  await kitsBackToSeller(tx, moved, at);
  await postRefundJournal(tx, moved, `Hoàn tiền đơn hàng giao thất bại ${order.code}`);
  await notifyBoth(
    tx,
    moved,
    at,
    { title: `Giao hàng thất bại cho đơn ${order.code}`, message: `Số tiền ${order.totalAmount.toLocaleString('vi-VN')} ₫ đã được hoàn vào số dư khả dụng của bạn.`, email: true },
    { title: `Giao hàng thất bại cho đơn ${order.code}`, message: 'Mô hình đã được trả về bộ sưu tập của bạn.', email: true },
  );
  return true;
}
