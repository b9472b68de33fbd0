import { describe, expect, it } from 'vitest';
import type { Notification } from '@cho-gundam/contracts';
import { makeNotification } from '../../../test/notifications';
import { parseEventStream } from './event-stream';
import {
  classifyLiveError,
  initialNotificationsState,
  isCacheValid,
  LIVE_ERROR_TOASTS,
  mergeNotifications,
  newNotificationToast,
  notificationsReducer as reduce,
  safeLink,
  snapshotForMarkAll,
  snapshotForMarkRead,
  timeAgo,
  type NotificationsState,
} from './notification-logic';

const n = makeNotification;

function loaded(items: Notification[], unreadCount: number): NotificationsState {
  return reduce({ ...initialNotificationsState, userId: 'u1' }, { type: 'loaded', items, nextCursor: 'c', unreadCount, at: 1000 });
}

describe('new-notification toasts (seed §8)', () => {
  it('one → "Thông báo mới!" with its title; several → "Bạn có {n} thông báo mới"; none → nothing', () => {
    expect(newNotificationToast([{ title: 'Đơn hàng đã giao' }])).toEqual({ title: 'Thông báo mới!', description: 'Đơn hàng đã giao' });
    expect(newNotificationToast([{ title: 'a' }, { title: 'b' }, { title: 'c' }])).toEqual({ title: 'Bạn có 3 thông báo mới' });
    expect(newNotificationToast([])).toBeNull();
  });
});

describe('live channel errors (product.md §9)', () => {
  it('429 and 503 → "Tạm thời không thể tải thông báo"; 401 and 403 → "Không có quyền truy cập"; the rest retry', () => {
    expect(classifyLiveError(429)).toBe('exhausted');
    expect(classifyLiveError(503)).toBe('exhausted');
    expect(classifyLiveError(401)).toBe('denied');
    expect(classifyLiveError(403)).toBe('denied');
    for (const s of [0, 400, 404, 500, 502, 504]) expect(classifyLiveError(s)).toBe('retry');
    expect(LIVE_ERROR_TOASTS.exhausted).toEqual({ title: 'Tạm thời không thể tải thông báo', description: 'Vui lòng thử lại sau ít phút' });
    expect(LIVE_ERROR_TOASTS.denied).toEqual({ title: 'Không có quyền truy cập', description: 'Vui lòng đăng nhập lại' });
  });
});

describe('cache (seed §9: 5 minutes)', () => {
  const s = { userId: 'u1', status: 'ready' as const, fetchedAt: 1_000_000 };
  it('is valid for the same person for under 300 000 ms', () => {
    expect(isCacheValid(s, 'u1', 1_000_000 + 299_999)).toBe(true);
    expect(isCacheValid(s, 'u1', 1_000_000 + 300_000)).toBe(false);
    expect(isCacheValid(s, 'u2', 1_000_001)).toBe(false);
    expect(isCacheValid({ ...s, status: 'error' }, 'u1', 1_000_001)).toBe(false);
    expect(isCacheValid({ ...s, fetchedAt: null }, 'u1', 1_000_001)).toBe(false);
  });
});

describe('optimistic mark read and rollback (seed §4)', () => {
  it('marks one read at once and restores it (and the count) from the snapshot', () => {
    const s0 = loaded([n('a', 3), n('b', 2), n('c', 1, { isRead: true, readAt: 'x' })], 7);
    const snap = snapshotForMarkRead(s0, 'a')!;
    const s1 = reduce(s0, { type: 'markRead', id: 'a', readAt: '2026-03-01T09:00:00.000Z' });
    expect(s1.items[0]).toMatchObject({ id: 'a', isRead: true, readAt: '2026-03-01T09:00:00.000Z' });
    expect(s1.unreadCount).toBe(6);
    const s2 = reduce(s1, { type: 'rollbackRead', snapshot: snap });
    expect(s2.items[0]).toMatchObject({ id: 'a', isRead: false, readAt: null });
    expect(s2.unreadCount).toBe(7);
    expect(s2.items[2]).toMatchObject({ id: 'c', isRead: true });
  });

  it('does nothing for one already read or unknown', () => {
    const s0 = loaded([n('c', 1, { isRead: true, readAt: 'x' })], 0);
    expect(snapshotForMarkRead(s0, 'c')).toBeNull();
    expect(snapshotForMarkRead(s0, 'zz')).toBeNull();
    expect(reduce(s0, { type: 'markRead', id: 'c', readAt: 'y' })).toBe(s0);
  });

  it('marks all read at once (count 0, also unread ones not loaded) and rolls back exactly those that were unread', () => {
    const s0 = loaded([n('a', 3), n('b', 2, { isRead: true, readAt: 'r' }), n('c', 1)], 30);
    const snap = snapshotForMarkAll(s0);
    expect(snap).toEqual({ ids: ['a', 'c'], unreadCount: 30 });
    const s1 = reduce(s0, { type: 'markAllRead', readAt: 'now' });
    expect(s1.items.every((x) => x.isRead)).toBe(true);
    expect(s1.items[1]!.readAt).toBe('r');
    expect(s1.unreadCount).toBe(0);
    const s2 = reduce(s1, { type: 'rollbackRead', snapshot: snap });
    expect(s2.items.map((x) => x.isRead)).toEqual([false, true, false]);
    expect(s2.items[1]!.readAt).toBe('r');
    expect(s2.unreadCount).toBe(30);
  });
});

