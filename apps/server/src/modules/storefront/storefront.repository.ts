import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { StorefrontSort } from '@cho-gundam/contracts';
import type { Db, Executor } from '../../db/client.js';
import { grades } from '../catalog/index.js';
import { escapeLike, kitCards, kits, relevanceSql, searchWords, symbolWords, type KitCardRow } from '../kits/index.js';
import { shops } from '../shops/index.js';
import { users } from '../users/index.js';

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
  /**
   * Let words of 5+ letters match within a typo (`%>`). The service asks for it only when the
   * exact words find nothing: a typo check on every row a broad word walks past costs far more
   * than the LIKE it backs up.
   */
  fuzzy?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Raw `execute` answers `{ rows }` on both drivers (pg and PGlite); Drizzle types it loosely. */
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The kits' card (grade, primary image) plus the shop; LEFT JOIN keeps a kit whose owner has no shop. */
export type StorefrontCardRow = KitCardRow & { shopId: string | null; shopSlug: string | null; shopName: string | null };

function storefrontCards(ex: Executor) {
  return kitCards(ex, { shopId: shops.id, shopSlug: shops.slug, shopName: shops.name }).leftJoin(shops, eq(shops.ownerId, kits.ownerId));
}

// `status = 'published'` literally (not a parameter), so the planner matches the partial indexes
export const isPublished = sql`${kits.status} = 'published'`;

/** A statement written out: its text with `$n` placeholders, and the values. */
export interface RawSql {
  text: string;
  values: unknown[];
}

