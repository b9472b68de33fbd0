import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModeratorExchangeFilters, StuckReason } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { DAY_MS, vnDayEnd, vnDayStart } from '../../lib/time.js';
import { orders } from '../orders/index.js';
import { users } from '../users/index.js';
import { exchangeDisputes, exchanges } from './exchanges.schema.js';
import { PAY_WITHIN_MS } from './trade-parcels.js';

/** a parcel delivered this long ago without its receipt waits for a moderator (the sweep's 7 days) */
export const RECEIPT_OVERDUE_MS = 7 * DAY_MS;

const tradeOrders = (x = exchanges) => sql`(${x.orderToPosterId}, ${x.orderToOffererId})`;

/**
 * Why a trade waits for a moderator, computed from the state itself (no flag to keep in step):
 * an open dispute; a parcel the carrier failed to deliver (its order `failed`, or its shipment
 * at `delivery_failed`/`returning`/`returned`); a deadline passed — the fees 72 h after the accept,
 * the packing `ship_by` with nothing handed to the carrier, a delivered parcel 7 days old.
 */
export function stuckReasonSql(now: Date): SQL<StuckReason | null> {
  const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const feeDue = ts(new Date(now.getTime() - PAY_WITHIN_MS));
  const receiptDue = ts(new Date(now.getTime() - RECEIPT_OVERDUE_MS));
  const packaging = sql`${exchanges.status} = 'packaging'`;
  return sql<StuckReason | null>`case
    when ${packaging} and exists (select 1 from exchange_disputes d where d.exchange_id = ${exchanges.id} and d.status = 'open')
      then 'dispute'
    when ${packaging} and (
      exists (select 1 from orders o where o.id in ${tradeOrders()} and o.status = 'failed')
      or exists (select 1 from shipments s where s.order_id in ${tradeOrders()}
                 and s.status in ('delivery_failed','returning','returned')))
      then 'delivery_failed'
    when ${exchanges.status} = 'pending' and ${exchanges.createdAt} < ${feeDue} then 'fee_overdue'
    when ${packaging} and ${exchanges.shipBy} < ${ts(now)}
      and not exists (select 1 from orders o where o.id in ${tradeOrders()} and o.status <> 'packaging')
      then 'ship_overdue'
    when ${packaging} and exists (select 1 from orders o where o.id in ${tradeOrders()}
      and o.status = 'delivered' and o.delivered_at < ${receiptDue})
      then 'receipt_overdue'
    else null end`;
}

const openDisputesSql = sql<number>`(select count(*)::int from exchange_disputes d
  where d.exchange_id = ${exchanges.id} and d.status = 'open')`;

export function moderatorExchangeWhere(f: ModeratorExchangeFilters, now: Date): SQL | undefined {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(exchanges.status, f.status));
  if (f.stuck === '1') conds.push(sql`(${stuckReasonSql(now)}) is not null`);
  if (f.disputed === '1') conds.push(sql`${openDisputesSql} > 0`);
  if (f.member_id) conds.push(or(eq(exchanges.posterId, f.member_id), eq(exchanges.offererId, f.member_id))!);
  if (f.from) conds.push(gte(exchanges.createdAt, vnDayStart(f.from)));
  if (f.to) conds.push(lt(exchanges.createdAt, vnDayEnd(f.to)));
  return conds.length ? and(...conds) : undefined;
}

const poster = alias(users, 'poster');
const offerer = alias(users, 'offerer');
const toPoster = alias(orders, 'to_poster');
const toOfferer = alias(orders, 'to_offerer');

/** One page of trades, newest first, with both parties, both orders' statuses and why each waits. */
export async function listModeratorExchanges(ex: Executor, where: SQL | undefined, now: Date, limit: number, offset: number) {
  return ex
    .select({
      x: exchanges,
      posterName: poster.fullName,
      posterEmail: poster.email,
      offererName: offerer.fullName,
      offererEmail: offerer.email,
      toPosterStatus: toPoster.status,
      toOffererStatus: toOfferer.status,
      stuckReason: stuckReasonSql(now),
      openDisputes: openDisputesSql,
    })
    .from(exchanges)
    .innerJoin(poster, eq(poster.id, exchanges.posterId))
    .innerJoin(offerer, eq(offerer.id, exchanges.offererId))
    .leftJoin(toPoster, eq(toPoster.id, exchanges.orderToPosterId))
    .leftJoin(toOfferer, eq(toOfferer.id, exchanges.orderToOffererId))
    .where(where)
    .orderBy(desc(exchanges.createdAt), desc(exchanges.id))
    .limit(limit)
    .offset(offset);
}
export type ModeratorExchangeListRow = Awaited<ReturnType<typeof listModeratorExchanges>>[number];

export async function countModeratorExchanges(ex: Executor, where: SQL | undefined) {
  const [row] = await ex.select({ n: count() }).from(exchanges).where(where);
  return row?.n ?? 0;
}

/** The dashboard's "stuck exchanges" queue: only live trades can be stuck. */
export async function countStuckExchanges(ex: Executor, now: Date) {
  const [row] = await ex
    .select({ n: count() })
    .from(exchanges)
    .where(and(inArray(exchanges.status, ['pending', 'packaging']), sql`(${stuckReasonSql(now)}) is not null`));
  return row?.n ?? 0;
}

export async function stuckReasonOf(ex: Executor, id: string, now: Date): Promise<StuckReason | null> {
  const [row] = await ex
    .select({ r: stuckReasonSql(now) })
    .from(exchanges)
    .where(eq(exchanges.id, id));
  return row?.r ?? null;
}

export async function disputesOf(ex: Executor, exchangeId: string) {
  return ex
    .select({ d: exchangeDisputes, name: users.fullName })
    .from(exchangeDisputes)
    .innerJoin(users, eq(users.id, exchangeDisputes.openedBy))
    .where(eq(exchangeDisputes.exchangeId, exchangeId))
    .orderBy(asc(exchangeDisputes.createdAt), asc(exchangeDisputes.id));
}
