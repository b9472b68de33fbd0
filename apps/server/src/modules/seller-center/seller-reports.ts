import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { SellerRevenue, ShopReport } from '@cho-gundam/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { DAY_MS, vnDate, vnDayEnd, vnDayStart, vnDaysBetween, vnLastDays, vnMonthStart } from '../../lib/time.js';
import { memberBalances } from '../ledger/index.js';
import { orderItems, orders } from '../orders/index.js';

/** The seller's figures: sales report for a period (also as CSV) and the dashboard's revenue. */

export function reportRange(now: Date, from?: string, to?: string) {
  const toYmd = to ?? vnDate(now);
  const fromYmd = from ?? vnDate(new Date(vnDayStart(toYmd).getTime() - 29 * DAY_MS));
  const start = vnDayStart(fromYmd);
  const end = vnDayEnd(toYmd);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw badRequest('validation_failed', 'Khoảng thời gian không hợp lệ');
  if (end <= start) throw badRequest('validation_failed', 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc');
  if (end.getTime() - start.getTime() > 366 * DAY_MS) throw badRequest('validation_failed', 'Khoảng thời gian báo cáo tối đa 1 năm');
  return { from: fromYmd, to: toYmd, start, end };
}

export async function shopReport(db: Db, clock: Clock, sellerId: string, from?: string, to?: string): Promise<ShopReport> {
  const range = reportRange(clock.now(), from, to);
  const completedIn = and(
    eq(orders.sellerId, sellerId),
    eq(orders.status, 'completed'),
    gte(orders.completedAt, range.start),
    lt(orders.completedAt, range.end),
  );
  const day = sql<string>`to_char(${orders.completedAt} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;
  const [[sum], byStatus, top, perDay] = await Promise.all([
    db
      .select({
        n: count(),
        gross: sql<number>`coalesce(sum(${orders.itemsSubtotal}), 0)::bigint`,
        fees: sql<number>`coalesce(sum(${orders.platformFee}), 0)::bigint`,
      })
      .from(orders)
      .where(completedIn),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), gte(orders.createdAt, range.start), lt(orders.createdAt, range.end)))
      .groupBy(orders.status),
    db
      .select({ name: orderItems.name, grade: orderItems.grade, n: count(), revenue: sql<number>`sum(${orderItems.price})::bigint` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(completedIn)
      .groupBy(orderItems.name, orderItems.grade)
      .orderBy(desc(sql`sum(${orderItems.price})`), desc(count()))
      .limit(10),
    db
      .select({ day, n: count(), revenue: sql<number>`sum(${orders.itemsSubtotal} - ${orders.platformFee})::bigint` })
      .from(orders)
      .where(completedIn)
      .groupBy(day),
  ]);
  const ordersByStatus: Record<string, number> = {};
  for (const r of byStatus) ordersByStatus[r.status] = Number(r.n);
  const perDayMap = new Map(perDay.map((r) => [r.day, r]));
  const days: ShopReport['per_day'] = vnDaysBetween(range.start, range.end).map((d) => {
    const r = perDayMap.get(d);
    return { date: d, revenue: Number(r?.revenue ?? 0), orders: Number(r?.n ?? 0) };
  });
  const gross = Number(sum?.gross ?? 0);
  const fees = Number(sum?.fees ?? 0);
  return {
    from: range.from,
    to: range.to,
    completed_orders: Number(sum?.n ?? 0),
    gross_revenue: gross,
    platform_fees: fees,
    net_revenue: gross - fees,
    orders_by_status: ordersByStatus,
    canceled_orders: ordersByStatus.canceled ?? 0,
    top_kits: top.map((t) => ({ name: t.name, grade: t.grade, orders: Number(t.n), revenue: Number(t.revenue) })),
    per_day: days,
  };
}

/** The dashboard's revenue block: net income of completed orders (this month in Vietnam, all time), orders by status, 30 days. */
export async function sellerRevenue(ex: Executor, sellerId: string, now: Date): Promise<SellerRevenue> {
  const monthStart = vnMonthStart(now);
  const { days, since } = vnLastDays(now, 30);
  const net = sql<number>`coalesce(sum(${orders.itemsSubtotal} - ${orders.platformFee}), 0)::bigint`;
  const done = and(eq(orders.sellerId, sellerId), eq(orders.status, 'completed'));
  const day = sql<string>`to_char(${orders.completedAt} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;
  const [[total], [month], byStatus, perDay, balances] = await Promise.all([
    ex.select({ v: net }).from(orders).where(done),
    ex
      .select({ v: net })
      .from(orders)
      .where(and(done, gte(orders.completedAt, monthStart))),
    ex.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.sellerId, sellerId)).groupBy(orders.status),
    ex
      .select({ day, v: net })
      .from(orders)
      .where(and(done, gte(orders.completedAt, since)))
      .groupBy(day),
    memberBalances(ex, sellerId),
  ]);
  const map = new Map(perDay.map((r) => [r.day, Number(r.v)]));
  const ordersByStatus: Record<string, number> = {};
  for (const r of byStatus) ordersByStatus[r.status] = Number(r.n);
  return {
    revenue_this_month: Number(month?.v ?? 0),
    revenue_total: Number(total?.v ?? 0),
    pending_amount: balances.pending,
    orders_by_status: ordersByStatus,
    revenue_per_day: days.map((d) => ({ date: d, revenue: map.get(d) ?? 0 })),
  };
}
