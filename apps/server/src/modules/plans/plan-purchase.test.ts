import { randomUUID } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kits, ledgerJournals, ledgerLines, notifications, sellerSubscriptions } from '../../db/schema.js';
import { days, minutes } from '../../lib/clock.js';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import type { Role } from '@cho-gundam/contracts';
import { signedInUser, tokenFor } from '../../../test/fixtures.js';
import { memberBalances, platformBalance } from '../ledger/index.js';
import { expectLedgerClean, fundMember } from '../../../test/support/ledger.js';
import { createKit, createSeller } from '../../../test/support/storefront.js';
import { PLAN_TITLES } from './plan-rules.js';

const UPGRADE = 359_000;
const UNLIMITED = 1_049_000;

type PlanIds = { trial: string; upgrade: string; unlimited: string };
async function planIds(t: TestApp): Promise<PlanIds> {
  const r = await call<{ id: string; code: keyof PlanIds }[]>(t.app, 'GET', '/api/v1/subscription-plans');
  return Object.fromEntries(r.body.map((p) => [p.code, p.id])) as PlanIds;
}

/** Access tokens are short-lived and the tests move the clock by days: every request signs in afresh. */
type Who = { user: { id: string; role: Role } };
const tok = (t: TestApp, who: Who) => tokenFor(t, who.user);
const buy = async (t: TestApp, who: Who, planId: string, key: string = randomUUID()) =>
  call(t.app, 'POST', '/api/v1/subscriptions/purchase', {
    token: await tok(t, who),
    body: { plan_id: planId },
    headers: { 'idempotency-key': key },
  });
const quote = async (t: TestApp, who: Who, planId: string) =>
  call(t.app, 'GET', `/api/v1/subscriptions/quote?plan_id=${planId}`, { token: await tok(t, who) });
const usage = async (t: TestApp, who: Who) => call(t.app, 'GET', '/api/v1/sellers/me/subscription', { token: await tok(t, who) });
const history = async (t: TestApp, who: Who) => call(t.app, 'GET', '/api/v1/subscriptions/history', { token: await tok(t, who) });
const available = async (t: TestApp, userId: string) => (await memberBalances(t.database.db, userId)).available;
const rowsOf = (t: TestApp, sellerId: string) =>
  t.database.db.select().from(sellerSubscriptions).where(eq(sellerSubscriptions.sellerId, sellerId));
const activeRow = async (t: TestApp, sellerId: string) => (await rowsOf(t, sellerId)).filter((r) => r.isActive);
const planJournals = async (t: TestApp, sellerId: string) => {
  const ids = (await rowsOf(t, sellerId)).map((r) => `plan:${r.id}`);
  const all = await t.database.db.select().from(ledgerJournals).where(like(ledgerJournals.postingKey, 'plan:%'));
  return all.filter((j) => ids.includes(j.postingKey));
};
const noticesOf = (t: TestApp, userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, 'subscription')));
const publish = async (t: TestApp, who: Who, kitId: string) =>
  call(t.app, 'PATCH', `/api/v1/sellers/me/gundams/${kitId}/publish`, { token: await tok(t, who), body: {} });

