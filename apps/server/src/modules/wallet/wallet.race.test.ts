import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { seconds } from '../../lib/clock.js';
import { memberBalances } from '../ledger/index.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import {
  callbackData,
  cancelWithdrawal,
  completeWithdrawal,
  createWalletTestApp,
  idem,
  memberWithAccount,
  pressSandboxButton,
  rejectWithdrawal,
  requestWithdrawal,
  signedCallback,
  type WalletTestApp,
} from '../../../test/support/wallet.js';
import { gatewayCallbacks, topups, withdrawals } from './wallet.schema.js';

// Money commands racing each other: real concurrency needs PostgreSQL (PGlite runs one query at a time).

const CALLBACK = '/api/v1/wallet/topups/zalopay/callback';

describe.runIf(process.env.DATABASE_URL)('top-up callbacks under concurrency (PostgreSQL)', () => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await createWalletTestApp();
  });
  afterAll(async () => t.close());

  it('credits once when the same callback arrives 20 times at once, also racing the status query', async () => {
    const { user, token } = await signedInUser(t);
    const res = await call(t.app, 'POST', '/api/v1/wallet/topups', { token, body: { amount: 1_000_000 }, headers: idem() });
    const [row] = await t.database.db.select().from(topups).where(eq(topups.id, res.body.id));
    // the sandbox records the payment on its side (so the query also sees it) without delivering
    t.dropOwnCalls = true;
    await pressSandboxButton(t, res.body.order_url, 'confirm');
    t.dropOwnCalls = false;
    const body = signedCallback(t, callbackData(row!, { zp_trans_id: 261100042 }));
    t.clock.advance(seconds(61));
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => call(t.app, 'POST', CALLBACK, { body }))),
      runJobs(t),
    ]);
    expect(answers.map((a) => a.body.return_code)).toEqual(Array(20).fill(1));
    expect((await memberBalances(t.database.db, user.id)).available).toBe(1_000_000);
    const outcomes = (await t.database.db.select().from(gatewayCallbacks).where(eq(gatewayCallbacks.appTransId, row!.appTransId))).map(
      (c) => c.outcome,
    );
    expect(outcomes).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'credited').length).toBeLessThanOrEqual(1);
    expect(outcomes.every((o) => o === 'credited' || o === 'duplicate')).toBe(true);
    const journals = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_journals where posting_key = ${`topup:${row!.appTransId}`}`,
    );
    expect((journals as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await expectLedgerClean(t);
  });
});

describe.runIf(process.env.DATABASE_URL)('withdrawals under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let mod: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    mod = await signedInUser(t, { role: 'moderator' });
  });
  afterAll(async () => t.close());

  it('complete vs cancel vs reject racing: exactly one wins, one settlement posted', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await memberWithAccount(t, 500_000);
      const w = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 500_000 });
      const results = await Promise.all([
        completeWithdrawal(t, mod.token, w.body.id, `FT${round}0001`),
        cancelWithdrawal(t, m.token, w.body.id),
        rejectWithdrawal(t, mod.token, w.body.id, 'Kiểm tra chạy đua'),
        cancelWithdrawal(t, m.token, w.body.id),
      ]);
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(3);
      const [final] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, w.body.id));
      expect(final!.status).toBe(ok[0]!.body.status);
      const bal = await memberBalances(t.database.db, m.user.id);
      expect(bal.held).toBe(0);
      expect(bal.available).toBe(final!.status === 'completed' ? 0 : 500_000);
      const settle = await t.database.db.execute(
        sql`select count(*)::int as n from ledger_journals where posting_key = ${`withdrawal:${w.body.id}:settle`}`,
      );
      expect((settle as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    }
    await expectLedgerClean(t);
  });

  it('concurrent requests against a small balance never go negative', async () => {
    const m = await memberWithAccount(t, 1_000_000);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 300_000 })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.error.code === 'insufficient_funds')).toBe(true);
    expect(results.filter((r) => r.status === 422)).toHaveLength(9);
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 100_000, held: 900_000, pending: 0 });
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, m.user.id));
    expect(rows).toHaveLength(3);
    await expectLedgerClean(t);
  });
});
