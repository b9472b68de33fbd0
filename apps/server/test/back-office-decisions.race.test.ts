import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, staffAuditLog } from '../src/db/schema.js';
import { memberBalances } from '../src/modules/ledger/index.js';
import { withdrawals } from '../src/modules/wallet/index.js';
import { signedInUser } from './fixtures.js';
import { call, createTestApp, type TestApp } from './helpers.js';
import { complainedOrder } from './support/complaints.js';
import { expectLedgerClean } from './support/ledger.js';
import { orderRow } from './support/orders.js';
import { completeWithdrawal, memberWithAccount, rejectWithdrawal, requestWithdrawal } from './support/wallet.js';

/**
 * Two staff members deciding the same thing at the same moment (docs/domain/back-office.md):
 * exactly one outcome, one money movement (one journal under the shared settle key), one audit
 * row, one notice to each side, and the ledger reconciles. Real concurrency needs PostgreSQL.
 */
const journalsWithKey = async (t: TestApp, key: string) => {
  const res = await t.database.db.execute(sql`select count(*)::int as n from ledger_journals where posting_key = ${key}`);
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe.runIf(process.env.DATABASE_URL)('two moderators deciding at once (PostgreSQL)', () => {
  let t: TestApp;
  let modA: Awaited<ReturnType<typeof signedInUser>>;
  let modB: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T03:00:00Z' });
    modA = await signedInUser(t, { role: 'moderator' });
    modB = await signedInUser(t, { role: 'admin' });
  });
  afterAll(async () => t.close());

  const pairs: [Record<string, unknown>, Record<string, unknown>][] = [
    [{ decision: 'refund' }, { decision: 'release' }],
    [{ decision: 'partial_refund', amount: 100_000 }, { decision: 'refund' }],
    [{ decision: 'release' }, { decision: 'partial_refund', amount: 250_000 }],
    [{ decision: 'refund' }, { decision: 'refund' }],
    [
      { decision: 'partial_refund', amount: 50_000 },
      { decision: 'partial_refund', amount: 60_000 },
    ],
  ];

  it('the same complaint: one decision wins, the other is a 409; one journal, one audit row, one notice each', async () => {
    for (const [a, b] of pairs) {
      const o = await complainedOrder(t, 500_000);
      const url = `/api/v1/moderator/orders/${o.id}/complaint/decision`;
      const results = await Promise.all([
        call(t.app, 'POST', url, { token: modA.token, body: a }),
        call(t.app, 'POST', url, { token: modB.token, body: b }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify([a, b])).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body.error.message).toBe('Khiếu nại này đã được xử lý');
      const winner = results.find((r) => r.status === 200)!;
      const final = await orderRow(t, o.id);
      expect(final.status).toBe(winner.body.status);
      expect(await journalsWithKey(t, `order:${o.id}:settle`)).toBe(1);
      const audit = await t.database.db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.targetId, o.id), eq(staffAuditLog.action, 'complaint.decide')));
      expect(audit).toHaveLength(1);
      for (const who of [o.b.user.id, o.s.user.id]) {
        const notes = await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.recipientId, who), eq(notifications.title, 'Khiếu nại đã được xử lý')));
        expect(notes).toHaveLength(1);
      }
      const buyerMoney = await memberBalances(t.database.db, o.b.user.id);
      expect(buyerMoney.held).toBe(0);
    }
    await expectLedgerClean(t);
  });

  it('the same withdrawal: two moderators completing and rejecting at once → one outcome, one settlement', async () => {
    for (let round = 0; round < 4; round++) {
      const m = await memberWithAccount(t, 300_000);
      const w = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 300_000 });
      expect(w.status).toBe(201);
      const results = await Promise.all(
        round % 2 === 0
          ? [
              completeWithdrawal(t, modA.token, w.body.id, `FT${round}A`),
              rejectWithdrawal(t, modB.token, w.body.id, 'Sai thông tin tài khoản'),
            ]
          : [completeWithdrawal(t, modA.token, w.body.id, `FT${round}A`), completeWithdrawal(t, modB.token, w.body.id, `FT${round}B`)],
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const [final] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, w.body.id));
      expect(final!.status).toBe(results.find((r) => r.status === 200)!.body.status);
      expect(await journalsWithKey(t, `withdrawal:${w.body.id}:settle`)).toBe(1);
      const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, w.body.id));
      expect(audit).toHaveLength(1);
      const bal = await memberBalances(t.database.db, m.user.id);
      expect(bal.held).toBe(0);
      expect(bal.available).toBe(final!.status === 'completed' ? 0 : 300_000);
    }
    await expectLedgerClean(t);
  });
});
