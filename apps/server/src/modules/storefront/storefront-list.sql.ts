import type { StorefrontSort } from '@cho-gundam/contracts';
import { escapeLike, relevanceSql, searchWords, symbolWords } from '../kits/index.js';

/**
 * The public list's statements written out as SQL text (the busiest public call: building the
 * query with Drizzle cost more CPU than running it). Pure: nothing here touches the database, so
 * the storefront benchmark can EXPLAIN and pgbench the very statements the server runs.
 */
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
  /**
   * The locked sellers' ids, read by the caller just before (usually none). Given, the list leaves
   * out exactly those owners, and nothing at all when there are none: the covering indexes then
   * answer the page and the count without reading the table (the `not in (locked users)` subquery
   * needs every row's owner from the table: 37 % fewer uncached list requests per second measured).
   * Not given, the subquery is used.
   */
  lockedOwners?: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** A kit whose owner's account is locked is not shown on the storefront (docs/domain/accounts.md). */
export const OWNER_NOT_LOCKED = `k.owner_id not in (select u.id from users u where u.status = 'locked')`;

/**
 * The list's conditions on `kits k`, as SQL text. `status = 'published'` literally (not a
 * parameter), so the planner matches the partial indexes.
 */
function listWhere(f: StorefrontFilters, p: Params): string {
  // a locked seller's listings are hidden (their ids given, or read by the subquery from the small
  // partial index users_locked_idx)
  const where = [`k.status = 'published'`];
  if (!f.lockedOwners) where.push(OWNER_NOT_LOCKED);
  else if (f.lockedOwners.length) where.push(`k.owner_id <> all(${p.add(f.lockedOwners)}::uuid[])`);
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
