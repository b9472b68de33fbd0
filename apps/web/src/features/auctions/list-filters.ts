import { AUCTION_TABS, type AuctionTab } from '@cho-gundam/contracts/core';
import type { AuctionListArgs } from './auction-list-data';

/**
 * What the public auction list (`/auction`) shows, read from and written to the URL query, so
 * reloads, the back button and shared links land on the same tab, filters and page. The keys are
 * the API's own (`GET /auctions?tab&grade&series&min_price&max_price&q&page&page_size`).
 */
export interface AuctionFilters {
  tab: AuctionTab;
  /** a grade code, e.g. "HG" */
  grade?: string;
  /** a series name as the catalog spells it (the server compares it exactly) */
  series?: string;
  /** on the current price, in đồng */
  min_price?: number;
  max_price?: number;
  q?: string;
  page: number;
}

export const AUCTION_PAGE_SIZE = 24;
export const DEFAULT_AUCTION_TAB: AuctionTab = 'live';
/** the server's limits (contracts/auctions.ts auctionListQuery, contracts/pagination.ts) */
const LIMITS = { grade: 10, series: 100, q: 100, page: 10_000, price: 10_000_000_000 } as const;

const text = (v: string | null, max: number) => {
  const s = v?.replace(/\s+/g, ' ').trim();
  return s ? s.slice(0, max).trim() : undefined;
};

/** A whole number of đồng from the URL ("1500000"; "1.500.000" is read too); anything else is dropped. */
export function parsePriceParam(v: string | null | undefined): number | undefined {
  const s = v?.trim().replace(/[.,\s]/g, '');
  if (!s || !/^\d{1,11}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= LIMITS.price ? n : undefined;
}

/** Both ends of a price range; a reversed range is swapped rather than answered with nothing. */
export function priceRange(min: number | undefined, max: number | undefined): Pick<AuctionFilters, 'min_price' | 'max_price'> {
  if (min !== undefined && max !== undefined && min > max) return { min_price: max, max_price: min };
  return { min_price: min, max_price: max };
}

const isTab = (v: string | null): v is AuctionTab => !!v && (AUCTION_TABS as readonly string[]).includes(v);

/** URL → filters. Unknown tabs, bad pages and unreadable prices are dropped, never sent to the server. */
export function filtersFromParams(params: URLSearchParams): AuctionFilters {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return strip({
    tab: isTab(tab) ? tab : DEFAULT_AUCTION_TAB,
    grade: text(params.get('grade'), LIMITS.grade)?.toUpperCase(),
    series: text(params.get('series'), LIMITS.series),
    ...priceRange(parsePriceParam(params.get('min_price')), parsePriceParam(params.get('max_price'))),
    q: text(params.get('q'), LIMITS.q),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, LIMITS.page) : 1,
  });
}

const ORDER = ['tab', 'q', 'grade', 'series', 'min_price', 'max_price', 'page'] as const;

/** Filters → URL, in a stable order and without defaults (the live tab, page 1): equal filters, equal links. */
export function paramsFromFilters(f: AuctionFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ORDER) {
    const v = f[key];
    if (v === undefined || v === '') continue;
    if (key === 'tab' && v === DEFAULT_AUCTION_TAB) continue;
    if (key === 'page' && v === 1) continue;
    out.set(key, String(v));
  }
  return out;
}

/** A change: a new tab, filter or search goes back to page 1; only a change of page itself keeps it. */
export function withFilters(f: AuctionFilters, patch: Partial<AuctionFilters>): AuctionFilters {
  const next: AuctionFilters = { ...f, ...patch };
  if ('min_price' in patch || 'max_price' in patch) Object.assign(next, priceRange(next.min_price, next.max_price));
  if (!('page' in patch)) next.page = 1;
  return strip(next);
}

/** Something narrows the list (the tab does not count). */
export function isFiltered(f: AuctionFilters): boolean {
  return (['grade', 'series', 'min_price', 'max_price', 'q'] as const).some((k) => f[k] !== undefined);
}

/** "Xóa bộ lọc": the search and every filter go, the tab stays. */
export function clearedFilters(f: AuctionFilters): AuctionFilters {
  return { tab: f.tab, page: 1 };
}

/** The query of `GET /auctions` for these filters. */
export function auctionListArgs(f: AuctionFilters, pageSize = AUCTION_PAGE_SIZE): AuctionListArgs {
  return { ...strip({ ...f }), page_size: pageSize };
}

function strip<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}
