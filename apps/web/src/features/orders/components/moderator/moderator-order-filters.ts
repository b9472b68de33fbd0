import {
  MODERATOR_ORDER_SORTS,
  ORDER_STATUSES,
  ORDER_TYPES,
  type ModeratorOrderFilters,
  type ModeratorOrderSort,
} from '@cho-gundam/contracts';
import { readSort, type SortableColumns } from '@/shared/lib/table-sort';

/** The order list's filters and sort as the URL carries them (`?status=&type=&shop_id=&buyer_id=&q=&from=&to=&sort=&page=`). */
export interface OrderFilterState extends Partial<ModeratorOrderFilters> {
  sort: ModeratorOrderSort;
  page: number;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters from the URL, dropping anything the server would refuse (a hand-edited link never shows an error page). */
export function readOrderFilters(params: URLSearchParams): OrderFilterState {
  const pick = <T extends string>(v: string | null, allowed: readonly T[]) => (allowed.includes(v as T) ? (v as T) : undefined);
  const status = pick(params.get('status'), ORDER_STATUSES);
  const type = pick(params.get('type'), ORDER_TYPES);
  const id = (v: string | null) => (v && UUID.test(v) ? v : undefined);
  const day = (v: string | null) => (v && YMD.test(v) ? v : undefined);
  const q = params.get('q')?.trim().slice(0, 50) || undefined;
  return {
    status,
    type,
    shop_id: id(params.get('shop_id')),
    buyer_id: id(params.get('buyer_id')),
    q,
    from: day(params.get('from')),
    to: day(params.get('to')),
    sort: readSort(params.get('sort'), MODERATOR_ORDER_SORTS, 'newest'),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The same filters and sort as the export's query (no page): the file lists what the screen lists. */
export function exportParams(f: OrderFilterState): Record<string, string | undefined> {
  const sort = f.sort === 'newest' ? undefined : f.sort;
  return { status: f.status, type: f.type, shop_id: f.shop_id, buyer_id: f.buyer_id, q: f.q, from: f.from, to: f.to, sort };
}

/** The sortable columns: the order's date (newest first by default), its total, its status in the order's life. */
export const ORDER_SORT_COLUMNS: SortableColumns<ModeratorOrderSort> = {
  created_at: { ascend: 'oldest', descend: 'newest' },
  total: { ascend: 'total_asc', descend: 'total_desc' },
  status: { ascend: 'status_asc', descend: 'status_desc' },
};
