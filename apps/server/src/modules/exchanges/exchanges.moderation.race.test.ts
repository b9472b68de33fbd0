import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { carrierStep, confirmReceipt, kitRow, packOrder, tradeInPackaging } from '../../../test/support/exchanges.js';
import { decide } from '../../../test/support/exchange-moderation.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { ledgerJournals, memberBalances } from '../ledger/index.js';

/**
 * A moderator's decision against the sides (PostgreSQL; PGlite runs one statement at a time and
 * cannot race): the refund and the last receipt confirmation both lock the trade first, so exactly
 * one of them ends it — failed (everything back) or completed (kits swapped, compensation released)
 * — and the money moves for that outcome only; two moderators deciding at once → one decision.
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
});
