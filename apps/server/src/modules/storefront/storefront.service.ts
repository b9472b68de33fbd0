import {
  HOME_GRADES,
  STOREFRONT_COUNT_CAP,
  type HomeResponse,
  type StorefrontKit,
  type StorefrontKitDetail,
  type StorefrontList,
  type StorefrontQuery,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Actor } from '../../lib/access.js';
import { contentHidden } from '../../lib/errors.js';
import { imageUrls, kitNotFound, loadKitDetail } from '../kits/index.js';
import { presentStorefrontCard } from './storefront.presenter.js';
import * as repo from './storefront.repository.js';
import { searchTerms } from '../kits/index.js';
import { TtlCache } from './ttl-cache.js';

export interface StorefrontDeps {
  db: Db;
  storage: Storage;
  /** how long totals and home stats may be reused; 0 = always fresh (tests) */
  countCacheMs: number;
  /** how long a page of the list may be reused (≤ 2 s, forgotten on every write in this process); 0 = off */
  pageCacheMs: number;
}

const SUGGEST_LIMIT = 8;
const RELATED_LIMIT = 8;
const HOME_NEWEST = 8;
const HOME_PER_GRADE = 4;

function toFilters(q: StorefrontQuery): repo.StorefrontFilters {
  return {
    grade: q.grade,
    scale: q.scale,
    condition: q.condition,
    series: q.series,
    priceMin: q.price_min,
    priceMax: q.price_max,
    shop: q.shop,
    q: q.q,
  };
}

