import type { StorefrontSort } from '@cho-gundam/contracts';
import { KIT_CONDITIONS, KIT_SCALES, type KitCondition, type KitScale } from '@cho-gundam/contracts/core';

// Mirrors of contracts/storefront.ts (the type checks keep them equal): that module builds zod
// schemas at load, and importing a value from it would put zod in the storefront's first download.
export const STOREFRONT_PAGE_SIZE = 24;
/** the server counts matches up to this many (`total_exact: false` beyond) */
export const STOREFRONT_COUNT_CAP = 10_000;

/**
 * What the product list shows, read from and written to the URL query, so back/forward, reloads
 * and shared links all land on the same results. Keys are the API's own (`grade`, `price_min`, …),
 * so the URL can be handed to `GET /gundams` as it is.
 */
export interface KitFilters {
  grade?: string;
  scale?: KitScale;
  condition?: KitCondition;
  series?: string;
  price_min?: number;
  price_max?: number;
  /** shop slug (or id) */
  shop?: string;
  q?: string;
  sort: StorefrontSort;
  page: number;
}

export const DEFAULT_FILTERS: KitFilters = { sort: 'newest', page: 1 };
export const PRICE_MAX = 1_000_000_000;
const PAGE_MAX = 10_000;

/** Keyed by the contract's type, so a sort added there must get a label here. */
export const SORT_LABELS: Record<StorefrontSort, string> = {
  newest: 'Mới nhất',
  price_asc: 'Giá tăng dần',
  price_desc: 'Giá giảm dần',
};
export const STOREFRONT_SORTS = Object.keys(SORT_LABELS) as StorefrontSort[];

const oneOf = <T extends string>(list: readonly T[], v: string | null | undefined): T | undefined =>
  v && (list as readonly string[]).includes(v) ? (v as T) : undefined;

const text = (v: string | null, max: number) => {
  const s = v?.replace(/\s+/g, ' ').trim();
  return s ? s.slice(0, max) : undefined;
};

/**
 * A price typed by a Vietnamese shopper, in đồng: "1.500.000", "1,500,000", "1 500 000",
 * "500k" / "500 nghìn", "1,5tr" / "1.5 triệu". Blank, negative or unreadable → undefined.
 */
export function parsePrice(input: string | number | null | undefined): number | undefined {
  if (input === null || input === undefined) return undefined;
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? Math.min(Math.round(input), PRICE_MAX) : undefined;
  const s = input
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/(₫|đ|vnd|vnđ|dong|đồng)$/u, '');
  if (!s) return undefined;
  const unit = /^(\d+(?:[.,]\d+)?)(k|nghìn|ngàn|tr|triệu|m)$/u.exec(s);
  if (unit) {
    const n = Number(unit[1]!.replace(',', '.'));
    const mul = unit[2] === 'k' || unit[2] === 'nghìn' || unit[2] === 'ngàn' ? 1_000 : 1_000_000;
    return Math.min(Math.round(n * mul), PRICE_MAX);
  }
  // dots and commas are thousands separators in a whole number of đồng
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(s)) return undefined;
  return Math.min(Number(s.replace(/[.,]/g, '')), PRICE_MAX);
}

/** Both ends of a price range; a reversed range is swapped rather than refused (the server would answer 400). */
export function parsePriceRange(min: string | number | null | undefined, max: string | number | null | undefined) {
  const lo = parsePrice(min);
  const hi = parsePrice(max);
  if (lo !== undefined && hi !== undefined && lo > hi) return { price_min: hi, price_max: lo };
  return { price_min: lo, price_max: hi };
}

/** URL → filters. Anything unknown or malformed is dropped, never sent to the server. */
export function filtersFromParams(params: URLSearchParams): KitFilters {
  const page = Number(params.get('page'));
  const range = parsePriceRange(params.get('price_min'), params.get('price_max'));
  const f: KitFilters = {
    grade: text(params.get('grade'), 10)?.toUpperCase(),
    scale: oneOf(KIT_SCALES, params.get('scale')),
    condition: oneOf(KIT_CONDITIONS, params.get('condition')),
    series: text(params.get('series'), 120),
    ...range,
    shop: text(params.get('shop'), 80),
    // `search` is what the original's navbar (and old links) sent
    q: text(params.get('q') ?? params.get('search'), 100),
    sort: oneOf(STOREFRONT_SORTS, params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1,
  };
  return stripUndefined(f);
}

const ORDER = ['q', 'grade', 'scale', 'condition', 'series', 'price_min', 'price_max', 'shop', 'sort', 'page'] as const;

/** Filters → URL, in a stable order and without defaults, so equal filters make equal links. */
export function paramsFromFilters(f: KitFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ORDER) {
    const v = f[key];
    if (v === undefined || v === '') continue;
    if (key === 'sort' && v === 'newest') continue;
    if (key === 'page' && v === 1) continue;
    out.set(key, String(v));
  }
  return out;
}

/** A change to the filters: anything but the page itself goes back to page 1. */
export function withFilters(f: KitFilters, patch: Partial<KitFilters>): KitFilters {
  const next = { ...f, ...patch };
  if (!('page' in patch)) next.page = 1;
  return stripUndefined(next);
}

/** How many narrowing filters are on (the search text and the sort are not counted). */
export function activeFilterCount(f: KitFilters): number {
  return (
    (['grade', 'scale', 'condition', 'series', 'shop'] as const).filter((k) => f[k] !== undefined).length +
    (f.price_min !== undefined || f.price_max !== undefined ? 1 : 0)
  );
}

/** Clears the filters and the search, keeps the sort ("Xóa bộ lọc"). */
export function clearedFilters(f: KitFilters): KitFilters {
  return { sort: f.sort, page: 1 };
}

/** The query of `GET /gundams` for these filters. */
export function apiQuery(f: KitFilters, pageSize = STOREFRONT_PAGE_SIZE) {
  return { ...stripUndefined({ ...f }), page_size: pageSize };
}
export type KitListQuery = ReturnType<typeof apiQuery>;

function stripUndefined<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}