describe('list', () => {
  it('keeps the latest first without duplicates and counts only fresh unread arrivals', () => {
    const s0 = loaded([n('b', 2), n('a', 1)], 2);
    const s1 = reduce(s0, { type: 'received', items: [n('c', 5), n('b', 2)] });
    expect(s1.items.map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(s1.unreadCount).toBe(3);
    expect(reduce(s1, { type: 'received', items: [n('c', 5)] })).toBe(s1);
    expect(mergeNotifications([n('a', 1)], [n('a', 1, { isRead: true })])[0]!.isRead).toBe(true);
  });

  it('a first page asked for earlier never replaces one asked for later (bell 15 vs page 50)', () => {
    const page50 = reduce(
      { ...initialNotificationsState, userId: 'u1' },
      { type: 'loaded', items: [n('b', 2), n('a', 1)], nextCursor: null, unreadCount: 2, at: 2000 },
    );
    const late15 = reduce(page50, { type: 'loaded', items: [n('b', 2)], nextCursor: 'c', unreadCount: 2, at: 1000 });
    expect(late15).toBe(page50);
    expect(
      reduce(page50, { type: 'loaded', items: [n('c', 3)], nextCursor: null, unreadCount: 1, at: 3000 }).items.map((x) => x.id),
    ).toEqual(['c']);
  });

  it('appends a further page and resets for another person', () => {
    const s0 = loaded([n('b', 2)], 1);
    const s1 = reduce(s0, { type: 'loaded', items: [n('a', 1)], nextCursor: null, unreadCount: 2, at: 2000, append: true });
    expect(s1.items.map((x) => x.id)).toEqual(['b', 'a']);
    expect(s1.nextCursor).toBeNull();
    expect(reduce(s1, { type: 'reset', userId: 'u2' })).toEqual({ ...initialNotificationsState, userId: 'u2' });
  });
});

describe('helpers', () => {
  it('relative time in Vietnamese, the date after a week', () => {
    const now = Date.UTC(2026, 2, 10, 12, 0);
    const iso = (ms: number) => new Date(now - ms).toISOString();
    const fmt = () => '01/03/2026';
    expect(timeAgo(iso(10_000), now, fmt)).toBe('vừa xong');
    expect(timeAgo(iso(5 * 60_000), now, fmt)).toBe('5 phút trước');
    expect(timeAgo(iso(3 * 3_600_000), now, fmt)).toBe('3 giờ trước');
    expect(timeAgo(iso(2 * 86_400_000), now, fmt)).toBe('2 ngày trước');
    expect(timeAgo(iso(9 * 86_400_000), now, fmt)).toBe('01/03/2026');
  });

  it('follows only links inside the site', () => {
    expect(safeLink('/member/profile/wallet')).toBe('/member/profile/wallet');
    expect(safeLink('//evil.example')).toBeNull();
    expect(safeLink('https://evil.example')).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('/\\evil.example')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });

  it('parses a text/event-stream split anywhere', () => {
    const text =
      'retry: 30000\nevent: ready\ndata: {"unread_count":2}\n\n: heartbeat\n\nid: x1\nevent: notification\ndata: {"a":1}\n\nevent: resync\ndata: {}\n\n';
    const all = [];
    let rest = '';
    for (let i = 0; i < text.length; i += 7) {
      const r = parseEventStream(rest + text.slice(i, i + 7));
      all.push(...r.events);
      rest = r.rest;
    }
    expect(all).toEqual([
      { event: 'ready', data: '{"unread_count":2}' },
      { event: 'notification', data: '{"a":1}', id: 'x1' },
      { event: 'resync', data: '{}' },
    ]);
    expect(parseEventStream('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