describe('plans bought from the wallet', () => {
  let t: TestApp;
  let plans: PlanIds;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-01T03:00:00Z' });
    plans = await planIds(t);
  });
  afterAll(async () => t.close());

  it('buys GÓI NÂNG CẤP from the trial: wallet −359.000 ₫, revenue +359.000 ₫, the new plan at once, one journal, a notification', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, 500_000);
    const revenueBefore = await platformBalance(t.database.db, 'revenue');
    const now = t.clock.now();

    const q = await quote(t, s, plans.upgrade);
    expect(q.status).toBe(200);
    expect(q.body).toMatchObject({
      action: 'purchase',
      price: UPGRADE,
      credit: 0,
      charge: UPGRADE,
      available_balance: 500_000,
      missing: 0,
      current_plan_name: 'GÓI DÙNG THỬ',
    });

    const r = await buy(t, s, plans.upgrade);
    expect(r.status).toBe(200);
    const end = new Date(now.getTime() + days(30)).toISOString();
    expect(r.body).toMatchObject({
      action: 'purchase',
      price: UPGRADE,
      credit: 0,
      charge: UPGRADE,
      start_date: now.toISOString(),
      end_date: end,
      available_balance: 141_000,
    });
    expect(r.body.subscription).toMatchObject({
      plan_code: 'upgrade',
      subscription_name: 'GÓI NÂNG CẤP',
      max_listings: 50,
      max_open_auctions: 10,
      end_date: end,
      expired: false,
    });

    expect(await available(t, s.user.id)).toBe(141_000);
    expect((await platformBalance(t.database.db, 'revenue')) - revenueBefore).toBe(UPGRADE);
    const active = await activeRow(t, s.user.id);
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ id: r.body.subscription_id, planId: plans.upgrade, amountPaid: UPGRADE, endDate: new Date(end) });
    expect(await rowsOf(t, s.user.id)).toHaveLength(2);

    const journals = await planJournals(t, s.user.id);
    expect(journals).toHaveLength(1);
    expect(journals[0]).toMatchObject({
      postingKey: `plan:${r.body.subscription_id}`,
      kind: 'plan_purchase',
      referenceType: 'subscription',
      referenceId: r.body.subscription_id,
    });
    const lines = await t.database.db
      .select({ amount: ledgerLines.amount })
      .from(ledgerLines)
      .where(eq(ledgerLines.journalId, journals[0]!.id));
    expect(lines.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-UPGRADE, UPGRADE]);

    const notes = await noticesOf(t, s.user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Nâng cấp gói đăng ký thành công', link: '/shop/Subscription' });
    expect(notes[0]!.message).toContain('359.000 ₫');

    expect((await usage(t, s)).body).toMatchObject({ plan_code: 'upgrade', max_listings: 50 });
    const h = await history(t, s);
    expect(h.status).toBe(200);
    expect(h.body.map((p: { kind: string; amount_paid: number; is_active: boolean }) => [p.kind, p.amount_paid, p.is_active])).toEqual([
      ['purchase', UPGRADE, true],
      ['trial', 0, false],
    ]);
    await expectLedgerClean(t);
  });

  it('refuses when the balance is short: 422 insufficient_funds with the missing amount, nothing written, and the same key works after a top-up', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, 100_000);
    const key = randomUUID();
    const before = { rows: await rowsOf(t, s.user.id), revenue: await platformBalance(t.database.db, 'revenue') };

    expect((await quote(t, s, plans.upgrade)).body).toMatchObject({ charge: UPGRADE, missing: 259_000 });
    const r = await buy(t, s, plans.upgrade, key);
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('insufficient_funds');
    expect(r.body.error.details).toMatchObject({ missing: 259_000, charge: UPGRADE, available: 100_000 });
    expect(r.body.error.message).toContain('còn thiếu 259.000 ₫');

    expect(await rowsOf(t, s.user.id)).toEqual(before.rows);
    expect(await available(t, s.user.id)).toBe(100_000);
    expect(await platformBalance(t.database.db, 'revenue')).toBe(before.revenue);
    expect(await planJournals(t, s.user.id)).toHaveLength(0);
    expect(await noticesOf(t, s.user.id)).toHaveLength(0);
    expect((await usage(t, s)).body.plan_code).toBe('trial');

    // the refused attempt left no idempotency record: the same key, once the money is there, buys
    await fundMember(t, s.user.id, 259_000);
    const again = await buy(t, s, plans.upgrade, key);
    expect(again.status).toBe(200);
    expect(await available(t, s.user.id)).toBe(0);
    await expectLedgerClean(t);
  });

  it('renews the same plan: the end date moves 30 days past the current end, another 359.000 ₫', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, 2 * UPGRADE);
    const first = await buy(t, s, plans.upgrade);
    const firstEnd = new Date(first.body.end_date).getTime();
    t.clock.advance(days(10));

    const q = await quote(t, s, plans.upgrade);
    expect(q.body).toMatchObject({
      action: 'renewal',
      charge: UPGRADE,
      credit: 0,
      start_date: new Date(firstEnd).toISOString(),
      end_date: new Date(firstEnd + days(30)).toISOString(),
    });
    const r = await buy(t, s, plans.upgrade);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ action: 'renewal', charge: UPGRADE, end_date: new Date(firstEnd + days(30)).toISOString() });
    expect(r.body.subscription.end_date).toBe(new Date(firstEnd + days(30)).toISOString());
    expect(await available(t, s.user.id)).toBe(0);
    expect((await planJournals(t, s.user.id)).map((j) => j.kind).sort()).toEqual(['plan_purchase', 'plan_renewal']);
    expect((await noticesOf(t, s.user.id)).map((n) => n.title)).toContain('Gia hạn gói dịch vụ thành công');
    const h = (await history(t, s)).body as { kind: string; amount_paid: number }[];
    expect(h.map((p) => [p.kind, p.amount_paid])).toEqual([
      ['renewal', UPGRADE],
      ['purchase', UPGRADE],
      ['trial', 0],
    ]);
    await expectLedgerClean(t);
  });

  it('upgrades at once and credits the unused days: 18 of 30 days left of 359.000 ₫ → credit 215.400 ₫, charge 833.600 ₫', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, UPGRADE + 900_000);
    await buy(t, s, plans.upgrade);
    t.clock.advance(days(12));
    const now = t.clock.now();

    const q = await quote(t, s, plans.unlimited);
    expect(q.body).toMatchObject({ action: 'upgrade', price: UNLIMITED, credit: 215_400, credit_lost: 0, charge: 833_600, missing: 0 });
    const r = await buy(t, s, plans.unlimited);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      action: 'upgrade',
      credit: 215_400,
      charge: 833_600,
      start_date: now.toISOString(),
      end_date: new Date(now.getTime() + days(30)).toISOString(),
    });
    expect(r.body.subscription).toMatchObject({ plan_code: 'unlimited', max_listings: null, is_unlimited: true });
    expect(await available(t, s.user.id)).toBe(900_000 - 833_600);
    expect((await activeRow(t, s.user.id))[0]!.amountPaid).toBe(833_600);
    const j = (await planJournals(t, s.user.id)).find((x) => x.kind === 'plan_upgrade');
    const lines = await t.database.db.select({ amount: ledgerLines.amount }).from(ledgerLines).where(eq(ledgerLines.journalId, j!.id));
    expect(lines.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-833_600, 833_600]);
    expect((await history(t, s)).body[0]).toMatchObject({ kind: 'upgrade', amount_paid: 833_600, plan_code: 'unlimited' });
    await expectLedgerClean(t);
  });

  it('a renewed period is credited for all its unused days (the credit basis is what the whole period cost)', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, 2 * UPGRADE + UNLIMITED);
    await buy(t, s, plans.upgrade);
    t.clock.advance(days(10));
    await buy(t, s, plans.upgrade); // now 60 days for 718.000 ₫, 50 of them left
    t.clock.advance(days(10)); // 40 of 60 days left → 718.000 × 40 / 60 = 478.666
    const q = await quote(t, s, plans.unlimited);
    expect(q.body).toMatchObject({ action: 'upgrade', credit: 478_666, charge: UNLIMITED - 478_666 });
    await expectLedgerClean(t);
  });

  it('a double submit with one key is one purchase; the key reused for another plan is refused', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, 3 * UPGRADE);
    const key = randomUUID();
    const [a, b] = await Promise.all([buy(t, s, plans.upgrade, key), buy(t, s, plans.upgrade, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.subscription_id).toBe(b.body.subscription_id);
    const third = await buy(t, s, plans.upgrade, key);
    expect(third.status).toBe(200);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.body.subscription_id).toBe(a.body.subscription_id);
    expect(await available(t, s.user.id)).toBe(2 * UPGRADE);
    expect(await planJournals(t, s.user.id)).toHaveLength(1);
    expect(await rowsOf(t, s.user.id)).toHaveLength(2);
    expect((await buy(t, s, plans.unlimited, key)).status).toBe(422);
    await expectLedgerClean(t);
  });

  it('refuses guests, members, the trial plan, an unknown plan and a missing Idempotency-Key', async () => {
    const member = await signedInUser(t);
    await fundMember(t, member.user.id, UNLIMITED);
    expect((await buy(t, member, plans.upgrade)).status).toBe(403);
    expect((await quote(t, member, plans.upgrade)).status).toBe(403);
    expect((await history(t, member)).status).toBe(403);
    expect(
      (
        await call(t.app, 'POST', '/api/v1/subscriptions/purchase', {
          body: { plan_id: plans.upgrade },
          headers: { 'idempotency-key': randomUUID() },
        })
      ).status,
    ).toBe(401);
    expect(await available(t, member.user.id)).toBe(UNLIMITED);

    const s = await createSeller(t);
    await fundMember(t, s.user.id, UNLIMITED);
    const trial = await buy(t, s, plans.trial);
    expect(trial.status).toBe(422);
    expect(trial.body.error.message).toMatch(/dùng thử/);
    expect((await buy(t, s, randomUUID())).status).toBe(404);
    expect((await buy(t, s, 'khong-phai-uuid')).status).toBe(400);
    const noKey = await call(t.app, 'POST', '/api/v1/subscriptions/purchase', { token: await tok(t, s), body: { plan_id: plans.upgrade } });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.message).toMatch(/Idempotency-Key/);
    expect(await available(t, s.user.id)).toBe(UNLIMITED);
    expect(await rowsOf(t, s.user.id)).toHaveLength(1);
    await expectLedgerClean(t);
  });

  it('the publishing quota follows the new plan right after the purchase', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, UPGRADE);
    const all = [];
    for (let i = 0; i < 6; i++) all.push(await createKit(t, s.user.id, { price: 200_000 }));
    for (const k of all.slice(0, 5)) expect((await publish(t, s, k.id)).status).toBe(200);
    expect((await publish(t, s, all[5]!.id)).status).toBe(422);
    expect((await buy(t, s, plans.upgrade)).status).toBe(200);
    const r = await publish(t, s, all[5]!.id);
    expect(r.status).toBe(200);
    expect(r.body.subscription).toMatchObject({ plan_code: 'upgrade', listings_used: 6, max_listings: 50, remaining: 44 });
    await expectLedgerClean(t);
  });

  it('a move from unlimited to GÓI NÂNG CẤP with more kits listed than 50: nothing is taken down, nothing new can be listed; a credit above the price is not paid out', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, UNLIMITED);
    expect((await buy(t, s, plans.unlimited)).status).toBe(200);
    for (let i = 0; i < 51; i++) await createKit(t, s.user.id, { status: 'published', image: false });
    const extra = await createKit(t, s.user.id, { price: 300_000 });
    t.clock.advance(days(1));

    const q = await quote(t, s, plans.upgrade);
    // 29 of 30 days of 1.049.000 ₫ left: 1.014.033 ₫, above the 359.000 ₫ price
    expect(q.body).toMatchObject({
      action: 'change',
      credit: 1_014_033,
      credit_lost: 1_014_033 - UPGRADE,
      charge: 0,
      over_limit: true,
      listings_used: 51,
    });
    const journalsBefore = (await planJournals(t, s.user.id)).length;
    const r = await buy(t, s, plans.upgrade);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ action: 'change', charge: 0 });
    expect(r.body.subscription).toMatchObject({ plan_code: 'upgrade', listings_used: 51, max_listings: 50, remaining: 0 });
    expect(await planJournals(t, s.user.id)).toHaveLength(journalsBefore); // nothing charged, no journal
    expect(await available(t, s.user.id)).toBe(0);
    const published = await t.database.db
      .select({ n: count() })
      .from(kits)
      .where(and(eq(kits.ownerId, s.user.id), eq(kits.status, 'published')));
    expect(Number(published[0]!.n)).toBe(51);
    const refused = await publish(t, s, extra.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('51/50');
    const note = (await noticesOf(t, s.user.id)).find((n) => n.title === PLAN_TITLES.change);
    expect(note!.message).toContain('51 sản phẩm');
    await expectLedgerClean(t);
  });

  it('warns once 3 days before the end and switches back to the trial at the end, driven by the clock and the jobs', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, UPGRADE);
    const bought = await buy(t, s, plans.upgrade);
    const end = new Date(bought.body.end_date).getTime();
    for (let i = 0; i < 6; i++) await createKit(t, s.user.id, { status: 'published', image: false });
    const extra = await createKit(t, s.user.id, { price: 300_000 });
    const titles = async () => (await noticesOf(t, s.user.id)).map((n) => n.title);

    t.clock.set(new Date(end - days(4)));
    await runJobs(t);
    expect(await titles()).not.toContain(PLAN_TITLES.expiring);

    t.clock.set(new Date(end - days(3) + minutes(5)));
    await runJobs(t);
    expect((await titles()).filter((x) => x === PLAN_TITLES.expiring)).toHaveLength(1);
    t.clock.advance(minutes(30));
    await runJobs(t);
    t.clock.advance(days(1));
    await runJobs(t);
    expect((await titles()).filter((x) => x === PLAN_TITLES.expiring)).toHaveLength(1);
    expect((await usage(t, s)).body).toMatchObject({ plan_code: 'upgrade', expired: false });

    t.clock.set(new Date(end + minutes(1)));
    await runJobs(t);
    const active = await activeRow(t, s.user.id);
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ planId: plans.trial, endDate: null, amountPaid: 0, startDate: new Date(end) });
    expect((await titles()).filter((x) => x === PLAN_TITLES.expired)).toHaveLength(1);
    expect((await noticesOf(t, s.user.id)).find((n) => n.title === PLAN_TITLES.expired)!.message).toContain('6 sản phẩm');
    expect((await usage(t, s)).body).toMatchObject({
      plan_code: 'trial',
      expired: false,
      end_date: null,
      listings_used: 6,
      max_listings: 5,
    });
    // nothing taken down; nothing new until under the trial limit
    expect((await publish(t, s, extra.id)).status).toBe(422);
    t.clock.advance(minutes(30));
    await runJobs(t);
    expect((await titles()).filter((x) => x === PLAN_TITLES.expired)).toHaveLength(1);
    expect((await history(t, s)).body.map((p: { kind: string }) => p.kind)).toEqual(['trial', 'purchase', 'trial']);
    // the seller buys again: a fresh 30 days from now
    await fundMember(t, s.user.id, UPGRADE);
    const again = await buy(t, s, plans.upgrade);
    expect(again.body).toMatchObject({ action: 'purchase', charge: UPGRADE });
    await expectLedgerClean(t);
  });
});

