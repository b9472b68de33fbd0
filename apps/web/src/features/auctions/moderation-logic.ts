import dayjs, { type Dayjs } from '@/shared/lib/dayjs';
import {
  AUCTION_REQUEST_STATUSES,
  AUCTION_STATUSES,
  auctionReasonBody,
  auctionRescheduleBody,
  type AuctionRequestStatus,
  type AuctionStatus,
} from '@cho-gundam/contracts';

/**
 * The pure rules of `/moderator/auction-management` (components/moderator/*): what the URL says,
 * which actions a status allows (the server's rules: requests are decided while pending, times move
 * only before the start, a moderator cancels anything not yet settled), the reschedule body built
 * from the picker in Vietnam time, and the reason check of the shared contracts.
 */

// ---- the view in the URL: ?tab=requests&status=rejected&page=2&request=<id> ----

export const MOD_TABS = ['pending', 'requests', 'auctions'] as const;
export type ModTab = (typeof MOD_TABS)[number];
export const MOD_TAB_LABELS: Record<ModTab, string> = {
  pending: 'Yêu cầu chờ duyệt',
  requests: 'Tất cả yêu cầu',
  auctions: 'Phiên đấu giá',
};
export const MOD_PAGE_SIZE = 20;

export type RequestFilter = AuctionRequestStatus | 'all';
export type AuctionFilter = AuctionStatus | 'all';

export interface ModView {
  tab: ModTab;
  /** the status filter of the tab ('pending' on the queue, whatever it is, so the queue's cache is one) */
  status: RequestFilter | AuctionFilter;
  page: number;
  /** the request whose drawer is open */
  requestId: string | null;
}

const oneOf = <T extends string>(list: readonly T[], v: string | null): v is T => v !== null && (list as readonly string[]).includes(v);

/** The view a URL's query describes; anything unknown falls back to the pending queue's first page. */
export function parseModView(params: URLSearchParams): ModView {
  const rawTab = params.get('tab');
  const tab: ModTab = oneOf(MOD_TABS, rawTab) ? rawTab : 'pending';
  const rawStatus = params.get('status');
  const status =
    tab === 'pending'
      ? 'pending'
      : tab === 'requests'
        ? oneOf([...AUCTION_REQUEST_STATUSES, 'all'] as const, rawStatus)
          ? rawStatus
          : 'all'
        : oneOf([...AUCTION_STATUSES, 'all'] as const, rawStatus)
          ? rawStatus
          : 'all';
  const n = Number(params.get('page'));
  const page = Number.isInteger(n) && n > 1 ? n : 1;
  const requestId = tab === 'auctions' ? null : params.get('request') || null;
  return { tab, status, page, requestId };
}

/** The URL patch of another tab: its own filter and page start over, the drawer closes. */
export function tabPatch(tab: ModTab) {
  return { tab: tab === 'pending' ? undefined : tab, status: undefined, page: undefined, request: undefined };
}
/** The URL patch of another filter: back to its first page. */
export function statusPatch(status: string) {
  return { status: status === 'all' ? undefined : status, page: undefined, request: undefined };
}
export function pagePatch(page: number) {
  return { page: page > 1 ? String(page) : undefined };
}

// ---- what each status allows ----

export interface RequestActions {
  approve: boolean;
  reject: boolean;
}
/** A request is decided once, while it is pending. */
export function requestActions(status: AuctionRequestStatus): RequestActions {
  const open = status === 'pending';
  return { approve: open, reject: open };
}

export interface AuctionActions {
  reschedule: boolean;
  cancel: boolean;
}
/** Times move only before the start; a moderator cancels anything not yet paid or failed. */
export function auctionActions(status: AuctionStatus): AuctionActions {
  return { reschedule: status === 'scheduled', cancel: status === 'scheduled' || status === 'active' || status === 'ended' };
}

/** What a list's countdown counts to: the start of a scheduled auction, the end of a live one, nothing after. */
export function countdownOf(a: { status: AuctionStatus; start_at: string; end_at: string }): { label: string; to: string } | null {
  if (a.status === 'scheduled') return { label: 'Bắt đầu sau', to: a.start_at };
  if (a.status === 'active') return { label: 'Kết thúc sau', to: a.end_at };
  return null;
}

// ---- times: the picker shows and means Vietnam time, whatever the device's zone ----

/** Vietnam has one offset all year (no daylight saving). */
export const VIETNAM_OFFSET = '+07:00';
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** `2026-12-01T13:00:00Z` → `2026-12-01T20:00`: the wall clock in Asia/Ho_Chi_Minh. */
export function vietnamWallClock(iso: string): string {
  return new Date(Date.parse(iso) + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);
}

/** A picker value showing the moment's Vietnam wall clock (the picker works in the device's zone). */
export function pickerValue(iso: string): Dayjs {
  return dayjs(vietnamWallClock(iso));
}

/** The picker's wall clock read as Vietnam time: `2026-12-01T20:00:00+07:00`. */
export function vietnamIso(d: Dayjs): string {
  return `${d.format('YYYY-MM-DDTHH:mm')}:00${VIETNAM_OFFSET}`;
}

/** "Now" on the Vietnam wall clock, as a picker value (for greying out past days). */
export function vietnamNow(now = Date.now()): Dayjs {
  return pickerValue(new Date(now).toISOString());
}

export type RescheduleRange = readonly [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined;
export type RescheduleResult = { ok: true; body: { start_at: string; end_at: string } } | { ok: false; error: string };

/**
 * The reschedule body from the RangePicker's values, checked with the shared contract (the server
 * adds its own rules — start in the future, 1–7 days — and the dialog shows its refusal). Times
 * equal to the current ones are no change.
 */
export function rescheduleBody(range: RescheduleRange, current?: { start_at: string; end_at: string }): RescheduleResult {
  const [start, end] = range ?? [null, null];
  if (!start) return { ok: false, error: 'Hãy chọn thời điểm bắt đầu' };
  if (!end) return { ok: false, error: 'Hãy chọn thời điểm kết thúc' };
  const r = auctionRescheduleBody.safeParse({ start_at: vietnamIso(start), end_at: vietnamIso(end) });
  if (!r.success) return { ok: false, error: r.error.issues[0]?.message ?? 'Thời gian không hợp lệ' };
  if (current && Date.parse(r.data.start_at) === Date.parse(current.start_at) && Date.parse(r.data.end_at) === Date.parse(current.end_at)) {
    return { ok: false, error: 'Thời gian mới trùng với thời gian hiện tại' };
  }
  return { ok: true, body: r.data };
}

/** "3 ngày", "2 ngày 4 giờ", "5 giờ 30 phút": how long the picked range lasts. */
export function durationLabel(startIso: string, endIso: string): string {
  const minutes = Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return '—';
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  const mins = minutes % 60;
  const parts = [days ? `${days} ngày` : '', hours ? `${hours} giờ` : '', mins ? `${mins} phút` : ''].filter(Boolean);
  return parts.slice(0, 2).join(' ');
}

// ---- reasons ----

/** The shared contract's message for a reject or cancel reason, or null when it will be accepted. */
export function reasonError(reason: string): string | null {
  const r = auctionReasonBody.shape.reason.safeParse(reason);
  return r.success ? null : (r.error.issues[0]?.message ?? 'Lý do không hợp lệ');
}

/**
 * A refusal that means the list was out of date (someone else decided the request, the auction
 * started or ended meanwhile, it is gone): the dialog closes, the message is shown and the list is
 * read again. Any other refusal stays in the dialog to be corrected.
 */
export function isStaleRefusal(status: number): boolean {
  return status === 409 || status === 404;
}
