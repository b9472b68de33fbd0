import type { Notification } from '@cho-gundam/contracts';
import type { LabelColor } from '@/shared/ui/tag';
import { NOTIFICATIONS } from '@cho-gundam/contracts/core';

/**
 * The pure rules of the notification feature (seed §4, §8, §9; product.md §9), kept free of React
 * and of the network so they are unit-tested.
 */

export interface NotificationsState {
  /** whose notifications these are (a different person never sees them) */
  userId: string | null;
  /** every notification loaded so far, latest first, no duplicates */
  items: Notification[];
  /** the server's count of all unread ones, kept in step with local changes */
  unreadCount: number;
  /** cursor of the next page after the last loaded item; null = nothing more */
  nextCursor: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** when the list was last read from the server (epoch ms), for the 5-minute cache */
  fetchedAt: number | null;
}

export const initialNotificationsState: NotificationsState = {
  userId: null,
  items: [],
  unreadCount: 0,
  nextCursor: null,
  status: 'idle',
  error: null,
  fetchedAt: null,
};

/** What is needed to undo an optimistic change if saving fails. */
export interface ReadSnapshot {
  ids: string[];
  unreadCount: number;
}

export type NotificationsAction =
  | { type: 'reset'; userId: string | null }
  | { type: 'loading' }
  | { type: 'failed'; error: string }
  /** a first page (replace = forget what was loaded) or a further page (append); `at` = when it was asked for */
  | { type: 'loaded'; items: Notification[]; nextCursor: string | null; unreadCount: number; at: number; append?: boolean }
  | { type: 'received'; items: Notification[] }
  | { type: 'unreadCount'; unreadCount: number }
  /** a reread of the first page after a gap: fresher copies replace what is held, the count is the server's */
  | { type: 'merged'; items: Notification[]; unreadCount: number }
  | { type: 'markRead'; id: string; readAt: string }
  | { type: 'markAllRead'; readAt: string }
  | { type: 'rollbackRead'; snapshot: ReadSnapshot }
  /** the server's version of one notification after saving */
  | { type: 'saved'; item: Notification };

function byNewest(a: Notification, b: Notification) {
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Merge without duplicates; a fresher copy of the same id wins. */
export function mergeNotifications(current: Notification[], incoming: Notification[]): Notification[] {
  const map = new Map(current.map((n) => [n.id, n]));
  for (const n of incoming) map.set(n.id, n);
  return [...map.values()].sort(byNewest);
}

export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'reset':
      return { ...initialNotificationsState, userId: action.userId };
    case 'loading':
      return { ...state, status: 'loading', error: null };
    case 'failed':
      return { ...state, status: 'error', error: action.error };
    case 'loaded': {
      // two first-page reads in flight (the bell's 15, the page's 50): the one asked later wins
      if (!action.append && state.fetchedAt !== null && action.at < state.fetchedAt) return state;
      const items = action.append ? mergeNotifications(state.items, action.items) : mergeNotifications([], action.items);
      return {
        ...state,
        items,
        nextCursor: action.nextCursor,
        unreadCount: action.unreadCount,
        status: 'ready',
        error: null,
        fetchedAt: action.at,
      };
    }
    case 'received': {
      const known = new Set(state.items.map((n) => n.id));
      const fresh = action.items.filter((n) => !known.has(n.id));
      if (fresh.length === 0) return state;
      return {
        ...state,
        items: mergeNotifications(state.items, fresh),
        unreadCount: state.unreadCount + fresh.filter((n) => !n.isRead).length,
      };
    }
    case 'unreadCount':
      return { ...state, unreadCount: action.unreadCount };
    case 'merged':
      return { ...state, items: mergeNotifications(state.items, action.items), unreadCount: action.unreadCount };
    case 'markRead': {
      const target = state.items.find((n) => n.id === action.id);
      if (!target || target.isRead) return state;
      return {
        ...state,
        items: state.items.map((n) => (n.id === action.id ? { ...n, isRead: true, readAt: action.readAt } : n)),
        unreadCount: Math.max(0, state.unreadCount - 1),
      };
    }
    case 'markAllRead':
      return { ...state, items: state.items.map((n) => (n.isRead ? n : { ...n, isRead: true, readAt: action.readAt })), unreadCount: 0 };
    case 'rollbackRead': {
      const ids = new Set(action.snapshot.ids);
      return {
        ...state,
        items: state.items.map((n) => (ids.has(n.id) ? { ...n, isRead: false, readAt: null } : n)),
        unreadCount: action.snapshot.unreadCount,
      };
    }
    case 'saved':
      return { ...state, items: state.items.map((n) => (n.id === action.item.id ? action.item : n)) };
  }
}

