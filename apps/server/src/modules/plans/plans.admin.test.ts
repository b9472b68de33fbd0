import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog, subscriptionPlans } from '../../db/schema.js';
import { days } from '../../lib/clock.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { expectLedgerClean, fundMember } from '../../../test/support/ledger.js';
import { createSeller } from '../../../test/support/storefront.js';
import { memberBalances } from '../ledger/index.js';

const api = (t: TestApp, method: 'GET' | 'PATCH' | 'POST', url: string, token?: string, body?: unknown, headers?: Record<string, string>) =>
  call(t.app, method, `/api/v1${url}`, { token, body, headers });

describe('plans edited by the admin (new purchases only)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let plans: Record<'trial' | 'upgrade' | 'unlimited', string>;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-01T03:00:00Z' });
    admin = await signedInUser(t, { role: 'admin' });
    const r = await api(t, 'GET', '/subscription-plans');
    plans = Object.fromEntries(r.body.map((p: { code: string; id: string }) => [p.code, p.id])) as typeof plans;
  });
  afterAll(async () => t.close());

  const buy = (token: string, planId: string) =>
    api(t, 'POST', '/subscriptions/purchase', token, { plan_id: planId }, { 'idempotency-key': randomUUID() });

  it('refuses guests, members, sellers and moderators', async () => {
    const member = await signedInUser(t);
    const moderator = await signedInUser(t, { role: 'moderator' });
    const seller = await createSeller(t);
    const patch = { price: 1_000 };
    expect((await api(t, 'GET', '/admin/plans')).status).toBe(401);
    expect((await api(t, 'PATCH', `/admin/plans/${plans.upgrade}`, undefined, patch)).status).toBe(401);
    for (const who of [member, seller, moderator]) {
      const list = await api(t, 'GET', '/admin/plans', who.token);
      expect(list.status).toBe(403);
      const r = await api(t, 'PATCH', `/admin/plans/${plans.upgrade}`, who.token, patch);
      expect(r.status).toBe(403);
      expect(r.body.error.message).toBe('Chỉ quản trị viên mới sửa được gói dịch vụ');
    }
    const [plan] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plans.upgrade));
    expect(plan!.price).toBe(359_000);
  });

  it('refuses invalid edits in Vietnamese', async () => {
    const cases: Array<[string, unknown, number, RegExp]> = [
      [plans.upgrade, { price: -1 }, 400, /Giá gói không được âm/],
      [plans.upgrade, { price: 359_500 }, 400, /bội số của 1.000 ₫/],
      [plans.upgrade, { max_listings: 0 }, 400, /Số sản phẩm đăng bán tối thiểu là 1/],
      [plans.upgrade, { duration_days: 400 }, 400, /Thời hạn tối đa 366 ngày/],
      [plans.upgrade, {}, 400, /Chưa có giá trị nào được thay đổi/],
      [plans.upgrade, { price: 0 }, 422, /tối thiểu là 1.000 ₫/],
      [plans.trial, { price: 10_000 }, 422, /Gói dùng thử luôn miễn phí/],
      [plans.upgrade, { price: 359_000 }, 422, /không có gì thay đổi/],
      [randomUUID(), { price: 10_000 }, 404, /Không tìm thấy gói dịch vụ/],
    ];
    for (const [id, body, status, message] of cases) {
      const r = await api(t, 'PATCH', `/admin/plans/${id}`, admin.token, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.error.message).toMatch(message);
    }
    expect(Number((await t.database.db.select({ n: count() }).from(staffAuditLog))[0]!.n)).toBe(0);
  });

  it('a new price and quota apply to a new purchase; an existing subscription keeps what it bought; audited', async () => {
    const early = await createSeller(t);
    await fundMember(t, early.user.id, 2_000_000);
    expect((await buy(early.token, plans.upgrade)).status).toBe(200);

    const edited = await api(t, 'PATCH', `/admin/plans/${plans.upgrade}`, admin.token, {
      price: 400_000,
      max_listings: 60,
      max_open_auctions: 12,
      duration_days: 45,
      reason: 'Tăng giá và hạn mức từ tháng 4',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      price: 400_000,
      max_listings: 60,
      max_open_auctions: 12,
      duration_days: 45,
      active_subscriptions: 1,
    });
    const list = await api(t, 'GET', '/admin/plans', admin.token);
    expect(list.body.find((p: { id: string }) => p.id === plans.upgrade)).toMatchObject({ price: 400_000, is_trial: false });
    expect((await api(t, 'GET', '/subscription-plans')).body.find((p: { id: string }) => p.id === plans.upgrade).price).toBe(400_000);

    // the seller who bought before keeps 50 listings, 10 auctions and the 30 days they paid 359.000 ₫ for
    const kept = await api(t, 'GET', '/sellers/me/subscription', early.token);
    expect(kept.body).toMatchObject({ max_listings: 50, max_open_auctions: 10, plan_code: 'upgrade' });
    expect(new Date(kept.body.end_date).getTime() - new Date(kept.body.start_date).getTime()).toBe(days(30));
    expect((await api(t, 'GET', '/subscriptions/history', early.token)).body[0]).toMatchObject({
      plan_code: 'upgrade',
      amount_paid: 359_000,
    });

    // a new purchase pays the new price and gets the new quotas and duration
    const late = await createSeller(t);
    await fundMember(t, late.user.id, 1_000_000);
    const q = await api(t, 'GET', `/subscriptions/quote?plan_id=${plans.upgrade}`, late.token);
    expect(q.body).toMatchObject({ price: 400_000, charge: 400_000 });
    const bought = await buy(late.token, plans.upgrade);
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ charge: 400_000, subscription: { max_listings: 60, max_open_auctions: 12 } });
    expect((await memberBalances(t.database.db, late.user.id)).available).toBe(600_000);
    const now = await api(t, 'GET', '/sellers/me/subscription', late.token);
    expect(now.body).toMatchObject({ max_listings: 60, max_open_auctions: 12 });
    expect(new Date(now.body.end_date).getTime() - new Date(now.body.start_date).getTime()).toBe(days(45));

    // the early seller upgrading to unlimited is credited on what they paid (359.000 ₫), not the new price
    const up = await api(t, 'GET', `/subscriptions/quote?plan_id=${plans.unlimited}`, early.token);
    expect(up.body.credit).toBe(359_000);
    await expectLedgerClean(t);

    const log = await api(t, 'GET', `/moderator/audit-log?action=plan.update&target_type=plan&target_id=${plans.upgrade}`, admin.token);
    expect(log.body.total).toBe(1);
    expect(log.body.items[0]).toMatchObject({
      action_label: 'Sửa gói dịch vụ',
      actor_id: admin.user.id,
      reason: 'Tăng giá và hạn mức từ tháng 4',
      before: { price: 359_000, max_listings: 50, max_open_auctions: 10, duration_days: 30 },
      after: { price: 400_000, max_listings: 60, max_open_auctions: 12, duration_days: 45 },
    });
  });

  it('the trial is not bought: its quotas apply to every shop on it at once; null quotas make a plan unlimited', async () => {
    const s = await createSeller(t);
    expect((await api(t, 'GET', '/sellers/me/subscription', s.token)).body.max_listings).toBe(5);
    const r = await api(t, 'PATCH', `/admin/plans/${plans.trial}`, admin.token, { max_listings: 8 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ price: 0, duration_days: null, max_listings: 8, is_trial: true });
    expect((await api(t, 'GET', '/sellers/me/subscription', s.token)).body.max_listings).toBe(8);
    const u = await api(t, 'PATCH', `/admin/plans/${plans.upgrade}`, admin.token, { max_listings: null, max_open_auctions: null });
    expect(u.body).toMatchObject({ is_unlimited: true, max_listings: null, max_open_auctions: null });
  });
});
