import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { call, createTestApp, type TestApp } from '../../test/helpers.js';
import { tokenFor } from '../../test/fixtures.js';
import { expectLedgerClean } from '../../test/support/ledger.js';
import { loadDemoData } from './demo-data.js';

/**
 * A newcomer signed in as moderator@ or admin@ finds real work and full dashboards (issue 11). The
 * clock stands on Thursday 26/11/2026 12:00 in Vietnam, so this week (from Monday) and last week are
 * both whole days of the demo's past and the figures do not depend on the day the test runs.
 */
const NOW = '2026-11-26T05:00:00.000Z';

describe('demo data: the back offices’ queues and dashboards', () => {
  let t: TestApp;
  const tokenOf = async (email: string) => {
    const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
    return tokenFor(t, u!);
  };
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    await loadDemoData(t.app.ctx, () => undefined);
  }, 240_000);
  afterAll(async () => t.close());

  it('moderator@: every queue has work, and this week and last week both have orders, GMV and new members', async () => {
    const dash = await call(t.app, 'GET', '/api/v1/moderator/dashboard', { token: await tokenOf('moderator@chogundam.vn') });
    expect(dash.status).toBe(200);
    const counts = Object.fromEntries(dash.body.queues.map((q: { key: string; count: number }) => [q.key, q.count]));
    expect(Object.keys(counts).sort()).toEqual(['auction_requests', 'complaints', 'flags', 'stuck_exchanges', 'withdrawals']);
    for (const [key, count] of Object.entries(counts)) expect(count, key).toBeGreaterThan(0);
    for (const week of [dash.body.this_week, dash.body.last_week]) {
      expect(week.orders).toBeGreaterThan(0);
      expect(week.gmv).toBeGreaterThan(0);
      expect(week.new_members).toBeGreaterThan(0);
      expect(week.exchanges).toBeGreaterThan(0);
    }
    // the 30-day chart has sales on more than a handful of days
    expect(dash.body.series.filter((d: { gmv: number }) => d.gmv > 0).length).toBeGreaterThanOrEqual(5);
    expect(dash.body.series.filter((d: { new_members: number }) => d.new_members > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('admin@: revenue from plans and from order fees, GMV and top-ups over the last 30 days', async () => {
    const dash = await call(t.app, 'GET', '/api/v1/admin/dashboard?days=30', { token: await tokenOf('admin@chogundam.vn') });
    expect(dash.status).toBe(200);
    expect(dash.body.revenue.plans).toBeGreaterThan(0);
    // orders completed while the admin's 1,5 % fee was in force (demo-admin-history.ts)
    expect(dash.body.revenue.order_fees).toBeGreaterThan(0);
    expect(dash.body.gmv).toBeGreaterThan(0);
    expect(dash.body.new_members).toBeGreaterThan(0);
    expect(dash.body.wallet.top_ups).toBeGreaterThan(0);
    // every paid plan has sellers: bought from the wallet, not written into the subscriptions table
    const byPlan = Object.fromEntries((dash.body.sellers_by_plan as { code: string; sellers: number }[]).map((p) => [p.code, p.sellers]));
    expect(byPlan.upgrade).toBeGreaterThan(0);
    expect(byPlan.unlimited).toBeGreaterThan(0);
  });

  it('moderator@: a top-up the gateway query credits, and one waiting for review', async () => {
    const token = await tokenOf('moderator@chogundam.vn');
    const pending = await call(t.app, 'GET', '/api/v1/moderator/topups?status=pending', { token });
    expect(pending.status).toBe(200);
    const waiting = pending.body.items.find((x: { user_email: string }) => x.user_email === 'member7@chogundam.vn');
    expect(waiting).toMatchObject({ amount: 300_000, status: 'pending' });
    const review = await call(t.app, 'GET', '/api/v1/moderator/topups?needs_review=true', { token });
    expect(review.body.items).toHaveLength(1);
    expect(review.body.items[0]).toMatchObject({ status: 'expired', user_email: 'member5@chogundam.vn' });
    expect(review.body.items[0].review_reason).toContain('hết hạn');

    const asked = await call(t.app, 'POST', `/api/v1/moderator/topups/${waiting.id}/query`, { token });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ outcome: 'credited', topup: { status: 'succeeded' } });
    await expectLedgerClean(t);
  });
});
