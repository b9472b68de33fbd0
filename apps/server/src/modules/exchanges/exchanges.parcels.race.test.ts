import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import {
  accept,
  carrierStep,
  confirmReceipt,
  kitRow,
  offer,
  packOrder,
  payFee,
  postOf,
  trader,
  tradeInPackaging,
} from '../../../test/support/exchanges.js';
import { expectLedgerClean, fundMember } from '../../../test/support/ledger.js';
import { addAddress } from '../../../test/support/orders.js';
import { ledgerJournals, memberBalances } from '../ledger/index.js';
import { orders } from '../orders/index.js';

/**
 * Trade stages 3–4 under real contention (PostgreSQL; PGlite runs one statement at a time and
 * cannot race): both sides confirming receipt at the same instant complete the trade exactly once
 * (kits swapped once, compensation released once); both sides paying their fee at once make the
 * two orders exactly once.
 */
describe.runIf(process.env.DATABASE_URL)('exchange trade stages 3–4 under contention (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-11-01T02:00:00.000Z' });
  });
  afterAll(async () => t.close());

  it.each([1, 2, 3, 4, 5])(
    'round %i: both sides confirm receipt at once — completed once, kits swapped once, money released once',
    async () => {
      const { a, b, id, toPoster, toOfferer } = await tradeInPackaging(t, { payer: 'offerer', amount: 70_000 });
      expect((await packOrder(t, a.token, toOfferer)).status).toBe(200);
      expect((await packOrder(t, b.token, toPoster)).status).toBe(200);
      for (const oid of [toPoster, toOfferer]) expect(await carrierStep(t, oid, 'delivered')).toBe(true);
      const rs = await Promise.all([confirmReceipt(t, a.token, id), confirmReceipt(t, b.token, id)]);
      expect(rs.map((r) => r.status)).toEqual([200, 200]);
      // exactly one of the two saw the other's receipt and completed the trade
      expect(rs.map((r) => r.body.status).sort()).toEqual(['completed', 'packaging']);
      const trade = await call(t.app, 'GET', `/api/v1/exchanges/${id}`, { token: a.token });
      expect(trade.body.status).toBe('completed');
      expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
      expect(await kitRow(t, b.kitIds[0]!)).toMatchObject({ ownerId: a.user.id, status: 'in_store' });
      const released = await t.database.db
        .select()
        .from(ledgerJournals)
        .where(like(ledgerJournals.postingKey, `exchange:${id}:compensation:%`));
      expect(released.map((j) => j.kind).sort()).toEqual(['exchange_compensation_hold', 'exchange_compensation_release']);
      const settles = await t.database.db
        .select()
        .from(ledgerJournals)
        .where(inArray(ledgerJournals.postingKey, [`order:${toPoster}:settle`, `order:${toOfferer}:settle`]));
      expect(settles).toHaveLength(2);
      expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 70_000, held: 0 });
      expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 0, held: 0 });
      await expectLedgerClean(t);
    },
  );

  it('both sides pay their fee at once: the two orders are made once, both fees applied', async () => {
    const a = await trader(t, 1);
    const b = await trader(t, 1);
    const post = await postOf(t, a);
    const o = await offer(t, b.token, post.id, { post_kit_ids: a.kitIds, my_kit_ids: b.kitIds });
    const id = (await accept(t, a.token, o.body.id)).body.id as string;
    const fees: number[] = [];
    for (const who of [a, b]) {
      const addr = await addAddress(t, who.user.id, { pickup: true });
      await call(t.app, 'PUT', `/api/v1/exchanges/${id}/addresses`, {
        token: who.token,
        body: { from_address_id: addr.id, to_address_id: addr.id },
      });
    }
    for (const who of [a, b]) {
      const q = await call(t.app, 'GET', `/api/v1/exchanges/${id}/delivery-fee`, { token: who.token });
      await fundMember(t, who.user.id, q.body.fee);
      fees.push(q.body.fee);
    }
    const rs = await Promise.all([payFee(t, a.token, id, fees[0]!), payFee(t, b.token, id, fees[1]!)]);
    expect(rs.map((r) => r.status)).toEqual([200, 200]);
    const trade = await call(t.app, 'GET', `/api/v1/exchanges/${id}`, { token: a.token });
    expect(trade.body.status).toBe('packaging');
    expect(trade.body.delivery_fees.poster.state).toBe('applied');
    expect(trade.body.delivery_fees.offerer.state).toBe('applied');
    const made = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.buyerId, [a.user.id, b.user.id]));
    expect(made).toHaveLength(2);
    expect(made.every((m) => m.type === 'exchange' && m.status === 'packaging')).toBe(true);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, trade.body.orders.to_poster))).length).toBe(1);
    await expectLedgerClean(t);
  });
});
