import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { KitSort, SellerKitsQuery } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { kitCards, kitImages, kits, searchCondition, type KitCardRow } from '../kits/index.js';

export type SellerKitRow = KitCardRow & { viewCount: number };

/** The kits' card plus the view count, for the seller's own kits. */
const sellerKitCards = (ex: Executor) => kitCards(ex, { viewCount: kits.viewCount });

export async function sellerKit(ex: Executor, kitId: string): Promise<SellerKitRow | null> {
  const [row] = await sellerKitCards(ex).where(eq(kits.id, kitId)).limit(1);
  return row ?? null;
}

export async function hasPrimaryImage(ex: Executor, kitId: string) {
  const [row] = await ex
    .select({ id: kitImages.id })
    .from(kitImages)
    .where(and(eq(kitImages.kitId, kitId), eq(kitImages.position, 0)))
    .limit(1);
  return row !== undefined;
}

export async function setPrice(ex: Executor, kitId: string, price: number, now: Date) {
  await ex.update(kits).set({ price, updatedAt: now }).where(eq(kits.id, kitId));
}

function sellerOrder(sort: KitSort): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${kits.price} asc nulls last`, asc(kits.id)];
    case 'price_desc':
      return [sql`${kits.price} desc nulls last`, asc(kits.id)];
    case 'name':
      return [asc(kits.name), asc(kits.id)];
    default:
      return [desc(kits.createdAt), asc(kits.id)];
  }
}

/**
 * /shop/management: the seller's kits in every status. A seller holds hundreds of kits, not
 * hundreds of thousands: kits_owner_idx (owner_id, status, created_at) narrows to them and the
 * rest is filtered and sorted in memory.
 */
export async function listSellerKits(ex: Executor, sellerId: string, q: SellerKitsQuery) {
  const where = and(
    eq(kits.ownerId, sellerId),
    q.status ? eq(kits.status, q.status) : undefined,
    q.grade ? eq(kits.gradeCode, q.grade) : undefined,
    q.condition ? eq(kits.condition, q.condition) : undefined,
    searchCondition(kits.searchText, q.q),
  );
  const [rows, [total]] = await Promise.all([
    sellerKitCards(ex)
      .where(where)
      .orderBy(...sellerOrder(q.sort))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ex.select({ n: count() }).from(kits).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Kits per status and the sum of their views, in one pass over the seller's kits. */
export async function statusCounts(ex: Executor, sellerId: string) {
  return ex
    .select({ status: kits.status, n: count(), views: sql<number>`coalesce(sum(${kits.viewCount}), 0)::int` })
    .from(kits)
    .where(eq(kits.ownerId, sellerId))
    .groupBy(kits.status);
}

export async function mostViewed(ex: Executor, sellerId: string, limit: number) {
  return sellerKitCards(ex).where(eq(kits.ownerId, sellerId)).orderBy(desc(kits.viewCount), asc(kits.id)).limit(limit);
}

/**
 * Listings made per day since `since`, days cut at midnight in Vietnam (UTC+7 all year: no
 * daylight saving, so a fixed offset is exact and needs no time zone database).
 */
export async function publishedPerDay(ex: Executor, sellerId: string, since: Date) {
  const day = sql<string>`to_char(${kits.publishedAt} at time zone interval '+07:00', 'YYYY-MM-DD')`;
  return ex
    .select({ day, n: count() })
    .from(kits)
    .where(and(eq(kits.ownerId, sellerId), gte(kits.publishedAt, since)))
    .groupBy(day);
}
