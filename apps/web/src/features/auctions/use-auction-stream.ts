import { useCallback, useEffect, useRef, useState } from 'react';
import { API_BASE } from '@/shared/lib/http';
import { patchAuctionDetail, patchBidHistory, refreshAuctionPage, useHeldAuction } from './auction-page-data';
import {
  applyAuctionEvent,
  LIVE_EVENT_TYPES,
  mergeHistoryLines,
  parseLiveEvent,
  type AppliedEvent,
  type LiveEvent,
} from './live-auction-events';

/** `live`: events arrive as they happen; `reconnecting`: the page shows what it last read and refreshes on focus. */
export type StreamConnection = 'connecting' | 'live' | 'reconnecting' | 'off';

interface Options {
  /** whether anything can still happen (scheduled, active, ended and waiting for payment) */
  enabled: boolean;
}

export interface AuctionStream {
  connection: StreamConnection;
  /** server clock − device clock, from the stream's `hello` (null until it came) */
  serverOffsetMs: number | null;
  /** when I was last outbid (Date.now()), to tell me */
  outbidAt: number | null;
  /** read the whole page again (the detail with `me`, the history) */
  refresh: () => void;
}

/** How many recent events are kept to replay over a reload that answered with older figures. */
const KEEP = 100;
const FOCUS_THROTTLE_MS = 2_000;
const POLL_WHEN_DOWN_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * The auction's public live stream, applied to the answers the page holds (the detail and the first
 * page of the history: auction-page-data.ts). Opened with `?after=<last_event_id>` of the loaded detail, so nothing
 * that happened between the GET and the stream is lost; the browser's EventSource resumes with
 * `Last-Event-ID` after a drop and the server replays what was missed; an event already applied
 * (by number) is ignored. `resync`, a reconnection, the window regaining focus and, while the stream
 * is down, a slow poll read the page again. When an event concerns me (the end, the payment, my
 * being outbid) the detail is read again so `me` follows.
 */
