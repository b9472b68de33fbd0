import type { MarkAllReadResult, Notification, NotificationList } from '@cho-gundam/contracts';
import { NOTIFICATIONS, TOAST } from '@cho-gundam/contracts/core';
import { http, HttpError } from '@/shared/lib/http';
import { toast } from '@/shared/ui/toast';
import { readNotificationStream, StreamError, type StreamEvent } from './event-stream';
import {
  classifyLiveError,
  initialNotificationsState,
  isCacheValid,
  LIVE_ERROR_TOASTS,
  MARK_ALL_READ_FAILED,
  MARK_READ_FAILED,
  newNotificationToast,
  notificationsReducer,
  snapshotForMarkAll,
  snapshotForMarkRead,
  type NotificationsAction,
  type NotificationsState,
} from './notification-logic';

/**
 * The notification state of this tab: one small store (no RTK Query, so the bell stays light in
 * the navbar's chunk), one live listener per signed-in person shared by the bell and the page.
 *
 * Seed §4/§9: the listener is set up per user and cleared when the user is absent or leaves; it
 * retries after 30 s on unknown errors; the list is cached for 5 minutes.
 */
let state: NotificationsState = initialNotificationsState;
const subscribers = new Set<() => void>();

function dispatch(action: NotificationsAction) {
  const next = notificationsReducer(state, action);
  if (next === state) return;
  state = next;
  subscribers.forEach((f) => f());
}

export const notificationsStore = {
  getState: () => state,
  subscribe(fn: () => void) {
    subscribers.add(fn);
    return () => void subscribers.delete(fn);
  },
};

function errorStatus(err: unknown): number {
  if (err instanceof HttpError || err instanceof StreamError) return err.status;
  return 0;
}
function errorText(err: unknown): string {
  return err instanceof HttpError && err.message ? err.message : 'Không thể tải thông báo. Vui lòng thử lại.';
}

const notificationToastDuration = TOAST.notificationDurationSeconds;

function showLiveErrorToast(status: number): boolean {
  const kind = classifyLiveError(status);
  if (kind === 'retry') return false;
  const t = LIVE_ERROR_TOASTS[kind];
  (kind === 'denied' ? toast.error : toast.warning)({ key: `notifications-${kind}`, title: t.title, description: t.description });
  return true;
}

// ---- new-notification toasts: events arriving together become one "Bạn có n thông báo mới"
let pendingToast: Notification[] = [];
let toastTimer: ReturnType<typeof setTimeout> | null = null;
function announce(fresh: Notification[]) {
  if (fresh.length === 0) return;
  pendingToast.push(...fresh);
  toastTimer ??= setTimeout(() => {
    const t = newNotificationToast(pendingToast);
    pendingToast = [];
    toastTimer = null;
    if (t) toast.info({ ...t, duration: notificationToastDuration });
  }, 250);
}

/** Adds what the server pushed or what a refetch found; returns the ones not seen before. */
function receive(items: Notification[]): Notification[] {
  const known = new Set(state.items.map((n) => n.id));
  const fresh = items.filter((n) => !known.has(n.id));
  dispatch({ type: 'received', items: fresh });
  return fresh;
}

async function fetchPage(limit: number, cursor?: string | null) {
  return http.get<NotificationList>('/notifications', { query: { limit, cursor: cursor ?? undefined } });
}

// ---- the live listener
interface Live {
  userId: string;
  refs: number;
  controller: AbortController;
  retryTimer: ReturnType<typeof setTimeout> | null;
  connectedOnce: boolean;
}
let live: Live | null = null;

function scheduleRetry(l: Live) {
  if (l.retryTimer || l.controller.signal.aborted) return;
  l.retryTimer = setTimeout(() => {
    l.retryTimer = null;
    void run(l);
  }, NOTIFICATIONS.retryMs);
}

/**
 * After a reconnect, a `resync`, or a cached list whose unread count no longer matches: reread the
 * first page; new ones are toasted, fresher copies (read elsewhere) replace what is held.
 */
async function resync(l: Live) {
  try {
    const page = await fetchPage(NOTIFICATIONS.liveLimit);
    if (live !== l) return;
    announce(receive(page.items));
    dispatch({ type: 'merged', items: page.items, unreadCount: page.unread_count });
  } catch {
    /* the stream is up; the next event or reconnect catches up */
  }
}

/** How this connection began: a fresh list, the 5-minute cache, or a reconnect after an error. */
type ConnectMode = 'fresh' | 'cached' | 'reconnect';

async function run(l: Live) {
  if (live !== l) return;
  // first snapshot (unless a cached one under 5 minutes old is at hand): it never raises toasts
  const cached = isCacheValid(state, l.userId, Date.now());
  if (!cached) {
    dispatch({ type: 'loading' });
    const askedAt = Date.now();
    try {
      const page = await fetchPage(NOTIFICATIONS.liveLimit);
      if (live !== l) return;
      dispatch({ type: 'loaded', items: page.items, nextCursor: page.next_cursor, unreadCount: page.unread_count, at: askedAt });
    } catch (err) {
      if (live !== l) return;
      dispatch({ type: 'failed', error: errorText(err) });
      if (!showLiveErrorToast(errorStatus(err))) scheduleRetry(l);
      return;
    }
  }
  const mode: ConnectMode = l.connectedOnce ? 'reconnect' : cached ? 'cached' : 'fresh';
  try {
    await readNotificationStream((e) => onEvent(l, e, mode), l.controller.signal);
  } catch (err) {
    if (l.controller.signal.aborted || live !== l) return;
    // the server closed an open stream: if the session is over (signed out elsewhere, account locked) one
    // ordinary request finds out now (its 401 → the refresh is refused → signed out) instead of in 30 s
    if (err instanceof StreamError && err.endedByServer) void fetchPage(1).catch(() => undefined);
    // 429/503 and 401/403: the seed's toasts and no automatic retry; anything else: again in 30 s
    if (!showLiveErrorToast(errorStatus(err))) scheduleRetry(l);
  }
}

