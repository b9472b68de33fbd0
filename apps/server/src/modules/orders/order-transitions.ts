import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@cho-gundam/contracts';
import type { Executor, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { enqueueJob } from '../../lib/jobs.js';
import { cartItems } from '../cart/cart.schema.js';
import { kits } from '../kits/index.js';
import { postJournal } from '../ledger/index.js';
import { notify, type NotifyInput } from '../notifications/notify.js';
import { activeSubscription, countPublished, hasListingLeft, subscriptionUsage } from '../shops/index.js';
import { openOrderKits, orderEvents, orderItems, orders } from './orders.schema.js';

/**
 * The order state machine's building blocks (docs/domain/orders.md). Lock order everywhere:
 * order row → seller subscription → kits (id order) → ledger accounts (id order), as checkout does. Every transition is one
 * conditional UPDATE (`where status in <from>`), one order_events row, the ledger journal when
 * money moves, the kits' moves and the notifications, all in the caller's transaction.
 */
export type OrderRow = typeof orders.$inferSelect;

export const DAY_MS = 86_400_000;
export const CONFIRM_MS = 48 * 3_600_000;
export const AUTO_COMPLETE_MS = 7 * DAY_MS;
export const COMPLAINT_MS = 3 * DAY_MS;
export const DEADLINE_JOB = 'orders.deadline';

export const buyerLink = (o: Pick<OrderRow, 'id' | 'type'>) =>
  `/member/profile/orders/${o.type === 'exchange' ? 'exchange' : 'regular-auction'}?order=${o.id}`;
export const sellerLink = (o: Pick<OrderRow, 'id'>) => `/shop/order-management?order=${o.id}`;

export const invalidTransition = (o: Pick<OrderRow, 'status' | 'code'>, what: string) =>
  new AppError('invalid_transition', 409, `Không thể ${what}: đơn hàng ${o.code} đang ở trạng thái "${ORDER_STATUS_LABELS[o.status]}"`);

export async function lockOrder(tx: Executor, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

/**
 * The conditional status change + its timeline row. Returns the updated order, or null when the
 * order is no longer in one of `from` (someone else moved it first).
 */
export async function moveOrder(
  tx: Executor,
  order: OrderRow,
  from: readonly OrderStatus[],
  to: OrderStatus,
  event: { action: string; actorId: string | null; note?: string | null },
  now: Date,
  patch: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...patch, status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...from])))
    .returning();
  if (!row) return null;
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: to, actorId: event.actorId, action: event.action, note: event.note ?? null, createdAt: now });
  return row;
}

export async function addEvent(tx: Executor, order: OrderRow, event: { action: string; actorId: string | null; note?: string | null }, now: Date) {
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, actorId: event.actorId, action: event.action, note: event.note ?? null, createdAt: now });
}

// ---- money (the journals of docs/domain/orders.md) ----

const sellerShare = (o: OrderRow) => o.itemsSubtotal - o.platformFee;

/** Checkout: buyer available −T, buyer held +T, escrow −(S−F), seller pending +(S−F). */
export async function postCheckoutJournal(tx: Tx, o: OrderRow) {
  return postJournal(tx, {
    kind: 'order_checkout',
    postingKey: `order:${o.id}:checkout`,
    referenceType: 'order',
    referenceId: o.id,
    memo: `Thanh toán đơn hàng ${o.code}`,
    lines: [
      { account: { owner: o.buyerId, kind: 'available' }, amount: -o.totalAmount },
      { account: { owner: o.buyerId, kind: 'held' }, amount: o.totalAmount },
      { account: { platform: 'escrow' }, amount: -sellerShare(o) },
      { account: { owner: o.sellerId, kind: 'pending' }, amount: sellerShare(o) },
    ],
  });
}

