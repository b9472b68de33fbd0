import { and, count, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { StorefrontSort } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { grades, kitImages, kits, shops, users } from '../../db/schema.js';
import { kitCardSelect, type KitCardRow } from '../kits/index.js';
import { searchCondition } from './search.js';

export interface StorefrontFilters {
  grade?: string;
  scale?: string;
  condition?: string;
  series?: string;
  priceMin?: number;
  priceMax?: number;
  /** shop id or slug */
  shop?: string;
  q?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Raw `execute` answers `{ rows }` on both drivers (pg and PGlite); Drizzle types it loosely. */
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The kits' card (grade, primary image) plus the shop; LEFT JOIN keeps a kit whose owner has no shop. */
const storefrontCardSelect = { ...kitCardSelect, shopId: shops.id, shopSlug: shops.slug, shopName: shops.name };
export type StorefrontCardRow = KitCardRow & { shopId: string | null; shopSlug: string | null; shopName: string | null };

function storefrontCards(ex: Executor) {
  return ex
    .select(storefrontCardSelect)
    .from(kits)
    .innerJoin(grades, eq(grades.code, kits.gradeCode))
    .leftJoin(kitImages, and(eq(kitImages.kitId, kits.id), eq(kitImages.position, 0)))
    .leftJoin(shops, eq(shops.ownerId, kits.ownerId))
    .$dynamic();
}

// `status = 'published'` literally (not a parameter), so the planner matches the partial indexes
export const isPublished = sql`${kits.status} = 'published'`;

export function storefrontWhere(f: StorefrontFilters): SQL {
  const where: (SQL | undefined)[] = [isPublished];
  if (f.grade) where.push(eq(kits.gradeCode, f.grade));
  if (f.scale) where.push(sql`${kits.scale} = ${f.scale}`);
  if (f.condition) where.push(sql`${kits.condition} = ${f.condition}`);
  if (f.series) where.push(eq(kits.series, f.series));
  if (f.priceMin !== undefined) where.push(gte(kits.price, f.priceMin));
  if (f.priceMax !== undefined) where.push(lte(kits.price, f.priceMax));
  if (f.shop) {
    // a scalar subquery (one InitPlan): the owner is then an equality the owner index serves
    const byShop = UUID.test(f.shop) ? eq(shops.id, f.shop) : eq(shops.slug, f.shop.toLowerCase());
    where.push(sql`${kits.ownerId} = (select ${shops.ownerId} from ${shops} where ${byShop})`);
  }
  where.push(searchCondition(kits.searchText, f.q));
  return and(...where)!;
}

/**
 * Each order matches an index exactly (columns, direction, NULLS placement), so a page is read
 * in order from the index and the scan stops at LIMIT: newest → kits_published_newest_idx
 * (published_at DESC NULLS LAST, id); price → kits_published_price_idx (price, id), read
 * backwards for price_desc. Prices of published kits are never null (CHECK).
 */
export function storefrontOrder(sort: StorefrontSort): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${kits.price} asc`, sql`${kits.id} asc`];
    case 'price_desc':
      return [sql`${kits.price} desc`, sql`${kits.id} desc`];
    default:
      return [sql`${kits.publishedAt} desc nulls last`, sql`${kits.id} asc`];
  }
}

/** One page of cards. Not awaited here, so the benchmark can EXPLAIN the very same SQL. */
export function listPageQuery(ex: Executor, f: StorefrontFilters, sort: StorefrontSort, limit: number, offset: number) {
  return storefrontCards(ex)
    .where(storefrontWhere(f))
    .orderBy(...storefrontOrder(sort))
    .limit(limit)
    .offset(offset);
}

/** How many kits match, counting at most `cap + 1` rows (the scan stops there). */
export function countQuery(ex: Executor, f: StorefrontFilters, cap: number) {
  const matches = ex.select({ one: sql`1`.as('one') }).from(kits).where(storefrontWhere(f)).limit(cap + 1).as('matches');
  return ex.select({ n: count() }).from(matches);
}

export async function findPublishedCards(ex: Executor, where: SQL | undefined, order: SQL[], limit: number): Promise<StorefrontCardRow[]> {
  return storefrontCards(ex)
    .where(and(isPublished, where))
    .orderBy(...order)
    .limit(limit);
}

export const newestFirst = [sql`${kits.publishedAt} desc nulls last`, sql`${kits.id} asc`];

/**
 * Related kits: the newest of the same series, then of the same grade. Two LIMITed reads, each
 * along its own index, instead of one `grade OR series` that would sort every match.
 */
export async function relatedCards(ex: Executor, kit: { id: string; gradeCode: string; series: string }, limit: number) {
  const sameSeries = await findPublishedCards(ex, and(eq(kits.series, kit.series), ne(kits.id, kit.id)), newestFirst, limit);
  if (sameSeries.length >= limit) return sameSeries;
  const seen = new Set(sameSeries.map((k) => k.id));
  const sameGrade = await findPublishedCards(ex, and(eq(kits.gradeCode, kit.gradeCode), ne(kits.id, kit.id)), newestFirst, limit + seen.size);
  return [...sameSeries, ...sameGrade.filter((k) => !seen.has(k.id))].slice(0, limit);
}

export async function suggest(ex: Executor, q: string, limit: number) {
  const match = searchCondition(kits.searchText, q);
  if (!match) return [];
  return findPublishedCards(ex, match, newestFirst, limit);
}

/**
 * The home page's grade rows in one statement: a LATERAL per grade walks
 * kits_published_grade_idx and stops after `perGrade` rows (LEFT JOIN: a grade without kits
 * still comes back, with a null id).
 */
export async function newestPerGrade(ex: Executor, gradeCodes: readonly string[], perGrade: number) {
  const res = await ex.execute(sql`
    select g.code, g.display_name, g.slug, k.id
    from ${grades} g
    left join lateral (
      select ${kits.id} as id, ${kits.publishedAt} as published_at from ${kits}
      where ${kits.gradeCode} = g.code and ${isPublished}
      order by ${kits.publishedAt} desc nulls last
      limit ${perGrade}
    ) k on true
    where g.code in (${sql.join(
      gradeCodes.map((c) => sql`${c}`),
      sql`, `,
    )})
    order by g.sort_order, k.published_at desc nulls last`);
  return rowsOf<{ code: string; display_name: string; slug: string; id: string | null }>(res);
}

export async function cardsByIds(ex: Executor, ids: string[]): Promise<StorefrontCardRow[]> {
  if (ids.length === 0) return [];
  return storefrontCards(ex).where(inArray(kits.id, ids));
}

/** Published kits (an index-only count on the partial index) and shops. */
export async function storefrontStats(ex: Executor) {
  const res = await ex.execute(sql`
    select (select count(*)::int from ${kits} where ${isPublished}) as published,
           (select count(*)::int from ${shops}) as shops`);
  const row = rowsOf<{ published: number; shops: number }>(res)[0];
  return { published: Number(row?.published ?? 0), shops: Number(row?.shops ?? 0) };
}

export async function shopCardOfOwner(ex: Executor, ownerId: string) {
  const [row] = await ex
    .select({ id: shops.id, slug: shops.slug, name: shops.name, ownerId: users.id, fullName: users.fullName, avatarUrl: users.avatarUrl })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(shops.ownerId, ownerId))
    .limit(1);
  return row ?? null;
}

/** Reads the kit's id, owner, status and view count by slug (the unique slug index). */
export async function findKitHeadBySlug(ex: Executor, slug: string) {
  const [row] = await ex
    .select({ id: kits.id, ownerId: kits.ownerId, status: kits.status, viewCount: kits.viewCount, gradeCode: kits.gradeCode, series: kits.series })
    .from(kits)
    .where(eq(kits.slug, slug))
    .limit(1);
  return row ?? null;
}

/**
 * One UPDATE statement: its row lock lasts only the statement (no transaction is held open), and
 * concurrent views each add one. Returns the new count.
 */
export async function incrementViewCount(ex: Executor, kitId: string) {
  const [row] = await ex
    .update(kits)
    .set({ viewCount: sql`${kits.viewCount} + 1` })
    .where(eq(kits.id, kitId))
    .returning({ viewCount: kits.viewCount });
  return row?.viewCount ?? null;
}