/** Public browsing: published kits only (an owner may also open their own kit's page). */
export function storefrontService({ db, storage, countCacheMs, pageCacheMs }: StorefrontDeps) {
  const totals = new TtlCache<number>(countCacheMs);
  // the same page asked for again within a second is answered once (see StorefrontRoutesOptions)
  const pages = new TtlCache<StorefrontList>(Math.min(pageCacheMs, 2_000), 200);
  const stats = new TtlCache<{ published: number; shops: number }>(countCacheMs, 1);
  // the locked sellers, kept like the pages: read at most once a second, again after any write in
  // this process; never kept when pages are not (tests)
  const locked = new TtlCache<string[]>(Math.min(pageCacheMs, 1_000), 1);
  const card = (row: repo.StorefrontCardRow) => presentStorefrontCard(row, storage);

  return {
    /** `fresh`: skip the page cache (the caller sent `Cache-Control: no-cache`). */
    list(query: StorefrontQuery, opts: { fresh?: boolean } = {}): Promise<StorefrontList> {
      const filters = toFilters(query);
      // the same search in other words (case, accents, word order of the key) shares one total
      const key = JSON.stringify({ ...filters, q: searchTerms(filters.q), shop: filters.shop?.toLowerCase() });
      const load = async (): Promise<StorefrontList> => {
        const offset = (query.page - 1) * query.page_size;
        // a lock hides the seller's kits from the next list on (this process forgets the ids after
        // every write; another process within a second, like its page cache)
        const lockedOwners = await locked.getOrLoad('ids', () => repo.lockedAccountIds(db));
        const read = (f: repo.StorefrontFilters, countKey: string) =>
          Promise.all([
            // past the cap nothing is read: deep OFFSETs would scan the whole table
            offset < STOREFRONT_COUNT_CAP ? repo.listPage(db, f, query.sort, query.page_size, offset) : Promise.resolve([]),
            totals.getOrLoad(countKey, () => repo.countMatches(db, f, STOREFRONT_COUNT_CAP)),
          ]);
        // the total is cached per set of locked sellers: a lock changes it at once
        const countKey = `${key}|${lockedOwners.join(',')}`;
        let [rows, n] = await read({ ...filters, lockedOwners }, countKey);
        // the exact words find nothing: "strike fredom" is then read with typos allowed
        if (n === 0 && repo.canBeFuzzy(filters.q)) [rows, n] = await read({ ...filters, lockedOwners, fuzzy: true }, `${countKey}|fuzzy`);
        return {
          items: rows.map(card),
          page: query.page,
          page_size: query.page_size,
          total: Math.min(n, STOREFRONT_COUNT_CAP),
          total_exact: n <= STOREFRONT_COUNT_CAP,
        };
      };
      return opts.fresh ? load() : pages.getOrLoad(`${key}|${query.sort}|${query.page}|${query.page_size}`, load);
    },

    /** Forgets the cached pages (called after every write request in this process). */
    forgetPages() {
      pages.clear();
      locked.clear();
    },

    async suggest(q: string) {
      const rows = await repo.suggest(db, q, SUGGEST_LIMIT);
      return rows.map((r) => ({
        slug: r.slug,
        name: r.name,
        shop_name: r.shopName,
        grade: r.gradeCode,
        scale: r.scale,
        price: r.price,
        image_url: r.primaryImageKey ? imageUrls(storage, r.primaryImageKey).thumb : null,
      }));
    },

    /**
     * The product page. A kit that is not for sale is shown only to its owner (404 for anyone
     * else, so nothing leaks). Views are counted for other people's visits only.
     */
    async detail(caller: Actor | null, slug: string): Promise<StorefrontKitDetail> {
      const detail = await loadKitDetail(db, storage, slug);
      if (!detail || detail.slug !== slug) throw kitNotFound();
      const isOwner = caller?.userId === detail.owner_id;
      if (detail.status !== 'published' && !isOwner) {
        // a kit a moderator hid says so (flags); any other unlisted kit stays unknown
        const head = await repo.findKitHeadBySlug(db, slug);
        throw head?.hiddenAt ? contentHidden() : kitNotFound();
      }
      const [views, shop] = await Promise.all([
        isOwner ? repo.findKitHeadBySlug(db, slug).then((h) => h?.viewCount ?? 0) : repo.incrementViewCount(db, detail.id),
        repo.shopCardOfOwner(db, detail.owner_id),
      ]);
      // a locked seller's listings are hidden from everyone but the seller
      if (shop?.ownerStatus === 'locked' && !isOwner) throw kitNotFound();
      return {
        ...detail,
        view_count: views ?? 0,
        is_owner: isOwner,
        shop: shop
          ? {
              id: shop.id,
              slug: shop.slug,
              name: shop.name,
              owner: { id: shop.ownerId, full_name: shop.fullName, avatar_url: shop.avatarUrl },
            }
          : null,
      };
    },

    async related(caller: Actor | null, slug: string): Promise<StorefrontKit[]> {
      const kit = await repo.findKitHeadBySlug(db, slug);
      if (!kit || (kit.status !== 'published' && kit.ownerId !== caller?.userId)) throw kitNotFound();
      return (await repo.relatedCards(db, kit, RELATED_LIMIT)).map(card);
    },

    /** Four queries: the newest kits, the grade rows' ids, their cards, the (cached) stats. */
    async home(): Promise<HomeResponse> {
      const [newest, perGrade, counts] = await Promise.all([
        repo.findPublishedCards(db, undefined, repo.newestFirst, HOME_NEWEST),
        repo.newestPerGrade(db, HOME_GRADES, HOME_PER_GRADE),
        stats.getOrLoad('home', () => repo.storefrontStats(db)),
      ]);
      const cards = new Map(
        (
          await repo.cardsByIds(
            db,
            perGrade.flatMap((r) => (r.id ? [r.id] : [])),
          )
        ).map((r) => [r.id, card(r)]),
      );
      const byGrade: HomeResponse['by_grade'] = [];
      for (const r of perGrade) {
        let row = byGrade.find((g) => g.grade.code === r.code);
        if (!row) byGrade.push((row = { grade: { code: r.code, display_name: r.display_name, slug: r.slug }, items: [] }));
        const c = r.id ? cards.get(r.id) : undefined;
        if (c) row.items.push(c);
      }
      return { newest: newest.map(card), by_grade: byGrade, stats: { published_count: counts.published, shops_count: counts.shops } };
    },
  };
}

export type StorefrontService = ReturnType<typeof storefrontService>;