/** Taken before an optimistic "mark read": which ones to turn back to unread if saving fails. */
export function snapshotForMarkRead(state: NotificationsState, id: string): ReadSnapshot | null {
  const n = state.items.find((x) => x.id === id);
  if (!n || n.isRead) return null;
  return { ids: [id], unreadCount: state.unreadCount };
}
export function snapshotForMarkAll(state: NotificationsState): ReadSnapshot {
  return { ids: state.items.filter((n) => !n.isRead).map((n) => n.id), unreadCount: state.unreadCount };
}

/** Seed §8: one new → 'Thông báo mới!' with its title; several → 'Bạn có {n} thông báo mới'. 3 seconds. */
export function newNotificationToast(fresh: Pick<Notification, 'title'>[]): { title: string; description?: string } | null {
  if (fresh.length === 0) return null;
  if (fresh.length === 1) return { title: 'Thông báo mới!', description: fresh[0]!.title };
  return { title: `Bạn có ${fresh.length} thông báo mới` };
}

export type LiveErrorKind = 'exhausted' | 'denied' | 'retry';

/**
 * product.md §9: too many requests or the service unavailable → 'Tạm thời không thể tải thông báo';
 * 401/403 (after the one refresh every request gets) → 'Không có quyền truy cập'; anything else
 * (network, server error, the stream ending) → try again after 30 s without a toast.
 */
export function classifyLiveError(status: number): LiveErrorKind {
  if (status === 429 || status === 503) return 'exhausted';
  if (status === 401 || status === 403) return 'denied';
  return 'retry';
}

export const LIVE_ERROR_TOASTS: Record<Exclude<LiveErrorKind, 'retry'>, { title: string; description: string }> = {
  exhausted: { title: 'Tạm thời không thể tải thông báo', description: 'Vui lòng thử lại sau ít phút' },
  denied: { title: 'Không có quyền truy cập', description: 'Vui lòng đăng nhập lại' },
};

export const MARK_READ_FAILED = 'Không thể đánh dấu đã đọc';
export const MARK_ALL_READ_FAILED = 'Không thể đánh dấu tất cả đã đọc';

/** Seed §9: cached notifications stay valid for 5 minutes (for the same person). */
export function isCacheValid(
  state: Pick<NotificationsState, 'userId' | 'fetchedAt' | 'status'>,
  userId: string,
  now: number,
  ttlMs: number = NOTIFICATIONS.cacheMs,
): boolean {
  return state.userId === userId && state.status === 'ready' && state.fetchedAt !== null && now - state.fetchedAt < ttlMs;
}

/** "vừa xong", "5 phút trước", "3 giờ trước", "2 ngày trước"; older than a week: the date. */
export function timeAgo(iso: string, now: number, formatDate: (iso: string) => string): string {
  const diff = Math.max(0, now - new Date(iso).getTime());
  const min = Math.floor(diff / 60_000);
  if (min < 1) return 'vừa xong';
  if (min < 60) return `${min} phút trước`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} giờ trước`;
  const d = Math.floor(h / 24);
  if (d <= 7) return `${d} ngày trước`;
  return formatDate(iso);
}

/** Labels for the notification types the server produces (with the original's order/payment/system words). */
/** `color`: its label's colour on the page; none is the plain grey label */
export const NOTIFICATION_TYPE_LABELS: Record<string, { label: string; color?: LabelColor; icon: string }> = {
  order: { label: 'Đơn hàng', color: 'blue', icon: '📦' },
  wallet: { label: 'Thanh toán', color: 'green', icon: '💳' },
  withdrawal: { label: 'Rút tiền', color: 'cyan', icon: '🏦' },
  subscription: { label: 'Gói bán hàng', color: 'gold', icon: '🏪' },
  auction: { label: 'Đấu giá', color: 'volcano', icon: '🔨' },
  exchange: { label: 'Trao đổi', color: 'geekblue', icon: '🔁' },
  system: { label: 'Hệ thống', color: 'purple', icon: '⚙️' },
};
export function typeLabel(type: string) {
  return NOTIFICATION_TYPE_LABELS[type] ?? { label: 'Khác', icon: '📢' };
}

/** A link to follow on click: only paths of this site (never `//evil.example` or `javascript:`). */
export function safeLink(link: string | null): string | null {
  if (!link) return null;
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : null;
}
