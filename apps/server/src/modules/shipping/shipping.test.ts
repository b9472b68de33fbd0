import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { hanoi, hanoi2, hcm } from '../../../test/support/carrier.js';
import type { CarrierStatusUpdate, ShipmentStatus } from '../../integrations/carrier/types.js';
import { days, hours, minutes } from '../../lib/clock.js';
import { enqueueJob } from '../../lib/jobs.js';
import { memberBalances } from '../ledger/index.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { notifications } from '../../db/schema.js';
import { orderEvents } from '../../db/schema.js';
import { shipmentForOrder } from './index.js';
import { simulatedParcels } from '../../integrations/carrier/simulated.schema.js';
import { shipmentEvents, shipments } from './shipping.schema.js';
import { createPackagingOrder, orderRow } from '../../../test/support/shipping.js';

const shipmentOf = async (t: TestApp, orderId: string) =>
  (await t.database.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]!;
const eventsOf = async (t: TestApp, shipmentId: string) =>
  t.database.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId)).orderBy(asc(shipmentEvents.id));
const orderActions = async (t: TestApp, orderId: string) =>
  (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))).map(
    (e) => e.action,
  );

async function shipped(t: TestApp, opts: Parameters<typeof createPackagingOrder>[1] = {}) {
  const o = await createPackagingOrder(t, opts);
  await enqueueJob(t.database.db, 'orders.create_shipment', { orderId: o.order.id });
  await runJobs(t);
  const s = await shipmentOf(t, o.order.id);
  return { ...o, shipment: s };
}

const apply = (t: TestApp, trackingCode: string, status: ShipmentStatus, at: Date, carrierStatus: string = status) =>
  t.database.db.transaction((tx) =>
    t.app.modules.shipping.applyCarrierUpdate(tx, { trackingCode, status, carrierStatus, occurredAt: at } satisfies CarrierStatusUpdate, {
      now: t.clock.now(),
    }),
  );

