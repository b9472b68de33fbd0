import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { StorefrontSort } from '@cho-gundam/contracts';
import type { Db, Executor } from '../../db/client.js';
import { grades } from '../catalog/index.js';
import { kitCards, kitImages, kits, searchWords, type KitCardRow } from '../kits/index.js';
import { countSql, listPageSql, type RawSql, type StorefrontFilters } from './storefront-list.sql.js';
import { shops } from '../shops/index.js';
import { users } from '../users/index.js';

export { RELEVANCE_WINDOW, countSql, listPageSql, type RawSql, type StorefrontFilters } from './storefront-list.sql.js';

/** Raw `execute` answers `{ rows }` on both drivers (pg and PGlite); Drizzle types it loosely. */
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The kits' card (grade, primary image) plus the shop; LEFT JOIN keeps a kit whose owner has no shop. */
export type StorefrontCardRow = KitCardRow & { shopId: string | null; shopSlug: string | null; shopName: string | null };

function storefrontCards(ex: Executor) {
  return kitCards(ex, { shopId: shops.id, shopSlug: shops.slug, shopName: shops.name }).leftJoin(shops, eq(shops.ownerId, kits.ownerId));
}

// `status = 'published'` literally (not a parameter), so the planner matches the partial indexes
export const isPublished = sql`${kits.status} = 'published'`;
/** A locked seller's kits stay off the storefront (the same condition as the list's OWNER_NOT_LOCKED). */
export const ownerNotLocked = sql`${kits.ownerId} not in (select ${users.id} from ${users} where ${users.status} = 'locked')`;

type RawClient = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Runs a written-out statement on the driver itself (node-postgres' pool or PGlite, both
 * `query(text, values)`), without Drizzle's result mapping: both drivers already answer
 * timestamptz as Date and int8 as number (client.ts).
 */
export async function runRaw<T>(db: Db, q: RawSql): Promise<T[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  return (await client.query(q.text, q.values)).rows as T[];
}

/** The ids of the locked accounts (a handful at most, from the partial index users_locked_idx). */
export async function lockedAccountIds(ex: Executor): Promise<string[]> {
  const rows = await ex.select({ id: users.id }).from(users).where(eq(users.status, 'locked'));
  return rows.map((r) => r.id);
}

/** One page of the list's cards. */
export async function listPage(db: Db, f: StorefrontFilters, sort: StorefrontSort, limit: number, offset: number) {
  return runRaw<StorefrontCardRow>(db, listPageSql(f, sort, limit, offset));
}

/** The list's total, at most `cap + 1`. */
export async function countMatches(db: Db, f: StorefrontFilters, cap: number): Promise<number> {
  const [row] = await runRaw<{ n: number }>(db, countSql(f, cap));
  return Number(row?.n ?? 0);
}

export async function findPublishedCards(ex: Executor, where: SQL | undefined, order: SQL[], limit: number): Promise<StorefrontCardRow[]> {
  return storefrontCards(ex)
    .where(and(isPublished, ownerNotLocked, where))
    .orderBy(...order)
    .limit(limit);
}

export const newestFirst = [sql`${kits.publishedAt} desc nulls last`, sql`${kits.id} asc`];

/**
 * The primary photo of the newest kit on sale, in one shop when given (its slug, as the list reads
 * it): the first card of the home page, of the kit list's default view and of a shop page.
 */
export async function newestKitPhotoKey(ex: Executor, shopSlug?: string): Promise<string | null> {
  const [row] = await findPublishedCards(ex, shopSlug ? eq(shops.slug, shopSlug.toLowerCase()) : undefined, newestFirst, 1);
  return row?.primaryImageKey ?? null;
}

/**
 * Related kits: the newest of the same series, then of the same grade. Two LIMITed reads, each
 * along its own index, instead of one `grade OR series` that would sort every match.
 */
export async function relatedCards(ex: Executor, kit: { id: string; gradeCode: string; series: string }, limit: number) {
  const sameSeries = await findPublishedCards(ex, and(eq(kits.series, kit.series), ne(kits.id, kit.id)), newestFirst, limit);
  if (sameSeries.length >= limit) return sameSeries;
  const seen = new Set(sameSeries.map((k) => k.id));
  const sameGrade = await findPublishedCards(
    ex,
    and(eq(kits.gradeCode, kit.gradeCode), ne(kits.id, kit.id)),
    newestFirst,
    limit + seen.size,
  );
  return [...sameSeries, ...sameGrade.filter((k) => !seen.has(k.id))].slice(0, limit);
}

/** Whether the query has a word that may match within a typo (`StorefrontFilters.fuzzy` would change anything). */
export const canBeFuzzy = (q: string | undefined) => (searchWords(q) ?? []).some((w) => w.fuzzy);

/** The navbar's suggestions: the list's search and order (relevance), its first `limit` cards; typos only when nothing matches exactly. */
export async function suggest(db: Db, q: string, limit: number) {
  if (!searchWords(q)?.length) return [];
  const exact = await listPage(db, { q }, 'newest', limit, 0);
  return exact.length > 0 || !canBeFuzzy(q) ? exact : listPage(db, { q, fuzzy: true }, 'newest', limit, 0);
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
      where ${kits.gradeCode} = g.code and ${isPublished} and ${ownerNotLocked}
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
    .select({
      id: shops.id,
      slug: shops.slug,
      name: shops.name,
      ownerId: users.id,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      ownerStatus: users.status,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(shops.ownerId, ownerId))
    .limit(1);
  return row ?? null;
}

/**
 * The photo a kit's page shows first (the lowest position: the primary one) and its width, by slug,
 * only while the kit is on sale and not hidden: anyone may ask, and another kit's photo stays private.
 */
export async function firstPhotoOfKitOnSale(ex: Executor, slug: string) {
  const [row] = await ex
    .select({ storageKey: kitImages.storageKey, width: kitImages.width })
    .from(kitImages)
    .innerJoin(kits, eq(kits.id, kitImages.kitId))
    .where(and(eq(kits.slug, slug), eq(kits.status, 'published'), isNull(kits.hiddenAt)))
    .orderBy(asc(kitImages.position))
    .limit(1);
  return row ?? null;
}

/** Reads the kit's id, owner, status and view count by slug (the unique slug index). */
export async function findKitHeadBySlug(ex: Executor, slug: string) {
  const [row] = await ex
    .select({
      id: kits.id,
      ownerId: kits.ownerId,
      status: kits.status,
      hiddenAt: kits.hiddenAt,
      viewCount: kits.viewCount,
      gradeCode: kits.gradeCode,
      series: kits.series,
    })
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