describe.runIf(process.env.DATABASE_URL)('plan purchases under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let plans: PlanIds;
  beforeAll(async () => {
    t = await createTestApp();
    plans = await planIds(t);
  });
  afterAll(async () => t.close());

  it('10 concurrent purchases with distinct keys against a balance for one: exactly one succeeds', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, UPGRADE + 1_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(t, s, plans.upgrade)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe('insufficient_funds');
    }
    expect(await available(t, s.user.id)).toBe(1_000);
    expect(await planJournals(t, s.user.id)).toHaveLength(1);
    expect(await activeRow(t, s.user.id)).toHaveLength(1);
    expect(await rowsOf(t, s.user.id)).toHaveLength(2);
    await expectLedgerClean(t);
  });

  it('the expiry sweep racing a purchase at the end of the plan: one active row, one outcome, ledger clean', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, 2 * UPGRADE);
    const bought = await buy(t, s, plans.upgrade);
    const end = new Date(bought.body.end_date).getTime();
    t.clock.set(new Date(end + minutes(1)));
    const [, again] = await Promise.all([runJobs(t), buy(t, s, plans.upgrade)]);
    expect(again.status).toBe(200);
    // the plan had ended: buying it again is a fresh 30 days from now, not a renewal
    expect(again.body).toMatchObject({ action: 'purchase', end_date: new Date(end + minutes(1) + days(30)).toISOString() });
    const active = await activeRow(t, s.user.id);
    expect(active).toHaveLength(1);
    expect(active[0]!.planId).toBe(plans.upgrade);
    expect(await available(t, s.user.id)).toBe(0);
    await expectLedgerClean(t);
  });

  it('purchases racing with publishes: the quota stays exact and every publish finds the active plan', async () => {
    const s = await createSeller(t);
    await fundMember(t, s.user.id, 2 * UPGRADE);
    const ks = [];
    for (let i = 0; i < 8; i++) ks.push(await createKit(t, s.user.id, { price: 200_000 }));
    const results = await Promise.all([...ks.map((k) => publish(t, s, k.id)), buy(t, s, plans.upgrade), buy(t, s, plans.upgrade)]);
    for (const r of results) expect([200, 422]).toContain(r.status);
    for (const r of results) if (r.status === 422) expect(r.body.error.message).not.toMatch(/chưa có gói/);
    // every publish that answered 200 is listed, and none went over the plan that applied when it ran
    const published = await t.database.db
      .select({ n: count() })
      .from(kits)
      .where(and(eq(kits.ownerId, s.user.id), eq(kits.status, 'published')));
    expect(Number(published[0]!.n)).toBe(results.slice(0, 8).filter((r) => r.status === 200).length);
    if (results.slice(8).every((r) => r.status !== 200)) expect(Number(published[0]!.n)).toBeLessThanOrEqual(5);
    expect(await activeRow(t, s.user.id)).toHaveLength(1);
    await expectLedgerClean(t);
  });
});
