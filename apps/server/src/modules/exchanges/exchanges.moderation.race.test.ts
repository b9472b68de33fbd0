import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { carrierStep, confirmReceipt, kitRow, packOrder, tradeInPackaging } from '../../../test/support/exchanges.js';
import { decide } from '../../../test/support/exchange-moderation.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { staffAuditLog } from '../../db/schema.js';
import { ledgerJournals, memberBalances } from '../ledger/index.js';
import { shipments } from '../shipping/index.js';

/**
 * A moderator's decision against the sides (PostgreSQL; PGlite runs one statement at a time and
 * cannot race): the refund and the last receipt confirmation both lock the trade first, so exactly
 * one of them ends it — failed (everything back) or completed (kits swapped, compensation released)
 * — and the money moves for that outcome only; two moderators deciding at once → one decision (a
 * return against a complete: the return parcels are booked only when the return won).
 */
describe.runIf(process.env.DATABASE_URL)('exchange moderator decisions under contention (PostgreSQL)', () => {
  let t: TestApp;
  let mod: Awaited<ReturnType<typeof signedInUser>>;
  let mod2: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-12-10T02:00:00.000Z' });
    mod = await signedInUser(t, { role: 'moderator' });
    mod2 = await signedInUser(t, { role: 'admin' });
  });
  afterAll(async () => t.close());

  async function bothDelivered(amount: number) {
    const tr = await tradeInPackaging(t, { payer: 'offerer', amount });
    expect((await packOrder(t, tr.a.token, tr.toOfferer)).status).toBe(200);
    expect((await packOrder(t, tr.b.token, tr.toPoster)).status).toBe(200);
    for (const oid of [tr.toPoster, tr.toOfferer]) expect(await carrierStep(t, oid, 'delivered')).toBe(true);
    return tr;
  }

  /** Both parcels really with the carrier (the simulated one) and delivered: a return has something to book back. */
  async function bothDeliveredWithParcels(amount: number) {
    const tr = await tradeInPackaging(t, { payer: 'offerer', amount });
    expect((await packOrder(t, tr.a.token, tr.toOfferer)).status).toBe(200);
    expect((await packOrder(t, tr.b.token, tr.toPoster)).status).toBe(200);
    await runJobs(t);
    for (const oid of [tr.toPoster, tr.toOfferer]) {
      const [s] = await t.database.db.select().from(shipments).where(eq(shipments.orderId, oid));
      const r = await call(t.app, 'POST', `/api/v1/dev/carrier/${s!.trackingCode}/script`, { body: { outcome: 'advance' } });
      expect(r.body.shipment_status).toBe('delivered');
    }
    return tr;
  }

  it.each([1, 2, 3, 4, 5])('round %i: a refund racing the last receipt confirmation → exactly one outcome', async () => {
    const { a, b, id, fees, toPoster, toOfferer } = await bothDelivered(30_000);
    expect((await confirmReceipt(t, a.token, id)).status).toBe(200);
    const [refund, receipt] = await Promise.all([decide(t, mod.token, id, 'refund'), confirmReceipt(t, b.token, id)]);
    // exactly one succeeded; the loser is a 409 with a message
    expect([refund.status, receipt.status].sort()).toEqual([200, 409]);
    const final = (await call(t.app, 'GET', `/api/v1/exchanges/${id}`, { token: a.token })).body.status;
    const outcomes = await t.database.db
      .select()
      .from(ledgerJournals)
      .where(like(ledgerJournals.postingKey, `exchange:${id}:compensation:%`));
    const settles = await t.database.db
      .select()
      .from(ledgerJournals)
      .where(inArray(ledgerJournals.postingKey, [`order:${toPoster}:settle`, `order:${toOfferer}:settle`]));
    expect(settles).toHaveLength(2);
    if (refund.status === 200) {
      expect(final).toBe('failed');
      expect(outcomes.map((j) => j.kind).sort()).toEqual(['exchange_compensation_hold', 'exchange_compensation_refund']);
      expect(settles.every((j) => j.kind === 'order_refund')).toBe(true);
      expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: a.user.id, status: 'in_store' });
      expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 30_000 + fees.offerer, held: 0 });
    } else {
      expect(final).toBe('completed');
      expect(outcomes.map((j) => j.kind).sort()).toEqual(['exchange_compensation_hold', 'exchange_compensation_release']);
      expect(settles.every((j) => j.kind === 'order_release')).toBe(true);
      expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
      expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 30_000, held: 0 });
    }
    await expectLedgerClean(t);
  });

  it('two staff members deciding the same trade at once (complete against refund) → one decision, one audit row', async () => {
    const { id } = await bothDelivered(20_000);
    const rs = await Promise.all([decide(t, mod.token, id, 'complete'), decide(t, mod2.token, id, 'refund')]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
    const outcomes = await t.database.db
      .select()
      .from(ledgerJournals)
      .where(like(ledgerJournals.postingKey, `exchange:${id}:compensation:outcome`));
    expect(outcomes).toHaveLength(1);
    await expectLedgerClean(t);
  });

  it.each([1, 2, 3])(
    'round %i: two moderators at once, return against complete → one decision, money and parcels for it only',
    async () => {
      const { a, b, id, fees, toPoster, toOfferer } = await bothDeliveredWithParcels(25_000);
      const [ret, complete] = await Promise.all([decide(t, mod.token, id, 'return'), decide(t, mod2.token, id, 'complete')]);
      expect([ret.status, complete.status].sort()).toEqual([200, 409]);
      await runJobs(t); // the winner's carrier work, if any
      const outcomes = await t.database.db
        .select()
        .from(ledgerJournals)
        .where(like(ledgerJournals.postingKey, `exchange:${id}:compensation:outcome`));
      expect(outcomes).toHaveLength(1);
      const returns = await t.database.db
        .select()
        .from(shipments)
        .where(inArray(shipments.orderId, [toPoster, toOfferer]));
      const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, id));
      expect(audit).toHaveLength(1);
      if (ret.status === 200) {
        expect(audit[0]!.action).toBe('exchange.return');
        expect(outcomes[0]!.kind).toBe('exchange_compensation_refund');
        expect(returns.filter((s) => s.kind === 'return')).toHaveLength(2);
        expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: a.user.id, status: 'in_store' });
        expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 25_000 + fees.offerer, held: 0 });
      } else {
        expect(audit[0]!.action).toBe('exchange.complete');
        expect(outcomes[0]!.kind).toBe('exchange_compensation_release');
        expect(returns.filter((s) => s.kind === 'return')).toHaveLength(0);
        expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
        expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 25_000, held: 0 });
      }
      await expectLedgerClean(t);
    },
  );
});