function onEvent(l: Live, e: StreamEvent, mode: ConnectMode) {
  if (live !== l) return;
  if (e.event === 'ready') {
    l.connectedOnce = true;
    let serverCount: number | null = null;
    try {
      serverCount = (JSON.parse(e.data) as { unread_count: number }).unread_count;
    } catch {
      /* ignore a malformed event */
    }
    // whatever arrived while nobody listened is found by rereading the first page; a cached list
    // is reread only if the server's count says something changed meanwhile
    if (mode === 'reconnect' || (mode === 'cached' && serverCount !== state.unreadCount)) void resync(l);
    else if (serverCount !== null) dispatch({ type: 'unreadCount', unreadCount: serverCount });
  } else if (e.event === 'notification') {
    try {
      const n = JSON.parse(e.data) as Notification;
      if (n.recipientID === l.userId) announce(receive([n]));
    } catch {
      /* ignore a malformed event */
    }
  } else if (e.event === 'resync') {
    void resync(l);
  }
}

/**
 * Starts (or joins) the live listener for `userId`; call the returned function when leaving.
 * Another person's listener and cache are dropped first.
 */
export function startNotifications(userId: string): () => void {
  if (live && live.userId === userId) {
    live.refs++;
  } else {
    stopLive();
    if (state.userId !== userId) dispatch({ type: 'reset', userId });
    live = { userId, refs: 1, controller: new AbortController(), retryTimer: null, connectedOnce: false };
    void run(live);
  }
  const mine = live;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (live !== mine) return;
    mine.refs--;
    if (mine.refs <= 0) stopLive();
  };
}

/** "Thử lại" after the first load failed: start over at once instead of waiting 30 s. */
export function retryNotifications() {
  const l = live;
  if (!l) return;
  if (l.retryTimer) clearTimeout(l.retryTimer);
  l.retryTimer = null;
  l.controller.abort();
  l.controller = new AbortController();
  void run(l);
}

function stopLive() {
  if (!live) return;
  live.controller.abort();
  if (live.retryTimer) clearTimeout(live.retryTimer);
  live = null;
}

/** Sign-out: the listener stops and nothing of the person's notifications stays in memory. */
export function clearNotifications() {
  stopLive();
  if (toastTimer) clearTimeout(toastTimer);
  toastTimer = null;
  pendingToast = [];
  dispatch({ type: 'reset', userId: null });
}

/** The page: at least the first 50 (seed §9), unless everything is already here and fresh. */
export async function loadFirstPage(userId: string) {
  const s = state;
  const complete = s.status === 'ready' && (s.items.length >= NOTIFICATIONS.pageSize || s.nextCursor === null);
  if (complete && isCacheValid(s, userId, Date.now())) return;
  dispatch({ type: 'loading' });
  const askedAt = Date.now();
  try {
    const page = await fetchPage(NOTIFICATIONS.pageSize);
    if (state.userId !== userId) return;
    dispatch({ type: 'loaded', items: page.items, nextCursor: page.next_cursor, unreadCount: page.unread_count, at: askedAt });
  } catch (err) {
    if (state.userId !== userId) return;
    dispatch({ type: 'failed', error: errorText(err) });
    showLiveErrorToast(errorStatus(err));
  }
}

/** "Xem thêm": the next 50 after the last one shown. Rejects with the message to show. */
export async function loadMore(userId: string) {
  const cursor = state.nextCursor;
  if (!cursor) return;
  const page = await fetchPage(NOTIFICATIONS.pageSize, cursor);
  if (state.userId !== userId) return;
  dispatch({
    type: 'loaded',
    items: page.items,
    nextCursor: page.next_cursor,
    unreadCount: page.unread_count,
    at: state.fetchedAt ?? Date.now(),
    append: true,
  });
}

/** Shown read at once; back to unread with 'Không thể đánh dấu đã đọc' if saving fails (seed §4, §8). */
export async function markRead(id: string) {
  const snapshot = snapshotForMarkRead(state, id);
  if (!snapshot) return;
  dispatch({ type: 'markRead', id, readAt: new Date().toISOString() });
  try {
    const saved = await http.patch<Notification>(`/notifications/${id}/read`);
    dispatch({ type: 'saved', item: saved });
  } catch {
    dispatch({ type: 'rollbackRead', snapshot });
    toast.error({ title: MARK_READ_FAILED });
  }
}

/** All shown read at once; rolled back with 'Không thể đánh dấu tất cả đã đọc' if saving fails. */
export async function markAllRead() {
  const snapshot = snapshotForMarkAll(state);
  if (snapshot.ids.length === 0 && snapshot.unreadCount === 0) return;
  dispatch({ type: 'markAllRead', readAt: new Date().toISOString() });
  try {
    await http.patch<MarkAllReadResult>('/notifications/read-all');
  } catch {
    dispatch({ type: 'rollbackRead', snapshot });
    toast.error({ title: MARK_ALL_READ_FAILED });
  }
}
