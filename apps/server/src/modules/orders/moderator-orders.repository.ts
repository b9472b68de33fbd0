import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { ModeratorOrderFilters, ModeratorOrderSort } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { escapeLike } from '../kits/index.js';
import { vnDayEnd, vnDayStart } from '../../lib/time.js';
import { orderListRowsWithComplaint } from './orders.repository.js';
import { orders, orderStatusRank } from './orders.schema.js';

/**
 * The moderator's order list (docs/domain/back-office.md): every filter is a column of an index
 * (`orders_status_idx`, `orders_type_idx`, `orders_shop_idx`, `orders_buyer_idx`,
 * `orders_created_idx`, all ending in `created_at desc`), so a page is one bounded index walk.
 */
export function moderatorOrderWhere(f: ModeratorOrderFilters): SQL | undefined {
  const conds: SQL[] = [];
  if (f.status !== 'all') conds.push(eq(orders.status, f.status));
  if (f.type !== 'all') conds.push(eq(orders.type, f.type));
  if (f.shop_id) conds.push(eq(orders.shopId, f.shop_id));
  if (f.buyer_id) conds.push(eq(orders.buyerId, f.buyer_id));
  if (f.q) conds.push(ilike(orders.code, `%${escapeLike(f.q)}%`));
  if (f.from) conds.push(gte(orders.createdAt, vnDayStart(f.from)));
  if (f.to) conds.push(lt(orders.createdAt, vnDayEnd(f.to)));
  return conds.length ? and(...conds) : undefined;
}

/**
 * Each sort with the id as its tiebreaker, in the same direction, so a page boundary never moves and
 * one index serves both directions (orders_created_idx, orders_total_idx, orders_status_rank_idx).
 */
function moderatorOrderOrder(sort: ModeratorOrderSort): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(orders.createdAt), asc(orders.id)];
    case 'total_desc':
      return [desc(orders.totalAmount), desc(orders.id)];
    case 'total_asc':
      return [asc(orders.totalAmount), asc(orders.id)];
    case 'status_asc':
      return [asc(orderStatusRank(orders.status)), desc(orders.createdAt), desc(orders.id)];
    case 'status_desc':
      return [desc(orderStatusRank(orders.status)), asc(orders.createdAt), asc(orders.id)];
    default:
      return [desc(orders.createdAt), desc(orders.id)];
  }
}

/** One page in the chosen order, each order with its names and its complaint's state. */
export async function listModeratorOrders(ex: Executor, where: SQL | undefined, sort: ModeratorOrderSort, limit: number, offset: number) {
  return orderListRowsWithComplaint(ex)
    .where(where)
    .orderBy(...moderatorOrderOrder(sort))
    .limit(limit)
    .offset(offset);
}

export async function countModeratorOrders(ex: Executor, where: SQL | undefined) {
  const [row] = await ex.select({ n: count() }).from(orders).where(where);
  return Number(row?.n ?? 0);
}
