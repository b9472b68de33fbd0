import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, staffAuditLog } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { complainedOrder, deliveredOrder } from '../../../test/support/complaints.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { buyer, checkout, orderRow, sellerWithKits } from '../../../test/support/orders.js';
import { memberBalances } from '../ledger/index.js';

/** Order management for moderators (docs/domain/back-office.md): the list, its filters and CSV, the seller's answer, decision bounds. */
describe('order management for moderators', () => {
  let t: TestApp;
  let mod: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T03:00:00Z' });
    mod = await signedInUser(t, { role: 'moderator' });
  });
  afterAll(async () => t.close());

  const get = (url: string, token = mod.token) => call(t.app, 'GET', `/api/v1${url}`, { token });
  const decide = (id: string, body: unknown) =>
    call(t.app, 'POST', `/api/v1/moderator/orders/${id}/complaint/decision`, { token: mod.token, body });

  it('lists every order with its complaint state; filters by status, type, shop, buyer, code and Vietnamese days; pages', async () => {
    const complained = await complainedOrder(t);
    const delivered = await deliveredOrder(t);
    const s = await sellerWithKits(t, 2);
    const b = await buyer(t);
    const pending = await checkout(t, b, [s.kits[0]!.id]);
    expect(pending.status).toBe(201);
    const pendingId = pending.body.orders[0].id as string;

    const all = await get('/moderator/orders?page_size=100');
    expect(all.status).toBe(200);
    const ids = all.body.items.map((o: any) => o.id);
    expect(ids).toEqual(expect.arrayContaining([complained.id, delivered.id, pendingId]));
    expect(all.body.items.find((o: any) => o.id === complained.id)).toMatchObject({
      complaint_status: 'open',
      complaint_status_label: 'Đang chờ xử lý',
      status: 'delivered',
      type: 'regular',
    });
    expect(all.body.items.find((o: any) => o.id === delivered.id)).toMatchObject({ complaint_status: null });

    const byStatus = await get('/moderator/orders?status=pending&page_size=100');
    expect(byStatus.body.items.every((o: any) => o.status === 'pending')).toBe(true);
    expect(byStatus.body.items.map((o: any) => o.id)).toContain(pendingId);

    const byShop = await get(`/moderator/orders?shop_id=${s.shop.id}`);
    expect(byShop.body).toMatchObject({ total: 1, items: [{ id: pendingId }] });
    const byBuyer = await get(`/moderator/orders?buyer_id=${complained.b.user.id}`);
    expect(byBuyer.body).toMatchObject({ total: 1, items: [{ id: complained.id }] });
    const byCode = await get(`/moderator/orders?q=${encodeURIComponent(complained.code.toLowerCase())}`);
    expect(byCode.body.items.map((o: any) => o.id)).toEqual([complained.id]);
    expect((await get('/moderator/orders?type=exchange')).body.total).toBe(0);
    expect((await get('/moderator/orders?type=regular&status=delivered')).body.total).toBeGreaterThanOrEqual(2);
    // 03:00Z is 10:00 on 20/11 in Vietnam
    expect((await get('/moderator/orders?from=2026-11-20&to=2026-11-20')).body.total).toBe(all.body.total);
    expect((await get('/moderator/orders?from=2026-11-21')).body.total).toBe(0);
    expect((await get('/moderator/orders?to=2026-11-19')).body.total).toBe(0);

    const page = await get('/moderator/orders?page=2&page_size=1');
    expect(page.body).toMatchObject({ page: 2, page_size: 1, total: all.body.total });
    expect(page.body.items[0].id).toBe(all.body.items[1].id);
  });

  it('refuses bad filters with Vietnamese messages (400, never 500)', async () => {
    const cases: [string, string][] = [
      ['status=lost', 'Trạng thái không hợp lệ'],
      ['type=swap', 'Loại đơn không hợp lệ'],
      ['shop_id=abc', 'Mã định danh không hợp lệ'],
      ['buyer_id=1', 'Mã định danh không hợp lệ'],
      ['from=2026-02-30', 'Ngày bắt đầu không hợp lệ'],
      ['to=20-11-2026', 'Ngày kết thúc không hợp lệ'],
      [`q=${'x'.repeat(51)}`, 'Mã đơn tối đa 50 ký tự'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/moderator/orders?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body.error), query).toContain(message);
    }
  });

  it('exports the filtered list as CSV for people who count', async () => {
    const o = await deliveredOrder(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/moderator/orders.csv?buyer_id=${o.b.user.id}`,
      headers: { authorization: `Bearer ${mod.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="don-hang-2026-11-20.csv"');
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Mã đơn,Loại,Ngày đặt,Trạng thái,Khiếu nại,Shop,Người bán,Người mua,Sản phẩm,Tiền hàng,Phí vận chuyển,Phí sàn,Tổng tiền',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(new RegExp(`^${o.code},Mua bán,2026-11-20 10:00,Đã giao hàng,,`));
    const member = await signedInUser(t);
    expect((await get('/moderator/orders.csv', member.token)).status).toBe(403);
  });

  it('the seller answers a complaint once; the moderator sees the buyer’s photos and words and the answer', async () => {
    const o = await complainedOrder(t);
    const url = `/api/v1/orders/${o.id}/complaint/response`;
    expect((await call(t.app, 'POST', url, { token: o.b.token, body: { response: 'Tôi đã gửi đủ hàng, có video đóng gói' } })).status).toBe(
      403,
    );
    const short = await call(t.app, 'POST', url, { token: o.s.token, body: { response: 'Không' } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body.error)).toContain('Phản hồi tối thiểu 10 ký tự');
    const ok = await call(t.app, 'POST', url, { token: o.s.token, body: { response: 'Tôi đã gửi đủ hàng, có video đóng gói' } });
    expect(ok.status).toBe(200);
    expect(ok.body.complaint).toMatchObject({ seller_response: 'Tôi đã gửi đủ hàng, có video đóng gói' });
    expect(ok.body.actions.can_respond_complaint).toBe(false);
    expect(ok.body.events.map((e: any) => e.action)).toContain('complaint_answered');
    const twice = await call(t.app, 'POST', url, { token: o.s.token, body: { response: 'Gửi thêm một phản hồi nữa' } });
    expect(twice.status).toBe(422);
    expect(twice.body.error.message).toBe('Bạn đã gửi phản hồi cho khiếu nại này rồi');

    const queue = await get('/moderator/complaints?page_size=100');
    const row = queue.body.items.find((c: any) => c.order.id === o.id);
    expect(row).toMatchObject({
      reason: 'Mô hình bị thiếu chân trái',
      seller_response: 'Tôi đã gửi đủ hàng, có video đóng gói',
      status: 'open',
    });
    expect(row.image_urls).toHaveLength(1);
    const buyerNotes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, o.b.user.id));
    expect(buyerNotes.some((n) => n.title.includes('Người bán đã phản hồi khiếu nại'))).toBe(true);
  });

  it('a partial refund is a whole number from 1 to the items’ price: Vietnamese 400s write nothing; the top bound is accepted', async () => {
    const o = await complainedOrder(t, 400_000);
    const before = await memberBalances(t.database.db, o.b.user.id);
    const refused: [unknown, string][] = [
      [{ decision: 'partial_refund' }, 'Vui lòng nhập số tiền hoàn'],
      [{ decision: 'partial_refund', amount: 0 }, 'Số tiền hoàn phải lớn hơn 0'],
      [{ decision: 'partial_refund', amount: -5 }, 'Số tiền hoàn phải lớn hơn 0'],
      [{ decision: 'partial_refund', amount: 1000.5 }, 'Số tiền không hợp lệ'],
      [{ decision: 'partial_refund', amount: 400_001 }, 'Số tiền hoàn tối đa là 400.000 ₫ (tiền hàng của đơn)'],
      [{ decision: 'halve' }, 'Quyết định không hợp lệ'],
    ];
    for (const [body, message] of refused) {
      const res = await decide(o.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
    expect(await memberBalances(t.database.db, o.b.user.id)).toEqual(before);
    expect((await orderRow(t, o.id)).status).toBe('delivered');

    const res = await decide(o.id, { decision: 'partial_refund', amount: 400_000, note: 'Hàng hỏng gần hết' });
    expect(res.status).toBe(200);
    expect(res.body.complaint).toMatchObject({ status: 'partially_refunded', refund_amount: 400_000 });
    expect((await memberBalances(t.database.db, o.b.user.id)).available).toBe(before.available + 400_000);
    expect((await memberBalances(t.database.db, o.s.user.id)).available).toBe(0);
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, o.id), eq(staffAuditLog.action, 'complaint.decide')));
    expect(audit).toHaveLength(1);
    for (const who of [o.b.user.id, o.s.user.id]) {
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, who));
      expect(notes.some((n) => n.message.includes('hoàn tiền một phần 400.000 ₫'))).toBe(true);
    }
    await expectLedgerClean(t);

    // the journal browser finds the order's journals by its id or by its code
    const byId = await get(`/moderator/ledger/journals?reference_type=order&reference_id=${o.id}`);
    expect(byId.body.items.map((j: any) => j.kind)).toEqual(['order_partial_refund', 'order_checkout']);
    const byCode = await get(`/moderator/ledger/journals?reference_id=${o.code.toLowerCase()}`);
    expect(byCode.body.items.map((j: any) => j.id)).toEqual(byId.body.items.map((j: any) => j.id));
  });
});
