import { KIT_CONDITIONS, KIT_SORTS, KIT_STATUSES, type KitCondition, type KitSort, type KitStatus } from '@cho-gundam/contracts';

/** `/shop/management?q=&status=&grade=&condition=&sort=&page=&page_size=`: the product table's state. */
export interface SellerKitsFilters {
  q?: string;
  status?: KitStatus;
  grade?: string;
  condition?: KitCondition;
  sort: KitSort;
  page: number;
  page_size: number;
}

export const SELLER_PAGE_SIZES = [10, 20, 50] as const;
export const SELLER_DEFAULTS: SellerKitsFilters = { sort: 'newest', page: 1, page_size: 10 };

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined;

export function parseSellerFilters(p: URLSearchParams): SellerKitsFilters {
  const page = Number(p.get('page'));
  const size = Number(p.get('page_size'));
  const grade = p.get('grade')?.trim().toUpperCase();
  const q = p.get('q')?.trim().slice(0, 100);
  return {
    q: q || undefined,
    status: oneOf(KIT_STATUSES, p.get('status')),
    grade: grade && /^[A-Z0-9]{1,10}$/.test(grade) ? grade : undefined,
    condition: oneOf(KIT_CONDITIONS, p.get('condition')),
    sort: oneOf(KIT_SORTS, p.get('sort')) ?? SELLER_DEFAULTS.sort,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 10_000) : 1,
    page_size: (SELLER_PAGE_SIZES as readonly number[]).includes(size) ? size : SELLER_DEFAULTS.page_size,
  };
}

/** Defaults are left out of the URL; a filter change resets the page unless a page is given. */
export function sellerSearchParams(f: SellerKitsFilters, keep?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  // the wizard's own parameters (?action=add, ?edit=) are not filters: keep them when asked
  for (const k of ['action', 'edit']) {
    const v = keep?.get(k);
    if (v) out.set(k, v);
  }
  if (f.q) out.set('q', f.q);
  if (f.status) out.set('status', f.status);
  if (f.grade) out.set('grade', f.grade);
  if (f.condition) out.set('condition', f.condition);
  if (f.sort !== SELLER_DEFAULTS.sort) out.set('sort', f.sort);
  if (f.page !== 1) out.set('page', String(f.page));
  if (f.page_size !== SELLER_DEFAULTS.page_size) out.set('page_size', String(f.page_size));
  return out;
}

export const sellerFiltered = (f: SellerKitsFilters) => !!(f.q || f.status || f.grade || f.condition);
