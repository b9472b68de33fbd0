import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@cho-gundam/contracts';
import { makeNotification } from '../../../test/notifications';
import { jsonResponse } from '../../../test/stub-server';

const toasts = vi.hoisted(() => [] as { kind: string; args: Record<string, unknown> }[]);
vi.mock('@/shared/ui/toast', () => {
  const rec = (kind: string) => (args: Record<string, unknown>) => void toasts.push({ kind, args });
  return {
    toast: {
      success: rec('success'),
      error: rec('error'),
      info: rec('info'),
      warning: rec('warning'),
      open: rec('open'),
      destroy: () => undefined,
    },
  };
});

import { clearNotifications, markAllRead, markRead, notificationsStore, startNotifications } from './notifications-store';

const n = makeNotification;

/** A server-sent event stream the test writes into. */
function sseResponse() {
  let ctrl!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (ctrl = c) });
  const enc = new TextEncoder();
  return {
    res: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) => ctrl.enqueue(enc.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => ctrl.close(),
  };
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const calls: { url: string; method: string }[] = [];
const flush = async (ms = 0) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  toasts.length = 0;
  calls.length = 0;
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    calls.push({ url: String(input), method: init.method ?? 'GET' });
    return Promise.resolve(handler(String(input), init));
  });
});
afterEach(() => {
  clearNotifications();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the live listener', () => {
  it('loads the latest 15, then toasts live arrivals: one with its title, several at once as a count (3 s)', async () => {
    const stream = sseResponse();
    handler = (url) =>
      url.includes('/stream') ? stream.res : jsonResponse({ items: [n('a', 1)], next_cursor: null, unread_count: 1 }, 200);
    const stop = startNotifications('u1');
    await flush();
    expect(calls[0]!.url).toBe('/api/v1/notifications?limit=15');
    expect(notificationsStore.getState()).toMatchObject({ status: 'ready', unreadCount: 1 });
    stream.send('ready', { unread_count: 1 });
    await flush(300);
    expect(toasts).toEqual([]); // the first snapshot never raises toasts

    stream.send('notification', n('b', 2, { title: 'Đơn hàng mới' }));
    await flush(300);
    expect(toasts).toEqual([{ kind: 'info', args: { title: 'Thông báo mới!', description: 'Đơn hàng mới', duration: 3 } }]);
    expect(notificationsStore.getState().unreadCount).toBe(2);

    stream.send('notification', n('c', 3));
    stream.send('notification', n('d', 4));
    // someone else's event never shows
    stream.send('notification', n('e', 5, { recipientID: 'u2' }));
    await flush(300);
    expect(toasts[1]).toEqual({ kind: 'info', args: { title: 'Bạn có 2 thông báo mới', duration: 3 } });
    expect(notificationsStore.getState().items.map((x) => x.id)).toEqual(['d', 'c', 'b', 'a']);
    stop();
  });

  it('retries after 30 s on an unknown error, without a toast', async () => {
    let streamCalls = 0;
    handler = (url) => {
      if (!url.includes('/stream')) return jsonResponse({ items: [], next_cursor: null, unread_count: 0 }, 200);
      streamCalls++;
      return jsonResponse({ error: { code: 'internal', message: 'Lỗi' } }, 500);
    };
    startNotifications('u1');
    await flush();
    expect(streamCalls).toBe(1);
    await flush(29_000);
    expect(streamCalls).toBe(1);
    await flush(1_000);
    expect(streamCalls).toBe(2);
    expect(toasts).toEqual([]);
  });

  it('429 → "Tạm thời không thể tải thông báo"; 403 → "Không có quyền truy cập"; neither retries', async () => {
    let status = 429;
    let streamCalls = 0;
    handler = (url) => {
      if (!url.includes('/stream')) return jsonResponse({ items: [], next_cursor: null, unread_count: 0 }, 200);
      streamCalls++;
      return jsonResponse({ error: { code: 'rate_limited', message: 'x' } }, status);
    };
    let stop = startNotifications('u1');
    await flush();
    expect(toasts.map((t) => [t.args.title, t.args.description])).toEqual([
      ['Tạm thời không thể tải thông báo', 'Vui lòng thử lại sau ít phút'],
    ]);
    await flush(60_000);
    expect(streamCalls).toBe(1);
    stop();
    clearNotifications();
    status = 403;
    toasts.length = 0;
    stop = startNotifications('u1');
    await flush();
    expect(toasts.map((t) => [t.kind, t.args.title, t.args.description])).toEqual([
      ['error', 'Không có quyền truy cập', 'Vui lòng đăng nhập lại'],
    ]);
    stop();
  });

  it('re-subscribing within 5 minutes uses the cache; after 5 minutes it reads the list again', async () => {
    handler = (url) =>
      url.includes('/stream') ? sseResponse().res : jsonResponse({ items: [n('a', 1)], next_cursor: null, unread_count: 1 }, 200);
    let stop = startNotifications('u1');
    await flush();
    stop();
    const lists = () => calls.filter((c) => c.url.startsWith('/api/v1/notifications?')).length;
    expect(lists()).toBe(1);
    await flush(240_000);
    stop = startNotifications('u1');
    await flush();
    expect(lists()).toBe(1);
    stop();
    await flush(61_000);
    stop = startNotifications('u1');
    await flush();
    expect(lists()).toBe(2);
    stop();
  });

  it('a cached list is reread when the server’s unread count changed meanwhile, and what is new is toasted', async () => {
    let items = [n('a', 1)];
    let unread = 1;
    const streams: ReturnType<typeof sseResponse>[] = [];
    handler = (url) => {
      if (url.includes('/stream')) {
        const s = sseResponse();
        streams.push(s);
        return s.res;
      }
      return jsonResponse({ items, next_cursor: null, unread_count: unread }, 200);
    };
    let stop = startNotifications('u1');
    await flush();
    streams[0]!.send('ready', { unread_count: 1 });
    await flush(300);
    stop();
    const lists = () => calls.filter((c) => c.url.startsWith('/api/v1/notifications?')).length;
    // same count: the cache is enough
    stop = startNotifications('u1');
    await flush();
    streams[1]!.send('ready', { unread_count: 1 });
    await flush(300);
    expect(lists()).toBe(1);
    stop();
    // something arrived while nobody listened
    items = [n('b', 2, { title: 'Đơn hàng đã giao' }), n('a', 1)];
    unread = 2;
    stop = startNotifications('u1');
    await flush();
    streams[2]!.send('ready', { unread_count: 2 });
    await flush(300);
    expect(lists()).toBe(2);
    expect(notificationsStore.getState()).toMatchObject({ unreadCount: 2, items: [{ id: 'b' }, { id: 'a' }] });
    expect(toasts).toEqual([{ kind: 'info', args: { title: 'Thông báo mới!', description: 'Đơn hàng đã giao', duration: 3 } }]);
    stop();
  });

  it('after the stream drops it reconnects in 30 s and catches up on what it missed', async () => {
    let items = [n('a', 1)];
    const streams: ReturnType<typeof sseResponse>[] = [];
    handler = (url) => {
      if (url.includes('/stream')) {
        const s = sseResponse();
        streams.push(s);
        return s.res;
      }
      return jsonResponse({ items, next_cursor: null, unread_count: items.length }, 200);
    };
    const stop = startNotifications('u1');
    await flush();
    streams[0]!.send('ready', { unread_count: 1 });
    await flush();
    streams[0]!.end();
    items = [n('c', 3), n('b', 2), n('a', 1)];
    await flush(29_000);
    expect(streams).toHaveLength(1);
    await flush(1_000);
    expect(streams).toHaveLength(2);
    streams[1]!.send('ready', { unread_count: 3 });
    await flush(300);
    expect(notificationsStore.getState().items.map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(toasts).toEqual([{ kind: 'info', args: { title: 'Bạn có 2 thông báo mới', duration: 3 } }]);
    stop();
  });

  it('leaving aborts the stream and sign-out clears everything', async () => {
    const stream = sseResponse();
    handler = (url) =>
      url.includes('/stream') ? stream.res : jsonResponse({ items: [n('a', 1)], next_cursor: null, unread_count: 1 }, 200);
    const stop = startNotifications('u1');
    await flush();
    stop();
    clearNotifications();
    expect(notificationsStore.getState()).toMatchObject({ userId: null, items: [], unreadCount: 0 });
    stream.send('notification', n('z', 9));
    await flush(300);
    expect(notificationsStore.getState().items).toEqual([]);
  });
});

describe('mark read', () => {
  async function ready(items: Notification[], unread: number, save: (url: string, init: RequestInit) => Response) {
    handler = (url, init) => {
      if (url.includes('/stream')) return sseResponse().res;
      if ((init.method ?? 'GET') === 'GET') return jsonResponse({ items, next_cursor: null, unread_count: unread }, 200);
      return save(url, init);
    };
    startNotifications('u1');
    await flush();
  }

  it('shows read at once and rolls back with "Không thể đánh dấu đã đọc" when saving fails', async () => {
    let resolve!: (r: Response) => void;
    await ready([n('a', 1)], 1, () => undefined as never);
    handler = (url) =>
      url.includes('/read') ? (new Promise<Response>((r) => (resolve = r)) as unknown as Response) : jsonResponse({}, 200);
    const p = markRead('a');
    expect(notificationsStore.getState()).toMatchObject({ unreadCount: 0, items: [{ id: 'a', isRead: true }] });
    resolve(jsonResponse({ error: { code: 'internal', message: 'Lỗi' } }, 500));
    await p;
    expect(notificationsStore.getState()).toMatchObject({ unreadCount: 1, items: [{ id: 'a', isRead: false, readAt: null }] });
    expect(toasts).toEqual([{ kind: 'error', args: { title: 'Không thể đánh dấu đã đọc' } }]);
    expect(calls.at(-1)).toEqual({ url: '/api/v1/notifications/a/read', method: 'PATCH' });
  });

  it('mark all: at once, rolled back with "Không thể đánh dấu tất cả đã đọc"', async () => {
    await ready([n('a', 2), n('b', 1, { isRead: true, readAt: 'r' })], 5, () =>
      jsonResponse({ error: { code: 'internal', message: 'x' } }, 503),
    );
    const p = markAllRead();
    expect(notificationsStore.getState().unreadCount).toBe(0);
    await p;
    expect(notificationsStore.getState()).toMatchObject({
      unreadCount: 5,
      items: [
        { id: 'a', isRead: false },
        { id: 'b', isRead: true, readAt: 'r' },
      ],
    });
    expect(toasts).toEqual([{ kind: 'error', args: { title: 'Không thể đánh dấu tất cả đã đọc' } }]);
  });

  it('keeps the server’s version when saving succeeds', async () => {
    await ready([n('a', 1)], 1, () => jsonResponse(n('a', 1, { isRead: true, readAt: '2026-03-01T09:00:00.000Z' }), 200));
    await markRead('a');
    expect(notificationsStore.getState().items[0]).toMatchObject({ isRead: true, readAt: '2026-03-01T09:00:00.000Z' });
    expect(toasts).toEqual([]);
  });
});