class Params {
  readonly values: unknown[] = [];
  /** the placeholder of a new value */
  add(v: unknown) {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/**
 * The list's conditions on `kits k`, as SQL text. `status = 'published'` literally (not a
 * parameter), so the planner matches the partial indexes.
 */
function listWhere(f: StorefrontFilters, p: Params): string {
  const where = [`k.status = 'published'`];
  if (f.grade) where.push(`k.grade_code = ${p.add(f.grade)}`);
  if (f.scale) where.push(`k.scale = ${p.add(f.scale)}`);
  if (f.condition) where.push(`k.condition = ${p.add(f.condition)}`);
  if (f.series) where.push(`k.series = ${p.add(f.series)}`);
  if (f.priceMin !== undefined) where.push(`k.price >= ${p.add(f.priceMin)}`);
  if (f.priceMax !== undefined) where.push(`k.price <= ${p.add(f.priceMax)}`);
  if (f.shop) {
    // a scalar subquery (one InitPlan): the owner is then an equality the owner index serves
    const byShop = UUID.test(f.shop) ? `s.id = ${p.add(f.shop)}` : `s.slug = ${p.add(f.shop.toLowerCase())}`;
    where.push(`k.owner_id = (select s.owner_id from shops s where ${byShop})`);
  }
  const words = searchWords(f.q);
  // a query of punctuation only ("%%%") has nothing to look for: it finds nothing, not everything
  if (words?.length === 0) where.push('false');
  for (const w of words ?? []) {
    const alts = w.likes.map((pattern) => `k.search_text like ${p.add(pattern)}`);
    if (w.fuzzy && f.fuzzy) alts.push(`k.search_text %> ${p.add(w.fuzzy)}`);
    where.push(alts.length === 1 ? alts[0]! : `(${alts.join(' or ')})`);
  }
  if (words?.length) for (const sw of symbolWords(f.q)) where.push(`k.name ilike ${p.add(`%${escapeLike(sw)}%`)}`);
  return where.join(' and ');
}

/**
 * Each order matches an index exactly (columns, direction, NULLS placement), so a page is read
 * in order from the index and the scan stops at LIMIT: newest → kits_published_newest_idx
 * (published_at DESC NULLS LAST, id); price → kits_published_price_idx (price, id), read
 * backwards for price_desc. Prices of published kits are never null (CHECK).
 */
function listOrder(sort: StorefrontSort, k: string): string {
  switch (sort) {
    case 'price_asc':
      return `${k}.price asc, ${k}.id asc`;
    case 'price_desc':
      return `${k}.price desc, ${k}.id desc`;
    default:
      return `${k}.published_at desc nulls last, ${k}.id asc`;
  }
}

/**
 * A text query sorted "newest" is ranked by relevance (`relevanceSql`) among its
 * RELEVANCE_WINDOW newest matches (the first two pages of 24), newest first among equals; matches
 * past the window follow, newest first. Ranking every match of a broad word ("gundam": most of
 * the market) would read and sort all of them on every page; the window keeps a page to one
 * bounded index walk (measured: a window of 96 made the benchmark's page query 1.7 times slower).
 */
export const RELEVANCE_WINDOW = 48;

/** `limit` rows from `offset` in the list's own order: part 1, score 0. */
function plainIds(f: StorefrontFilters, sort: StorefrontSort, limit: number, offset: number, p: Params): string {
  return `select k.id, k.published_at, k.price, 1 as part, 0 as score from kits k
  where ${listWhere(f, p)}
  order by ${listOrder(sort, 'k')}
  limit ${p.add(limit)} offset ${p.add(offset)}`;
}

/**
 * The page's ids with their sort keys, part (0 ranked, 1 past the window) and relevance score: the
 * outer query orders by part, score, then the sort keys. A page straddling the window's end (a
 * page size that does not divide it) takes both parts.
 */
function pageIds(f: StorefrontFilters, sort: StorefrontSort, limit: number, offset: number, p: Params): string {
  const words = searchWords(f.q);
  if (sort !== 'newest' || !words?.length || offset >= RELEVANCE_WINDOW) return plainIds(f, sort, limit, offset, p);
  const score = relevanceSql('c.search_text', words, (v) => p.add(v));
  const ranked = `select c.id, c.published_at, c.price, 0 as part, ${score} as score from (
    select k.id, k.published_at, k.price, k.search_text from kits k
    where ${listWhere(f, p)}
    order by ${listOrder(sort, 'k')}
    limit ${p.add(RELEVANCE_WINDOW)}
  ) c
  order by score desc, c.published_at desc nulls last, c.id asc
  limit ${p.add(Math.min(limit, RELEVANCE_WINDOW - offset))} offset ${p.add(offset)}`;
  if (offset + limit <= RELEVANCE_WINDOW) return ranked;
  return `(${ranked}) union all (${plainIds(f, sort, offset + limit - RELEVANCE_WINDOW, RELEVANCE_WINDOW, p)})`;
}

/**
 * One page of cards as one statement, written out rather than built with Drizzle (the list is the
 * busiest public call, and building the query cost more CPU than running it). The page's ids are
 * chosen first (`pageIds`: LIMIT/OFFSET in a subquery that reads only id, the sort keys and the
 * search text besides the filters, so an index carrying `search_text` could answer it without
 * the table); then only those rows get their columns, grade name, primary image (position 0,
 * unique) and shop (one per owner, LEFT JOIN: a kit whose owner has no shop keeps `shop: null`):
 * the same card as `storefrontCards`, the same columns under the same names, in the subquery's
 * order (part, score, then its sort keys). Not run here, so the benchmark can EXPLAIN the very same SQL.
 */
export function listPageSql(f: StorefrontFilters, sort: StorefrontSort, limit: number, offset: number): RawSql {
  const p = new Params();
  const ids = pageIds(f, sort, limit, offset, p);
  const text = `select k.id, k.slug, k.name, k.grade_code as "gradeCode",
  (select g.name from grades g where g.code = k.grade_code) as "gradeName",
  k.series, k.scale, k.condition, k.price, k.status, k.owner_id as "ownerId",
  (select i.storage_key from kit_images i where i.kit_id = k.id and i.position = 0) as "primaryImageKey",
  k.published_at as "publishedAt", k.created_at as "createdAt",
  s.id as "shopId", s.slug as "shopSlug", s.name as "shopName"
from (${ids}) page
join kits k on k.id = page.id
left join shops s on s.owner_id = k.owner_id
order by page.part, page.score desc, ${listOrder(sort, 'page')}`;
  return { text, values: p.values };
}

/** How many kits match, counting at most `cap + 1` rows (the scan stops there). */
export function countSql(f: StorefrontFilters, cap: number): RawSql {
  const p = new Params();
  const where = listWhere(f, p);
  return { text: `select count(*)::int as n from (select 1 from kits k where ${where} limit ${p.add(cap + 1)}) m`, values: p.values };
}

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
    .select({
      id: kits.id,
      ownerId: kits.ownerId,
      status: kits.status,
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
