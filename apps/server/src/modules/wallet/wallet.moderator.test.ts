import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, runJobs } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { expectLedgerClean, fundMember } from '../../../test/support/ledger.js';
import {
  createTopup,
  createWalletTestApp,
  memberWithAccount,
  pressSandboxButton,
  requestWithdrawal,
  topupRow,
  type WalletTestApp,
} from '../../../test/support/wallet.js';
import { staffAuditLog } from '../../db/schema.js';
import { ledgerAccounts, memberBalances } from '../ledger/index.js';

/** Transaction management (docs/domain/back-office.md): top-ups with a gateway query now, CSV, reconciliation figures, journals. */
describe('transaction management for moderators', () => {
  let t: WalletTestApp;
  let mod: { token: string; user: { id: string } };
  beforeAll(async () => {
    t = await createWalletTestApp({ now: '2026-11-21T03:00:00Z' });
    mod = await signedInUser(t, { role: 'moderator' });
  });
  afterAll(async () => t.close());

  const get = (url: string, token = mod.token) => call(t.app, 'GET', `/api/v1${url}`, { token });

  /** a top-up paid on the sandbox page whose callback never arrived */
  async function paidWithoutCallback(amount: number) {
    const member = await signedInUser(t);
    const res = await createTopup(t, member.token, { amount });
    expect(res.status).toBe(201);
    t.dropOwnCalls = true;
    try {
      expect((await pressSandboxButton(t, res.body.order_url, 'confirm')).statusCode).toBe(303);
    } finally {
      t.dropOwnCalls = false;
    }
    expect((await topupRow(t, res.body.id)).status).toBe('pending');
    return { member, id: res.body.id as string };
  }

  it('"Tra cứu cổng thanh toán": credits a paid top-up once, writes the audit row; asking again changes nothing', async () => {
    const { member, id } = await paidWithoutCallback(120_000);
    const first = await call(t.app, 'POST', `/api/v1/moderator/topups/${id}/query`, { token: mod.token, body: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ outcome: 'credited', topup: { id, status: 'succeeded', status_label: 'Thành công' } });
    expect(first.body.outcome_label).toContain('đã cộng tiền');
    expect(first.body.topup.last_queried_at).not.toBeNull();
    expect((await memberBalances(t.database.db, member.user.id)).available).toBe(120_000);
    const again = await call(t.app, 'POST', `/api/v1/moderator/topups/${id}/query`, { token: mod.token, body: {} });
    expect(again.body.outcome).toBe('already_credited');
    // the job running later finds nothing to do
    t.clock.advance(61_000);
    await runJobs(t);
    expect((await memberBalances(t.database.db, member.user.id)).available).toBe(120_000);
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, id), eq(staffAuditLog.action, 'topup.query_gateway')));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorId: mod.user.id, before: { status: 'pending' }, after: { status: 'succeeded' } });
    await expectLedgerClean(t);
  });

  it('an unpaid top-up stays pending ("chưa thanh toán"); an unknown id is a Vietnamese 404; members are refused', async () => {
    const member = await signedInUser(t);
    const res = await createTopup(t, member.token, { amount: 50_000 });
    const q = await call(t.app, 'POST', `/api/v1/moderator/topups/${res.body.id}/query`, { token: mod.token, body: {} });
    expect(q.body).toMatchObject({ outcome: 'not_paid', outcome_label: 'Cổng báo chưa thanh toán', topup: { status: 'pending' } });
    const missing = await call(t.app, 'POST', '/api/v1/moderator/topups/00000000-0000-4000-8000-000000000000/query', {
      token: mod.token,
      body: {},
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Không tìm thấy giao dịch nạp tiền');
    expect((await call(t.app, 'POST', `/api/v1/moderator/topups/${res.body.id}/query`, { token: member.token, body: {} })).status).toBe(
      403,
    );
  });

  it('top-ups as CSV (BOM, Vietnamese header, the filter applied)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/moderator/topups.csv?status=succeeded',
      headers: { authorization: `Bearer ${mod.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="nap-tien-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe(
      'Thời gian,Thành viên,Email,Số tiền,Cổng,Mã giao dịch,Mã ZaloPay,Trạng thái,Cần kiểm tra,Cộng tiền lúc,Tra cứu lần cuối',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes(',Thành công,'))).toBe(true);
    const bad = await get('/moderator/topups.csv?status=paid');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Trạng thái không hợp lệ');
  });

  it('the reconciliation report: every platform account and each kind of member account, cached vs lines, obligations, "khớp"', async () => {
    const m = await memberWithAccount(t, 500_000);
    expect((await requestWithdrawal(t, m.token, { amount: 100_000, bank_account_id: m.accountId })).status).toBe(201);
    const r = await get('/moderator/ledger/reconciliation');
    expect(r.status).toBe(200);
    expect(r.body.clean).toBe(true);
    expect(r.body.problems).toEqual([]);
    expect(r.body.mismatched_accounts).toEqual([]);
    const clearing = r.body.platform_accounts.find((a: any) => a.kind === 'gateway_clearing');
    expect(clearing).toMatchObject({ difference: 0 });
    expect(clearing.cached).toBe(clearing.lines);
    const held = r.body.member_kinds.find((a: any) => a.kind === 'held');
    expect(held).toMatchObject({ label: 'Đang tạm giữ', difference: 0 });
    expect(r.body.obligations.pending_withdrawals).toBeGreaterThanOrEqual(100_000);
    expect(r.body.obligations.members_held).toBe(
      r.body.obligations.open_orders_total + r.body.obligations.pending_withdrawals + r.body.obligations.held_deposits,
    );
    expect(r.body.obligations.escrow + r.body.obligations.sellers_pending).toBe(0);
  });

  it('the report names an account whose cached balance drifted from its lines, with the difference', async () => {
    const m = await signedInUser(t);
    await fundMember(t, m.user.id, 70_000);
    const [acc] = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerId, m.user.id), eq(ledgerAccounts.kind, 'available')));
    await t.database.db.update(ledgerAccounts).set({ balance: 71_000 }).where(eq(ledgerAccounts.id, acc!.id));
    try {
      const r = await get('/moderator/ledger/reconciliation');
      expect(r.body.clean).toBe(false);
      expect(r.body.mismatched_accounts).toEqual([
        expect.objectContaining({ account_id: acc!.id, owner_id: m.user.id, cached: 71_000, lines: 70_000, difference: 1_000 }),
      ]);
      expect(r.body.member_kinds.find((a: any) => a.kind === 'available').difference).toBe(1_000);
    } finally {
      await t.database.db.update(ledgerAccounts).set({ balance: 70_000 }).where(eq(ledgerAccounts.id, acc!.id));
    }
    await expectLedgerClean(t);
  });

  it('the journal browser: a withdrawal’s journals by reference, with lines and owners; paging, filters and CSV', async () => {
    const m = await memberWithAccount(t, 300_000);
    const w = await requestWithdrawal(t, m.token, { amount: 200_000, bank_account_id: m.accountId });
    expect(w.status).toBe(201);
    expect(
      (
        await call(t.app, 'POST', `/api/v1/moderator/withdrawals/${w.body.id}/reject`, {
          token: mod.token,
          body: { reason: 'Sai tên chủ tài khoản' },
        })
      ).status,
    ).toBe(200);
    const list = await get(`/moderator/ledger/journals?reference_type=withdrawal&reference_id=${w.body.id}`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    // newest first: the release after the hold
    expect(list.body.items.map((j: any) => j.reference_id)).toEqual([w.body.id, w.body.id]);
    for (const j of list.body.items) {
      expect(j.lines.reduce((s: number, l: any) => s + l.amount, 0)).toBe(0);
      expect(j.lines.every((l: any) => l.owner_id === m.user.id && l.owner_name === m.user.fullName)).toBe(true);
    }
    expect(list.body.items[1].lines.map((l: any) => [l.label, l.amount])).toEqual(
      expect.arrayContaining([
        ['Số dư khả dụng', -200_000],
        ['Đang tạm giữ', 200_000],
      ]),
    );
    const one = await get(`/moderator/ledger/journals?reference_id=${w.body.id}&page_size=1&page=2`);
    expect(one.body).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(one.body.items[0].id).toBe(list.body.items[1].id);
    expect((await get('/moderator/ledger/journals?reference_id=khong-co')).body).toMatchObject({ total: 0, items: [] });
    // journals are stamped by the database's clock: the Vietnamese day of this one
    const day = new Date(Date.parse(list.body.items[0].created_at) + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await get(`/moderator/ledger/journals?from=${day}&to=${day}`)).body.total).toBeGreaterThan(0);
    expect((await get('/moderator/ledger/journals?from=2020-01-01&to=2020-01-02')).body.total).toBe(0);

    const bad = await get('/moderator/ledger/journals?reference_type=ship');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Loại tham chiếu không hợp lệ');
    const badDate = await get('/moderator/ledger/journals?from=2026-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toContain('Ngày bắt đầu không hợp lệ');

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/moderator/ledger/journals.csv?reference_id=${w.body.id}`,
      headers: { authorization: `Bearer ${mod.token}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Thời gian,Mã bút toán,Loại,Tham chiếu,Mã tham chiếu,Diễn giải,Tài khoản,Chủ tài khoản,Số tiền,Số dư sau');
    expect(lines.slice(1).length).toBe(list.body.items.reduce((n: number, j: any) => n + j.lines.length, 0));
    expect(lines.slice(1).every((l) => l.includes(',Rút tiền,'))).toBe(true);
    await expectLedgerClean(t);
  });
});
