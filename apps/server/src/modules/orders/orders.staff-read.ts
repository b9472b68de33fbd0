import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from './orders.schema.js';

const columns = {
  id: orders.id,
  code: orders.code,
  type: orders.type,
  status: orders.status,
  totalAmount: orders.totalAmount,
  createdAt: orders.createdAt,
};

/**
 * A member's latest orders on either side, for staff (the user-management drawer): the newest
 * `limit` as buyer (orders_buyer_idx) and as seller (orders_seller_idx), merged.
 */
export async function recentOrdersOfUser(ex: Executor, userId: string, limit = 10) {
  const [bought, sold] = await Promise.all([
    ex.select(columns).from(orders).where(eq(orders.buyerId, userId)).orderBy(desc(orders.createdAt)).limit(limit),
    ex.select(columns).from(orders).where(eq(orders.sellerId, userId)).orderBy(desc(orders.createdAt)).limit(limit),
  ]);
  return [...bought.map((o) => ({ ...o, side: 'buyer' as const })), ...sold.map((o) => ({ ...o, side: 'seller' as const }))]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit);
}
