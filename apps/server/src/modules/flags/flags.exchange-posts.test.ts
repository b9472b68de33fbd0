import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, staffAuditLog } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { moderator } from '../../../test/support/auctions.js';
import { offer, postOf, statusOf, trader, type Trader } from '../../../test/support/exchanges.js';

// Exchange posts as a flag target (docs/domain/flags.md) and a locked member's posts off the board
// (docs/domain/accounts.md), through HTTP on a real database.
describe('flags on exchange posts; a locked member’s posts', () => {
  let t: TestApp;
  let mod: Awaited<ReturnType<typeof moderator>>;
  let poster: Trader;
  let alice: Trader;
  let bob: Trader;
  const report = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/flags', { token, body });
  const boardIds = async () =>
    ((await call(t.app, 'GET', '/api/v1/exchange-posts?page_size=100')).body.items as { id: string }[]).map((p) => p.id);
  const titlesOf = async (userId: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, userId))).map((n) => n.title);

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-05-01T03:00:00Z' });
    mod = await moderator(t);
    poster = await trader(t, 2);
    alice = await trader(t, 1);
    bob = await trader(t, 1);
  });
  afterAll(() => t.close());

  it('a member reports a post once, never their own; the queue groups it with its text, photo and poster', async () => {
    const post = await postOf(t, poster, [poster.kitIds[0]!]);
    const body = { target_type: 'exchange_post', target_id: post.id, reason: 'scam', text: 'Đòi chuyển khoản trước' };
    const first = await report(alice.token, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ target_type: 'exchange_post', target_id: post.id });
    expect((await report(alice.token, body)).status).toBe(409);
    const own = await report(poster.token, body);
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('Bạn không thể báo cáo chính mình hoặc nội dung của chính mình');
    expect((await report(bob.token, { ...body, reason: 'misleading' })).status).toBe(201);
    const unknown = await report(bob.token, { ...body, target_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Không tìm thấy bài đăng trao đổi');

    const q = await call(t.app, 'GET', '/api/v1/moderator/flags?target_type=exchange_post', { token: mod.token });
    expect(q.status).toBe(200);
    const g = q.body.items.find((i: { target: { id: string } }) => i.target.id === post.id);
    expect(g).toMatchObject({
      count: 2,
      target: {
        type: 'exchange_post',
        title: 'Mình muốn đổi mô hình này lấy mô hình khác',
        text: 'Mình muốn đổi mô hình này lấy mô hình khác',
        link: `/exchange/list?post=${post.id}`,
        hidden: false,
        owner: { id: poster.user.id },
      },
    });
    expect(g.target.image_url).toMatch(/-card\.webp$/);
    const d = await call(t.app, 'GET', `/api/v1/moderator/flags/exchange_post/${post.id}`, { token: mod.token });
    expect(d.body).toMatchObject({ open_count: 2, target: { type: 'exchange_post' } });
  });

  it('hiding a post: off the board, its page says "Nội dung đã bị ẩn", offers closed and kits back, everyone told, audited', async () => {
    const post = await postOf(t, poster, [poster.kitIds[1]!]);
    const o = await offer(t, bob.token, post.id, { post_kit_ids: [poster.kitIds[1]!], my_kit_ids: bob.kitIds });
    expect(o.status, JSON.stringify(o.body)).toBe(201);
    expect(await boardIds()).toContain(post.id);
    expect((await report(alice.token, { target_type: 'exchange_post', target_id: post.id, reason: 'prohibited' })).status).toBe(201);

    const res = await call(t.app, 'POST', `/api/v1/moderator/flags/exchange_post/${post.id}/decision`, {
      token: mod.token,
      body: { decision: 'hide', note: 'Bài đăng rao bán hàng cấm' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ decision: 'hide', closed: 1 });

    expect(await boardIds()).not.toContain(post.id);
    const page = await call(t.app, 'GET', `/api/v1/exchange-posts/${post.id}`, { token: alice.token });
    expect(page.status).toBe(410);
    expect(page.body.error.message).toBe('Nội dung đã bị ẩn');
    expect((await call(t.app, 'GET', `/api/v1/exchange-posts/${post.id}`)).status).toBe(410);
    // the poster still sees it, closed; the kits on both sides are back in the collections
    const mine = await call(t.app, 'GET', `/api/v1/exchange-posts/${post.id}`, { token: poster.token });
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe('closed');
    expect(await statusOf(t, [poster.kitIds[1]!, ...bob.kitIds])).toEqual({
      [poster.kitIds[1]!]: 'in_store',
      [bob.kitIds[0]!]: 'in_store',
    });
    // nobody may report it again or offer on it
    expect((await report(bob.token, { target_type: 'exchange_post', target_id: post.id, reason: 'scam' })).status).toBe(404);

    expect(await titlesOf(poster.user.id)).toContain('Nội dung của bạn đã bị ẩn');
    expect(await titlesOf(alice.user.id)).toContain('Báo cáo vi phạm của bạn đã được xử lý');
    expect(await titlesOf(bob.user.id)).toContain('Bài đăng trao đổi đã đóng');
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'exchange_post'), eq(staffAuditLog.targetId, post.id)));
    expect(audit).toMatchObject([{ action: 'flag.hide', actorId: mod.user.id, after: { hidden: true, status: 'closed' } }]);
  });

  it('warn and dismiss leave the post on the board; the poster is warned', async () => {
    const p = await trader(t, 2);
    const post = await postOf(t, p, [p.kitIds[0]!]);
    expect((await report(alice.token, { target_type: 'exchange_post', target_id: post.id, reason: 'duplicate' })).status).toBe(201);
    const warn = await call(t.app, 'POST', `/api/v1/moderator/flags/exchange_post/${post.id}/decision`, {
      token: mod.token,
      body: { decision: 'warn', note: 'Đừng đăng trùng bài' },
    });
    expect(warn.status).toBe(200);
    expect(await titlesOf(p.user.id)).toContain('Cảnh cáo từ ban quản trị');
    expect(await boardIds()).toContain(post.id);
    expect((await report(bob.token, { target_type: 'exchange_post', target_id: post.id, reason: 'duplicate' })).status).toBe(201);
    const dismiss = await call(t.app, 'POST', `/api/v1/moderator/flags/exchange_post/${post.id}/decision`, {
      token: mod.token,
      body: { decision: 'dismiss', note: 'Không thấy vi phạm' },
    });
    expect(dismiss.status).toBe(200);
    expect((await call(t.app, 'GET', `/api/v1/exchange-posts/${post.id}`)).status).toBe(200);
  });

  it('a locked member’s open posts leave the board and their page, and come back on unlock', async () => {
    const m = await trader(t, 1);
    const post = await postOf(t, m);
    expect(await boardIds()).toContain(post.id);
    const lock = await call(t.app, 'POST', `/api/v1/moderator/users/${m.user.id}/lock`, {
      token: mod.token,
      body: { reason: 'Lừa đảo khi trao đổi' },
    });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    expect(await boardIds()).not.toContain(post.id);
    const page = await call(t.app, 'GET', `/api/v1/exchange-posts/${post.id}`, { token: alice.token });
    expect(page.status).toBe(404);
    expect(page.body.error.message).toBe('Không tìm thấy bài đăng trao đổi');
    // the search too
    expect(
      ((await call(t.app, 'GET', '/api/v1/exchange-posts?q=m%C3%B4%20h%C3%ACnh')).body.items as { id: string }[]).map((i) => i.id),
    ).not.toContain(post.id);

    const un = await call(t.app, 'POST', `/api/v1/moderator/users/${m.user.id}/unlock`, { token: mod.token, body: {} });
    expect(un.status).toBe(200);
    expect(await boardIds()).toContain(post.id);
    expect((await call(t.app, 'GET', `/api/v1/exchange-posts/${post.id}`, { token: alice.token })).status).toBe(200);
  });
});