describe('shipments with the simulated carrier', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-02T01:00:00.000Z' });
  });
  afterAll(async () => t.close());

  it('creates one parcel and one shipment per order, however often the job runs', async () => {
    const o = await createPackagingOrder(t, {
      from: hanoi,
      to: hanoi2,
      items: [
        { name: 'HG Aerial', price: 450_000, weightGrams: 400 },
        { name: 'RG Zaku II', price: 650_000, weightGrams: 500 },
      ],
    });
    await enqueueJob(t.database.db, 'orders.create_shipment', { orderId: o.order.id });
    await runJobs(t);
    // a retried job (e.g. a crash before `done`) and a second enqueue change nothing
    await enqueueJob(t.database.db, 'orders.create_shipment', { orderId: o.order.id });
    await runJobs(t);
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.orderId, o.order.id));
    expect(rows).toHaveLength(1);
    const s = rows[0]!;
    // same province, 900 g: 22.000 + 5.000; declared value 1.100.000 ₫ → insurance 0,5 % = 5.500 → 6.000 ₫
    expect(s).toMatchObject({ carrier: 'simulated', status: 'ready_to_pick', statusRank: 0, fee: 33_000 });
    expect(s.trackingCode).toMatch(/^SIM[0-9A-F]{10}$/);
    expect(s.expectedDeliveryAt!.getTime()).toBe(t.clock.now().getTime() + days(2));
    const parcels = await t.database.db.select().from(simulatedParcels).where(eq(simulatedParcels.trackingCode, s.trackingCode));
    expect(parcels).toHaveLength(1);
    const view = await shipmentForOrder(t.database.db, o.order.id);
    expect(view).toMatchObject({
      carrier: 'simulated',
      carrier_label: 'Vận chuyển mô phỏng',
      tracking_code: s.trackingCode,
      status: 'ready_to_pick',
      status_label: 'Chờ lấy hàng',
      fee: 33_000,
      tracking_url: null,
    });
    expect(view!.events.map((e) => e.status)).toEqual(['ready_to_pick']);
    const note = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, o.buyer.id));
    expect(note.map((n) => n.title)).toContain(`Đơn hàng ${o.order.code} đã có mã vận đơn`);
    expect((await orderRow(t, o.order.id)).status).toBe('packaging');
  });

  it('creates nothing for an order that is not in packaging', async () => {
    const o = await createPackagingOrder(t, { status: 'pending' });
    await enqueueJob(t.database.db, 'orders.create_shipment', { orderId: o.order.id });
    await runJobs(t);
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, o.order.id))).toHaveLength(0);
  });

  it('follows the timeline as the test clock moves: the poll job moves shipment and order', async () => {
    const { order, shipment } = await shipped(t, { from: hanoi, to: hcm });
    const start = t.clock.now().getTime();
    t.clock.advance(hours(2) + minutes(1));
    await runJobs(t);
    expect((await shipmentOf(t, order.id)).status).toBe('picking');
    expect((await orderRow(t, order.id)).status).toBe('packaging');
    t.clock.advance(hours(4));
    await runJobs(t);
    expect((await shipmentOf(t, order.id)).status).toBe('picked');
    expect((await orderRow(t, order.id)).status).toBe('delivering');
    t.clock.set(new Date(start + days(2) + minutes(1)));
    await runJobs(t);
    expect((await shipmentOf(t, order.id)).status).toBe('delivering');
    t.clock.set(new Date(start + days(3) + minutes(1)));
    await runJobs(t);
    const o = await orderRow(t, order.id);
    expect(o.status).toBe('delivered');
    // the order's delivery time is the carrier's, not the poll's
    expect(o.deliveredAt!.getTime()).toBe(start + days(3));
    const view = await shipmentForOrder(t.database.db, order.id);
    expect(view!.status_label).toBe('Đã giao hàng');
    expect(view!.events.map((e) => e.status)).toEqual(['ready_to_pick', 'picking', 'picked', 'delivering', 'delivered']);
    // polling again records nothing new: the history is not re-applied
    const before = (await eventsOf(t, shipment.id)).length;
    t.clock.advance(hours(1));
    await runJobs(t);
    expect(await eventsOf(t, shipment.id)).toHaveLength(before);
    expect(await orderActions(t, order.id)).toEqual(['shipped', 'delivered']);
    await expectLedgerClean(t);
  });

  it('applies updates in rank order: duplicates and late ones are recorded and ignored', async () => {
    const { order, shipment } = await shipped(t);
    const at = t.clock.now();
    const code = shipment.trackingCode;
    expect((await apply(t, code, 'picking', at)).outcome).toBe('applied');
    expect((await apply(t, code, 'picked', new Date(at.getTime() + 1000), 'storing')).outcome).toBe('applied');
    expect((await apply(t, code, 'picked', new Date(at.getTime() + 2000), 'transporting')).outcome).toBe('duplicate');
    expect((await apply(t, code, 'picking', new Date(at.getTime() - 1000))).outcome).toBe('stale');
    expect((await apply(t, code, 'ready_to_pick', at)).outcome).toBe('stale');
    const s = await shipmentOf(t, order.id);
    expect(s).toMatchObject({ status: 'picked', carrierStatus: 'storing', statusRank: 2 });
    expect((await eventsOf(t, shipment.id)).map((e) => [e.status, e.outcome])).toEqual([
      ['ready_to_pick', 'applied'],
      ['picking', 'applied'],
      ['picked', 'applied'],
      ['picked', 'duplicate'],
      ['picking', 'stale'],
      ['ready_to_pick', 'stale'],
    ]);
    expect((await orderRow(t, order.id)).status).toBe('delivering');
    expect(await orderActions(t, order.id)).toEqual(['shipped']);
    expect((await apply(t, 'SIM-NOPE', 'delivered', at)).outcome).toBe('unknown');
  });

  it('passes a jump picking → delivered through once; nothing moves a delivered shipment', async () => {
    const { order, shipment } = await shipped(t);
    const code = shipment.trackingCode;
    const at = t.clock.now();
    await apply(t, code, 'picking', at);
    expect((await orderRow(t, order.id)).status).toBe('packaging');
    const r = await apply(t, code, 'delivered', new Date(at.getTime() + hours(5)));
    expect(r).toMatchObject({ outcome: 'applied', orderMoved: true });
    const o = await orderRow(t, order.id);
    expect(o.status).toBe('delivered');
    expect(o.autoCompleteAt!.getTime()).toBe(at.getTime() + hours(5) + days(7));
    expect((await apply(t, code, 'delivered', new Date(at.getTime() + hours(6)))).outcome).toBe('duplicate');
    expect((await apply(t, code, 'delivering', at)).outcome).toBe('stale');
    // a return reported after delivery does not fail a delivered order
    expect((await apply(t, code, 'returned', new Date(at.getTime() + days(1)))).outcome).toBe('stale');
    expect((await orderRow(t, order.id)).status).toBe('delivered');
    expect(await orderActions(t, order.id)).toEqual(['delivered']);
    await expectLedgerClean(t);
  });

  it('a failed delivery keeps the order on its way; only the return fails it and refunds the buyer', async () => {
    const { order, shipment, buyer, total } = await shipped(t, { from: hanoi, to: hcm });
    const code = shipment.trackingCode;
    const start = t.clock.now().getTime();
    const r = await call(t.app, 'POST', `/api/v1/dev/carrier/${code}/script`, { body: { outcome: 'fail' } });
    expect(r.status).toBe(200);
    expect(r.body.script.map((s: { status: string }) => s.status)).toEqual([
      'ready_to_pick',
      'picking',
      'picked',
      'delivering',
      'delivery_failed',
      'returning',
      'returned',
    ]);
    t.clock.set(new Date(start + days(3) + minutes(1)));
    await runJobs(t);
    expect((await shipmentOf(t, order.id)).status).toBe('delivery_failed');
    expect((await orderRow(t, order.id)).status).toBe('delivering');
    const buyerNotes = (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, buyer.id))).map(
      (n) => n.title,
    );
    expect(buyerNotes).toContain(`Đơn hàng ${order.code} chuẩn bị giao lại cho bạn`);
    t.clock.advance(hours(6));
    await runJobs(t);
    expect((await shipmentOf(t, order.id)).status).toBe('returning');
    expect((await orderRow(t, order.id)).status).toBe('delivering');
    expect((await memberBalances(t.database.db, buyer.id)).held).toBe(total);
    t.clock.advance(days(2));
    await runJobs(t);
    expect((await shipmentOf(t, order.id)).status).toBe('returned');
    expect((await orderRow(t, order.id)).status).toBe('failed');
    const b = await memberBalances(t.database.db, buyer.id);
    expect(b.available).toBe(total);
    expect(b.held).toBe(0);
    const view = await shipmentForOrder(t.database.db, order.id);
    expect(view!.events.map((e) => e.status_label)).toEqual([
      'Chờ lấy hàng',
      'Đang lấy hàng',
      'Đã lấy hàng',
      'Đang giao hàng',
      'Giao hàng không thành công',
      'Đang hoàn hàng',
      'Đã hoàn hàng',
    ]);
    expect(await orderActions(t, order.id)).toEqual(['shipped', 'failed']);
    // the script cannot be changed once the parcel is back
    expect((await call(t.app, 'POST', `/api/v1/dev/carrier/${code}/script`, { body: { outcome: 'deliver' } })).status).toBe(409);
    await expectLedgerClean(t);
  });

  it('a retry after a failed attempt can still deliver', async () => {
    const { order, shipment } = await shipped(t, { from: hanoi, to: hcm });
    const code = shipment.trackingCode;
    const start = t.clock.now().getTime();
    await call(t.app, 'POST', `/api/v1/dev/carrier/${code}/script`, { body: { outcome: 'fail' } });
    t.clock.set(new Date(start + days(3) + minutes(1)));
    await runJobs(t);
    expect((await shipmentOf(t, order.id)).status).toBe('delivery_failed');
    const r = await call(t.app, 'POST', `/api/v1/dev/carrier/${code}/script`, { body: { outcome: 'deliver' } });
    expect(r.status).toBe(200);
    t.clock.advance(hours(6));
    await runJobs(t);
    expect((await shipmentOf(t, order.id)).status).toBe('delivered');
    expect((await orderRow(t, order.id)).status).toBe('delivered');
  });

  it('dev endpoints: advance jumps a parcel to its end at once; advance-all moves every parcel one step', async () => {
    const a = await shipped(t);
    const b = await shipped(t);
    const r = await call(t.app, 'POST', `/api/v1/dev/carrier/${a.shipment.trackingCode}/script`, { body: { outcome: 'advance' } });
    expect(r.status).toBe(200);
    // applied at once, without waiting for the poll: the jump passes straight to delivered
    expect(r.body.shipment_status).toBe('delivered');
    expect((await orderRow(t, a.order.id)).status).toBe('delivered');
    const all = await call(t.app, 'POST', '/api/v1/dev/carrier/advance-all');
    expect(all.status).toBe(200);
    expect(all.body.moved).toContainEqual({ tracking_code: b.shipment.trackingCode, shipment_status: 'picking' });
    expect(all.body.moved.map((m: { tracking_code: string }) => m.tracking_code)).not.toContain(a.shipment.trackingCode);
    await call(t.app, 'POST', '/api/v1/dev/carrier/advance-all');
    expect((await shipmentOf(t, b.order.id)).status).toBe('picked');
    expect((await orderRow(t, b.order.id)).status).toBe('delivering');
    expect((await call(t.app, 'POST', '/api/v1/dev/carrier/SIMNOTHING00/script', { body: { outcome: 'fail' } })).status).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/v1/dev/carrier/${a.shipment.trackingCode}/script`, { body: { outcome: 'explode' } })).status,
    ).toBe(400);
    // the GHN webhook answers nothing while GHN is not configured
    expect(
      (await call(t.app, 'POST', '/api/v1/shipping/ghn/webhook', { body: { OrderCode: a.shipment.trackingCode, ShopID: 1 } })).status,
    ).toBe(404);
    await expectLedgerClean(t);
  });

  it('a packed order whose create job gave up gets it again from the poll', async () => {
    const o = await createPackagingOrder(t);
    // no job: as if the create job had exhausted its retries while the carrier was down
    t.clock.advance(minutes(20));
    await runJobs(t);
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, o.order.id))).toHaveLength(0);
    t.clock.advance(minutes(15));
    await runJobs(t); // the poll queues the create job again
    await runJobs(t);
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, o.order.id))).toHaveLength(1);
  });

  it('a parcel the carrier cannot track does not stop the poll for the others', async () => {
    const broken = await shipped(t);
    const fine = await shipped(t);
    await t.database.db.delete(simulatedParcels).where(eq(simulatedParcels.trackingCode, broken.shipment.trackingCode));
    t.clock.advance(hours(3));
    await runJobs(t);
    expect((await shipmentOf(t, fine.order.id)).status).toBe('picking');
    expect((await shipmentOf(t, broken.order.id)).status).toBe('ready_to_pick');
  });

  it('keeps exactly one poll job scheduled', async () => {
    const { jobs } = await import('../../lib/jobs.schema.js');
    const pending = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'shipping.poll'), eq(jobs.status, 'pending')));
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});

describe('dev carrier endpoints in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:2525', APP_URL: 'https://chogundam.vn' },
    });
  });
  afterAll(async () => t.close());

  it('are not registered', async () => {
    expect(t.app.ctx.config.isProduction).toBe(true);
    expect((await call(t.app, 'POST', '/api/v1/dev/carrier/advance-all')).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/v1/dev/carrier/SIM0000000000/script', { body: { outcome: 'advance' } })).status).toBe(404);
  });
});
