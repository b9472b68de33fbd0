import { KIT_SCALES, type KitScale } from '@cho-gundam/contracts/core';
import type { BoardArgs } from './board-data';

/**
 * What the exchange board (`/exchange`, `/exchange/list`) shows, read from and written to the URL
 * (`?q&grade&series&scale&page`, the API's own keys), plus `post` for the post open in the drawer.
 */
export interface BoardFilters {
  q?: string;
  /** a grade code, e.g. "HG" */
  grade?: string;
  /** a series name as the catalog spells it */
  series?: string;
  scale?: KitScale;
  page: number;
}

export const BOARD_PAGE_SIZE = 12;
/** the server's limits (contracts exchangePostListQuery, pagination.ts) */
const LIMITS = { grade: 20, series: 100, q: 100, page: 10_000 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (v: string | null, max: number) => {
  const s = v?.replace(/\s+/g, ' ').trim();
  return s ? s.slice(0, max).trim() : undefined;
};
const isScale = (v: string | null): v is KitScale => !!v && (KIT_SCALES as readonly string[]).includes(v);

function strip<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}

/** URL → filters; unknown scales, bad pages and over-long text are dropped, never sent to the server. */
export function boardFiltersFromParams(params: URLSearchParams): BoardFilters {
  const page = Number(params.get('page'));
  const scale = params.get('scale');
  return strip({
    q: text(params.get('q'), LIMITS.q),
    grade: text(params.get('grade'), LIMITS.grade)?.toUpperCase(),
    series: text(params.get('series'), LIMITS.series),
    scale: isScale(scale) ? scale : undefined,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, LIMITS.page) : 1,
  });
}

const ORDER = ['q', 'grade', 'series', 'scale', 'page'] as const;

/** Filters (and the open post) → URL, in a stable order, page 1 left out: equal filters, equal links. */
export function paramsFromBoardFilters(f: BoardFilters, postId?: string | null): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ORDER) {
    const v = f[key];
    if (v === undefined || v === '' || (key === 'page' && v === 1)) continue;
    out.set(key, String(v));
  }
  if (postId && UUID.test(postId)) out.set('post', postId);
  return out;
}

/** The post open in the drawer (`?post=<id>`), when the URL names a valid id. */
export function openPostId(params: URLSearchParams): string | null {
  const id = params.get('post')?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/** A new search or filter goes back to page 1; only a change of page itself keeps it. */
export function withBoardFilters(f: BoardFilters, patch: Partial<BoardFilters>): BoardFilters {
  const next: BoardFilters = { ...f, ...patch };
  if (!('page' in patch)) next.page = 1;
  return strip(next);
}

export const isBoardFiltered = (f: BoardFilters) => (['q', 'grade', 'series', 'scale'] as const).some((k) => f[k] !== undefined);

/** `GET /exchange-posts` for these filters. */
export const boardArgs = (f: BoardFilters, pageSize = BOARD_PAGE_SIZE): BoardArgs => ({ ...strip({ ...f }), page_size: pageSize });

/** "vừa xong", "5 phút trước", "3 giờ trước", "2 ngày trước"; older than a week: the shared date formatter's date. */
export function postAge(iso: string, now: number, formatDate: (iso: string) => string): string {
  const ms = now - new Date(iso).getTime();
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'vừa xong';
  if (min < 60) return `${min} phút trước`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} giờ trước`;
  const d = Math.floor(h / 24);
  return d <= 7 ? `${d} ngày trước` : formatDate(iso);
}

/** `/member/login?redirect=<here>`: a guest who clicks an action signs in and comes back to it. */
export const signInPath = (here: string) => `/member/login?redirect=${encodeURIComponent(here)}`;