/** Completion (or complaint released): the seller is paid S−F, the platform keeps F and D. */
export async function postReleaseJournal(tx: Tx, o: OrderRow) {
  return postJournal(tx, {
    kind: 'order_release',
    postingKey: `order:${o.id}:settle`,
    referenceType: 'order',
    referenceId: o.id,
    memo: `Hoàn tất đơn hàng ${o.code}`,
    lines: [
      { account: { owner: o.buyerId, kind: 'held' }, amount: -o.totalAmount },
      { account: { owner: o.sellerId, kind: 'pending' }, amount: -sellerShare(o) },
      { account: { platform: 'escrow' }, amount: sellerShare(o) },
      { account: { owner: o.sellerId, kind: 'available' }, amount: sellerShare(o) },
      { account: { platform: 'revenue' }, amount: o.platformFee },
      { account: { platform: 'shipping' }, amount: o.deliveryFee },
    ],
  });
}

/** Full refund (cancel, failed delivery, complaint refunded): the buyer gets T back. */
export async function postRefundJournal(tx: Tx, o: OrderRow, memo: string) {
  return postJournal(tx, {
    kind: 'order_refund',
    postingKey: `order:${o.id}:settle`,
    referenceType: 'order',
    referenceId: o.id,
    memo,
    lines: [
      { account: { owner: o.buyerId, kind: 'held' }, amount: -o.totalAmount },
      { account: { owner: o.buyerId, kind: 'available' }, amount: o.totalAmount },
      { account: { owner: o.sellerId, kind: 'pending' }, amount: -sellerShare(o) },
      { account: { platform: 'escrow' }, amount: sellerShare(o) },
    ],
  });
}

/**
 * Partial refund R (1 ≤ R ≤ S) after a complaint: the buyer gets R back, the seller receives
 * max(0, S−F−R), the carrier's fee D goes to shipping and the platform keeps the rest
 * (F while R ≤ S−F; less, down to 0, when the refund eats into the fee).
 */
export async function postPartialRefundJournal(tx: Tx, o: OrderRow, refund: number) {
  const seller = Math.max(0, sellerShare(o) - refund);
  const revenue = o.totalAmount - refund - seller - o.deliveryFee;
  return postJournal(tx, {
    kind: 'order_partial_refund',
    postingKey: `order:${o.id}:settle`,
    referenceType: 'order',
    referenceId: o.id,
    memo: `Hoàn tiền một phần đơn hàng ${o.code}`,
    lines: [
      { account: { owner: o.buyerId, kind: 'held' }, amount: -o.totalAmount },
      { account: { owner: o.buyerId, kind: 'available' }, amount: refund },
      { account: { owner: o.sellerId, kind: 'pending' }, amount: -sellerShare(o) },
      { account: { platform: 'escrow' }, amount: sellerShare(o) },
      { account: { owner: o.sellerId, kind: 'available' }, amount: seller },
      { account: { platform: 'revenue' }, amount: revenue },
      { account: { platform: 'shipping' }, amount: o.deliveryFee },
    ],
  });
}

// ---- kits ----

