import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { buyer, checkout, sellerWithKits } from '../../../test/support/orders.js';
import { ESCROW_SHARDS, platformBalance } from '../ledger/index.js';

/**
 * The platform escrow in shards (ADR 0007, issue 12 §9): checkouts no longer all update one row.
 * Real checkouts through HTTP: different buyers land on different shards, one checkout (one
 * transaction, several shops) stays on one shard, and the reconciliation (escrow = − sellers'
 * pending income of open orders) stays exact because the escrow is read as the sum of its shards.
 */
describe('the escrow in shards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const escrowRows = async () => {
    const res = await t.database.db.execute(
      sql`select shard, balance from ledger_accounts where owner_id is null and kind = 'escrow' order by shard`,
    );
    return (res as unknown as { rows: { shard: number; balance: string }[] }).rows.map((r) => ({
      shard: Number(r.shard),
      balance: Number(r.balance),
    }));
  };

  it('has ESCROW_SHARDS rows, spreads buyers over them and reads the escrow as their sum', async () => {
    expect((await escrowRows()).map((r) => r.shard)).toEqual(Array.from({ length: ESCROW_SHARDS }, (_, i) => i));
    const s = await sellerWithKits(t, 16, 300_000);
    for (const kit of s.kits) {
      const b = await buyer(t, 1_000_000);
      expect((await checkout(t, b, [kit.id])).status).toBe(201);
    }
    const rows = await escrowRows();
    expect(rows.filter((r) => r.balance !== 0).length).toBeGreaterThan(1);
    const escrow = await platformBalance(t.database.db, 'escrow');
    expect(escrow).toBe(rows.reduce((sum, r) => sum + r.balance, 0));
    expect(escrow).toBeLessThan(0);
    await expectLedgerClean(t);
  });

  it('keeps one checkout of several shops (one transaction) on one shard', async () => {
    const shops = [await sellerWithKits(t, 1, 200_000), await sellerWithKits(t, 1, 250_000), await sellerWithKits(t, 1, 300_000)];
    const b = await buyer(t, 5_000_000);
    const before = await escrowRows();
    const r = await checkout(
      t,
      b,
      shops.map((s) => s.kits[0]!.id),
    );
    expect(r.status).toBe(201);
    expect(r.body.orders).toHaveLength(3);
    const moved = (await escrowRows()).filter((row, i) => row.balance !== before[i]!.balance);
    expect(moved).toHaveLength(1);
    await expectLedgerClean(t);
  });
});
