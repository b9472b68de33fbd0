import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, runJobs, type TestApp } from './helpers.js';
import { startFakeGhn, type FakeGhn } from './ghn-server.js';
import { hours, minutes } from '../src/lib/clock.js';
import { AppError } from '../src/lib/errors.js';
import { enqueueJob } from '../src/lib/jobs.js';
import { memberBalances } from '../src/modules/ledger/index.js';
import { expectLedgerClean } from './support/ledger.js';
import { shipmentForOrder } from '../src/modules/shipping/index.js';
import { shipmentEvents, shipments } from '../src/modules/shipping/shipping.schema.js';
import { createPackagingOrder, orderRow } from './support/shipping.js';
import { GHN_STATUS_MAP, GhnCarrier, mapGhnStatus } from '../src/integrations/carrier/ghn.js';
import { hanoi, hcm } from './support/carrier.js';

const FEE = '/shiip/public-api/v2/shipping-order/fee';
const CREATE = '/shiip/public-api/v2/shipping-order/create';
const DETAIL = '/shiip/public-api/v2/shipping-order/detail';

describe('GHN adapter against a fake GHN server', () => {
  let t: TestApp;
  let ghn: FakeGhn;
  let now = () => new Date();
  beforeAll(async () => {
    ghn = await startFakeGhn({ now: () => now() });
    t = await createTestApp({
      now: '2026-03-02T01:00:00.000Z',
      env: { GHN_TOKEN: ghn.token, GHN_SHOP_ID: ghn.shopId, GHN_ENDPOINT: ghn.url },
    });
    now = () => t.clock.now();
  });
  afterAll(async () => {
    await t.close();
    await ghn.close();
  });

  const shippedWithGhn = async () => {
    const o = await createPackagingOrder(t, { from: hanoi, to: hcm });
    await enqueueJob(t.database.db, 'orders.create_shipment', { orderId: o.order.id });
    await runJobs(t);
    const [s] = await t.database.db.select().from(shipments).where(eq(shipments.orderId, o.order.id));
    return { ...o, shipment: s! };
  };

  it('is the app carrier when GHN_* are set, and quotes through /fee with Token and ShopId', async () => {
    const c = t.app.ctx.carrier;
    expect(c.name).toBe('ghn');
    const q = await c.quote({ from: hanoi, to: hcm, weightGrams: 1200, valueVnd: 9_000_000 });
    expect(q.fee).toBe(ghn.feeFor(1200));
    const req = ghn.requests.filter((r) => r.path === FEE).at(-1)!;
    expect(req.headers['token']).toBe(ghn.token);
    expect(req.headers['shopid']).toBe(ghn.shopId);
    expect(req.headers['content-type']).toMatch(/application\/json/);
    expect(req.body).toMatchObject({
      service_type_id: 2,
      weight: 1200,
      length: 35,
      width: 25,
      height: 12,
      insurance_value: 5_000_000, // capped at GHN's maximum
      from_province_name: 'Thành phố Hà Nội',
      from_ward_name: 'Phường Ba Đình',
      to_province_name: 'Thành phố Hồ Chí Minh',
      to_ward_name: 'Phường Sài Gòn',
    });
    // no GHN ids are invented for 2025 addresses
    expect(req.body).not.toHaveProperty('to_district_id');
    expect(req.body).not.toHaveProperty('to_ward_code');
  });

  it('turns GHN refusals and a wrong token into a Vietnamese carrier_error, never a crash', async () => {
    const wrong = new GhnCarrier({ token: 'wrong', shopId: ghn.shopId, endpoint: ghn.url }, { fetch, clock: t.clock });
    const err = await wrong.quote({ from: hanoi, to: hcm, weightGrams: 500, valueVnd: 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'carrier_error', status: 502 });
    const down = new GhnCarrier(
      { token: ghn.token, shopId: ghn.shopId, endpoint: 'http://127.0.0.1:9' },
      { fetch, clock: t.clock, timeoutMs: 2000 },
    );
    await expect(down.track('GHNT000001')).rejects.toMatchObject({ code: 'carrier_error', message: expect.stringMatching(/GHN/) });
  });

  it('creates the GHN order from the shipment job with our order code as client_order_code', async () => {
    const { order, shipment } = await shippedWithGhn();
    expect(shipment).toMatchObject({ carrier: 'ghn', status: 'ready_to_pick', fee: ghn.feeFor(700) });
    expect(shipment.trackingCode).toMatch(/^GHNT\d{6}$/);
    expect(shipment.expectedDeliveryAt!.toISOString()).toBe(ghn.orders.get(shipment.trackingCode)!.leadtime);
    const req = ghn.requests.filter((r) => r.path === CREATE).at(-1)!;
    expect(req.headers['token']).toBe(ghn.token);
    expect(req.headers['shopid']).toBe(ghn.shopId);
    expect(req.body).toMatchObject({
      client_order_code: order.code,
      payment_type_id: 1,
      required_note: 'CHOXEMHANGKHONGTHU',
      service_type_id: 2,
      cod_amount: 0,
      weight: 700,
      insurance_value: 850_000,
      to_name: hcm.fullName,
      to_phone: hcm.phoneNumber,
      to_address: '1 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
      to_ward_name: 'Phường Sài Gòn',
      to_province_name: 'Thành phố Hồ Chí Minh',
      from_name: hanoi.fullName,
      from_phone: hanoi.phoneNumber,
      return_phone: hanoi.phoneNumber,
      items: [{ name: 'MG RX-78-2 Gundam Ver.3.0', quantity: 1, weight: 700 }],
    });
    const view = await shipmentForOrder(t.database.db, order.id);
    expect(view).toMatchObject({
      carrier_label: 'Giao Hàng Nhanh (GHN)',
      tracking_url: `https://donhang.ghn.vn/?order_code=${shipment.trackingCode}`,
    });
  });

  it('a retried create finds the first GHN order by client_order_code instead of creating a second', async () => {
    const o = await createPackagingOrder(t);
    const c = t.app.ctx.carrier;
    const input = {
      from: hanoi,
      to: hcm,
      weightGrams: 700,
      valueVnd: 850_000,
      orderCode: o.order.code,
      items: [{ name: 'X', quantity: 1, weightGrams: 700 }],
    };
    const first = await c.createParcel(input);
    const again = await c.createParcel(input);
    expect(again.trackingCode).toBe(first.trackingCode);
    expect(again.fee).toBe(first.fee);
    expect([...ghn.orders.values()].filter((x) => x.client_order_code === o.order.code)).toHaveLength(1);
    expect(ghn.requests.filter((r) => r.path.endsWith('/detail-by-client-code')).at(-1)!.body).toEqual({ client_order_code: o.order.code });
  });

  it('maps every GHN status onto ours', () => {
    const expected: Record<string, string | null> = {
      ready_to_pick: 'ready_to_pick',
      picking: 'picking',
      money_collect_picking: 'picking',
      picked: 'picked',
      storing: 'picked',
      transporting: 'picked',
      sorting: 'picked',
      delivering: 'delivering',
      money_collect_delivering: 'delivering',
      delivered: 'delivered',
      delivery_fail: 'delivery_failed',
      waiting_to_return: 'delivery_failed',
      return: 'returning',
      return_transporting: 'returning',
      return_sorting: 'returning',
      returning: 'returning',
      return_fail: 'returning',
      returned: 'returned',
      cancel: 'canceled',
      exception: null,
      damage: 'canceled',
      lost: 'canceled',
    };
    for (const [raw, ours] of Object.entries(expected)) expect(mapGhnStatus(raw), raw).toBe(ours);
    expect(Object.keys(GHN_STATUS_MAP).sort()).toEqual(Object.keys(expected).sort());
    expect(mapGhnStatus('something_new')).toBeNull();
    expect(mapGhnStatus('constructor')).toBeNull();
  });

  it('tracks through /detail: the log in order, GHN sub-statuses folded, exception skipped', async () => {
    const { shipment } = await shippedWithGhn();
    const code = shipment.trackingCode;
    const at = (h: number) => new Date(t.clock.now().getTime() + hours(h));
    ghn.setStatus(code, 'picking', at(1));
    ghn.setStatus(code, 'picked', at(2));
    ghn.setStatus(code, 'exception', at(3));
    ghn.setStatus(code, 'storing', at(4));
    const updates = await t.app.ctx.carrier.track(code);
    expect(updates.map((u) => [u.carrierStatus, u.status])).toEqual([
      ['picking', 'picking'],
      ['picked', 'picked'],
      ['storing', 'picked'],
    ]);
    expect(updates[0]!.occurredAt.toISOString()).toBe(at(1).toISOString());
    expect(ghn.requests.filter((r) => r.path === DETAIL).at(-1)!.body).toEqual({ order_code: code });
  });

  it('webhook: checks the shop and the tracking code, then applies what GHN’s detail says, not the body', async () => {
    const { order, shipment } = await shippedWithGhn();
    const code = shipment.trackingCode;
    const hook = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/shipping/ghn/webhook', { body });
    expect((await hook({ OrderCode: code, ShopID: 999, Status: 'delivered', Type: 'switch_status' })).status).toBe(403);
    expect((await hook({ OrderCode: 'GHNT999999', ShopID: Number(ghn.shopId), Status: 'delivered' })).status).toBe(404);
    expect((await hook({ ShopID: Number(ghn.shopId) })).status).toBe(400);

    // a forged (or early) webhook claims delivery; GHN's detail says the parcel is only being picked up
    ghn.setStatus(code, 'picking', t.clock.now());
    const r = await hook({
      OrderCode: code,
      ShopID: Number(ghn.shopId),
      Status: 'delivered',
      Type: 'switch_status',
      Time: t.clock.now().toISOString(),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, tracking_code: code, status: 'picking', applied: 1 });
    expect((await orderRow(t, order.id)).status).toBe('packaging');

    // GHN really delivers (jumping over delivering in our view): the next webhook applies it, once
    t.clock.advance(hours(20));
    ghn.setStatus(code, 'transporting', t.clock.now());
    ghn.setStatus(code, 'delivered', new Date(t.clock.now().getTime() + minutes(30)));
    const d = await hook({ OrderCode: code, ShopID: ghn.shopId, Status: 'delivered', Type: 'switch_status' });
    expect(d.body).toMatchObject({ status: 'delivered', applied: 2 });
    expect((await orderRow(t, order.id)).status).toBe('delivered');
    const again = await hook({ OrderCode: code, ShopID: ghn.shopId, Status: 'delivered', Type: 'switch_status' });
    expect(again.body).toMatchObject({ status: 'delivered', applied: 0 });
    const events = await t.database.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, shipment.id))
      .orderBy(asc(shipmentEvents.id));
    expect(events.map((e) => [e.carrierStatus, e.status, e.outcome])).toEqual([
      ['ready_to_pick', 'ready_to_pick', 'applied'],
      ['picking', 'picking', 'applied'],
      ['transporting', 'picked', 'applied'],
      ['delivered', 'delivered', 'applied'],
    ]);
    await expectLedgerClean(t);
  });

  it('webhook is rate-limited per IP', async () => {
    let limited = 0;
    for (let i = 0; i < 305; i++) {
      const r = await call(t.app, 'POST', '/api/v1/shipping/ghn/webhook', {
        body: { OrderCode: 'GHNT000000', ShopID: 1 },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      if (r.status === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });

  it('poll job follows GHN through a failed delivery and the return; the return fails the order and refunds', async () => {
    const { order, shipment, buyer, total } = await shippedWithGhn();
    const code = shipment.trackingCode;
    const step = async (raw: string) => {
      t.clock.advance(hours(3));
      ghn.setStatus(code, raw, t.clock.now());
      t.clock.advance(minutes(5));
      await runJobs(t);
      const s = (await t.database.db.select().from(shipments).where(eq(shipments.id, shipment.id)))[0]!;
      return [s.status, (await orderRow(t, order.id)).status];
    };
    expect(await step('picked')).toEqual(['picked', 'delivering']);
    expect(await step('delivering')).toEqual(['delivering', 'delivering']);
    expect(await step('delivery_fail')).toEqual(['delivery_failed', 'delivering']);
    // a re-delivery attempt is not shown (lower rank) but does not break anything
    expect(await step('delivering')).toEqual(['delivery_failed', 'delivering']);
    expect(await step('waiting_to_return')).toEqual(['delivery_failed', 'delivering']);
    expect(await step('return_transporting')).toEqual(['returning', 'delivering']);
    expect((await memberBalances(t.database.db, buyer.id)).held).toBe(total);
    expect(await step('returned')).toEqual(['returned', 'failed']);
    expect((await memberBalances(t.database.db, buyer.id)).available).toBe(total);
    await expectLedgerClean(t);
  });
});
