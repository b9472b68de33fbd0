import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { ModeratorOrderFilters } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { escapeLike } from '../kits/index.js';
import { vnDayEnd, vnDayStart } from '../../lib/time.js';
import { orderListRowsWithComplaint } from './orders.repository.js';
import { orders } from './orders.schema.js';

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

/** One page, newest first, each order with its names and its complaint's state. */
export async function listModeratorOrders(ex: Executor, where: SQL | undefined, limit: number, offset: number) {
  return orderListRowsWithComplaint(ex).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset);
}

export async function countModeratorOrders(ex: Executor, where: SQL | undefined) {
  const [row] = await ex.select({ n: count() }).from(orders).where(where);
  return Number(row?.n ?? 0);
}
