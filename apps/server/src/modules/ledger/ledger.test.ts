import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { createUser } from '../../../test/fixtures.js';
import { memberBalances, platformBalance, postJournal } from './ledger.service.js';
import { reconcile } from './reconciliation.js';
import { expectLedgerClean, fundMember } from '../../../test/support/ledger.js';
import { sql } from 'drizzle-orm';

const spend = (t: TestApp, userId: string, amount: number, key: string) =>
  t.database.db.transaction((tx) =>
    postJournal(tx, {
      kind: 'plan_purchase',
      postingKey: key,
      lines: [
        { account: { owner: userId, kind: 'available' }, amount: -amount },
        { account: { platform: 'revenue' }, amount },
      ],
    }),
  );

describe('the ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('posts a balanced journal, moves cached balances and stays reconciled', async () => {
    const u = await createUser(t);
    await fundMember(t, u.id, 500_000);
    await spend(t, u.id, 200_000, `spend-1-${u.id}`);
    expect(await memberBalances(t.database.db, u.id)).toEqual({ available: 300_000, held: 0, pending: 0 });
    expect(await platformBalance(t.database.db, 'revenue')).toBe(200_000);
    await expectLedgerClean(t);
  });

  it('posts a journal exactly once per posting key', async () => {
    const u = await createUser(t);
    await fundMember(t, u.id, 100_000);
    const first = await spend(t, u.id, 10_000, `once-${u.id}`);
    const second = await spend(t, u.id, 10_000, `once-${u.id}`);
    expect(first.duplicate).toBe(false);
    expect(second).toEqual({ journalId: first.journalId, duplicate: true });
    expect((await memberBalances(t.database.db, u.id)).available).toBe(90_000);
  });

  it('refuses a debit beyond the balance and writes nothing of it', async () => {
    const u = await createUser(t);
    await fundMember(t, u.id, 50_000);
    const revenueBefore = await platformBalance(t.database.db, 'revenue');
    await expect(spend(t, u.id, 50_001, `too-much-${u.id}`)).rejects.toMatchObject({ code: 'insufficient_funds', status: 422 });
    expect((await memberBalances(t.database.db, u.id)).available).toBe(50_000);
    expect(await platformBalance(t.database.db, 'revenue')).toBe(revenueBefore);
    const journals = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_journals where posting_key = ${`too-much-${u.id}`}`,
    );
    expect((journals as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses journals that do not balance or use fractions', async () => {
    const u = await createUser(t);
    await expect(
      t.database.db.transaction((tx) =>
        postJournal(tx, {
          kind: 'x',
          postingKey: `bad-${u.id}`,
          lines: [
            { account: { owner: u.id, kind: 'available' }, amount: 10 },
            { account: { platform: 'revenue' }, amount: -9 },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    await expect(
      t.database.db.transaction((tx) =>
        postJournal(tx, {
          kind: 'x',
          postingKey: `frac-${u.id}`,
          lines: [
            { account: { owner: u.id, kind: 'available' }, amount: 0.5 },
            { account: { platform: 'revenue' }, amount: -0.5 },
          ],
        }),
      ),
    ).rejects.toThrow(/integers/);
  });

  it('the database itself refuses a negative member balance (CHECK)', async () => {
    const u = await createUser(t);
    await fundMember(t, u.id, 1_000);
    await expect(
      t.database.db.execute(sql`update ledger_accounts set balance = -1 where owner_id = ${u.id} and kind = 'available'`),
    ).rejects.toThrow();
  });

  it('reconciliation notices a cached balance that drifted from its lines', async () => {
    const u = await createUser(t);
    await fundMember(t, u.id, 70_000);
    await t.database.db.execute(sql`update ledger_accounts set balance = balance + 1 where owner_id = ${u.id} and kind = 'available'`);
    const report = await reconcile(t.database.db, t.clock.now());
    expect(report.clean).toBe(false);
    expect(report.problems.join('\n')).toMatch(/số dư 70001 ≠ tổng các dòng 70000/);
    await t.database.db.execute(sql`update ledger_accounts set balance = balance - 1 where owner_id = ${u.id} and kind = 'available'`);
    await expectLedgerClean(t);
  });
});

describe.runIf(process.env.DATABASE_URL)('the ledger under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('100 concurrent debits against a small balance: exactly the affordable number succeed, never negative', async () => {
    const u = await createUser(t);
    await fundMember(t, u.id, 100_000);
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => spend(t, u.id, 30_000, `race-${u.id}-${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'insufficient_funds' });
    expect((await memberBalances(t.database.db, u.id)).available).toBe(10_000);
    await expectLedgerClean(t);
  });

  it('two members paying each other at once never deadlock', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await fundMember(t, a.id, 1_000_000);
    await fundMember(t, b.id, 1_000_000);
    const pay = (from: string, to: string, i: number) =>
      t.database.db.transaction((tx) =>
        postJournal(tx, {
          kind: 'transfer',
          postingKey: `x-${from}-${i}`,
          lines: [
            { account: { owner: from, kind: 'available' }, amount: -1_000 },
            { account: { owner: to, kind: 'available' }, amount: 1_000 },
          ],
        }),
      );
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? pay(a.id, b.id, i) : pay(b.id, a.id, i))));
    const [ba, bb] = [await memberBalances(t.database.db, a.id), await memberBalances(t.database.db, b.id)];
    expect(ba.available + bb.available).toBe(2_000_000);
    expect(ba.available).toBe(1_000_000);
    await expectLedgerClean(t);
  });
});
