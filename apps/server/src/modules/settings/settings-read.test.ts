import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../lib/time.js';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { signedInUser, tokenFor } from '../../../test/fixtures.js';
import { auctionRow, auctionSeller, bid, join, kitStatus, liveAuction, requestBody } from '../../../test/support/auctions.js';
import { deliveredOrder, uploadPhotos } from '../../../test/support/complaints.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { buyer, orderRow } from '../../../test/support/orders.js';
import { notifications, platformSettings } from '../../db/schema.js';
import { memberBalances } from '../ledger/index.js';

/**
 * The auction and complaint settings are read when they are used (docs/domain/back-office.md):
 * an admin changes one through `PUT /admin/settings`, and the very next request, job or screen
 * that needs it follows the new value, with no restart and nothing cached. Each test changes the
 * setting between two steps of one story, so the old value would give another number.
 */
const KEYS = ['auction_deposit_rate_bps', 'auction_forfeit_seller_bps', 'order_complaint_days', 'auction_payment_hours'] as const;

describe('auction and complaint settings are read at the moment of use', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-03-15T02:00:00.000Z' });
    admin = await signedInUser(t, { role: 'admin' });
  });
  // back to the defaults (no stored row) for the next story
  afterEach(async () => {
    await t.database.db.delete(platformSettings).where(inArray(platformSettings.key, [...KEYS]));
  });
  afterAll(async () => t.close());

  /** An admin's change through the API (a fresh token: the stories move the clock by days). */
  async function change(body: Record<string, unknown>) {
    const token = await tokenFor(t, admin.user);
    const r = await call(t.app, 'PUT', '/api/v1/admin/settings', { token, body: { ...body, reason: 'Kiểm thử' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }

  const noticeTo = async (userId: string, title: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), eq(notifications.title, title)))
    )[0]?.message;

  it('auction_deposit_rate_bps: the next auction request holds the new share of its starting price; an earlier one keeps its own', async () => {
    // a seller asks, then reads the deposit back from their own list of requests
    const request = async () => {
      const s = await auctionSeller(t);
      const r = await call(t.app, 'POST', '/api/v1/shop/auction-requests', {
        token: s.token,
        body: requestBody(t, s.kit.id, { starting_price: 1_000_000 }),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return { id: r.body.id as string, token: s.token };
    };
    const depositOf = async (req: { id: string; token: string }) => {
      const mine = await call(t.app, 'GET', '/api/v1/shop/auction-requests', { token: req.token });
      expect(mine.status).toBe(200);
      return mine.body.items.find((i: { id: string }) => i.id === req.id).deposit_amount as number;
    };
    const before = await request();
    expect(await depositOf(before)).toBe(150_000);
    await change({ auction_deposit_rate_bps: 2_000 });
    expect(await depositOf(await request())).toBe(200_000);
    // fixed when asked: the earlier request keeps 15 %
    expect(await depositOf(before)).toBe(150_000);
  });

  it('auction_payment_hours: an auction that ends after the change gives its winner the new window', async () => {
    const s = await liveAuction(t);
    await change({ auction_payment_hours: 24 });
    const win = await buyer(t, 3_000_000);
    await join(t, win.token, s.auctionId);
    expect((await bid(t, win.token, s.auctionId, 1_200_000)).status).toBe(200);
    t.clock.set(s.auction.endAt);
    await runJobs(t);
    const ended = await auctionRow(t, s.auctionId);
    expect(ended.status).toBe('ended');
    expect(ended.paymentDueAt!.getTime()).toBe(s.auction.endAt.getTime() + 24 * HOUR_MS);
    expect(await noticeTo(win.user.id, 'Bạn đã thắng phiên đấu giá')).toContain('Vui lòng thanh toán trong 24 giờ');
    // 24 hours and a second later the deposit is gone (under the default 48 hours it would still wait)
    t.clock.set(new Date(ended.paymentDueAt!.getTime() + 1_000));
    await runJobs(t);
    expect((await auctionRow(t, s.auctionId)).status).toBe('failed');
    expect(await memberBalances(t.database.db, win.user.id)).toMatchObject({ available: 2_850_000, held: 0 });
    await expectLedgerClean(t);
  });

  it('auction_forfeit_seller_bps: a deposit forfeited after the change is split with the new seller share', async () => {
    const s = await liveAuction(t);
    const win = await buyer(t, 3_000_000);
    await join(t, win.token, s.auctionId);
    await bid(t, win.token, s.auctionId, 1_200_000);
    t.clock.set(s.auction.endAt);
    await runJobs(t);
    const ended = await auctionRow(t, s.auctionId);
    expect(ended.status).toBe('ended');
    // changed while the winner's payment window runs: the split is read when the deadline passes
    await change({ auction_forfeit_seller_bps: 9_000 });
    const sellerBefore = await memberBalances(t.database.db, s.seller.user.id);
    t.clock.set(new Date(ended.paymentDueAt!.getTime() + 1_000));
    await runJobs(t);
    expect(await memberBalances(t.database.db, win.user.id)).toMatchObject({ available: 2_850_000, held: 0 });
    const sellerAfter = await memberBalances(t.database.db, s.seller.user.id);
    // 90 % of the 150.000 ₫ deposit (70 % by default)
    expect(sellerAfter.available - sellerBefore.available).toBe(135_000);
    expect(await noticeTo(win.user.id, 'Tiền đặt cọc đã bị mất')).toContain('(90% cho người bán, 10% cho sàn)');
    expect(await noticeTo(s.seller.user.id, 'Bồi thường từ phiên đấu giá')).toContain('bạn nhận 135.000 ₫');
    expect((await auctionRow(t, s.auctionId)).status).toBe('failed');
    expect((await kitStatus(t, s.seller.kit.id)).status).toBe('in_store');
    await expectLedgerClean(t);
  });

  it('order_complaint_days: an order delivered before the change shows and allows the new window', async () => {
    const o = await deliveredOrder(t);
    const deliveredAt = (await orderRow(t, o.id)).deliveredAt!;
    await change({ order_complaint_days: 5 });
    const shown = await call(t.app, 'GET', `/api/v1/orders/${o.id}`, { token: await tokenFor(t, o.b.user) });
    expect(shown.body.complaint_deadline).toBe(new Date(deliveredAt.getTime() + 5 * DAY_MS).toISOString());
    // four days after delivery: past the default 3 days, inside the new 5
    t.clock.set(new Date(deliveredAt.getTime() + 4 * DAY_MS));
    const late = await call(t.app, 'GET', `/api/v1/orders/${o.id}`, { token: await tokenFor(t, o.b.user) });
    expect(late.body.actions.can_complain).toBe(true);
    const complained = await uploadPhotos(t, `/orders/${o.id}/complaint`, await tokenFor(t, o.b.user), 1, 'Hộp bị móp một góc');
    expect(complained.status, JSON.stringify(complained.body)).toBe(201);

    // shortened to 1 day: a second order delivered now is refused two days later, with the new number
    await change({ order_complaint_days: 1 });
    const p = await deliveredOrder(t);
    t.clock.advance(2 * DAY_MS);
    const refused = await uploadPhotos(t, `/orders/${p.id}/complaint`, await tokenFor(t, p.b.user), 1, 'Thiếu phụ kiện');
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('Đã quá thời hạn 1 ngày kể từ khi giao hàng để gửi khiếu nại');
  });
});
