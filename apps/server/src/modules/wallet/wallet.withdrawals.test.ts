import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { notifications, platformSettings, staffAuditLog } from '../../db/schema.js';
import { memberBalances, platformBalance } from '../ledger/index.js';
import { expectLedgerClean, fundMember } from '../../../test/support/ledger.js';
import {
  BANK_ACCOUNT,
  cancelWithdrawal,
  completeWithdrawal,
  idem,
  memberWithAccount,
  rejectWithdrawal,
  requestWithdrawal,
} from '../../../test/support/wallet.js';
import { withdrawals } from './wallet.schema.js';

describe('withdrawals', () => {
  let t: TestApp;
  let mod: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    mod = await signedInUser(t, { role: 'moderator' });
  });
  afterAll(async () => t.close());

  it('holds the amount at once, within 50.000–5.000.000 ₫, from a saved account of the member', async () => {
    const m = await memberWithAccount(t, 6_000_000);
    expect((await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 49_999 })).status).toBe(400);
    const over = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 5_000_001 });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('Số tiền tối đa là 5.000.000 ₫');
    expect(
      (await call(t.app, 'POST', '/api/v1/wallet/withdrawals', { token: m.token, body: { bank_account_id: m.accountId, amount: 100_000 } }))
        .status,
    ).toBe(400);

    const other = await memberWithAccount(t);
    const notMine = await requestWithdrawal(t, m.token, { bank_account_id: other.accountId, amount: 100_000 });
    expect(notMine.status).toBe(404);

    const res = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 1_000_000 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      status_label: 'Chờ xử lý',
      amount: 1_000_000,
      bank_code: 'VCB',
      account_name: 'NGUYEN VAN A',
    });
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 5_000_000, held: 1_000_000, pending: 0 });
    const history = await call(t.app, 'GET', '/api/v1/wallet/history?type=withdrawal', { token: m.token });
    expect(history.body.items).toHaveLength(1);
    expect(history.body.items[0]).toMatchObject({ title: 'Yêu cầu rút tiền', amount: 1_000_000, direction: 'out', status: 'pending' });
    expect(history.body.items[0].moves.map((m: { account: string; amount: number }) => `${m.account}:${m.amount}`)).toEqual([
      'available:-1000000',
      'held:1000000',
    ]);
    await expectLedgerClean(t);
  });

  it('refuses more than the available balance and writes nothing', async () => {
    const m = await memberWithAccount(t, 80_000);
    const res = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 100_000 });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('insufficient_funds');
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, m.user.id))).toEqual([]);
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 80_000, held: 0, pending: 0 });
    await expectLedgerClean(t);
  });

  it('makes a double submit with the same key one withdrawal', async () => {
    const m = await memberWithAccount(t, 500_000);
    const headers = idem();
    const a = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 200_000 }, headers);
    const b = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 200_000 }, headers);
    expect(b.body.id).toBe(a.body.id);
    expect((await memberBalances(t.database.db, m.user.id)).held).toBe(200_000);
    await expectLedgerClean(t);
  });

  it('lets the member cancel while pending, once', async () => {
    const m = await memberWithAccount(t, 300_000);
    const w = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 300_000 });
    const other = await signedInUser(t);
    expect((await cancelWithdrawal(t, other.token, w.body.id)).status).toBe(404);
    const c = await cancelWithdrawal(t, m.token, w.body.id);
    expect(c.status).toBe(200);
    expect(c.body.status).toBe('canceled');
    const again = await cancelWithdrawal(t, m.token, w.body.id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invalid_transition');
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 300_000, held: 0, pending: 0 });
    // a canceled request cannot be completed afterwards
    expect((await completeWithdrawal(t, mod.token, w.body.id, 'FT26112200001')).status).toBe(409);
    const mine = await call(t.app, 'GET', '/api/v1/wallet/withdrawals', { token: m.token });
    expect(mine.body).toMatchObject({ total: 1, items: [{ id: w.body.id, status: 'canceled' }] });
    await expectLedgerClean(t);
  });

  it('a moderator completes with the bank reference: money leaves, audit, notification and email', async () => {
    const m = await memberWithAccount(t, 1_000_000);
    const w = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 400_000 });
    const payoutsBefore = await platformBalance(t.database.db, 'payouts');
    const queue = await call(t.app, 'GET', '/api/v1/moderator/withdrawals?status=pending', { token: mod.token });
    expect(queue.status).toBe(200);
    expect(queue.body.items.some((i: { id: string; user_email: string }) => i.id === w.body.id && i.user_email === m.user.email)).toBe(
      true,
    );
    expect((await completeWithdrawal(t, mod.token, w.body.id, '')).status).toBe(400);
    const done = await completeWithdrawal(t, mod.token, w.body.id, 'FT26112212345');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', bank_reference: 'FT26112212345', processed_by: mod.user.id });
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 600_000, held: 0, pending: 0 });
    expect(await platformBalance(t.database.db, 'payouts')).toBe(payoutsBefore + 400_000);
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, w.body.id));
    expect(audit).toMatchObject([
      {
        actorId: mod.user.id,
        action: 'withdrawal.complete',
        targetType: 'withdrawal',
        before: { status: 'pending' },
        after: { status: 'completed' },
        details: { amount: 400_000, user_id: m.user.id, bank_reference: 'FT26112212345' },
      },
    ]);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, m.user.id));
    expect(notes.map((n) => n.title)).toContain('Yêu cầu rút tiền đã hoàn tất');
    const mail = await t.database.db.execute(
      sql`select count(*)::int as n from jobs where kind like '%mail%' and payload::text like ${`%${m.user.email}%`}`,
    );
    expect((mail as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    // reject after complete: refused
    expect((await rejectWithdrawal(t, mod.token, w.body.id, 'Sai thông tin tài khoản')).status).toBe(409);
    await expectLedgerClean(t);
  });

  it('a moderator rejects with a reason: money returns to available', async () => {
    const m = await memberWithAccount(t, 200_000);
    const w = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 150_000 });
    expect((await rejectWithdrawal(t, mod.token, w.body.id, 'x')).status).toBe(400);
    const r = await rejectWithdrawal(t, mod.token, w.body.id, 'Tên chủ tài khoản không khớp');
    expect(r.body).toMatchObject({ status: 'rejected', reject_reason: 'Tên chủ tài khoản không khớp' });
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 200_000, held: 0, pending: 0 });
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, w.body.id));
    expect(audit).toMatchObject([
      { action: 'withdrawal.reject', reason: 'Tên chủ tài khoản không khớp', before: { status: 'pending' }, after: { status: 'rejected' } },
    ]);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, m.user.id));
    expect(notes.map((n) => n.title)).toContain('Yêu cầu rút tiền bị từ chối');
    expect((await cancelWithdrawal(t, m.token, w.body.id)).status).toBe(409);
    await expectLedgerClean(t);
  });

  it('four eyes: a moderator cannot process their own request', async () => {
    await fundMember(t, mod.user.id, 500_000);
    const acc = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token: mod.token, body: BANK_ACCOUNT });
    const w = await requestWithdrawal(t, mod.token, { bank_account_id: acc.body.id, amount: 100_000 });
    const own = await completeWithdrawal(t, mod.token, w.body.id, 'FT1234567');
    expect(own.status).toBe(403);
    expect(own.body.error.message).toContain('chính mình');
    expect((await rejectWithdrawal(t, mod.token, w.body.id, 'Tự từ chối cho vui')).status).toBe(403);
    const admin = await signedInUser(t, { role: 'admin' });
    expect((await completeWithdrawal(t, admin.token, w.body.id, 'FT1234567')).status).toBe(200);
    await expectLedgerClean(t);
  });

  it('leaves withdrawals above the admin threshold to an admin', async () => {
    await t.database.db.insert(platformSettings).values({ key: 'withdrawal_admin_threshold', value: 2_000_000 });
    try {
      const m = await memberWithAccount(t, 3_000_000);
      const small = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 2_000_000 });
      const other = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 1_000_000 });
      expect((await completeWithdrawal(t, mod.token, small.body.id, 'FT0000001')).status).toBe(200);
      await fundMember(t, m.user.id, 3_000_000);
      const huge = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 2_500_000 });
      const refused = await completeWithdrawal(t, mod.token, huge.body.id, 'FT0000002');
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toContain('cần quản trị viên');
      const admin = await signedInUser(t, { role: 'admin' });
      expect((await rejectWithdrawal(t, admin.token, huge.body.id, 'Cần xác minh danh tính')).status).toBe(200);
      expect((await cancelWithdrawal(t, m.token, other.body.id)).status).toBe(200);
      expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 4_000_000, held: 0, pending: 0 });
    } finally {
      await t.database.db.delete(platformSettings).where(eq(platformSettings.key, 'withdrawal_admin_threshold'));
    }
    await expectLedgerClean(t);
  });

  it('keeps moderator routes from members and sellers', async () => {
    const m = await signedInUser(t);
    const s = await signedInUser(t, { role: 'seller' });
    const ghost = '00000000-0000-4000-8000-000000000000';
    for (const who of [m, s]) {
      expect((await call(t.app, 'GET', '/api/v1/moderator/withdrawals', { token: who.token })).status).toBe(403);
      expect((await completeWithdrawal(t, who.token, ghost, 'FT1234')).status).toBe(403);
      expect((await rejectWithdrawal(t, who.token, ghost, 'không hợp lệ')).status).toBe(403);
      expect((await call(t.app, 'GET', '/api/v1/moderator/topups', { token: who.token })).status).toBe(403);
      expect((await call(t.app, 'GET', '/api/v1/moderator/ledger/reconciliation', { token: who.token })).status).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/v1/moderator/withdrawals')).status).toBe(401);
    expect((await completeWithdrawal(t, mod.token, ghost, 'FT1234')).status).toBe(404);
  });

  it('reports the reconciliation to moderators', async () => {
    const r = await call(t.app, 'GET', '/api/v1/moderator/ledger/reconciliation', { token: mod.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ clean: true, problems: [] });
    expect(r.body.platform).toHaveProperty('payouts');
    expect(r.body.platform.gateway_clearing).toBeLessThan(0);
  });
});
