import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_STREAMS_PER_USER } from '@cho-gundam/contracts';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { call, createTestApp, testConfig, type TestApp } from '../../../test/helpers.js';
import { createUser, signedInUser } from '../../../test/fixtures.js';
import { authSessions } from '../../db/schema.js';
import { jobs } from '../../db/schema.js';
import { notifications } from './notifications.schema.js';
import { notify, notifyEach, notifyMany } from './notify.js';
import { listen, openStream } from '../../../test/support/notifications.js';

const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

describe('notifications over HTTP', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-01T08:00:00.000Z' });
    baseUrl = await listen(t.app);
  });
  afterAll(async () => t.close());

  async function seed(userId: string, n: number, start = t.clock.now()) {
    for (let i = 0; i < n; i++)
      await notify(
        t.database.db,
        {
          recipientId: userId,
          title: `Thông báo ${i}`,
          message: `Nội dung ${i}`,
          type: 'order',
          link: `/member/profile/orders/regular-auction?i=${i}`,
        },
        at(start, i),
      );
  }

  it('asks for a signed-in person', async () => {
    for (const [m, u] of [
      ['GET', '/api/v1/notifications'],
      ['GET', '/api/v1/notifications/unread-count'],
      ['POST', '/api/v1/notifications/read-all'],
      ['GET', '/api/v1/notifications/stream'],
    ] as const)
      expect((await call(t.app, m, u)).status).toBe(401);
  });

  it('lists the latest first in pages of `limit`, with the unread count of everything', async () => {
    const { user, token } = await signedInUser(t);
    const other = await createUser(t);
    await seed(user.id, 20);
    await seed(other.id, 3);
    const first = await call(t.app, 'GET', '/api/v1/notifications?limit=15', { token });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(15);
    expect(first.body.unread_count).toBe(20);
    expect(first.body.items.map((n: { title: string }) => n.title)).toEqual(Array.from({ length: 15 }, (_, i) => `Thông báo ${19 - i}`));
    expect(first.body.items[0]).toMatchObject({
      recipientID: user.id,
      type: 'order',
      isRead: false,
      readAt: null,
      message: 'Nội dung 19',
      link: '/member/profile/orders/regular-auction?i=19',
    });
    expect(first.body.items.every((n: { recipientID: string }) => n.recipientID === user.id)).toBe(true);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await call(t.app, 'GET', `/api/v1/notifications?limit=15&cursor=${first.body.next_cursor}`, { token });
    expect(second.body.items.map((n: { title: string }) => n.title)).toEqual([
      'Thông báo 4',
      'Thông báo 3',
      'Thông báo 2',
      'Thông báo 1',
      'Thông báo 0',
    ]);
    expect(second.body.next_cursor).toBeNull();
    // default page size is the bell's 15; the page asks for 50
    expect((await call(t.app, 'GET', '/api/v1/notifications', { token })).body.items).toHaveLength(15);
    expect((await call(t.app, 'GET', '/api/v1/notifications?limit=50', { token })).body.items).toHaveLength(20);
    expect((await call(t.app, 'GET', '/api/v1/notifications/unread-count', { token })).body).toEqual({ unread_count: 20 });
  });

  it('pages without losing or repeating rows that share a timestamp', async () => {
    const { user, token } = await signedInUser(t);
    const same = t.clock.now();
    for (let i = 0; i < 7; i++)
      await notify(t.database.db, { recipientId: user.id, title: `Cùng lúc ${i}`, message: 'x', type: 'system' }, same);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const r: { body: { items: { id: string }[]; next_cursor: string | null } } = await call(
        t.app,
        'GET',
        `/api/v1/notifications?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        { token },
      );
      seen.push(...r.body.items.map((n) => n.id));
      cursor = r.body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('refuses bad paging input with a Vietnamese 400', async () => {
    const { token } = await signedInUser(t);
    const big = await call(t.app, 'GET', '/api/v1/notifications?limit=51', { token });
    expect(big.status).toBe(400);
    expect(big.body.error.message).toMatch(/limit/);
    const bad = await call(t.app, 'GET', '/api/v1/notifications?cursor=%%%', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Con trỏ trang không hợp lệ');
  });

  it('marks one read (PATCH or POST), keeps the first reading time, and hides other people’s notifications behind 404', async () => {
    const { user, token } = await signedInUser(t);
    const intruder = await signedInUser(t);
    await seed(user.id, 2);
    const list = await call(t.app, 'GET', '/api/v1/notifications', { token });
    const id = list.body.items[0].id as string;
    const r = await call(t.app, 'PATCH', `/api/v1/notifications/${id}/read`, { token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, isRead: true, readAt: t.clock.now().toISOString() });
    t.clock.advance(60_000);
    const again = await call(t.app, 'POST', `/api/v1/notifications/${id}/read`, { token });
    expect(again.body.readAt).toBe(r.body.readAt);
    expect((await call(t.app, 'GET', '/api/v1/notifications/unread-count', { token })).body.unread_count).toBe(1);

    const other = list.body.items[1].id as string;
    const stolen = await call(t.app, 'PATCH', `/api/v1/notifications/${other}/read`, { token: intruder.token });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.message).toBe('Không tìm thấy thông báo');
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, other));
    expect(row!.isRead).toBe(false);
    expect((await call(t.app, 'PATCH', '/api/v1/notifications/00000000-0000-4000-8000-000000000000/read', { token })).status).toBe(404);
    expect((await call(t.app, 'PATCH', '/api/v1/notifications/khong-phai-uuid/read', { token })).status).toBe(400);
  });

  it('marks all of mine read and nobody else’s', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await seed(a.user.id, 4);
    await seed(b.user.id, 2);
    const r = await call(t.app, 'POST', '/api/v1/notifications/read-all', { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ updated: 4, read_at: t.clock.now().toISOString() });
    expect((await call(t.app, 'GET', '/api/v1/notifications/unread-count', { token: a.token })).body.unread_count).toBe(0);
    expect((await call(t.app, 'GET', '/api/v1/notifications/unread-count', { token: b.token })).body.unread_count).toBe(2);
    expect((await call(t.app, 'PATCH', '/api/v1/notifications/read-all', { token: a.token })).body.updated).toBe(0);
    const unreadOnly = await call(t.app, 'GET', '/api/v1/notifications?unread=true', { token: a.token });
    expect(unreadOnly.body.items).toEqual([]);
  });

  it('emails important events with an absolute link', async () => {
    const user = await createUser(t);
    await t.database.db.transaction(async (tx) => {
      await notify(tx, {
        recipientId: user.id,
        title: 'Đơn hàng đang được giao',
        message: 'Đơn hàng của bạn đang trên đường giao.',
        type: 'order',
        link: '/member/profile/orders/regular-auction',
        email: true,
      });
    });
    const mails = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'send_email'));
    const mine = mails.find((m) => JSON.stringify(m.payload).includes(user.email));
    expect(JSON.stringify(mine?.payload)).toContain(`${t.app.ctx.config.appUrl}/member/profile/orders/regular-auction`);
  });

  it('pushes a committed notification to the recipient’s open stream, and never a rolled-back one', async () => {
    const { user, token } = await signedInUser(t);
    const other = await signedInUser(t);
    const s = await openStream(baseUrl, token);
    const o = await openStream(baseUrl, other.token);
    try {
      expect(s.status).toBe(200);
      expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const ready = await s.waitFor((e) => e.event === 'ready');
      expect(JSON.parse(ready.data)).toEqual({ unread_count: 0 });
      await o.waitFor((e) => e.event === 'ready');

      await expect(
        t.database.db.transaction(async (tx) => {
          await notify(tx, { recipientId: user.id, title: 'Đã hủy giao dịch', message: 'không được gửi', type: 'wallet' });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      await t.database.db.transaction(async (tx) => {
        await notify(tx, {
          recipientId: user.id,
          title: 'Nạp tiền thành công',
          message: 'Ví của bạn đã được cộng 500.000 ₫',
          type: 'wallet',
          link: '/member/profile/wallet',
        });
      });
      const ev = await s.waitFor((e) => e.event === 'notification');
      const n = JSON.parse(ev.data);
      expect(n).toMatchObject({
        recipientID: user.id,
        title: 'Nạp tiền thành công',
        type: 'wallet',
        isRead: false,
        link: '/member/profile/wallet',
      });
      expect(ev.id).toBe(n.id);
      // a little longer: nothing else (the rolled-back one) follows, and the other person got nothing
      await new Promise((r) => setTimeout(r, 300));
      expect(s.events.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data).title)).toEqual(['Nạp tiền thành công']);
      expect(o.events.filter((e) => e.event === 'notification')).toEqual([]);
    } finally {
      s.close();
      o.close();
    }
  });

  /** Two signed-in people, each with an open stream past its "ready" event; the streams close afterwards whatever happens. */
  async function withTwoListening(
    check: (p: {
      a: Awaited<ReturnType<typeof signedInUser>>;
      b: Awaited<ReturnType<typeof signedInUser>>;
      sa: Awaited<ReturnType<typeof openStream>>;
      sb: Awaited<ReturnType<typeof openStream>>;
    }) => Promise<void>,
  ) {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const sa = await openStream(baseUrl, a.token);
    const sb = await openStream(baseUrl, b.token);
    try {
      await sa.waitFor((e) => e.event === 'ready');
      await sb.waitFor((e) => e.event === 'ready');
      await check({ a, b, sa, sb });
    } finally {
      sa.close();
      sb.close();
    }
  }

  it('reads long notifications back by id (NOTIFY payload limit) and delivers a broadcast to every recipient', async () => {
    await withTwoListening(async ({ a, b, sa, sb }) => {
      const long = 'Chi tiết '.repeat(1200);
      await notify(t.database.db, { recipientId: a.user.id, title: 'Thông báo dài', message: long, type: 'system' });
      const ev = await sa.waitFor((e) => e.event === 'notification');
      expect(JSON.parse(ev.data)).toMatchObject({ title: 'Thông báo dài', message: long });

      await t.database.db.transaction((tx) =>
        notifyMany(tx, [a.user.id, b.user.id], { title: 'Bảo trì hệ thống', message: 'Tối nay 23:00', type: 'system' }),
      );
      await sa.waitFor((e) => e.event === 'notification' && JSON.parse(e.data).title === 'Bảo trì hệ thống');
      const got = await sb.waitFor((e) => e.event === 'notification');
      expect(JSON.parse(got.data)).toMatchObject({ recipientID: b.user.id, title: 'Bảo trì hệ thống' });
      // the payload built in SQL is exactly what the list answers
      const listed = await call(t.app, 'GET', '/api/v1/notifications?limit=1', { token: b.token });
      expect(JSON.parse(got.data)).toEqual(listed.body.items[0]);
    });
  });

  it('stores different notifications to a few people in one go and pushes each to its own recipient only', async () => {
    await withTwoListening(async ({ a, b, sa, sb }) => {
      const stored = await t.database.db.transaction((tx) =>
        notifyEach(tx, [
          { recipientId: a.user.id, title: 'Bạn đã bị vượt giá', message: 'Giá đã lên 1.250.000 ₫', type: 'auction', link: '/auction/x' },
          // a lone surrogate (malformed input) is stored as U+FFFD, not refused by the database
          { recipientId: b.user.id, title: 'Có giá cao nhất mới', message: 'Zaku \ud800 II', type: 'auction' },
        ]),
      );
      expect(stored).toBe(2);
      const got = await sb.waitFor((e) => e.event === 'notification');
      expect(JSON.parse(got.data)).toMatchObject({
        recipientID: b.user.id,
        title: 'Có giá cao nhất mới',
        message: 'Zaku \ufffd II',
        link: null,
      });
      const mine = await sa.waitFor((e) => e.event === 'notification');
      expect(JSON.parse(mine.data)).toMatchObject({ recipientID: a.user.id, title: 'Bạn đã bị vượt giá', link: '/auction/x' });
      const listed = await call(t.app, 'GET', '/api/v1/notifications?limit=5', { token: a.token });
      expect(listed.body.items.map((n: { title: string }) => n.title)).toEqual(['Bạn đã bị vượt giá']);
    });
  });

  it('caps open streams per person and frees a slot when a client leaves', async () => {
    const { user, token } = await signedInUser(t);
    const hub = t.app.modules.notifications.hub;
    const streams = [];
    for (let i = 0; i < NOTIFICATION_STREAMS_PER_USER; i++) {
      const s = await openStream(baseUrl, token);
      await s.waitFor((e) => e.event === 'ready');
      streams.push(s);
    }
    expect(hub.connectionCount(user.id)).toBe(NOTIFICATION_STREAMS_PER_USER);
    const over = await openStream(baseUrl, token);
    expect(over.status).toBe(429);
    expect(((await over.res.json()) as { error: { message: string } }).error.message).toMatch(/quá nhiều/);
    streams.pop()!.close();
    for (let i = 0; i < 50 && hub.connectionCount(user.id) >= NOTIFICATION_STREAMS_PER_USER; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(hub.connectionCount(user.id)).toBe(NOTIFICATION_STREAMS_PER_USER - 1);
    const again = await openStream(baseUrl, token);
    expect(again.status).toBe(200);
    again.close();
    streams.forEach((s) => s.close());
  });

  it('sends heartbeats, and ends an open stream once its session is revoked (sign-out elsewhere)', async () => {
    const { user, token } = await signedInUser(t);
    const hub = t.app.modules.notifications.hub;
    hub.heartbeatMs = 150;
    const s = await openStream(baseUrl, token);
    try {
      await s.waitFor((e) => e.event === 'ready');
      await new Promise((r) => setTimeout(r, 400));
      expect(s.ended).toBe(false);
      expect(s.raw.includes(': heartbeat')).toBe(true);
      await t.database.db.update(authSessions).set({ revokedAt: t.clock.now() }).where(eq(authSessions.userId, user.id));
      for (let i = 0; i < 40 && !s.ended; i++) await new Promise((r) => setTimeout(r, 50));
      expect(s.ended).toBe(true);
      expect(hub.connectionCount(user.id)).toBe(0);
    } finally {
      hub.heartbeatMs = 25_000;
      s.close();
    }
  });

  it('a revoked session cannot open a stream', async () => {
    const { user, token } = await signedInUser(t);
    await t.database.db.update(authSessions).set({ revokedAt: t.clock.now() }).where(eq(authSessions.userId, user.id));
    expect((await openStream(baseUrl, token)).status).toBe(401);
  });

  it('broadcast is for admins only', async () => {
    const member = await signedInUser(t);
    const admin = await signedInUser(t, { role: 'admin' });
    expect(
      (await call(t.app, 'POST', '/api/v1/notifications/broadcast', { token: member.token, body: { title: 'x', message: 'y' } })).status,
    ).toBe(403);
    const bad = await call(t.app, 'POST', '/api/v1/notifications/broadcast', {
      token: admin.token,
      body: { title: '', message: 'y', link: 'https://evil.example' },
    });
    expect(bad.status).toBe(400);
    const r = await call(t.app, 'POST', '/api/v1/notifications/broadcast', {
      token: admin.token,
      body: { title: 'Chào mừng', message: 'Chợ Gundam ra mắt ví điện tử', link: '/member/profile/wallet' },
    });
    expect(r.status).toBe(201);
    expect(r.body.recipients).toBeGreaterThanOrEqual(2);
    expect((await call(t.app, 'GET', '/api/v1/notifications', { token: member.token })).body.items[0]).toMatchObject({
      title: 'Chào mừng',
      type: 'system',
    });
  });
});

describe.runIf(process.env.DATABASE_URL)('notifications across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let bApp: Awaited<ReturnType<typeof buildApp>>;
  let bDb: Awaited<ReturnType<typeof openDatabase>>;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    a = await createTestApp();
    // a second, independent app (its own pool and its own LISTEN connection) on the SAME database
    const dbUrl = (a.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    bDb = await openDatabase({ databaseUrl: dbUrl, migrate: false });
    bApp = await buildApp({ config: testConfig(), database: bDb, clock: a.clock });
    await bApp.ready();
    urlA = await listen(a.app);
    urlB = await listen(bApp);
  });
  afterAll(async () => {
    await bApp.close();
    await bDb.close();
    await a.close();
  });

  it('an event raised through app A reaches a client connected to app B', async () => {
    const { user, token } = await signedInUser(a);
    const sB = await openStream(urlB, token);
    try {
      await sB.waitFor((e) => e.event === 'ready');
      // raised in a committed transaction on A's pool (as A's services do)
      await a.database.db.transaction(async (tx) => {
        await notify(tx, { recipientId: user.id, title: 'Đơn hàng mới', message: 'Bạn có đơn hàng mới cần xác nhận', type: 'order' });
      });
      const ev = await sB.waitFor((e) => e.event === 'notification');
      expect(JSON.parse(ev.data)).toMatchObject({ recipientID: user.id, title: 'Đơn hàng mới' });
      // and a broadcast through A's HTTP API reaches B's client too
      const admin = await signedInUser(a, { role: 'admin' });
      const r = await fetch(`${urlA}/api/v1/notifications/broadcast`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Thông báo toàn sàn', message: 'Xin chào' }),
      });
      expect(r.status).toBe(201);
      await sB.waitFor((e) => e.event === 'notification' && JSON.parse(e.data).title === 'Thông báo toàn sàn');
    } finally {
      sB.close();
    }
  });

  it('the listener reconnects after losing its connection and tells clients to resync', async () => {
    const { user, token } = await signedInUser(a);
    const sB = await openStream(urlB, token);
    try {
      await sB.waitFor((e) => e.event === 'ready');
      bApp.modules.notifications.hub.simulateConnectionLoss();
      await sB.waitFor((e) => e.event === 'resync', 10_000);
      await notify(a.database.db, { recipientId: user.id, title: 'Sau khi kết nối lại', message: 'ok', type: 'system' });
      await sB.waitFor((e) => e.event === 'notification' && JSON.parse(e.data).title === 'Sau khi kết nối lại');
    } finally {
      sB.close();
    }
  });
});