export function useAuctionStream(id: string, { enabled }: Options): AuctionStream {
  const [connection, setConnection] = useState<StreamConnection>('off');
  const [serverOffsetMs, setServerOffsetMs] = useState<number | null>(null);
  const [outbidAt, setOutbidAt] = useState<number | null>(null);
  // what the page holds (the same answers the page's own reads show)
  const { detail, history } = useHeldAuction(id);
  const lastEventId = detail?.last_event_id ?? null;
  /** the highest event number seen for this auction (the detail's or a streamed one) */
  const seq = useRef({ id, value: 0 });
  const recent = useRef<LiveEvent[]>([]);
  const lastRefresh = useRef(0);
  const reopenNow = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (seq.current.id === id) return;
    seq.current = { id, value: 0 };
    recent.current = [];
  }, [id]);

  const refresh = useCallback(() => {
    lastRefresh.current = Date.now();
    refreshAuctionPage(id);
  }, [id]);

  const apply = useCallback(
    (e: LiveEvent, replay = false) => {
      if (!replay) {
        recent.current = [...recent.current.filter((r) => r.seq !== e.seq), e].slice(-KEEP);
        if (e.seq > seq.current.value) seq.current.value = e.seq;
      }
      let result: AppliedEvent | null = null;
      patchAuctionDetail(id, (auction) => {
        const r = applyAuctionEvent(auction, e);
        result = r;
        return r.applied ? r.auction : undefined;
      });
      const lines = e.data.lines ?? [];
      if (lines.length > 0) patchBidHistory(id, (page) => mergeHistoryLines(page, lines));
      const r = result as AppliedEvent | null;
      if (!r?.applied || replay) return;
      if (r.outbid) setOutbidAt(Date.now());
      if (r.refetch || r.gap) refresh();
    },
    [id, refresh],
  );

  // a reload that started before an event answers with older figures: put the newer events back
  // (on every new answer, not on a change of number: the stale answer may repeat the number shown)
  useEffect(() => {
    if (!detail) return;
    if (detail.last_event_id > seq.current.value) seq.current.value = detail.last_event_id;
    for (const e of recent.current) if (e.seq > detail.last_event_id) apply(e, true);
  }, [detail, apply]);
  useEffect(() => {
    if (!history) return;
    const lines = recent.current.flatMap((e) => e.data.lines ?? []);
    if (lines.length === 0) return;
    patchBidHistory(id, (page) => mergeHistoryLines(page, lines));
  }, [history, id]);

  const ready = lastEventId !== null;
  useEffect(() => {
    if (!enabled || !ready || typeof EventSource === 'undefined') {
      setConnection('off');
      return;
    }
    let source: EventSource | null = null;
    let timer: number | undefined;
    let failures = 0;
    let lost = false;
    let stopped = false;

    const onEvent = (m: MessageEvent<string>) => {
      const e = parseLiveEvent(m.type, m.lastEventId, m.data);
      if (e) apply(e);
    };
    const open = () => {
      if (stopped) return;
      window.clearTimeout(timer);
      timer = undefined;
      setConnection(lost ? 'reconnecting' : 'connecting');
      const es = new EventSource(`${API_BASE}/auctions/${encodeURIComponent(id)}/stream?after=${seq.current.value}`);
      source = es;
      es.onopen = () => {
        failures = 0;
        setConnection('live');
        // whatever happened while the stream was down arrives as replayed events; `me` and a long
        // gap (the server then says `resync`) need the page itself
        if (lost) {
          lost = false;
          refresh();
        }
      };
      es.addEventListener('hello', (m: MessageEvent<string>) => {
        try {
          const t = Date.parse((JSON.parse(m.data) as { server_time?: string }).server_time ?? '');
          if (Number.isFinite(t)) setServerOffsetMs(t - Date.now());
        } catch {
          /* a malformed hello changes nothing */
        }
      });
      for (const type of LIVE_EVENT_TYPES) es.addEventListener(type, onEvent);
      es.addEventListener('resync', () => refresh());
      es.onerror = () => {
        lost = true;
        setConnection('reconnecting');
        // the browser retries by itself unless the server refused (404, 429…): then we do, slower each time
        if (es.readyState === EventSource.CLOSED) {
          es.close();
          failures += 1;
          timer = window.setTimeout(open, Math.min(MAX_BACKOFF_MS, 3_000 * 2 ** (failures - 1)));
        }
      };
    };
    reopenNow.current = () => {
      if (source?.readyState === EventSource.CLOSED) open();
    };
    open();
    return () => {
      stopped = true;
      reopenNow.current = null;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [id, enabled, ready, apply, refresh]);

  // the page works without the stream: back on the tab, read it again (and retry the stream at once)
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState === 'hidden') return;
      reopenNow.current?.();
      if (Date.now() - lastRefresh.current >= FOCUS_THROTTLE_MS) refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [refresh]);

  const down = enabled && connection !== 'live';
  useEffect(() => {
    if (!down) return;
    const t = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') refresh();
    }, POLL_WHEN_DOWN_MS);
    return () => window.clearInterval(t);
  }, [down, refresh]);

  return { connection, serverOffsetMs, outbidAt, refresh };
}

/**
 * Reads the page again a moment after each of `moments` (the start, the end) passes on the server's
 * clock: the jobs behind them have run by then, and `me` (a payment due) follows.
 */
export function useRefreshAfter(moments: (string | null | undefined)[], offsetMs: number, refresh: () => void, enabled = true) {
  const key = moments.join('|');
  useEffect(() => {
    if (!enabled) return;
    const timers: number[] = [];
    const now = Date.now() + offsetMs;
    for (const m of key.split('|')) {
      const at = Date.parse(m);
      if (!Number.isFinite(at) || at <= now - 1_000) continue;
      const wait = at - now + 2_500;
      // timers longer than ~24 days overflow; nobody keeps a tab open that long anyway
      if (wait < 2 ** 31 - 1) timers.push(window.setTimeout(refresh, wait));
    }
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [key, offsetMs, refresh, enabled]);
}
