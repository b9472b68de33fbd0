import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema.js';
import { memberBalances, platformBalance } from '../ledger/index.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { notifications } from '../../db/schema.js';
import { staffAuditLog } from '../../db/schema.js';
import { jobs } from '../../lib/jobs.schema.js';
import { days, hours } from '../../lib/clock.js';
import { createKit } from '../../../test/support/storefront.js';
import { png } from '../../../test/support/kits.js';
import { multipart } from '../../../test/support/kits.js';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { signedInUser, tokenFor } from '../../../test/fixtures.js';
import { applyShipmentStatus } from './order-shipping.js';
import { openOrderKits, orderEvents, orders } from './orders.schema.js';
import { addAddress, buyer, checkout, key, kitRow, orderRow, quote, sellerWithKits } from '../../../test/support/orders.js';

const api = (t: TestApp, method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, body });

async function upload(t: TestApp, url: string, token: string, files: number, reason?: string) {
  const parts = [
    ...(reason !== undefined ? [{ name: 'reason', value: reason }] : []),
    ...(await Promise.all(
      Array.from({ length: files }, async (_, i) => ({
        name: 'images',
        filename: `p${i}.png`,
        content: await png(40 + i, 30),
        contentType: 'image/png',
      })),
    )),
  ];
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

/** The carrier reports the parcel's step (the shipping module's event, straight to the orders module). */
const carrier = (t: TestApp, orderId: string, to: 'delivering' | 'delivered' | 'failed') =>
  t.database.db.transaction((tx) =>
    applyShipmentStatus(tx, {
      orderId,
      trackingCode: 'TEST',
      status: to === 'failed' ? 'returned' : to,
      note: 'test',
      occurredAt: t.clock.now(),
      receivedAt: t.clock.now(),
    }),
  );

describe('checkout and orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T03:00:00Z' });
  });
  afterAll(async () => t.close());

  /** One order between a fresh buyer and seller, at `status`. */
  async function orderAt(status: 'pending' | 'packaging' | 'packed' | 'delivering' | 'delivered', price = 500_000) {
    const s = await sellerWithKits(t, 1, price);
    const b = await buyer(t);
    const r = await checkout(t, b, [s.kits[0]!.id]);
    expect(r.status).toBe(201);
    const id = r.body.orders[0].id as string;
    if (status === 'pending') return { s, b, id };
    expect((await api(t, 'POST', `/orders/${id}/confirm`, s.token)).status).toBe(200);
    if (status === 'packaging') return { s, b, id };
    expect((await upload(t, `/orders/${id}/packing`, s.token, 2)).status).toBe(200);
    if (status === 'packed') return { s, b, id };
    expect(await carrier(t, id, 'delivering')).toBe(true);
    if (status === 'delivering') return { s, b, id };
    expect(await carrier(t, id, 'delivered')).toBe(true);
    return { s, b, id };
  }

  describe('checkout', () => {
    it('quotes per shop with the server-side fee, then places one order per shop in one go', async () => {
      const s1 = await sellerWithKits(t, 2, 400_000);
      const s2 = await sellerWithKits(t, 1, 1_000_000);
      const b = await buyer(t, 5_000_000);
      const ids = [s1.kits[0]!.id, s1.kits[1]!.id, s2.kits[0]!.id];
      for (const id of ids) await t.database.db.insert(cartItems).values({ userId: b.user.id, kitId: id });
      const q = await quote(t, b.token, b.address.id, ids);
      expect(q.status).toBe(200);
      expect(q.body.groups).toHaveLength(2);
      const g1 = q.body.groups.find((g: any) => g.seller_id === s1.user.id);
      expect(g1).toMatchObject({ subtotal: 800_000, shippable: true, shop: { id: s1.shop.id, name: s1.shop.name } });
      expect(g1.delivery_fee).toBeGreaterThan(0);
      expect(g1.items[0]).toMatchObject({ available: true, price: 400_000 });
      expect(q.body.grand_total).toBe(1_800_000 + q.body.delivery_total);
      expect(q.body).toMatchObject({ available_balance: 5_000_000, missing_amount: 0, can_checkout: true });

      const r = await checkout(t, b, ids, { expected: q.body.grand_total, notes: { [s1.user.id]: 'Gói kỹ giúp mình' } });
      expect(r.status).toBe(201);
      expect(r.body.orders).toHaveLength(2);
      expect(r.body.total_amount).toBe(q.body.grand_total);
      const bal = await memberBalances(t.database.db, b.user.id);
      expect(bal).toMatchObject({ available: 5_000_000 - q.body.grand_total, held: q.body.grand_total });
      expect((await memberBalances(t.database.db, s1.user.id)).pending).toBe(800_000);
      expect((await memberBalances(t.database.db, s2.user.id)).pending).toBe(1_000_000);
      for (const id of ids) expect((await kitRow(t, id)).status).toBe('processing');
      expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, b.user.id))).toHaveLength(0);
      const o1 = await orderRow(t, r.body.orders.find((o: any) => o.seller_id === s1.user.id).id);
      expect(o1).toMatchObject({ status: 'pending', itemsSubtotal: 800_000, note: 'Gói kỹ giúp mình', shopId: s1.shop.id });
      expect(o1.confirmDeadline!.getTime()).toBe(t.clock.now().getTime() + hours(48));
      expect(o1.shipFrom.provinceCode).toBe('01');
      expect(await t.database.db.select().from(openOrderKits).where(eq(openOrderKits.orderId, o1.id))).toHaveLength(2);
      const sellerNotes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, s1.user.id));
      expect(sellerNotes.map((n) => n.title)).toContain(`Đơn hàng mới ${o1.code} cần xác nhận`);
      const buyerNotes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, b.user.id));
      expect(buyerNotes).toHaveLength(2);
      // the storefront no longer lists them
      expect((await call(t.app, 'GET', `/api/v1/gundams/by-slug/${s1.kits[0]!.slug}`)).status).toBe(404);
      // listings are counted from published kits: the seller's slots are free again
      expect((await api(t, 'GET', '/orders?role=buyer', b.token)).body.total).toBe(2);
      await expectLedgerClean(t);
    });

    it('"Mua ngay": a single kit without the cart', async () => {
      const s = await sellerWithKits(t, 1);
      const b = await buyer(t);
      const r = await checkout(t, b, [s.kits[0]!.id]);
      expect(r.status).toBe(201);
      expect(r.body.orders).toHaveLength(1);
      await expectLedgerClean(t);
    });

    it('applies the platform fee rate fixed at checkout', async () => {
      const { platformSettings } = await import('../../db/schema.js');
      const [prior] = await t.database.db.select().from(platformSettings).where(eq(platformSettings.key, 'order_fee_rate_bps'));
      await t.database.db
        .insert(platformSettings)
        .values({ key: 'order_fee_rate_bps', value: 250 })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value: 250 } });
      try {
        const s = await sellerWithKits(t, 1, 333_333);
        const b = await buyer(t);
        const r = await checkout(t, b, [s.kits[0]!.id]);
        const o = await orderRow(t, r.body.orders[0].id);
        expect(o.platformFee).toBe(Math.floor((333_333 * 250) / 10_000));
        expect((await memberBalances(t.database.db, s.user.id)).pending).toBe(333_333 - o.platformFee);
        await expectLedgerClean(t);
      } finally {
        if (prior)
          await t.database.db.update(platformSettings).set({ value: prior.value }).where(eq(platformSettings.key, 'order_fee_rate_bps'));
        else await t.database.db.delete(platformSettings).where(eq(platformSettings.key, 'order_fee_rate_bps'));
      }
    });

    it('refuses the buyer’s own kit, an unpublished kit, a changed price, another member’s address, a short balance — writing nothing', async () => {
      const s = await sellerWithKits(t, 1);
      const b = await buyer(t);
      const ordersBefore = Number((await t.database.db.select({ n: count() }).from(orders))[0]!.n);

      const own = await checkout(t, { token: s.token, address: s.pickup }, [s.kits[0]!.id], { expected: 1 });
      expect(own.status).toBe(422);
      expect(own.body.error.message).toMatch(/của chính mình/);

      const hidden = await createKit(t, s.user.id, { status: 'in_store', price: 100_000 });
      const un = await checkout(t, b, [hidden.id], { expected: 100_000 });
      expect(un.status).toBe(409);
      expect(un.body.error.details).toMatchObject({ reason: 'kit_unavailable', kit_ids: [hidden.id] });

      const q = await quote(t, b.token, b.address.id, [s.kits[0]!.id]);
      const changed = await checkout(t, b, [s.kits[0]!.id], { expected: q.body.grand_total - 1000 });
      expect(changed.status).toBe(409);
      expect(changed.body.error).toMatchObject({
        code: 'conflict',
        details: { reason: 'price_changed', actual_total: q.body.grand_total },
      });

      const other = await buyer(t);
      const notMine = await call(t.app, 'POST', '/api/v1/checkout', {
        token: b.token,
        headers: { 'idempotency-key': key() },
        body: { address_id: other.address.id, kit_ids: [s.kits[0]!.id], expected_total: q.body.grand_total },
      });
      expect(notMine.status).toBe(404);
      expect((await quote(t, b.token, other.address.id, [s.kits[0]!.id])).status).toBe(404);

      const poor = await buyer(t, 100_000);
      const pq = await quote(t, poor.token, poor.address.id, [s.kits[0]!.id]);
      expect(pq.body).toMatchObject({ missing_amount: pq.body.grand_total - 100_000, can_checkout: false });
      const short = await checkout(t, poor, [s.kits[0]!.id], { expected: pq.body.grand_total });
      expect(short.status).toBe(422);
      expect(short.body.error).toMatchObject({ code: 'insufficient_funds', details: { missing: pq.body.grand_total - 100_000 } });

      const noKey = await call(t.app, 'POST', '/api/v1/checkout', {
        token: b.token,
        body: { address_id: b.address.id, kit_ids: [s.kits[0]!.id], expected_total: q.body.grand_total },
      });
      expect(noKey.status).toBe(400);
      expect((await call(t.app, 'POST', '/api/v1/checkout', { headers: { 'idempotency-key': key() }, body: {} })).status).toBe(401);

      expect(Number((await t.database.db.select({ n: count() }).from(orders))[0]!.n)).toBe(ordersBefore);
      expect((await kitRow(t, s.kits[0]!.id)).status).toBe('published');
      expect(await memberBalances(t.database.db, poor.user.id)).toMatchObject({ available: 100_000, held: 0 });
      await expectLedgerClean(t);
    });

    it('a double submit with one key is one checkout; the same key with another body is refused', async () => {
      const s = await sellerWithKits(t, 2);
      const b = await buyer(t);
      const k = key();
      // one quote, then the same request twice: quoting inside each submit let the second quote run after
      // the first checkout had sold the kit (total 0), a different body, rightly refused as a mismatch
      const q = await quote(t, b.token, b.address.id, [s.kits[0]!.id]);
      const same = { key: k, expected: q.body.grand_total as number };
      const [a, c] = await Promise.all([checkout(t, b, [s.kits[0]!.id], same), checkout(t, b, [s.kits[0]!.id], same)]);
      expect(a.status, JSON.stringify(a.body)).toBe(201);
      expect(c.status, JSON.stringify(c.body)).toBe(201);
      expect(c.body.checkout_id).toBe(a.body.checkout_id);
      expect(Number((await t.database.db.select({ n: count() }).from(orders).where(eq(orders.buyerId, b.user.id)))[0]!.n)).toBe(1);
      const other = await checkout(t, b, [s.kits[1]!.id], { key: k });
      expect(other.status).toBe(422);
      expect(other.body.error.code).toBe('idempotency_mismatch');
      // a kit already sold is refused to the next buyer
      const b2 = await buyer(t);
      const late = await checkout(t, b2, [s.kits[0]!.id], { expected: a.body.total_amount });
      expect(late.status).toBe(409);
      await expectLedgerClean(t);
    });
  });

  describe('the state machine', () => {
    it('pending → packaging (seller confirms) → packed (photos, shipment job) → delivering → delivered → completed (buyer confirms): money and ownership move', async () => {
      const { s, b, id } = await orderAt('packaging');
      let o = await orderRow(t, id);
      expect(o.status).toBe('packaging');
      const packed = await upload(t, `/orders/${id}/packing`, s.token, 3);
      expect(packed.status).toBe(200);
      expect(packed.body).toMatchObject({ status: 'packaging', status_label: 'Chờ bàn giao', is_packaged: true });
      expect(packed.body.packaging_image_urls).toHaveLength(3);
      const shipJobs = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'orders.create_shipment'));
      expect(shipJobs.some((j) => (j.payload as { orderId: string }).orderId === id)).toBe(true);
      expect((await upload(t, `/orders/${id}/packing`, s.token, 1)).status).toBe(409);

      expect(await carrier(t, id, 'delivering')).toBe(true);
      expect(await carrier(t, id, 'delivering')).toBe(false);
      expect(await carrier(t, id, 'delivered')).toBe(true);
      expect(await carrier(t, id, 'delivered')).toBe(false);
      expect(await carrier(t, id, 'failed')).toBe(false);
      o = await orderRow(t, id);
      expect(o.status).toBe('delivered');
      expect(o.autoCompleteAt!.getTime()).toBe(o.deliveredAt!.getTime() + days(7));

      const d = await api(t, 'GET', `/orders/${id}`, b.token);
      expect(d.body.actions).toMatchObject({ can_confirm_receipt: true, can_complain: true, can_cancel: false });
      const share = o.itemsSubtotal - o.platformFee;
      const revenueBefore = await platformBalance(t.database.db, 'revenue');
      const shippingBefore = await platformBalance(t.database.db, 'shipping');
      const done = await api(t, 'POST', `/orders/${id}/receipt`, b.token);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ status: 'completed', status_label: 'Hoàn tất' });
      expect(done.body.events.map((e: any) => e.action)).toEqual(['created', 'confirmed', 'packed', 'shipped', 'delivered', 'completed']);
      expect(await memberBalances(t.database.db, s.user.id)).toMatchObject({ available: share, pending: 0 });
      expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 10_000_000 - o.totalAmount, held: 0 });
      expect(await platformBalance(t.database.db, 'shipping')).toBe(shippingBefore + o.deliveryFee);
      expect(await platformBalance(t.database.db, 'revenue')).toBe(revenueBefore + o.platformFee);
      const kit = await kitRow(t, s.kits[0]!.id);
      expect(kit).toMatchObject({ ownerId: b.user.id, status: 'in_store', price: null });
      expect(await t.database.db.select().from(openOrderKits).where(eq(openOrderKits.orderId, id))).toHaveLength(0);
      expect((await api(t, 'POST', `/orders/${id}/receipt`, b.token)).status).toBe(409);
      await expectLedgerClean(t);
    });

    it('pending → canceled by the buyer: full refund, kit back on sale', async () => {
      const { s, b, id } = await orderAt('pending');
      const r = await api(t, 'POST', `/orders/${id}/cancel`, b.token, {});
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'canceled', status_label: 'Đã hủy' });
      expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 10_000_000, held: 0 });
      expect((await memberBalances(t.database.db, s.user.id)).pending).toBe(0);
      expect((await kitRow(t, s.kits[0]!.id)).status).toBe('published');
      expect(await t.database.db.select().from(openOrderKits).where(eq(openOrderKits.orderId, id))).toHaveLength(0);
      expect((await api(t, 'POST', `/orders/${id}/cancel`, b.token, {})).status).toBe(409);
      expect((await api(t, 'POST', `/orders/${id}/confirm`, s.token)).status).toBe(409);
      await expectLedgerClean(t);
    });

    it('pending → canceled by the seller needs a reason of 10 characters or more', async () => {
      const { s, b, id } = await orderAt('pending');
      const short = await api(t, 'POST', `/orders/${id}/cancel`, s.token, { reason: 'hết hàng' });
      expect(short.status).toBe(400);
      expect(short.body.error.message).toMatch(/tối thiểu 10 ký tự/);
      expect((await orderRow(t, id)).status).toBe('pending');
      const ok = await api(t, 'POST', `/orders/${id}/cancel`, s.token, { reason: 'Mô hình bị gãy khi kiểm tra' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ status: 'canceled', canceled_reason: 'Mô hình bị gãy khi kiểm tra', canceled_by: s.user.id });
      const titles = (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, b.user.id))).map((n) => n.title);
      expect(titles).toContain('Đơn hàng của bạn đã bị hủy bởi người bán');
      await expectLedgerClean(t);
    });

    it('a canceled kit goes back to the collection when the seller’s plan has no listing left', async () => {
      const s = await sellerWithKits(t, 5, 200_000, 'trial'); // trial: 5 listings, all used
      const b = await buyer(t);
      const r = await checkout(t, b, [s.kits[0]!.id]);
      const fill = await createKit(t, s.user.id, { status: 'published', price: 200_000 }); // the freed slot is taken again
      expect(fill.status).toBe('published');
      await api(t, 'POST', `/orders/${r.body.orders[0].id}/cancel`, b.token, {});
      expect((await kitRow(t, s.kits[0]!.id)).status).toBe('in_store');
      await expectLedgerClean(t);
    });

    it('refuses every transition out of order, and the wrong party', async () => {
      const pending = await orderAt('pending');
      expect((await api(t, 'POST', `/orders/${pending.id}/confirm`, pending.b.token)).status).toBe(403);
      expect((await upload(t, `/orders/${pending.id}/packing`, pending.s.token, 1)).status).toBe(409);
      expect((await api(t, 'POST', `/orders/${pending.id}/receipt`, pending.b.token)).status).toBe(409);
      expect((await upload(t, `/orders/${pending.id}/complaint`, pending.b.token, 1, 'Hàng bị gãy tay và thiếu phụ kiện')).status).toBe(
        409,
      );
      expect(await carrier(t, pending.id, 'delivering')).toBe(false);
      expect(await carrier(t, pending.id, 'delivered')).toBe(false);
      expect(await carrier(t, pending.id, 'failed')).toBe(false);

      const packaging = await orderAt('packaging');
      expect((await api(t, 'POST', `/orders/${packaging.id}/cancel`, packaging.b.token, {})).status).toBe(409);
      expect((await api(t, 'POST', `/orders/${packaging.id}/cancel`, packaging.s.token, { reason: 'Không muốn bán nữa rồi' })).status).toBe(
        409,
      );
      expect((await api(t, 'POST', `/orders/${packaging.id}/confirm`, packaging.s.token)).status).toBe(409);
      expect((await upload(t, `/orders/${packaging.id}/packing`, packaging.b.token, 1)).status).toBe(403);
      expect((await upload(t, `/orders/${packaging.id}/packing`, packaging.s.token, 6)).status).toBe(400);
      expect((await api(t, 'POST', `/orders/${packaging.id}/receipt`, packaging.b.token)).status).toBe(409);

      const delivering = await orderAt('delivering');
      expect((await api(t, 'POST', `/orders/${delivering.id}/cancel`, delivering.b.token, {})).status).toBe(409);
      expect((await api(t, 'POST', `/orders/${delivering.id}/receipt`, delivering.b.token)).status).toBe(409);
      expect(
        (await upload(t, `/orders/${delivering.id}/complaint`, delivering.b.token, 1, 'Hàng bị gãy tay và thiếu phụ kiện')).status,
      ).toBe(409);

      const delivered = await orderAt('delivered');
      expect((await api(t, 'POST', `/orders/${delivered.id}/receipt`, delivered.s.token)).status).toBe(403);
      expect((await api(t, 'POST', `/orders/${delivered.id}/cancel`, delivered.b.token, {})).status).toBe(409);
      expect(await carrier(t, delivered.id, 'delivering')).toBe(false);
      for (const o of [pending, packaging, delivering, delivered])
        expect((await api(t, 'GET', `/orders/${o.id}`, o.b.token)).status).toBe(200);
      await expectLedgerClean(t);
    });

    it('the carrier may jump packaging → delivered', async () => {
      const { id } = await orderAt('packed');
      expect(await carrier(t, id, 'delivered')).toBe(true);
      expect((await orderRow(t, id)).status).toBe('delivered');
      await expectLedgerClean(t);
    });

    it('failed delivery refunds the buyer and returns the kit to the seller’s collection', async () => {
      const { s, b, id } = await orderAt('delivering');
      expect(await carrier(t, id, 'failed')).toBe(true);
      expect(await carrier(t, id, 'failed')).toBe(false);
      expect(await carrier(t, id, 'delivered')).toBe(false);
      expect(await orderRow(t, id)).toMatchObject({ status: 'failed' });
      expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 10_000_000, held: 0 });
      expect(await kitRow(t, s.kits[0]!.id)).toMatchObject({ status: 'in_store', ownerId: s.user.id });
      expect((await api(t, 'GET', `/orders/${id}`, b.token)).body.status_label).toBe('Giao hàng thất bại');
      await expectLedgerClean(t);
    });
  });

  describe('deadlines', () => {
    it('auto-cancels a pending order 48 h after checkout (not before), with a full refund', async () => {
      const { s, b, id } = await orderAt('pending');
      t.clock.advance(hours(47));
      await runJobs(t);
      expect((await orderRow(t, id)).status).toBe('pending');
      t.clock.advance(hours(1) + 1000);
      await runJobs(t);
      const o = await orderRow(t, id);
      expect(o.status).toBe('canceled');
      const ev = await t.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.action, 'auto_canceled')));
      expect(ev).toHaveLength(1);
      expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 10_000_000, held: 0 });
      expect((await kitRow(t, s.kits[0]!.id)).status).toBe('published');
      await expectLedgerClean(t);
    });

    it('a confirmed order is not auto-canceled', async () => {
      const { id } = await orderAt('packaging');
      t.clock.advance(hours(49));
      await runJobs(t);
      expect((await orderRow(t, id)).status).toBe('packaging');
    });

    it('auto-completes 7 days after delivery; a complaint (within 3 days) blocks it; after 3 days no complaint', async () => {
      const plain = await orderAt('delivered');
      const complained = await orderAt('delivered');
      const late = await orderAt('delivered');
      t.clock.advance(days(2));
      // access tokens are short-lived: sign in again after the clock moved
      for (const o of [plain, complained, late]) o.b.token = await tokenFor(t, o.b.user);
      const c = await upload(t, `/orders/${complained.id}/complaint`, complained.b.token, 2, 'Hộp bị móp, thiếu một khiên');
      expect(c.status).toBe(201);
      expect(c.body.complaint).toMatchObject({ status: 'open', status_label: 'Đang chờ xử lý' });
      expect(c.body.actions).toMatchObject({ can_confirm_receipt: false, can_complain: false });
      expect((await upload(t, `/orders/${complained.id}/complaint`, complained.b.token, 1, 'Gửi lại khiếu nại lần nữa')).status).toBe(422);
      expect((await upload(t, `/orders/${plain.id}/complaint`, plain.b.token, 1, 'ngắn')).status).toBe(400);
      expect((await upload(t, `/orders/${plain.id}/complaint`, plain.b.token, 0, 'Hộp bị móp, thiếu một khiên')).status).toBe(400);
      t.clock.advance(days(1) + 1000);
      late.b.token = await tokenFor(t, late.b.user);
      expect((await upload(t, `/orders/${late.id}/complaint`, late.b.token, 1, 'Hộp bị móp, thiếu một khiên')).status).toBe(422);
      t.clock.advance(days(3));
      await runJobs(t);
      expect((await orderRow(t, plain.id)).status).toBe('delivered');
      t.clock.advance(days(1));
      await runJobs(t);
      expect((await orderRow(t, plain.id)).status).toBe('completed');
      expect((await orderRow(t, late.id)).status).toBe('completed');
      expect((await orderRow(t, complained.id)).status).toBe('delivered');
      expect((await kitRow(t, plain.s.kits[0]!.id)).ownerId).toBe(plain.b.user.id);
      await expectLedgerClean(t);
    });
  });

  describe('complaints decided by a moderator', () => {
    async function complainedOrder(price = 500_000) {
      const o = await orderAt('delivered', price);
      expect((await upload(t, `/orders/${o.id}/complaint`, o.b.token, 1, 'Mô hình bị thiếu chân trái')).status).toBe(201);
      return o;
    }

    it('only staff decide; refund → order canceled, buyer refunded, kit back to the seller; audit row', async () => {
      const mod = await signedInUser(t, { role: 'moderator' });
      const o = await complainedOrder();
      expect((await api(t, 'POST', `/moderator/orders/${o.id}/complaint/decision`, o.b.token, { decision: 'refund' })).status).toBe(403);
      expect((await api(t, 'POST', `/moderator/orders/${o.id}/complaint/decision`, o.s.token, { decision: 'refund' })).status).toBe(403);
      const list = await api(t, 'GET', '/moderator/complaints', mod.token);
      expect(list.body.items.some((c: any) => c.order.id === o.id)).toBe(true);
      const r = await api(t, 'POST', `/moderator/orders/${o.id}/complaint/decision`, mod.token, {
        decision: 'refund',
        note: 'Người bán gửi thiếu hàng',
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'canceled', complaint: { status: 'refunded' } });
      expect(await memberBalances(t.database.db, o.b.user.id)).toMatchObject({ available: 10_000_000, held: 0 });
      expect(await kitRow(t, o.s.kits[0]!.id)).toMatchObject({ status: 'in_store', ownerId: o.s.user.id });
      const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, o.id));
      expect(audit[0]).toMatchObject({ action: 'complaint.decide', actorId: mod.user.id });
      expect((await api(t, 'POST', `/moderator/orders/${o.id}/complaint/decision`, mod.token, { decision: 'release' })).status).toBe(409);
      await expectLedgerClean(t);
    });

    it('partial refund: the buyer gets the amount back, keeps the kit, the seller gets the rest', async () => {
      const mod = await signedInUser(t, { role: 'admin' });
      const o = await complainedOrder(600_000);
      const row = await orderRow(t, o.id);
      expect(
        (await api(t, 'POST', `/moderator/orders/${o.id}/complaint/decision`, mod.token, { decision: 'partial_refund', amount: 600_001 }))
          .status,
      ).toBe(400);
      const r = await api(t, 'POST', `/moderator/orders/${o.id}/complaint/decision`, mod.token, {
        decision: 'partial_refund',
        amount: 100_000,
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'completed', complaint: { status: 'partially_refunded', refund_amount: 100_000 } });
      expect(await memberBalances(t.database.db, o.b.user.id)).toMatchObject({
        available: 10_000_000 - row.totalAmount + 100_000,
        held: 0,
      });
      expect(await memberBalances(t.database.db, o.s.user.id)).toMatchObject({ available: 500_000, pending: 0 });
      expect((await kitRow(t, o.s.kits[0]!.id)).ownerId).toBe(o.b.user.id);
      await expectLedgerClean(t);
    });

    it('release: completes as a normal completion', async () => {
      const mod = await signedInUser(t, { role: 'moderator' });
      const o = await complainedOrder();
      expect((await api(t, 'POST', `/orders/${o.id}/receipt`, o.b.token)).status).toBe(422);
      const r = await api(t, 'POST', `/moderator/orders/${o.id}/complaint/decision`, mod.token, { decision: 'release' });
      expect(r.body).toMatchObject({ status: 'completed', complaint: { status: 'released' } });
      expect((await memberBalances(t.database.db, o.s.user.id)).available).toBe(500_000);
      await expectLedgerClean(t);
    });
  });

  describe('reading', () => {
    it('lists by role, type and status tab; detail only for the parties and staff', async () => {
      const { s, b, id } = await orderAt('packaging');
      const mine = await api(t, 'GET', '/orders?role=buyer&type=regular&status=packaging', b.token);
      expect(mine.status).toBe(200);
      expect(mine.body.items.map((o: any) => o.id)).toEqual([id]);
      expect(mine.body.counts).toMatchObject({ all: 1, packaging: 1 });
      expect((await api(t, 'GET', '/orders?role=buyer&type=exchange', b.token)).body.total).toBe(0);
      const shop = await api(t, 'GET', '/orders?role=seller&status=all', s.token);
      expect(shop.body.items[0]).toMatchObject({ id, status_label: 'Đang đóng gói', buyer: { id: b.user.id } });
      expect((await api(t, 'GET', '/orders?role=seller', b.token)).status).toBe(403);
      expect((await api(t, 'GET', '/orders?status=bogus', b.token)).status).toBe(400);
      const stranger = await signedInUser(t);
      expect((await api(t, 'GET', `/orders/${id}`, stranger.token)).status).toBe(404);
      expect((await api(t, 'POST', `/orders/${id}/cancel`, stranger.token, {})).status).toBe(404);
      const mod = await signedInUser(t, { role: 'moderator' });
      const staff = await api(t, 'GET', `/orders/${id}`, mod.token);
      expect(staff.body).toMatchObject({ viewer_role: 'staff', actions: { can_cancel: false, can_pack: false } });
      const seller = await api(t, 'GET', `/orders/${id}`, s.token);
      expect(seller.body).toMatchObject({ viewer_role: 'seller', actions: { can_pack: true }, ship_to: { full_name: 'Nguyễn Văn An' } });
      expect(seller.body.items[0]).toMatchObject({ kit_id: s.kits[0]!.id, price: 500_000 });
      expect((await api(t, 'GET', '/shop/transactions', b.token)).status).toBe(403);
    });

    it('shop transactions, report and CSV, and the dashboard revenue', async () => {
      const o = await orderAt('delivered', 700_000);
      await api(t, 'POST', `/orders/${o.id}/receipt`, o.b.token);
      const tx = await api(t, 'GET', '/shop/transactions', o.s.token);
      expect(tx.status).toBe(200);
      expect(tx.body.items.map((i: any) => [i.kind, i.amount])).toEqual([
        ['sale_income', 700_000],
        ['sale_pending', -700_000],
        ['sale_pending', 700_000],
      ]);
      expect(tx.body).toMatchObject({ available_balance: 700_000, pending_balance: 0 });
      const rep = await api(t, 'GET', '/shop/reports', o.s.token);
      expect(rep.status).toBe(200);
      expect(rep.body).toMatchObject({ completed_orders: 1, gross_revenue: 700_000, net_revenue: 700_000 });
      expect(rep.body.per_day).toHaveLength(30);
      expect(rep.body.top_kits[0]).toMatchObject({ orders: 1, revenue: 700_000 });
      expect((await api(t, 'GET', '/shop/reports?from=2026-12-01&to=2026-11-01', o.s.token)).status).toBe(400);
      const csv = await t.app.inject({ method: 'GET', url: '/api/v1/shop/reports.csv', headers: { authorization: `Bearer ${o.s.token}` } });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(csv.body).toContain('Mã đơn,Ngày đặt,Trạng thái');
      expect(csv.body).toContain('Hoàn tất');
      const rev = await api(t, 'GET', '/shop/revenue', o.s.token);
      expect(rev.body).toMatchObject({ revenue_total: 700_000, revenue_this_month: 700_000 });
      const dash = await api(t, 'GET', '/sellers/me/dashboard', o.s.token);
      expect(dash.body).toMatchObject({ total_income: 700_000, completed_orders_count: 1 });
      await expectLedgerClean(t);
    });

    it('a seller without a pickup address cannot be checked out', async () => {
      const s = await sellerWithKits(t, 1);
      const { userAddresses } = await import('../../db/schema.js');
      await t.database.db.delete(userAddresses).where(eq(userAddresses.userId, s.user.id));
      const b = await buyer(t);
      const q = await quote(t, b.token, b.address.id, [s.kits[0]!.id]);
      expect(q.body.groups[0]).toMatchObject({ shippable: false });
      expect(q.body.can_checkout).toBe(false);
      const r = await checkout(t, b, [s.kits[0]!.id], { expected: 500_000 });
      expect(r.status).toBe(422);
      await addAddress(t, s.user.id, { pickup: true });
    });
  });
});
