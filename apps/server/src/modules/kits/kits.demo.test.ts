import { createHash } from 'node:crypto';
import { and, count, eq, inArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../demo/demo-data.js';
import { exchanges, shops, users } from '../../db/schema.js';
import { grades } from '../catalog/index.js';
import { figureArtSvg } from '../../demo/assets/kit-art.js';
import { modelLineOf } from '../../demo/assets/kit-lines.js';
import { call } from '../../../test/helpers.js';
import { tokenFor } from '../../../test/fixtures.js';
import { kitImages, kits } from './kits.schema.js';
import { memberBalances, reconcile } from '../ledger/index.js';
import { auctionRequests, auctions } from '../auctions/index.js';
import { createKitsTestApp, kitFiles, type KitsTestApp } from '../../../test/support/kits.js';

describe('demo kits', () => {
  let t: KitsTestApp;
  beforeAll(async () => {
    t = await createKitsTestApp();
    await loadDemoData(t.app.ctx, () => undefined);
  }, 240_000);
  afterAll(async () => t.close());

  it('loads about 60 real kits with photos for the first demo accounts, at most 5 listed per first seller within the last 30 days', async () => {
    const rows = await t.database.db.select({ kit: kits, email: users.email }).from(kits).innerJoin(users, eq(users.id, kits.ownerId));
    expect(rows.length).toBeGreaterThanOrEqual(150);
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

  it('fills the market: 100+ kits on sale from 8+ shops, every grade among them with its photo', async () => {
    const listed = await t.database.db
      .select({ id: kits.id, name: kits.name, grade: kits.gradeCode, owner: kits.ownerId, key: kitImages.storageKey })
      .from(kits)
      .innerJoin(kitImages, and(eq(kitImages.kitId, kits.id), eq(kitImages.position, 0)))
      .where(eq(kits.status, 'published'));
    expect(listed.length).toBeGreaterThanOrEqual(100);
    const sellingShops = await t.database.db
      .select({ id: shops.id })
      .from(shops)
      .where(inArray(shops.ownerId, [...new Set(listed.map((k) => k.owner))]));
    expect(sellingShops.length).toBeGreaterThanOrEqual(8);
    const allGrades = (await t.database.db.select({ code: grades.code }).from(grades)).map((g) => g.code);
    expect(allGrades.length).toBeGreaterThanOrEqual(11);
    expect(new Set(listed.map((k) => k.grade))).toEqual(new Set(allGrades));
    // a full first page of the list (24 cards) and the home page's counts
    const page = await call(t.app, 'GET', '/api/v1/gundams?page=1&page_size=24');
    expect(page.body.items).toHaveLength(24);
    expect(page.body.total).toBe(listed.length);
    expect(page.body.items.every((k: { primary_image: unknown }) => k.primary_image)).toBe(true);
    const home = await call(t.app, 'GET', '/api/v1/home');
    expect(home.body.stats.shops_count).toBeGreaterThanOrEqual(8);
    // content-addressed photos: every kit on sale has a picture of its own
    expect(new Set(listed.map((k) => k.key.split('/').pop())).size).toBe(listed.length);
  });

  it('draws each model line differently, and one line differently in each grade', async () => {
    const listed = await t.database.db.select({ name: kits.name, grade: kits.gradeCode }).from(kits).where(eq(kits.status, 'published'));
    const pixels = async (name: string, grade: string) =>
      createHash('sha256')
        .update(
          await sharp(Buffer.from(figureArtSvg(name, grade)))
            .raw()
            .toBuffer(),
        )
        .digest('hex');
    // one kit per model line, all drawn as HG: the figures alone (no caption) differ between lines
    const byLine = new Map(listed.map((k) => [modelLineOf(k.name).key, k.name]));
    expect(byLine.size).toBeGreaterThanOrEqual(20);
    const lineHashes = await Promise.all([...byLine.values()].map((name) => pixels(name, 'HG')));
    expect(new Set(lineHashes).size).toBe(byLine.size);
    // one line (RX-78-2) in every grade
    const gradeHashes = await Promise.all(
      ['EG', 'HG', 'RG', 'MG', 'PG', 'SD', 'NG', 'MGEX', 'HIRM', 'FM', 'RE100'].map((g) => pixels('RX-78-2 Gundam', g)),
    );
    expect(new Set(gradeHashes).size).toBe(11);
  });

  it('funds the demo wallets through top-up journals, and the ledger reconciles', async () => {
    const [member] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@chogundam.vn'));
    // member@ won a demo auction and has not paid it yet: its deposit is held, the rest available;
    // its completed demo trade took the fee of the parcel it received and brought 50.000 ₫ of
    // compensation; the fees and the 80.000 ₫ of its running trades are still held
    const b = await memberBalances(t.database.db, member!.id);
    const trades = await t.database.db
      .select()
      .from(exchanges)
      .where(and(or(eq(exchanges.posterId, member!.id), eq(exchanges.offererId, member!.id)), eq(exchanges.status, 'completed')));
    const fees = trades.reduce(
      (sum, x) =>
        sum +
        (x.posterId === member!.id && x.posterFeeState !== 'none' ? x.posterFee! : 0) +
        (x.offererId === member!.id && x.offererFeeState !== 'none' ? x.offererFee! : 0),
      0,
    );
    expect(fees).toBeGreaterThan(0);
    expect(b.available + b.held).toBe(5_000_000 - fees + 50_000);
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

  it('gives moderator@ open flags to decide at /moderator/flags, and one decided', async () => {
    const token = await tokenFor(t, (await t.database.db.select().from(users).where(eq(users.email, 'moderator@chogundam.vn')))[0]!);
    const open = await call(t.app, 'GET', '/api/v1/moderator/flags', { token });
    expect(open.status).toBe(200);
    expect(open.body.items.map((g: { target: { type: string } }) => g.target.type).sort()).toEqual([
      'auction',
      'exchange_post',
      'listing',
      'user',
    ]);
    expect(open.body.items[0]).toMatchObject({ count: 3, target: { type: 'listing' } });
    const closed = await call(t.app, 'GET', '/api/v1/moderator/flags?status=closed', { token });
    expect(closed.body.total).toBe(1);
  });

  it('does not load twice', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(kits);
    await loadDemoData(t.app.ctx, () => undefined);
    const [after] = await t.database.db.select({ n: count() }).from(kits);
    expect(after!.n).toBe(before!.n);
  });
});
