import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../ledger/index.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { openOrderKits, orders } from './orders.schema.js';
import { buyer, checkout, kitRow, quote, sellerWithKits } from '../../../test/support/orders.js';

describe.runIf(process.env.DATABASE_URL)('checkout under contention (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('50 buyers racing for one kit: exactly one order, 49 clean refusals, money untouched for the losers', async () => {
    const s = await sellerWithKits(t, 1, 800_000);
    const kitId = s.kits[0]!.id;
    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push(await buyer(t, 2_000_000));
    const q = await quote(t, buyers[0]!.token, buyers[0]!.address.id, [kitId]);
    const total = q.body.grand_total as number;
    const results = await Promise.all(buyers.map((b) => checkout(t, b, [kitId], { expected: total })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.details.reason).toBe('kit_unavailable');
    expect(Number((await t.database.db.select({ n: count() }).from(orders).where(eq(orders.sellerId, s.user.id)))[0]!.n)).toBe(1);
    expect(await t.database.db.select().from(openOrderKits).where(eq(openOrderKits.kitId, kitId))).toHaveLength(1);
    expect((await kitRow(t, kitId)).status).toBe('processing');
    const winner = buyers[results.findIndex((r) => r.status === 201)]!;
    for (const b of buyers) {
      const bal = await memberBalances(t.database.db, b.user.id);
      expect(bal.available + bal.held).toBe(2_000_000);
      expect(bal.held).toBe(b === winner ? total : 0);
    }
    await expectLedgerClean(t);
  });

  it('buyers sharing sellers in crossed orders do not deadlock', async () => {
    const a = await sellerWithKits(t, 10, 100_000);
    const b = await sellerWithKits(t, 10, 100_000);
    const people = [];
    for (let i = 0; i < 10; i++) people.push(await buyer(t, 5_000_000));
    const runs = people.map(async (p, i) => {
      const ids = i % 2 ? [a.kits[i]!.id, b.kits[i]!.id] : [b.kits[i]!.id, a.kits[i]!.id];
      const q = await quote(t, p.token, p.address.id, ids);
      return checkout(t, p, ids, { expected: q.body.grand_total });
    });
    const res = await Promise.all(runs);
    expect(res.map((r) => r.status)).toEqual(Array(10).fill(201));
    await expectLedgerClean(t);
  });
});
