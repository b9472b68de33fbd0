import {
  EXCHANGE_STATUSES,
  EXCHANGE_STATUS_LABELS,
  STUCK_REASON_LABELS,
  type ExchangeStatus,
  type ModeratorExchangeFilters,
  type StuckReason,
} from '@cho-gundam/contracts';

/** The trade list's filters as the URL carries them (`?status=&stuck=1&disputed=1&member_id=&from=&to=&page=&id=`). */
export interface ExchangeFilterState extends Partial<ModeratorExchangeFilters> {
  page: number;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters from the URL, dropping anything the server would refuse (a hand-edited link never shows an error page). */
export function readExchangeFilters(params: URLSearchParams): ExchangeFilterState {
  const status = params.get('status');
  const flag = (v: string | null) => (v === '1' ? ('1' as const) : undefined);
  const day = (v: string | null) => (v && YMD.test(v) ? v : undefined);
  const member = params.get('member_id');
  return {
    status: EXCHANGE_STATUSES.includes(status as ExchangeStatus) ? (status as ExchangeStatus) : undefined,
    stuck: flag(params.get('stuck')),
    disputed: flag(params.get('disputed')),
    member_id: member && UUID.test(member) ? member : undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export const isFiltered = (f: ExchangeFilterState) => !!(f.status || f.stuck || f.disputed || f.member_id || f.from || f.to);

/** The trade's status in Vietnamese (`failed` included: "Thất bại"). */
export const exchangeStatusLabel = (s: ExchangeStatus) => EXCHANGE_STATUS_LABELS[s] ?? s;
export const EXCHANGE_STATUS_COLORS: Record<ExchangeStatus, string> = {
  pending: 'gold',
  packaging: 'blue',
  delivering: 'blue',
  delivered: 'cyan',
  completed: 'green',
  canceled: 'default',
  failed: 'red',
};
export const stuckLabel = (r: StuckReason | null) => (r ? STUCK_REASON_LABELS[r] : null);

/** The decision's reason: required, 10 to 1.000 characters (the server's rule, checked before sending). */
export function decisionReasonError(reason: string): string | null {
  const r = reason.trim();
  if (!r) return 'Vui lòng nhập lý do quyết định';
  if (r.length < 10) return 'Lý do tối thiểu 10 ký tự';
  if (r.length > 1000) return 'Lý do tối đa 1.000 ký tự';
  return null;
}
