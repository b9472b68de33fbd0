import { ORDER_STATUSES, ORDER_TYPES, type ModeratorOrderFilters } from '@cho-gundam/contracts';

/** The order list's filters as the URL carries them (`?status=&type=&shop_id=&buyer_id=&q=&from=&to=&page=`). */
export interface OrderFilterState extends Partial<ModeratorOrderFilters> {
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
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The same filters as the export's query (no page). */
export function exportParams(f: OrderFilterState): Record<string, string | undefined> {
  return { status: f.status, type: f.type, shop_id: f.shop_id, buyer_id: f.buyer_id, q: f.q, from: f.from, to: f.to };
}