export async function orderKitIds(ex: Executor, orderId: string) {
  const rows = await ex.select({ kitId: orderItems.kitId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return rows.map((r) => r.kitId).filter((id): id is string => !!id).sort();
}

/** The kits, locked in id order (the checkout's order). */
async function lockKits(tx: Executor, kitIds: string[]) {
  await tx.select({ id: kits.id }).from(kits).where(inArray(kits.id, kitIds)).orderBy(kits.id).for('update');
}

/** The order is over: its kits are free to be in another order. */
async function releaseOpenKits(tx: Executor, orderId: string) {
  await tx.delete(openOrderKits).where(eq(openOrderKits.orderId, orderId));
}

/**
 * Canceled before shipping: the kits go back on sale (`published`) while the seller's plan has
 * room, else back to the collection (`in_store`). The seller's subscription row is locked first,
 * as publishing does, so the quota stays exact.
 */
export async function kitsBackOnSale(tx: Tx, o: OrderRow, now: Date) {
  const kitIds = await orderKitIds(tx, o.id);
  const sub = await activeSubscription(tx, o.sellerId, { lock: true });
  // lock the kits in id order (the checkout's order)
  if (kitIds.length) await lockKits(tx, kitIds);
  let published = 0;
  let used = sub ? await countPublished(tx, o.sellerId) : 0;
  for (const kitId of kitIds) {
    const room = sub ? hasListingLeft(subscriptionUsage(sub, used, now)) : false;
    const [row] = await tx
      .update(kits)
      .set(room ? { status: 'published', publishedAt: now, updatedAt: now } : { status: 'in_store', publishedAt: null, updatedAt: now })
      .where(and(eq(kits.id, kitId), eq(kits.status, 'processing'), eq(kits.ownerId, o.sellerId)))
      .returning({ status: kits.status });
    if (row?.status === 'published') {
      published += 1;
      used += 1;
    }
  }
  await releaseOpenKits(tx, o.id);
  return { published, total: kitIds.length };
}

/** Failed delivery or refunded complaint: the kits return to the seller's collection. */
export async function kitsBackToSeller(tx: Tx, o: OrderRow, now: Date) {
  const kitIds = await orderKitIds(tx, o.id);
  if (kitIds.length) {
    await lockKits(tx, kitIds);
    await tx
      .update(kits)
      .set({ status: 'in_store', publishedAt: null, updatedAt: now })
      .where(and(inArray(kits.id, kitIds), eq(kits.status, 'processing'), eq(kits.ownerId, o.sellerId)));
  }
  await releaseOpenKits(tx, o.id);
}

/** Completion: the buyer owns the kits, in their collection, without a price; nobody's cart keeps them. */
export async function kitsToBuyer(tx: Tx, o: OrderRow, now: Date) {
  const kitIds = await orderKitIds(tx, o.id);
  if (kitIds.length) {
    await lockKits(tx, kitIds);
    await tx
      .update(kits)
      .set({ ownerId: o.buyerId, status: 'in_store', price: null, publishedAt: null, updatedAt: now })
      .where(and(inArray(kits.id, kitIds), eq(kits.status, 'processing'), eq(kits.ownerId, o.sellerId)));
    await tx.delete(cartItems).where(inArray(cartItems.kitId, kitIds));
  }
  await releaseOpenKits(tx, o.id);
}

// ---- jobs and notifications ----

export async function enqueueDeadline(tx: Executor, o: Pick<OrderRow, 'id'>, kind: 'confirm' | 'complete', runAt: Date) {
  await enqueueJob(tx, DEADLINE_JOB, { orderId: o.id, kind }, { runAt, dedupeKey: `orders.deadline:${kind}:${o.id}` });
}

export async function notifyBoth(
  tx: Executor,
  o: OrderRow,
  now: Date,
  buyer: Omit<NotifyInput, 'recipientId' | 'type' | 'link'> | null,
  seller: Omit<NotifyInput, 'recipientId' | 'type' | 'link'> | null,
) {
  if (buyer) await notify(tx, { ...buyer, recipientId: o.buyerId, type: 'order', link: buyerLink(o) }, now);
  if (seller) await notify(tx, { ...seller, recipientId: o.sellerId, type: 'order', link: sellerLink(o) }, now);
}

// ---- the terminal transitions shared by users, jobs, the carrier and moderators ----

/** Completion (buyer confirms, 7 days pass, or a moderator releases): money to the seller, kit to the buyer. */
export async function completeOrder(tx: Tx, o: OrderRow, now: Date, by: { actorId: string | null; action: 'completed' | 'auto_completed' | 'complaint_resolved'; note?: string | null }) {
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
export async function cancelOrder(tx: Tx, o: OrderRow, now: Date, by: { actorId: string | null; role: 'buyer' | 'seller' | 'system'; reason: string | null }) {
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
    await notifyBoth(tx, moved, now, { title: 'Bạn đã hủy đơn hàng', message: `Đơn hàng ${o.code} đã được hủy. ${refund}` }, { title: 'Đơn hàng đã bị hủy', message: `Người mua đã hủy đơn hàng ${o.code}.` });
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
