import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../demo/demo-data.js';
import { users } from '../../db/schema.js';
import { kitImages, kits } from './kits.schema.js';
import { memberBalances, reconcile } from '../ledger/index.js';
import { auctionRequests, auctions } from '../auctions/index.js';
import { createKitsTestApp, kitFiles, type KitsTestApp } from '../../../test/support/kits.js';

describe('demo kits', () => {
  let t: KitsTestApp;
  beforeAll(async () => {
    t = await createKitsTestApp();
    await loadDemoData(t.app.ctx, () => undefined);
  }, 120_000);
  afterAll(async () => t.close());

  it('loads about 60 real kits with photos, at most 5 listed per seller within the last 30 days', async () => {
    const rows = await t.database.db.select({ kit: kits, email: users.email }).from(kits).innerJoin(users, eq(users.id, kits.ownerId));
    expect(rows.length).toBeGreaterThanOrEqual(55);
    const listed = rows.filter((r) => r.kit.status === 'published');
    for (const seller of ['seller@chogundam.vn', 'seller2@chogundam.vn', 'seller3@chogundam.vn']) {
      const mine = listed.filter((r) => r.email === seller).length;
      expect(mine).toBeGreaterThan(0);
      expect(mine).toBeLessThanOrEqual(5);
    }
    expect(listed.every((r) => r.email.startsWith('seller'))).toBe(true);
    const now = t.clock.now().getTime();
    for (const { kit } of listed) {
      expect(kit.price).toBeGreaterThanOrEqual(1000);
      expect(now - kit.publishedAt!.getTime()).toBeLessThanOrEqual(30 * 86_400_000);
    }
    const [primaries] = await t.database.db.select({ n: count() }).from(kitImages).where(eq(kitImages.position, 0));
    expect(primaries!.n).toBe(rows.length);
    expect(kitFiles(t).length).toBeGreaterThanOrEqual(rows.length * 3);
    expect(rows.some((r) => r.kit.searchText.includes('strike freedom'))).toBe(true);
  });

  it('funds the demo wallets through top-up journals, and the ledger reconciles', async () => {
    const [member] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@chogundam.vn'));
    // member@ won a demo auction and has not paid it yet: its deposit is held, the rest available
    const b = await memberBalances(t.database.db, member!.id);
    expect(b.available + b.held).toBe(5_000_000);
    expect(b.held).toBeGreaterThan(0);
    expect(b.pending).toBe(0);
    const report = await reconcile(t.database.db, t.clock.now());
    expect(report.problems).toEqual([]);
    expect(report.journals).toBeGreaterThanOrEqual(5);
  });

  it('puts auctions in every state on the market, made through the auction services', async () => {
    const rows = await t.database.db.select({ status: auctions.status, n: count() }).from(auctions).groupBy(auctions.status);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(byStatus).toEqual({ active: 3, scheduled: 2, ended: 1, completed: 1, failed: 1, canceled: 1 });
    const requests = await t.database.db
      .select({ status: auctionRequests.status, n: count() })
      .from(auctionRequests)
      .groupBy(auctionRequests.status);
    expect(Object.fromEntries(requests.map((r) => [r.status, r.n]))).toMatchObject({ pending: 2, rejected: 1 });
    // every live auction still runs at load time; one ends within minutes (10–15: a newcomer sees the
    // countdown and, bidding in its last 5 minutes, the soft close), the others run for hours or days
    const live = await t.database.db.select().from(auctions).where(eq(auctions.status, 'active'));
    const now = t.clock.now().getTime();
    expect(live.every((a) => a.endAt.getTime() > now)).toBe(true);
    const soon = live.filter((a) => a.endAt.getTime() - now <= 15 * 60_000);
    expect(soon.map((a) => a.endAt.getTime() - now >= 10 * 60_000)).toEqual([true]);
    expect(soon[0]!.bidCount).toBeGreaterThan(0);
  });

  it('does not load twice', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(kits);
    await loadDemoData(t.app.ctx, () => undefined);
    const [after] = await t.database.db.select({ n: count() }).from(kits);
    expect(after!.n).toBe(before!.n);
  });
});
