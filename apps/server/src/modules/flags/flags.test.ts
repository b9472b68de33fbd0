import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flags, kits, notifications, staffAuditLog } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser, tokenFor } from '../../../test/fixtures.js';
import { join, liveAuction, moderator } from '../../../test/support/auctions.js';
import { createKit, createSeller } from '../../../test/support/storefront.js';
import { buyer, checkout, kitRow, sellerWithKits } from '../../../test/support/orders.js';

describe('flags (Báo cáo vi phạm)', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let mod: Awaited<ReturnType<typeof moderator>>;
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  let bob: Awaited<ReturnType<typeof signedInUser>>;
  const report = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/flags', { token, body });
  const listNames = async (q: string) =>
    (await call(t.app, 'GET', `/api/v1/gundams?q=${encodeURIComponent(q)}`, { headers: { 'cache-control': 'no-cache' } })).body.items.map(
      (k: { name: string }) => k.name,
    );
  const notificationsOf = (userId: string) => t.database.db.select().from(notifications).where(eq(notifications.recipientId, userId));

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-05-01T03:00:00Z' });
    seller = await createSeller(t, { shopName: 'Shop Báo Cáo' });
    mod = await moderator(t);
    alice = await signedInUser(t);
    bob = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('a member reports a listing once; a second report is a Vietnamese 409; nobody reports themselves or their own kit', async () => {
    const kit = await createKit(t, seller.user.id, { name: 'HG Zaku Giả Mạo', status: 'published', price: 300_000 });
    const first = await report(alice.token, { target_type: 'listing', target_id: kit.id, reason: 'counterfeit', text: 'Hộp in sai logo' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ target_type: 'listing', target_id: kit.id, reason: 'counterfeit' });

    const again = await report(alice.token, { target_type: 'listing', target_id: kit.id, reason: 'scam' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Bạn đã báo cáo nội dung này rồi. Mỗi thành viên chỉ báo cáo một nội dung một lần.');

    const own = await report(seller.token, { target_type: 'listing', target_id: kit.id, reason: 'scam' });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('Bạn không thể báo cáo chính mình hoặc nội dung của chính mình');
    const self = await report(alice.token, { target_type: 'user', target_id: alice.user.id, reason: 'offensive' });
    expect(self.status).toBe(403);

    // "Lý do khác" needs words; a kit that is not for sale cannot be reported; a guest is asked to sign in
    const other = await report(bob.token, { target_type: 'listing', target_id: kit.id, reason: 'other' });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toContain('Lý do khác');
    const draft = await createKit(t, seller.user.id, { status: 'in_store' });
    expect((await report(bob.token, { target_type: 'listing', target_id: draft.id, reason: 'scam' })).status).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/v1/flags', { body: { target_type: 'user', target_id: seller.user.id, reason: 'scam' } })).status,
    ).toBe(401);

    const rows = await t.database.db.select().from(flags).where(eq(flags.targetId, kit.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: alice.user.id, ownerId: seller.user.id, status: 'open', text: 'Hộp in sai logo' });
  });

  it('members and sellers cannot see or use the moderator endpoints', async () => {
    const any = '00000000-0000-4000-8000-000000000000';
    for (const token of [alice.token, seller.token]) {
      expect((await call(t.app, 'GET', '/api/v1/moderator/flags', { token })).status).toBe(403);
      expect((await call(t.app, 'GET', `/api/v1/moderator/flags/listing/${any}`, { token })).status).toBe(403);
      const d = await call(t.app, 'POST', `/api/v1/moderator/flags/listing/${any}/decision`, {
        token,
        body: { decision: 'dismiss', note: 'Không vi phạm' },
      });
      expect(d.status).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/v1/moderator/flags')).status).toBe(401);
  });

  it('hiding a listing: it vanishes from the list, its page says "Nội dung đã bị ẩn", reporters and the owner are told, the audit row is written', async () => {
    const kit = await createKit(t, seller.user.id, { name: 'RG Sazabi Vi Phạm', status: 'published', price: 900_000 });
    expect(await listNames('Sazabi Vi Phạm')).toEqual(['RG Sazabi Vi Phạm']);
    expect((await report(alice.token, { target_type: 'listing', target_id: kit.id, reason: 'prohibited' })).status).toBe(201);
    expect(
      (await report(bob.token, { target_type: 'listing', target_id: kit.id, reason: 'prohibited', text: 'Bán hàng cấm' })).status,
    ).toBe(201);

    // the queue: one row for the kit with both reports, its owner and the reasons
    const queue = await call(t.app, 'GET', '/api/v1/moderator/flags?status=open&target_type=listing', { token: mod.token });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const group = queue.body.items.find((g: { target: { id: string } }) => g.target.id === kit.id);
    expect(group).toMatchObject({
      count: 2,
      status: 'open',
      reasons: [{ reason: 'prohibited', count: 2 }],
      target: { type: 'listing', title: 'RG Sazabi Vi Phạm', link: `/product/${kit.slug}`, hidden: false, owner: { id: seller.user.id } },
    });
    const detail = await call(t.app, 'GET', `/api/v1/moderator/flags/listing/${kit.id}`, { token: mod.token });
    expect(detail.status).toBe(200);
    expect(detail.body.open_count).toBe(2);
    expect(detail.body.flags.map((f: { text: string | null }) => f.text)).toContain('Bán hàng cấm');

    // the moderator dashboard's card counts reported targets, not reports, and drops with the decision
    const flagsCard = async () =>
      (await call(t.app, 'GET', '/api/v1/moderator/dashboard', { token: mod.token })).body.queues.find(
        (q: { key: string }) => q.key === 'flags',
      );
    const before = await flagsCard();
    expect(before).toMatchObject({ label: 'Báo cáo vi phạm chờ xử lý', path: '/moderator/flags' });
    const open = await call(t.app, 'GET', '/api/v1/moderator/flags?status=open', { token: mod.token });
    expect(before.count).toBe(open.body.total);

    const decided = await call(t.app, 'POST', `/api/v1/moderator/flags/listing/${kit.id}/decision`, {
      token: mod.token,
      body: { decision: 'hide', note: 'Sản phẩm thuộc danh mục cấm bán' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toEqual({ target_type: 'listing', target_id: kit.id, decision: 'hide', closed: 2 });
    expect((await flagsCard()).count).toBe(before.count - 1);

    expect(await listNames('Sazabi Vi Phạm')).toEqual([]);
    const page = await call(t.app, 'GET', `/api/v1/gundams/by-slug/${kit.slug}`, { token: bob.token });
    expect(page.status).toBe(410);
    expect(page.body.error).toMatchObject({ code: 'content_hidden', message: 'Nội dung đã bị ẩn' });
    expect((await call(t.app, 'GET', `/api/v1/gundams/by-slug/${kit.slug}`)).body.error.message).toBe('Nội dung đã bị ẩn');

    // the owner may not put it back on the shelf
    const [row] = await t.database.db.select().from(kits).where(eq(kits.id, kit.id));
    expect(row).toMatchObject({ status: 'in_store', publishedAt: null });
    const again = await call(t.app, 'PATCH', `/api/v1/sellers/me/gundams/${kit.id}/publish`, { token: seller.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('đã bị ẩn');

    for (const reporter of [alice, bob]) {
      const n = (await notificationsOf(reporter.user.id)).find((x) => x.message.includes('RG Sazabi Vi Phạm'));
      expect(n?.title).toBe('Báo cáo vi phạm của bạn đã được xử lý');
      expect(n?.message).toContain('ẩn nội dung này');
    }
    const owner = (await notificationsOf(seller.user.id)).find((x) => x.title === 'Nội dung của bạn đã bị ẩn');
    expect(owner?.message).toContain('Sản phẩm thuộc danh mục cấm bán');

    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'listing'), eq(staffAuditLog.targetId, kit.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: mod.user.id,
      action: 'flag.hide',
      reason: 'Sản phẩm thuộc danh mục cấm bán',
      before: { status: 'published', hidden: false, open_flags: 2 },
      after: { status: 'in_store', hidden: true, open_flags: 0 },
    });

    // all its flags closed: a second decision finds nothing open
    const twice = await call(t.app, 'POST', `/api/v1/moderator/flags/listing/${kit.id}/decision`, {
      token: mod.token,
      body: { decision: 'dismiss', note: 'Bấm lại lần nữa' },
    });
    expect(twice.status).toBe(409);
    const closed = await call(t.app, 'GET', '/api/v1/moderator/flags?status=closed', { token: mod.token });
    expect(closed.body.items.some((g: { target: { id: string; hidden: boolean } }) => g.target.id === kit.id && g.target.hidden)).toBe(
      true,
    );
  });

  it('warning a user sends the moderator text; dismissing tells the reporters; a user cannot be hidden', async () => {
    const carol = await signedInUser(t);
    expect(
      (await report(alice.token, { target_type: 'user', target_id: carol.user.id, reason: 'scam', text: 'Nhận tiền không giao' })).status,
    ).toBe(201);
    const hide = await call(t.app, 'POST', `/api/v1/moderator/flags/user/${carol.user.id}/decision`, {
      token: mod.token,
      body: { decision: 'hide', note: 'Ẩn người này' },
    });
    expect(hide.status).toBe(422);
    const warn = await call(t.app, 'POST', `/api/v1/moderator/flags/user/${carol.user.id}/decision`, {
      token: mod.token,
      body: { decision: 'warn', note: 'Vui lòng giao hàng đúng hẹn' },
    });
    expect(warn.status, JSON.stringify(warn.body)).toBe(200);
    const warned = (await notificationsOf(carol.user.id)).find((n) => n.title === 'Cảnh cáo từ ban quản trị');
    expect(warned?.message).toContain('Vui lòng giao hàng đúng hẹn');
    expect((await notificationsOf(alice.user.id)).some((n) => n.message.includes('gửi cảnh cáo tới chủ sở hữu'))).toBe(true);

    const kit = await createKit(t, seller.user.id, { name: 'SD Gundam Bình Thường', status: 'published', price: 150_000 });
    expect((await report(bob.token, { target_type: 'listing', target_id: kit.id, reason: 'misleading' })).status).toBe(201);
    const dismiss = await call(t.app, 'POST', `/api/v1/moderator/flags/listing/${kit.id}/decision`, {
      token: mod.token,
      body: { decision: 'dismiss', note: 'Ảnh đúng với sản phẩm' },
    });
    expect(dismiss.status).toBe(200);
    expect(await listNames('SD Gundam Bình Thường')).toEqual(['SD Gundam Bình Thường']);
    expect((await notificationsOf(bob.user.id)).some((n) => n.message.includes('không thấy vi phạm'))).toBe(true);
    const actions = await t.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.actorId, mod.user.id));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['flag.warn', 'flag.dismiss']));
  });

  it('two moderators deciding the same target at once: one decision, one audit row, reporters told once', async () => {
    const kit = await createKit(t, seller.user.id, { name: 'PG Unicorn Tranh Chấp', status: 'published', price: 5_000_000 });
    expect((await report(alice.token, { target_type: 'listing', target_id: kit.id, reason: 'scam' })).status).toBe(201);
    const mod2 = await moderator(t);
    const [a, b] = await Promise.all([
      call(t.app, 'POST', `/api/v1/moderator/flags/listing/${kit.id}/decision`, {
        token: mod.token,
        body: { decision: 'hide', note: 'Lừa đảo rõ ràng' },
      }),
      call(t.app, 'POST', `/api/v1/moderator/flags/listing/${kit.id}/decision`, {
        token: mod2.token,
        body: { decision: 'dismiss', note: 'Không thấy vi phạm' },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, kit.id));
    expect(audit).toHaveLength(1);
    const told = (await notificationsOf(alice.user.id)).filter((n) => n.message.includes('PG Unicorn Tranh Chấp'));
    expect(told).toHaveLength(1);
  });

  it('a kit hidden while an order holds it comes back to the collection, not the shelf, when the order is canceled', async () => {
    const shop = await sellerWithKits(t, 1, 400_000);
    const kit = shop.kits[0]!;
    expect((await report(alice.token, { target_type: 'listing', target_id: kit.id, reason: 'counterfeit' })).status).toBe(201);
    const b = await buyer(t);
    const placed = await checkout(t, b, [kit.id]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await kitRow(t, kit.id)).status).toBe('processing');
    const hide = await call(t.app, 'POST', `/api/v1/moderator/flags/listing/${kit.id}/decision`, {
      token: mod.token,
      body: { decision: 'hide', note: 'Hàng nhái đã xác minh' },
    });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    expect(await kitRow(t, kit.id)).toMatchObject({ status: 'processing' });
    const cancel = await call(t.app, 'POST', `/api/v1/orders/${placed.body.orders[0].id}/cancel`, {
      token: b.token,
      body: { reason: 'Đổi ý không mua nữa' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await kitRow(t, kit.id)).toMatchObject({ status: 'in_store', publishedAt: null });
    expect(await listNames(kit.name)).toEqual([]);
  });

  it('the queue is paginated and filtered by type and status', async () => {
    const page1 = await call(t.app, 'GET', '/api/v1/moderator/flags?status=closed&page_size=1', { token: mod.token });
    expect(page1.status).toBe(200);
    expect(page1.body.items).toHaveLength(1);
    expect(page1.body.total).toBeGreaterThanOrEqual(3);
    const far = await call(t.app, 'GET', '/api/v1/moderator/flags?status=closed&page=50&page_size=10', { token: mod.token });
    expect(far.body).toMatchObject({ items: [], total: page1.body.total });
    const users = await call(t.app, 'GET', '/api/v1/moderator/flags?status=closed&target_type=user', { token: mod.token });
    expect(users.body.items.every((g: { target: { type: string } }) => g.target.type === 'user')).toBe(true);
    const bad = await call(t.app, 'GET', '/api/v1/moderator/flags?target_type=comment', { token: mod.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Loại nội dung không hợp lệ');
  });
  it('hiding an auction: out of the public list, its page says "Nội dung đã bị ẩn" to outsiders, nobody new joins', async () => {
    const { auctionId, seller: aSeller } = await liveAuction(t);
    // the clock moved to the auction's start: sign everyone in again
    for (const who of [alice, bob, mod, aSeller]) who.token = await tokenFor(t, who.user);
    const listed = async () =>
      (await call(t.app, 'GET', '/api/v1/auctions?tab=live&page_size=100')).body.items.some((a: { id: string }) => a.id === auctionId);
    expect(await listed()).toBe(true);
    expect((await report(alice.token, { target_type: 'auction', target_id: auctionId, reason: 'counterfeit' })).status).toBe(201);
    expect((await report(aSeller.token, { target_type: 'auction', target_id: auctionId, reason: 'counterfeit' })).status).toBe(403);
    const d = await call(t.app, 'POST', `/api/v1/moderator/flags/auction/${auctionId}/decision`, {
      token: mod.token,
      body: { decision: 'hide', note: 'Hàng giả theo nhiều báo cáo' },
    });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    expect(await listed()).toBe(false);
    const page = await call(t.app, 'GET', `/api/v1/auctions/${auctionId}`, { token: bob.token });
    expect(page.status).toBe(410);
    expect(page.body.error.message).toBe('Nội dung đã bị ẩn');
    expect((await call(t.app, 'GET', `/api/v1/auctions/${auctionId}`, { token: aSeller.token })).status).toBe(200);
    expect((await join(t, bob.token, auctionId)).status).toBe(410);
  });
});
