import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { shipments } from '../shipping/index.js';
import { shops } from '../shops/index.js';
import { users } from '../users/index.js';
import { checkouts, openOrderKits, orderComplaints, orderEvents, orderItems, orders } from './orders.schema.js';

/** Every query on the orders tables (docs/domain/orders.md). The first parameter is the db or the transaction. */
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ComplaintRow = typeof orderComplaints.$inferSelect;
export interface OrderEventInput {
  action: string;
  actorId: string | null;
  note?: string | null;
}

export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

export async function findOrder(ex: Executor, orderId: string): Promise<OrderRow | null> {
  const [row] = await ex.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export async function insertCheckout(tx: Executor, buyerId: string, totalAmount: number, now: Date) {
  const [row] = await tx.insert(checkouts).values({ buyerId, totalAmount, createdAt: now }).returning({ id: checkouts.id });
  return row!.id;
}

export async function insertOrder(tx: Executor, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(tx: Executor, rows: (typeof orderItems.$inferInsert)[]) {
  if (rows.length) await tx.insert(orderItems).values(rows);
}

/** The unique key on kit_id: no kit is ever in two open orders (a second claim fails the transaction). */
export async function claimOrderKits(tx: Executor, orderId: string, kitIds: readonly string[]) {
  if (kitIds.length) await tx.insert(openOrderKits).values(kitIds.map((kitId) => ({ kitId, orderId })));
}

/** The order is over: its kits are free to be in another deal. */
export async function releaseOrderKits(tx: Executor, orderId: string) {
  await tx.delete(openOrderKits).where(eq(openOrderKits.orderId, orderId));
}

export async function orderKitIds(ex: Executor, orderId: string) {
  const rows = await ex.select({ kitId: orderItems.kitId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return rows
    .map((r) => r.kitId)
    .filter((id): id is string => !!id)
    .sort();
}

/** A timeline row; `move` says the order went from → to (default: it stayed where it is). */
export async function addEvent(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'status'>,
  event: OrderEventInput,
  now: Date,
  move: { from: OrderStatus | null; to: OrderStatus } = { from: order.status, to: order.status },
) {
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: move.from,
    toStatus: move.to,
    actorId: event.actorId,
    action: event.action,
    note: event.note ?? null,
    createdAt: now,
  });
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
  event: OrderEventInput,
  now: Date,
  patch: Partial<NewOrderRow> = {},
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...patch, status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...from])))
    .returning();
  if (!row) return null;
  await addEvent(tx, order, event, now, { from: order.status, to });
  return row;
}

/** packaging → packed (the photos are stored); null when it was packed or moved meanwhile. */
export async function markPacked(tx: Executor, orderId: string, photoUrls: string[], now: Date) {
  const [row] = await tx
    .update(orders)
    .set({ isPackaged: true, packagingImageUrls: photoUrls, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'packaging'), eq(orders.isPackaged, false)))
    .returning();
  return row ?? null;
}

export async function orderEventsOf(ex: Executor, orderId: string) {
  return ex.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/** The items of many orders in one query, by order id. */
export async function orderItemsOf(ex: Executor, orderIds: readonly string[]) {
  const map = new Map<string, OrderItemRow[]>();
  if (!orderIds.length) return map;
  const rows = await ex
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}

// ---- complaints ----

export async function complaintOf(ex: Executor, orderId: string): Promise<ComplaintRow | null> {
  const [row] = await ex.select().from(orderComplaints).where(eq(orderComplaints.orderId, orderId)).limit(1);
  return row ?? null;
}

export async function lockComplaint(tx: Executor, orderId: string): Promise<ComplaintRow | null> {
  const [row] = await tx.select().from(orderComplaints).where(eq(orderComplaints.orderId, orderId)).for('update').limit(1);
  return row ?? null;
}

/** One complaint per order (unique key): null when the buyer already complained. */
export async function insertComplaint(tx: Executor, values: typeof orderComplaints.$inferInsert) {
  const [row] = await tx.insert(orderComplaints).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function decideComplaint(tx: Executor, id: string, patch: Partial<typeof orderComplaints.$inferInsert>) {
  await tx.update(orderComplaints).set(patch).where(eq(orderComplaints.id, id));
}

export async function hasOpenComplaint(ex: Executor, orderId: string) {
  return (await complaintOf(ex, orderId))?.status === 'open';
}

// ---- lists (the order with its buyer, seller and shop names) ----

const buyerUser = alias(users, 'buyer_user');
const sellerUser = alias(users, 'seller_user');
export const orderListSelect = {
  order: orders,
  buyerName: buyerUser.fullName,
  buyerAvatar: buyerUser.avatarUrl,
  sellerName: sellerUser.fullName,
  sellerAvatar: sellerUser.avatarUrl,
  shopName: shops.name,
  shopSlug: shops.slug,
};
export interface OrderListRow {
  order: OrderRow;
  buyerName: string;
  buyerAvatar: string | null;
  sellerName: string;
  sellerAvatar: string | null;
  shopName: string | null;
  shopSlug: string | null;
}

export function orderListRows(ex: Executor) {
  return ex
    .select(orderListSelect)
    .from(orders)
    .innerJoin(buyerUser, eq(buyerUser.id, orders.buyerId))
    .innerJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
    .leftJoin(shops, eq(shops.id, orders.shopId))
    .$dynamic();
}

/** The same rows with the order's complaint state, if it has one (the moderator's order list). */
export function orderListRowsWithComplaint(ex: Executor) {
  return ex
    .select({ ...orderListSelect, complaintStatus: orderComplaints.status })
    .from(orders)
    .innerJoin(buyerUser, eq(buyerUser.id, orders.buyerId))
    .innerJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
    .leftJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(orderComplaints, eq(orderComplaints.orderId, orders.id))
    .$dynamic();
}

export async function listOrders(ex: Executor, where: SQL, page: number, pageSize: number) {
  return orderListRows(ex)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countOrders(ex: Executor, where: SQL) {
  const [row] = await ex.select({ n: count() }).from(orders).where(where);
  return Number(row?.n ?? 0);
}

export async function countOrdersByStatus(ex: Executor, where: SQL) {
  return ex.select({ status: orders.status, n: count() }).from(orders).where(where).groupBy(orders.status);
}

export async function listComplaints(ex: Executor, where: SQL | undefined, page: number, pageSize: number) {
  return ex
    .select({ complaint: orderComplaints, ...orderListSelect })
    .from(orderComplaints)
    .innerJoin(orders, eq(orders.id, orderComplaints.orderId))
    .innerJoin(buyerUser, eq(buyerUser.id, orders.buyerId))
    .innerJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
    .leftJoin(shops, eq(shops.id, orders.shopId))
    .where(where)
    .orderBy(asc(orderComplaints.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countComplaints(ex: Executor, where: SQL | undefined) {
  const [row] = await ex.select({ n: count() }).from(orderComplaints).where(where);
  return Number(row?.n ?? 0);
}

/** Packed orders still without a shipment since before `cutoff` (their create job gave up). */
export async function packedWithoutShipment(ex: Executor, cutoff: Date, limit: number) {
  return ex
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'packaging'),
        eq(orders.isPackaged, true),
        lt(orders.updatedAt, cutoff),
        sql`not exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id})`,
      ),
    )
    .limit(limit);
}
