import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderComplaints, orders } from './orders.schema.js';

/**
 * Platform-wide order figures for the back-office dashboards: bounded by a time range, bucketed in
 * Vietnamese days, each served by an index (`orders_created_idx`, `orders_completed_idx`,
 * `order_complaints_status_idx`).
 */
const vnDay = (col: typeof orders.createdAt | typeof orders.completedAt) =>
  sql<string>`to_char(${col} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;

/** Orders placed per Vietnamese day in [since, until). */
export async function ordersPlacedPerDay(ex: Executor, since: Date, until: Date) {
  const day = vnDay(orders.createdAt);
  const rows = await ex
    .select({ day, n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, since), lt(orders.createdAt, until)))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, orders: Number(r.n) }));
}

/** GMV per Vietnamese day: the goods value (items subtotal) of orders completed in [since, until). */
export async function gmvPerDay(ex: Executor, since: Date, until: Date) {
  const day = vnDay(orders.completedAt);
  const rows = await ex
    .select({ day, gmv: sql<string>`coalesce(sum(${orders.itemsSubtotal}), 0)::bigint` })
    .from(orders)
    .where(and(eq(orders.status, 'completed'), gte(orders.completedAt, since), lt(orders.completedAt, until)))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, gmv: Number(r.gmv) }));
}

/** Orders placed in [since, until) by type and current status. */
export async function ordersByTypeAndStatus(ex: Executor, since: Date, until: Date) {
  const rows = await ex
    .select({ type: orders.type, status: orders.status, n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, since), lt(orders.createdAt, until)))
    .groupBy(orders.type, orders.status);
  return rows.map((r) => ({ type: r.type, status: r.status, count: Number(r.n) }));
}

/** Complaints waiting for a moderator's decision. */
export async function countOpenComplaints(ex: Executor) {
  const [row] = await ex.select({ n: count() }).from(orderComplaints).where(eq(orderComplaints.status, 'open'));
  return Number(row?.n ?? 0);
}
