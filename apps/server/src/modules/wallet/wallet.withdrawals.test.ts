import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { staffAuditLog } from '../audit/audit.schema.js';
import { platformSettings } from '../ledger/ledger.schema.js';
import { memberBalances, platformBalance } from '../ledger/index.js';
import { expectLedgerClean, fundMember } from '../ledger/test-support.js';
import { notifications } from '../notifications/notifications.schema.js';
import { idem } from './test-support.js';
import { withdrawals } from './wallet.schema.js';

const ACCOUNT = { bank_code: 'VCB', account_number: '0123456789', account_name: 'NGUYEN VAN A' };

async function memberWithAccount(t: TestApp, funds = 0) {
  const m = await signedInUser(t);
  if (funds) await fundMember(t, m.user.id, funds);
  const acc = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token: m.token, body: ACCOUNT });
  expect(acc.status).toBe(201);
  return { ...m, accountId: acc.body.id as string };
}

const requestWithdrawal = (t: TestApp, token: string, body: Record<string, unknown>, headers = idem()) => call(t.app, 'POST', '/api/v1/wallet/withdrawals', { token, body, headers });

describe('bank accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('validates the bank, the number and the holder name in Vietnamese', async () => {
    const { user, token } = await signedInUser(t);
    const bad = async (body: Record<string, unknown>) => {
      const r = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token, body: { ...ACCOUNT, ...body } });
      expect(r.status).toBe(400);
      return JSON.stringify(r.body.error);
    };
    expect(await bad({ bank_code: 'XYZ' })).toContain('Ngân hàng không hợp lệ');
    expect(await bad({ account_number: '12345' })).toContain('Số tài khoản gồm 6–19 chữ số');
    expect(await bad({ account_number: '12345678901234567890' })).toContain('6–19');
    expect(await bad({ account_number: '12a4567' })).toContain('6–19');
    expect(await bad({ account_name: 'Nguyễn Văn A' })).toContain('viết hoa, không dấu');
    expect(await bad({ account_name: 'NGUYỄN VĂN A' })).toContain('viết hoa, không dấu');
    expect(await bad({ account_name: 'nguyen van a' })).toContain('viết hoa, không dấu');
    const ok = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token, body: { ...ACCOUNT, account_name: '  TRAN   THI  B ' } });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ bank_code: 'VCB', bank_name: 'Vietcombank', account_name: 'TRAN THI B', is_default: true });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, user.id));
    expect(notes.map((n) => n.title)).toEqual(['Đã thêm tài khoản ngân hàng']);
  });

  it('lists, refuses duplicates, switches the default and deletes softly', async () => {
    const { token } = await signedInUser(t);
    const a = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token, body: ACCOUNT });
    const dup = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token, body: ACCOUNT });
    expect(dup.status).toBe(409);
    const b = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token, body: { ...ACCOUNT, bank_code: 'TCB', account_number: '19030000000001' } });
    expect(b.body.is_default).toBe(false);
    expect((await call(t.app, 'POST', `/api/v1/wallet/bank-accounts/${b.body.id}/default`, { token })).body.is_default).toBe(true);
    let list = await call(t.app, 'GET', '/api/v1/wallet/bank-accounts', { token });
    expect(list.body.map((x: { id: string; is_default: boolean }) => [x.id, x.is_default])).toEqual([
      [b.body.id, true],
      [a.body.id, false],
    ]);
    expect((await call(t.app, 'DELETE', `/api/v1/wallet/bank-accounts/${b.body.id}`, { token })).status).toBe(204);
    list = await call(t.app, 'GET', '/api/v1/wallet/bank-accounts', { token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: a.body.id, is_default: true });
    // the deleted one may be added again
    expect((await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token, body: { ...ACCOUNT, bank_code: 'TCB', account_number: '19030000000001' } })).status).toBe(201);
  });

  it('hides other members’ accounts', async () => {
    const owner = await memberWithAccount(t);
    const other = await signedInUser(t);
    expect((await call(t.app, 'DELETE', `/api/v1/wallet/bank-accounts/${owner.accountId}`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/v1/wallet/bank-accounts/${owner.accountId}/default`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/wallet/bank-accounts', { token: other.token })).body).toEqual([]);
  });
});

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
    expect((await call(t.app, 'POST', '/api/v1/wallet/withdrawals', { token: m.token, body: { bank_account_id: m.accountId, amount: 100_000 } })).status).toBe(400);

    const other = await memberWithAccount(t);
    const notMine = await requestWithdrawal(t, m.token, { bank_account_id: other.accountId, amount: 100_000 });
    expect(notMine.status).toBe(404);

    const res = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 1_000_000 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', status_label: 'Chờ xử lý', amount: 1_000_000, bank_code: 'VCB', account_name: 'NGUYEN VAN A' });
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 5_000_000, held: 1_000_000, pending: 0 });
    const history = await call(t.app, 'GET', '/api/v1/wallet/history?type=withdrawal', { token: m.token });
    expect(history.body.items.map((i: { account: string; direction: string; status: string }) => `${i.account}:${i.direction}:${i.status}`).sort()).toEqual(['available:out:pending', 'held:in:pending']);
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
    expect((await call(t.app, 'POST', `/api/v1/wallet/withdrawals/${w.body.id}/cancel`, { token: other.token })).status).toBe(404);
    const c = await call(t.app, 'POST', `/api/v1/wallet/withdrawals/${w.body.id}/cancel`, { token: m.token });
    expect(c.status).toBe(200);
    expect(c.body.status).toBe('canceled');
    const again = await call(t.app, 'POST', `/api/v1/wallet/withdrawals/${w.body.id}/cancel`, { token: m.token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invalid_transition');
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 300_000, held: 0, pending: 0 });
    // a canceled request cannot be completed afterwards
    expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/complete`, { token: mod.token, body: { bank_reference: 'FT26112200001' } })).status).toBe(409);
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
    expect(queue.body.items.some((i: { id: string; user_email: string }) => i.id === w.body.id && i.user_email === m.user.email)).toBe(true);
    expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/complete`, { token: mod.token, body: { bank_reference: '' } })).status).toBe(400);
    const done = await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/complete`, { token: mod.token, body: { bank_reference: 'FT26112212345' } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', bank_reference: 'FT26112212345', processed_by: mod.user.id });
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 600_000, held: 0, pending: 0 });
    expect(await platformBalance(t.database.db, 'payouts')).toBe(payoutsBefore + 400_000);
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, w.body.id));
    expect(audit).toMatchObject([{ actorId: mod.user.id, action: 'withdrawal.complete', targetType: 'withdrawal' }]);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, m.user.id));
    expect(notes.map((n) => n.title)).toContain('Yêu cầu rút tiền đã hoàn tất');
    const mail = await t.database.db.execute(sql`select count(*)::int as n from jobs where kind like '%mail%' and payload::text like ${`%${m.user.email}%`}`);
    expect((mail as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    // reject after complete: refused
    expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/reject`, { token: mod.token, body: { reason: 'Sai thông tin tài khoản' } })).status).toBe(409);
    await expectLedgerClean(t);
  });

  it('a moderator rejects with a reason: money returns to available', async () => {
    const m = await memberWithAccount(t, 200_000);
    const w = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 150_000 });
    expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/reject`, { token: mod.token, body: { reason: 'x' } })).status).toBe(400);
    const r = await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/reject`, { token: mod.token, body: { reason: 'Tên chủ tài khoản không khớp' } });
    expect(r.body).toMatchObject({ status: 'rejected', reject_reason: 'Tên chủ tài khoản không khớp' });
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 200_000, held: 0, pending: 0 });
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, w.body.id));
    expect(audit).toMatchObject([{ action: 'withdrawal.reject', reason: 'Tên chủ tài khoản không khớp' }]);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, m.user.id));
    expect(notes.map((n) => n.title)).toContain('Yêu cầu rút tiền bị từ chối');
    expect((await call(t.app, 'POST', `/api/v1/wallet/withdrawals/${w.body.id}/cancel`, { token: m.token })).status).toBe(409);
    await expectLedgerClean(t);
  });

  it('four eyes: a moderator cannot process their own request', async () => {
    await fundMember(t, mod.user.id, 500_000);
    const acc = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token: mod.token, body: ACCOUNT });
    const w = await requestWithdrawal(t, mod.token, { bank_account_id: acc.body.id, amount: 100_000 });
    const own = await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/complete`, { token: mod.token, body: { bank_reference: 'FT1234567' } });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toContain('chính mình');
    expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/reject`, { token: mod.token, body: { reason: 'Tự từ chối cho vui' } })).status).toBe(403);
    const admin = await signedInUser(t, { role: 'admin' });
    expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/complete`, { token: admin.token, body: { bank_reference: 'FT1234567' } })).status).toBe(200);
    await expectLedgerClean(t);
  });

  it('leaves withdrawals above the admin threshold to an admin', async () => {
    await t.database.db.insert(platformSettings).values({ key: 'withdrawal_admin_threshold', value: 2_000_000 });
    try {
      const m = await memberWithAccount(t, 3_000_000);
      const small = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 2_000_000 });
      const other = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 1_000_000 });
      expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${small.body.id}/complete`, { token: mod.token, body: { bank_reference: 'FT0000001' } })).status).toBe(200);
      await fundMember(t, m.user.id, 3_000_000);
      const huge = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 2_500_000 });
      const refused = await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${huge.body.id}/complete`, { token: mod.token, body: { bank_reference: 'FT0000002' } });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toContain('cần quản trị viên');
      const admin = await signedInUser(t, { role: 'admin' });
      expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${huge.body.id}/reject`, { token: admin.token, body: { reason: 'Cần xác minh danh tính' } })).status).toBe(200);
      expect((await call(t.app, 'POST', `/api/v1/wallet/withdrawals/${other.body.id}/cancel`, { token: m.token })).status).toBe(200);
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
      expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${ghost}/complete`, { token: who.token, body: { bank_reference: 'FT1234' } })).status).toBe(403);
      expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${ghost}/reject`, { token: who.token, body: { reason: 'không hợp lệ' } })).status).toBe(403);
      expect((await call(t.app, 'GET', '/api/v1/moderator/topups', { token: who.token })).status).toBe(403);
      expect((await call(t.app, 'GET', '/api/v1/moderator/ledger/reconciliation', { token: who.token })).status).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/v1/moderator/withdrawals')).status).toBe(401);
    expect((await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${ghost}/complete`, { token: mod.token, body: { bank_reference: 'FT1234' } })).status).toBe(404);
  });

  it('reports the reconciliation to moderators', async () => {
    const r = await call(t.app, 'GET', '/api/v1/moderator/ledger/reconciliation', { token: mod.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ clean: true, problems: [] });
    expect(r.body.platform).toHaveProperty('payouts');
    expect(r.body.platform.gateway_clearing).toBeLessThan(0);
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
        call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/complete`, { token: mod.token, body: { bank_reference: `FT${round}0001` } }),
        call(t.app, 'POST', `/api/v1/wallet/withdrawals/${w.body.id}/cancel`, { token: m.token }),
        call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/reject`, { token: mod.token, body: { reason: 'Kiểm tra chạy đua' } }),
        call(t.app, 'POST', `/api/v1/wallet/withdrawals/${w.body.id}/cancel`, { token: m.token }),
      ]);
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(3);
      const [final] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, w.body.id));
      expect(final!.status).toBe(ok[0]!.body.status);
      const bal = await memberBalances(t.database.db, m.user.id);
      expect(bal.held).toBe(0);
      expect(bal.available).toBe(final!.status === 'completed' ? 0 : 500_000);
      const settle = await t.database.db.execute(sql`select count(*)::int as n from ledger_journals where posting_key = ${`withdrawal:${w.body.id}:settle`}`);
      expect((settle as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    }
    await expectLedgerClean(t);
  });

  it('concurrent requests against a small balance never go negative', async () => {
    const m = await memberWithAccount(t, 1_000_000);
    const results = await Promise.all(Array.from({ length: 12 }, () => requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 300_000 })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.error.code === 'insufficient_funds')).toBe(true);
    expect(results.filter((r) => r.status === 422)).toHaveLength(9);
    expect(await memberBalances(t.database.db, m.user.id)).toEqual({ available: 100_000, held: 900_000, pending: 0 });
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, m.user.id));
    expect(rows).toHaveLength(3);
    await expectLedgerClean(t);
  });
});
