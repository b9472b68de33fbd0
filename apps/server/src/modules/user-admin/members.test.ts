import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { createUser, FIXTURE_PASSWORD, signedInUser, tokenFor } from '../../../test/fixtures.js';
import { refreshWith, signIn, VIETNAMESE } from '../../../test/support/auth.js';
import { listen, openStream } from '../../../test/support/notifications.js';
import { authSessions, notifications, staffAuditLog } from '../../db/schema.js';
import { createKit, createSeller } from '../../../test/support/storefront.js';

const USERS = '/api/v1/moderator/users';

/** Waits (bounded) for a condition the server reaches on its own; never a fixed sleep. */
async function until(cond: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('moderator user management', () => {
  let t: TestApp;
  let baseUrl: string;
  let mod: { token: string; user: { id: string } };
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-03-15T02:00:00.000Z' });
    baseUrl = await listen(t.app);
    mod = await signedInUser(t, { role: 'moderator', fullName: 'Kiểm Duyệt Viên' });
  });
  afterAll(async () => t.close());

  it('searches by name (accents ignored), e-mail and phone, paginated, with role and status filters', async () => {
    const a = await createUser(t, { fullName: 'Trần Thị Đào Zeta', email: 'dao.zeta@example.vn', phoneNumber: '0912777001' });
    const b = await createUser(t, { fullName: 'Lê Văn Zeta', email: 'le.zeta@example.vn', role: 'seller' });
    await createUser(t, { fullName: 'Người Khác', email: 'khac@example.vn' });

    const byName = await call(t.app, 'GET', `${USERS}?q=dao zeta`, { token: mod.token });
    expect(byName.status).toBe(200);
    expect(byName.body.items.map((u: { id: string }) => u.id)).toEqual([a.id]);

    const byAccent = await call(t.app, 'GET', `${USERS}?q=${encodeURIComponent('Đào')}`, { token: mod.token });
    expect(byAccent.body.items.map((u: { id: string }) => u.id)).toEqual([a.id]);

    const byEmail = await call(t.app, 'GET', `${USERS}?q=le.zeta@example`, { token: mod.token });
    expect(byEmail.body.items.map((u: { id: string }) => u.id)).toEqual([b.id]);

    const byPhone = await call(t.app, 'GET', `${USERS}?q=0912777`, { token: mod.token });
    expect(byPhone.body.items.map((u: { id: string }) => u.id)).toEqual([a.id]);

    const both = await call(t.app, 'GET', `${USERS}?q=zeta&page_size=1&page=2`, { token: mod.token });
    expect(both.body).toMatchObject({ page: 2, page_size: 1, total: 2 });
    expect(both.body.items).toHaveLength(1);

    const sellers = await call(t.app, 'GET', `${USERS}?q=zeta&role=seller`, { token: mod.token });
    expect(sellers.body.items.map((u: { id: string }) => u.id)).toEqual([b.id]);

    const nothing = await call(t.app, 'GET', `${USERS}?q=%25%25`, { token: mod.token });
    expect(nothing.body.total).toBe(0);

    const bad = await call(t.app, 'GET', `${USERS}?status=gone`, { token: mod.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(VIETNAMESE);
  });

  it('refuses guests, members and sellers', async () => {
    const member = await signedInUser(t);
    const seller = await signedInUser(t, { role: 'seller' });
    expect((await call(t.app, 'GET', USERS)).status).toBe(401);
    for (const who of [member, seller]) {
      expect((await call(t.app, 'GET', USERS, { token: who.token })).status).toBe(403);
      expect((await call(t.app, 'GET', `${USERS}/${mod.user.id}`, { token: who.token })).status).toBe(403);
      expect(
        (await call(t.app, 'POST', `${USERS}/${mod.user.id}/lock`, { token: who.token, body: { reason: 'Thử khóa tài khoản' } })).status,
      ).toBe(403);
    }
  });

  it('shows a member’s detail: profile, sessions, wallet, orders and auctions (empty), audit history', async () => {
    const { user } = await signedInUser(t, { fullName: 'Chi Tiết Member' });
    const res = await call(t.app, 'GET', `${USERS}/${user.id}`, { token: mod.token });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, full_name: 'Chi Tiết Member', status: 'active', has_password: true });
    expect(res.body.sessions).toHaveLength(1);
    expect(res.body.wallet.balances).toEqual({ available: 0, held: 0, pending: 0 });
    expect(res.body).toMatchObject({ shop: null, plan: null, orders: [], auctions: [], audit: [] });
    expect(res.body.actions).toEqual({ lock: true, unlock: false, warn: true });
    expect((await call(t.app, 'GET', `${USERS}/00000000-0000-4000-8000-000000000000`, { token: mod.token })).status).toBe(404);
  });

  it('locks a member: sessions end at once, the stream closes, refresh and sign-in say why, listings hidden; unlock restores', async () => {
    const { user: member } = await createSeller(t);
    const login = await signIn(t, member.email, FIXTURE_PASSWORD);
    expect(login.status).toBe(200);
    const token = login.body.access_token as string;
    // a published kit of theirs on the storefront
    const kit = await createKit(t, member.id, { name: 'Zaku Khoa Tam Thoi', status: 'published' });
    // on the page and in its total (the count is cached per set of locked sellers: a lock changes it at once)
    const listed = async () => {
      const { body } = await call(t.app, 'GET', '/api/v1/gundams?q=zaku khoa tam thoi&page_size=50', {
        headers: { 'cache-control': 'no-cache' },
      });
      const shown = body.items.some((k: { id: string }) => k.id === kit.id);
      expect(body.total).toBe(body.items.length);
      return shown;
    };
    expect(await listed()).toBe(true);

    // the notifications stream would only re-check at its heartbeat: make that far away, so closing proves the lock closed it
    const hub = t.app.modules.notifications.hub;
    hub.heartbeatMs = 600_000;
    const stream = await openStream(baseUrl, token);
    try {
      await stream.waitFor((e) => e.event === 'ready');

      const res = await call(t.app, 'POST', `${USERS}/${member.id}/lock`, { token: mod.token, body: { reason: 'Lừa đảo người mua' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'locked', locked_reason: 'Lừa đảo người mua' });

      // the notification reaches the open stream, then the stream ends
      await stream.waitFor((e) => e.event === 'notification' && e.data.includes('Tài khoản của bạn đã bị khóa'));
      await until(() => stream.ended);
      expect(hub.connectionCount(member.id)).toBe(0);
    } finally {
      hub.heartbeatMs = 25_000;
      stream.close();
    }

    // the old access token is refused on the next request
    const me = await call(t.app, 'GET', '/api/v1/notifications/unread-count', { token });
    expect(me.status).toBe(401);
    // refresh and sign-in are refused, saying why
    const refreshed = await refreshWith(t, login.refresh);
    expect(refreshed.status).toBe(403);
    expect(refreshed.body.error).toMatchObject({ code: 'account_locked' });
    expect(refreshed.body.error.message).toContain('Tài khoản của bạn đã bị khóa');
    expect(refreshed.body.error.message).toContain('Lừa đảo người mua');
    const again = await signIn(t, member.email, FIXTURE_PASSWORD);
    expect(again.status).toBe(403);
    expect(again.body.error.message).toContain('Lừa đảo người mua');
    // every session revoked
    const live = await t.database.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, member.id), isNull(authSessions.revokedAt)));
    expect(live).toHaveLength(0);
    // listings hidden from the storefront and the product page
    expect(await listed()).toBe(false);
    expect((await call(t.app, 'GET', `/api/v1/gundams/by-slug/${kit.slug}`)).status).toBe(404);
    // audit row and stored notification
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, member.id));
    expect(audit).toMatchObject([{ action: 'member.lock', actorId: mod.user.id, reason: 'Lừa đảo người mua' }]);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, member.id));
    expect(notes.map((n) => n.title)).toContain('Tài khoản của bạn đã bị khóa');
    // locking twice is a clear conflict
    expect(
      (await call(t.app, 'POST', `${USERS}/${member.id}/lock`, { token: mod.token, body: { reason: 'Lần thứ hai nữa' } })).status,
    ).toBe(409);

    // unlock: audit row, notification, sign-in works, listing back
    const un = await call(t.app, 'POST', `${USERS}/${member.id}/unlock`, { token: mod.token, body: {} });
    expect(un.status).toBe(200);
    expect(un.body).toMatchObject({ status: 'active', locked_reason: null });
    expect((await signIn(t, member.email, FIXTURE_PASSWORD)).status).toBe(200);
    expect(await listed()).toBe(true);
    const detail = await call(t.app, 'GET', `${USERS}/${member.id}`, { token: mod.token });
    expect(detail.body.audit.map((a: { action: string }) => a.action)).toEqual(['member.unlock', 'member.lock']);
    expect(detail.body.audit[1]).toMatchObject({
      action_label: 'Khóa tài khoản',
      actor_name: 'Kiểm Duyệt Viên',
      reason: 'Lừa đảo người mua',
    });
    const titles = (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, member.id))).map((n) => n.title);
    expect(titles).toContain('Tài khoản của bạn đã được mở khóa');
  });

  it('a lock reason is required and validated in Vietnamese; nothing is written on refusal', async () => {
    const member = await createUser(t);
    const res = await call(t.app, 'POST', `${USERS}/${member.id}/lock`, { token: mod.token, body: { reason: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(VIETNAMESE);
    const detail = await call(t.app, 'GET', `${USERS}/${member.id}`, { token: mod.token });
    expect(detail.body.user.status).toBe('active');
    expect(detail.body.audit).toEqual([]);
  });

  it('sends a warning: a notification with the moderator’s text and an audit row', async () => {
    const { user, token } = await signedInUser(t);
    const res = await call(t.app, 'POST', `${USERS}/${user.id}/warn`, {
      token: mod.token,
      body: { message: 'Vui lòng không đăng ảnh sản phẩm không đúng thực tế.' },
    });
    expect(res.status).toBe(204);
    const list = await call(t.app, 'GET', '/api/v1/notifications', { token });
    expect(list.body.items[0]).toMatchObject({
      title: 'Cảnh báo từ ban quản trị',
      message: 'Vui lòng không đăng ảnh sản phẩm không đúng thực tế.',
    });
    const detail = await call(t.app, 'GET', `${USERS}/${user.id}`, { token: mod.token });
    expect(detail.body.audit[0]).toMatchObject({
      action: 'member.warn',
      action_label: 'Gửi cảnh báo',
      message: 'Vui lòng không đăng ảnh sản phẩm không đúng thực tế.',
    });
    // the account keeps working
    expect((await call(t.app, 'GET', '/api/v1/notifications/unread-count', { token })).status).toBe(200);
  });

  it('staff cannot lock themselves; a moderator cannot lock staff; an admin can lock a moderator', async () => {
    const self = await call(t.app, 'POST', `${USERS}/${mod.user.id}/lock`, { token: mod.token, body: { reason: 'Tự khóa chính mình' } });
    expect(self.status).toBe(403);
    expect(self.body.error.message).toMatch(VIETNAMESE);
    const otherMod = await signedInUser(t, { role: 'moderator' });
    const admin = await signedInUser(t, { role: 'admin' });
    expect(
      (await call(t.app, 'POST', `${USERS}/${otherMod.user.id}/lock`, { token: mod.token, body: { reason: 'Khóa đồng nghiệp' } })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', `${USERS}/${admin.user.id}/lock`, { token: mod.token, body: { reason: 'Khóa quản trị viên' } })).status,
    ).toBe(403);
    const detail = await call(t.app, 'GET', `${USERS}/${admin.user.id}`, { token: mod.token });
    expect(detail.body.actions).toMatchObject({ lock: false, unlock: false });
    const byAdmin = await call(t.app, 'POST', `${USERS}/${otherMod.user.id}/lock`, {
      token: admin.token,
      body: { reason: 'Vi phạm quy trình' },
    });
    expect(byAdmin.status).toBe(200);
    expect((await call(t.app, 'GET', USERS, { token: otherMod.token })).status).toBe(401);
    // the moderator cannot unlock staff either
    expect((await call(t.app, 'POST', `${USERS}/${otherMod.user.id}/unlock`, { token: mod.token, body: {} })).status).toBe(403);
    // fresh token for an unlocked staff member works again after the admin unlocks
    expect((await call(t.app, 'POST', `${USERS}/${otherMod.user.id}/unlock`, { token: admin.token, body: {} })).status).toBe(200);
    const fresh = await tokenFor(t, { id: otherMod.user.id, role: 'moderator' });
    expect((await call(t.app, 'GET', USERS, { token: fresh })).status).toBe(200);
  });
});
