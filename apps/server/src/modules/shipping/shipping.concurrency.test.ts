import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { days } from '../../lib/clock.js';
import { enqueueJob } from '../../lib/jobs.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { orderEvents } from '../../db/schema.js';

import { shipmentEvents, shipments } from './shipping.schema.js';
import { createPackagingOrder, orderRow } from '../../../test/support/shipping.js';

/** Poll, webhook and dev calls may sync the same shipment at once: each step still applies once. */
describe.runIf(process.env.DATABASE_URL)('carrier updates racing on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-02T01:00:00.000Z' });
  });
  afterAll(async () => t.close());

  it('20 concurrent syncs of a delivered parcel move the order once', async () => {
    const o = await createPackagingOrder(t);
    await enqueueJob(t.database.db, 'orders.create_shipment', { orderId: o.order.id });
    await runJobs(t);
    const [s] = await t.database.db.select().from(shipments).where(eq(shipments.orderId, o.order.id));
    t.clock.advance(days(4));
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => t.app.modules.shipping.syncShipment(s!)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(results.reduce((n, r) => n + (r.status === 'fulfilled' ? r.value : 0), 0)).toBe(4);
    const applied = (
      await t.database.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, s!.id)).orderBy(asc(shipmentEvents.id))
    ).filter((e) => e.outcome === 'applied');
    expect(applied.map((e) => e.status)).toEqual(['ready_to_pick', 'picking', 'picked', 'delivering', 'delivered']);
    expect((await orderRow(t, o.order.id)).status).toBe('delivered');
    const actions = (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.order.id))).map((e) => e.action).sort();
    expect(actions).toEqual(['delivered', 'shipped']);
    await expectLedgerClean(t);
  });

  it('returned raced against delivered: exactly one wins, and the money moves at most once', async () => {
    const o = await createPackagingOrder(t);
    await enqueueJob(t.database.db, 'orders.create_shipment', { orderId: o.order.id });
    await runJobs(t);
    const [s] = await t.database.db.select().from(shipments).where(eq(shipments.orderId, o.order.id));
    const at = t.clock.now();
    const race = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.database.db.transaction((tx) =>
          t.app.modules.shipping.applyCarrierUpdate(
            tx,
            {
              trackingCode: s!.trackingCode,
              status: i % 2 ? 'returned' : 'delivered',
              carrierStatus: i % 2 ? 'returned' : 'delivered',
              occurredAt: at,
            },
            { now: at },
          ),
        ),
      ),
    );
    expect(race.filter((r) => r.outcome === 'applied')).toHaveLength(1);
    const status = (await orderRow(t, o.order.id)).status;
    expect(['delivered', 'failed']).toContain(status);
    await expectLedgerClean(t);
  });
});
