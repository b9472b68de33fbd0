import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerJournals, ledgerLines, notifications, platformSettings, staffAuditLog } from '../../db/schema.js';
import { days, hours } from '../../lib/clock.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { buyer, checkout, completeOrder, orderRow, sellerWithKits } from '../../../test/support/orders.js';
import { memberWithAccount, requestWithdrawal } from '../../../test/support/wallet.js';
import { platformSettingChanges } from './settings.schema.js';

const api = (t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, body });

/** The release journal's line on the platform revenue account (the platform fee of that order). */
async function revenueLineOf(t: TestApp, orderId: string) {
  const rows = await t.database.db
    .select({ amount: ledgerLines.amount })
    .from(ledgerLines)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerLines.journalId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .where(
      and(eq(ledgerJournals.postingKey, `order:${orderId}:settle`), isNull(ledgerAccounts.ownerId), eq(ledgerAccounts.kind, 'revenue')),
    );
  return rows.map((r) => r.amount);
}

describe('platform settings and the audit log (admin)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let moderator: Awaited<ReturnType<typeof signedInUser>>;
  let member: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T03:00:00Z' });
    admin = await signedInUser(t, { role: 'admin', fullName: 'Quản Trị Viên' });
    moderator = await signedInUser(t, { role: 'moderator' });
    member = await signedInUser(t);
  });
  afterAll(async () => t.close());

  it('admin-only endpoints refuse guests (401), members, sellers and moderators (403); the audit log refuses members', async () => {
    const seller = await sellerWithKits(t, 0);
    const routes: Array<['GET' | 'PUT', string, unknown?]> = [
      ['GET', '/admin/settings'],
      ['PUT', '/admin/settings', { order_fee_rate_bps: 100 }],
      ['GET', '/admin/settings/history'],
    ];
    for (const [method, url, body] of routes) {
      expect((await api(t, method, url, undefined, body)).status).toBe(401);
      for (const who of [member, seller, moderator]) {
        const r = await api(t, method, url, who.token, body);
        expect(r.status).toBe(403);
        expect(r.body.error.message).toMatch(/quản trị viên|quyền/);
      }
    }
    expect(Number((await t.database.db.select({ n: count() }).from(platformSettingChanges))[0]!.n)).toBe(0);
    expect((await api(t, 'GET', '/moderator/audit-log')).status).toBe(401);
    expect((await api(t, 'GET', '/moderator/audit-log', member.token)).status).toBe(403);
    expect((await api(t, 'GET', '/moderator/audit-log', seller.token)).status).toBe(403);
    expect((await api(t, 'GET', '/moderator/audit-log', moderator.token)).status).toBe(200);
    expect((await api(t, 'GET', '/moderator/audit-log', admin.token)).status).toBe(200);
  });

  it('shows the values in force with their defaults', async () => {
    const r = await api(t, 'GET', '/admin/settings', admin.token);
    expect(r.status).toBe(200);
    expect(r.body.values).toMatchObject({
      order_fee_rate_bps: 0,
      auction_deposit_rate_bps: 1_500,
      auction_forfeit_seller_bps: 7_000,
      order_confirm_hours: 48,
      order_auto_complete_days: 7,
      order_complaint_days: 3,
      auction_payment_hours: 48,
      withdrawal_min: 50_000,
      withdrawal_max: 5_000_000,
    });
    expect(r.body.defaults.order_fee_rate_bps).toBe(0);
  });

  it('refuses invalid settings in Vietnamese and writes nothing', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ order_fee_rate_bps: 3_001 }, /Phí sàn trên mỗi đơn hàng phải từ 0 % đến 30 %/],
      [{ order_fee_rate_bps: -1 }, /Phí sàn/],
      [{ order_fee_rate_bps: 12.5 }, /tối đa 2 chữ số thập phân/],
      [{ order_confirm_hours: 2 }, /Hạn người bán xác nhận đơn phải từ 12 giờ đến 168 giờ/],
      [{ withdrawal_max: 'nhiều' }, /vui lòng nhập một số/],
      [{}, /Chưa có giá trị nào được thay đổi/],
      [{ reason: 'chỉ có ghi chú' }, /Chưa có giá trị nào được thay đổi/],
      [{ unknown_key: 1 }, /./],
      // between values: checked on the values after the change
      [{ order_complaint_days: 7 }, /Thời hạn khiếu nại phải ngắn hơn thời gian tự hoàn tất/],
      [{ withdrawal_min: 1_000_000, withdrawal_max: 500_000 }, /Số tiền rút tối thiểu phải nhỏ hơn số tiền rút tối đa/],
    ];
    for (const [body, message] of cases) {
      const r = await api(t, 'PUT', '/admin/settings', admin.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe('validation_failed');
      expect(r.body.error.message).toMatch(message);
    }
    expect(Number((await t.database.db.select({ n: count() }).from(platformSettingChanges))[0]!.n)).toBe(0);
    expect(Number((await t.database.db.select({ n: count() }).from(staffAuditLog))[0]!.n)).toBe(0);
  });

  it('a changed fee rate is used by the next order (fixed at its checkout, taken at completion); history and audit log record the change', async () => {
    // an order placed before the change keeps the fee of its checkout (0 %)
    const s1 = await sellerWithKits(t, 1, 400_000);
    const b1 = await buyer(t);
    const before = (await checkout(t, b1, [s1.kits[0]!.id])).body.orders[0].id as string;

    const changed = await api(t, 'PUT', '/admin/settings', admin.token, {
      order_fee_rate_bps: 500,
      order_confirm_hours: 24,
      order_auto_complete_days: 5,
      reason: 'Áp dụng phí sàn 5% từ tháng 12',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.values).toMatchObject({ order_fee_rate_bps: 500, order_confirm_hours: 24, order_auto_complete_days: 5 });
    expect((await api(t, 'GET', '/admin/settings', admin.token)).body.values.order_fee_rate_bps).toBe(500);
    // the same values again: nothing to change
    const same = await api(t, 'PUT', '/admin/settings', admin.token, { order_fee_rate_bps: 500 });
    expect(same.status).toBe(422);
    expect(same.body.error.message).toMatch(/không có gì thay đổi/);

    const s2 = await sellerWithKits(t, 1, 400_000);
    const b2 = await buyer(t);
    const after = (await checkout(t, b2, [s2.kits[0]!.id])).body.orders[0].id as string;
    const o2 = await orderRow(t, after);
    expect(o2.platformFee).toBe(20_000);
    // the confirmation window in force at checkout
    expect(o2.confirmDeadline!.getTime()).toBe(o2.createdAt.getTime() + hours(24));

    await completeOrder(t, { id: after, sellerToken: s2.token, buyerToken: b2.token });
    await completeOrder(t, { id: before, sellerToken: s1.token, buyerToken: b1.token });
    expect(await revenueLineOf(t, after)).toEqual([20_000]);
    // 0 % at its checkout: no revenue line at all
    expect((await orderRow(t, before)).platformFee).toBe(0);
    expect(await revenueLineOf(t, before)).toEqual([]);
    const o2done = await orderRow(t, after);
    expect(o2done.autoCompleteAt!.getTime()).toBe(o2done.deliveredAt!.getTime() + days(5));
    // the delivery notices quote the windows in force, not fixed numbers
    const deliveredNotice = async (userId: string) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, userId))).find((n) =>
        n.title.endsWith('đã được giao thành công'),
      )?.message;
    expect(await deliveredNotice(s2.user.id)).toBe('Tiền hàng sẽ được thanh toán khi người mua xác nhận hoặc sau 5 ngày.');
    expect(await deliveredNotice(b2.user.id)).toBe('Vui lòng kiểm tra và xác nhận đã nhận hàng, hoặc gửi khiếu nại trong vòng 3 ngày.');
    await expectLedgerClean(t);

    const history = await api(t, 'GET', '/admin/settings/history', admin.token);
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(3);
    const fee = history.body.items.find((i: any) => i.key === 'order_fee_rate_bps');
    expect(fee).toMatchObject({
      label: 'Phí sàn trên mỗi đơn hàng',
      old_value: 0,
      new_value: 500,
      new_display: '5 %',
      changed_by: admin.user.id,
      changed_by_name: 'Quản Trị Viên',
      reason: 'Áp dụng phí sàn 5% từ tháng 12',
    });
    // the key had never been stored: its default is what it replaced
    const confirm = history.body.items.find((i: any) => i.key === 'order_confirm_hours');
    expect(confirm).toMatchObject({ old_value: null, old_display: '48 giờ (mặc định)', new_display: '24 giờ' });
    expect((await api(t, 'GET', '/admin/settings/history?key=order_fee_rate_bps', admin.token)).body.total).toBe(1);

    // the audit log finds the change: by action, by the reason's words, by actor and by target
    const byAction = await api(t, 'GET', '/moderator/audit-log?action=settings.update', moderator.token);
    expect(byAction.status).toBe(200);
    expect(byAction.body.total).toBe(1);
    expect(byAction.body.items[0]).toMatchObject({
      action: 'settings.update',
      action_label: 'Thay đổi cài đặt sàn',
      actor_id: admin.user.id,
      actor_name: 'Quản Trị Viên',
      target_type: 'platform_settings',
      target_type_label: 'Cài đặt sàn',
      reason: 'Áp dụng phí sàn 5% từ tháng 12',
      before: { order_fee_rate_bps: 0, order_confirm_hours: 48, order_auto_complete_days: 7 },
      after: { order_fee_rate_bps: 500, order_confirm_hours: 24, order_auto_complete_days: 5 },
    });
    expect((await api(t, 'GET', '/moderator/audit-log?q=ph%C3%AD%20s%C3%A0n', moderator.token)).body.total).toBe(1);
    expect((await api(t, 'GET', '/moderator/audit-log?q=100%25', moderator.token)).body.total).toBe(0);
    expect((await api(t, 'GET', `/moderator/audit-log?actor_id=${admin.user.id}`, moderator.token)).body.total).toBe(1);
    expect((await api(t, 'GET', `/moderator/audit-log?actor_id=${moderator.user.id}`, moderator.token)).body.total).toBe(0);
    expect((await api(t, 'GET', '/moderator/audit-log?target_type=platform_settings&target_id=platform', moderator.token)).body.total).toBe(
      1,
    );
    expect((await api(t, 'GET', '/moderator/audit-log?from=2026-11-20&to=2026-11-20', moderator.token)).body.total).toBe(1);
    expect((await api(t, 'GET', '/moderator/audit-log?from=2026-11-21', moderator.token)).body.total).toBe(0);
    const bad = await api(t, 'GET', '/moderator/audit-log?from=2026-02-30', moderator.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/Ngày bắt đầu không hợp lệ/);

    await api(t, 'PUT', '/admin/settings', admin.token, { order_fee_rate_bps: 0, order_confirm_hours: 48, order_auto_complete_days: 7 });
  });

  it('two admins changing the same setting at once: both apply in turn, the history chains old → new', async () => {
    const other = await signedInUser(t, { role: 'admin' });
    const [a, b] = await Promise.all([
      api(t, 'PUT', '/admin/settings', admin.token, { auction_deposit_rate_bps: 2_000 }),
      api(t, 'PUT', '/admin/settings', other.token, { auction_deposit_rate_bps: 2_500 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const h = (await api(t, 'GET', '/admin/settings/history?key=auction_deposit_rate_bps', admin.token)).body.items;
    expect(h).toHaveLength(2);
    const [last, first] = h as { old_value: number | null; new_value: number }[];
    expect(first!.old_value).toBeNull();
    expect(last!.old_value).toBe(first!.new_value);
    const now = (await api(t, 'GET', '/admin/settings', admin.token)).body.values.auction_deposit_rate_bps;
    expect(now).toBe(last!.new_value);
  });

  it('withdrawal limits are read when a member asks', async () => {
    const m = await memberWithAccount(t, 20_000_000);
    expect((await api(t, 'PUT', '/admin/settings', admin.token, { withdrawal_min: 100_000, withdrawal_max: 8_000_000 })).status).toBe(200);
    // the member's dialog reads the limits in force
    expect((await api(t, 'GET', '/wallet/withdrawal-limits', m.token)).body).toEqual({ min: 100_000, max: 8_000_000 });
    expect((await api(t, 'GET', '/wallet/withdrawal-limits')).status).toBe(401);
    const low = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 60_000 });
    expect(low.status).toBe(400);
    expect(low.body.error.message).toBe('Số tiền tối thiểu là 100.000 ₫');
    const high = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 8_000_001 });
    expect(high.status).toBe(400);
    expect(high.body.error.message).toBe('Số tiền tối đa là 8.000.000 ₫');
    // above the old default limit of 5.000.000 ₫, inside the new one
    const ok = await requestWithdrawal(t, m.token, { bank_account_id: m.accountId, amount: 7_000_000 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    await expectLedgerClean(t);
    const rows = await t.database.db.select().from(platformSettings).where(eq(platformSettings.key, 'withdrawal_max'));
    expect(rows[0]!.value).toBe(8_000_000);
  });
});
