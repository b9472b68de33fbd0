import type { KitSort } from '@cho-gundam/contracts';
import { KIT_CONDITIONS, KIT_SCALES, KIT_STATUSES, type KitCondition, type KitScale, type KitStatus } from '@cho-gundam/contracts/core';

// The sorts of contracts/kits.ts, whose module builds zod schemas at load: importing a value from it
// would put zod in the collection's first download (issue 13). The record's type keeps the two equal.
const SORTS: Record<KitSort, true> = { newest: true, name: true, price_desc: true, price_asc: true };
const KIT_SORTS = Object.keys(SORTS) as KitSort[];

export type CollectionView = 'grid' | 'table';

/** What the collection page shows, kept in the URL so a reload, a shared link or "back" shows the same list. */
export interface CollectionFilters {
  grade?: string;
  scale?: KitScale;
  condition?: KitCondition;
  status?: KitStatus;
  series?: string;
  q?: string;
  sort: KitSort;
  page: number;
  page_size: number;
  view: CollectionView;
}

export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_FILTERS: CollectionFilters = { sort: 'newest', page: 1, page_size: 12, view: 'grid' };

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined;
const text = (v: string | null, max: number) => {
  const t = v?.trim();
  return t ? t.slice(0, max) : undefined;
};
const positiveInt = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the URL; anything unknown or malformed falls back to the default instead of breaking the page. */
export function parseFilters(params: URLSearchParams): CollectionFilters {
  const size = positiveInt(params.get('page_size'));
  const grade = text(params.get('grade'), 20)?.toUpperCase();
  return {
    grade: grade && /^[A-Z0-9]+$/.test(grade) ? grade : undefined,
    scale: oneOf(KIT_SCALES, params.get('scale')),
    condition: oneOf(KIT_CONDITIONS, params.get('condition')),
    status: oneOf(KIT_STATUSES, params.get('status')),
    series: text(params.get('series'), 100),
    q: text(params.get('q'), 100),
    sort: oneOf(KIT_SORTS, params.get('sort')) ?? DEFAULT_FILTERS.sort,
    page: Math.min(positiveInt(params.get('page')) ?? 1, 10_000),
    page_size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_FILTERS.page_size,
    view: params.get('view') === 'table' ? 'table' : 'grid',
  };
}

/** The URL of a state: defaults are left out, so the plain page is just `/collection/list`. */
export function toSearchParams(f: CollectionFilters): URLSearchParams {
  const out = new URLSearchParams();
  const put = (k: string, v: string | number | undefined, dflt?: string | number) => {
    if (v !== undefined && v !== '' && v !== dflt) out.set(k, String(v));
  };
  put('q', f.q);
  put('grade', f.grade);
  put('scale', f.scale);
  put('condition', f.condition);
  put('status', f.status);
  put('series', f.series);
  put('sort', f.sort, DEFAULT_FILTERS.sort);
  put('page', f.page, 1);
  put('page_size', f.page_size, DEFAULT_FILTERS.page_size);
  put('view', f.view, DEFAULT_FILTERS.view);
  return out;
}

/** A change of filter starts again at page 1 (page 7 of the old list may not exist in the new one). */
export function withFilter(f: CollectionFilters, patch: Partial<Omit<CollectionFilters, 'page'>>): CollectionFilters {
  return { ...f, ...patch, page: 1 };
}

/** The API query of a state (the view is the page's business, not the server's). */
export function toApiQuery(f: CollectionFilters) {
  const { view: _view, ...query } = f;
  return query;
}

/** True when any filter narrows the list (the empty state then says "no match" rather than "no kits"). */
/** "Xóa bộ lọc": every filter and the search off, back to page 1; the view, sort and page size stay. */
export const clearFilters = (f: CollectionFilters): CollectionFilters => ({ sort: f.sort, view: f.view, page_size: f.page_size, page: 1 });

export const isFiltered = (f: CollectionFilters) => !!(f.grade || f.scale || f.condition || f.status || f.series || f.q);
