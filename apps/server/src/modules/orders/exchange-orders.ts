import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lockAccounts } from '../ledger/index.js';
import { kitsBackToSeller, kitsToBuyer } from './order-kits.js';
import { postRefundJournal, postReleaseJournal } from './order-money.js';
import { enqueueReturnParcels } from './order-returns.js';
import { invalidTransition } from './order-transitions.js';
import { moveOrder, type OrderRow } from './orders.repository.js';
import { orders } from './orders.schema.js';

/**
 * The two parcels of an exchange (docs/domain/exchanges.md): `exchange` orders made by the trade
 * through `createOrders` (price 0, the receiver's delivery fee already held), packed and shipped
 * like any order, but ended by the trade only: both at once when both sides have their parcel
 * (the kits change owner together), or both canceled when a side did not ship in time. The
 * trade holds its own lock first (exchange → orders → kits → ledger accounts).
 */
export async function lockOrdersById(tx: Tx, ids: readonly string[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  return tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id))
    .for('update');
}

/** delivered → completed for every parcel: each receiver owns its kits (`in_store`), the carrier's fees go to shipping. */
export async function completeExchangeOrders(
  tx: Tx,
  ids: readonly string[],
  now: Date,
  by: { actorId: string | null; action: 'completed' | 'auto_completed' },
): Promise<OrderRow[]> {
  const locked = await lockOrdersById(tx, ids);
  const moved: OrderRow[] = [];
  for (const o of locked) {
    if (o.type !== 'exchange') throw new Error(`order ${o.id} is not an exchange order`);
    const row = await moveOrder(tx, o, ['delivered'], 'completed', by, now, { completedAt: now });
    if (!row) throw invalidTransition(o, 'hoàn tất đơn hàng trao đổi');
    moved.push(row);
  }
  for (const o of moved) await kitsToBuyer(tx, o, now);
  // money last: both sides' accounts and the shipping account in one id-ordered statement
  await lockAccounts(tx, { owners: [...new Set(moved.flatMap((o) => [o.buyerId, o.sellerId]))], platform: ['shipping'] });
  for (const o of moved) if (o.totalAmount > 0) await postReleaseJournal(tx, o);
  return moved;
}

/**
 * packaging → canceled for both parcels (a side did not ship in time, neither parcel handed to
 * the carrier): each sender's kits back to its collection (`in_store`), then each receiver's
 * delivery fee refunded (money last).
 */
export async function cancelExchangeOrders(
  tx: Tx,
  ids: readonly string[],
  now: Date,
  by: { actorId: string | null; reason: string },
): Promise<OrderRow[]> {
  const locked = await lockOrdersById(tx, ids);
  const moved: OrderRow[] = [];
  for (const o of locked) {
    if (o.type !== 'exchange') throw new Error(`order ${o.id} is not an exchange order`);
    const row = await moveOrder(tx, o, ['packaging'], 'canceled', { action: 'canceled', actorId: by.actorId, note: by.reason }, now, {
      canceledBy: by.actorId,
      canceledReason: by.reason,
    });
    if (!row) throw invalidTransition(o, 'hủy đơn hàng trao đổi');
    moved.push(row);
  }
  for (const o of moved) await kitsBackToSeller(tx, o, now);
  await lockAccounts(tx, { owners: [...new Set(moved.flatMap((o) => [o.buyerId, o.sellerId]))], platform: ['escrow'] });
  for (const o of moved)
    if (o.totalAmount > 0) await postRefundJournal(tx, o, `Hoàn phí vận chuyển đơn trao đổi ${o.code} (giao dịch đã hủy)`);
  return moved;
}

/**
 * A moderator's refund of a trade (docs/domain/exchanges.md, "Moderator decisions"): every parcel
 * not yet ended (`packaging`, `delivering` or `delivered`) → canceled, its kits back to the
 * sender's collection, the receiver's delivery fee refunded (the order's settle key: once). A
 * parcel the carrier already failed (returned) was refunded then and is left as it is; a
 * completed one is refused (the caller checks first).
 */
export async function refundExchangeOrders(
  tx: Tx,
  ids: readonly string[],
  now: Date,
  by: { actorId: string; reason: string },
  journalNote = 'điều hành viên hoàn tiền',
): Promise<OrderRow[]> {
  const locked = await lockOrdersById(tx, ids);
  const moved: OrderRow[] = [];
  for (const o of locked) {
    if (o.type !== 'exchange') throw new Error(`order ${o.id} is not an exchange order`);
    if (o.status === 'failed' || o.status === 'canceled') continue;
    const row = await moveOrder(
      tx,
      o,
      ['packaging', 'delivering', 'delivered'],
      'canceled',
      { action: 'canceled', actorId: by.actorId, note: by.reason },
      now,
      { canceledBy: by.actorId, canceledReason: by.reason },
    );
    if (!row) throw invalidTransition(o, 'hoàn tiền đơn hàng trao đổi');
    moved.push(row);
  }
  for (const o of moved) await kitsBackToSeller(tx, o, now);
  await lockAccounts(tx, { owners: [...new Set(locked.flatMap((o) => [o.buyerId, o.sellerId]))], platform: ['escrow'] });
  for (const o of moved)
    if (o.totalAmount > 0) await postRefundJournal(tx, o, `Hoàn phí vận chuyển đơn trao đổi ${o.code} (${journalNote})`);
  return moved;
}

/**
 * A moderator's return of a trade: the same cancel and refunds as `refundExchangeOrders` (kits
 * back in their senders' collections at once, each receiver's fee refunded), and the parcels
 * physically back: one `orders.return_parcel` job per canceled order, enqueued in this
 * transaction, stops a parcel still on its way or books the return of a delivered one.
 */
export async function returnExchangeOrders(
  tx: Tx,
  ids: readonly string[],
  now: Date,
  by: { actorId: string; reason: string },
): Promise<OrderRow[]> {
  const moved = await refundExchangeOrders(tx, ids, now, by, 'hoàn hàng về người gửi');
  await enqueueReturnParcels(tx, moved);
  return moved;
}
