import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { tokenFor } from '../../../test/fixtures.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { buyer } from '../../../test/support/orders.js';
import { auctionRow, join, liveAuction } from '../../../test/support/auctions.js';
import { tagger } from './auction-view.js';
import { auctionBids, auctionEvents } from './auctions.schema.js';
import { bidRound, type BidOutcome } from './bid-round.js';
import type { Role } from '@cho-gundam/contracts';

/**
 * A round of bids (bid-round.ts): the bids that queued together are placed in arrival order by the
 * proxy engine and written in one transaction. The batching itself is lib/group-commit.test.ts; the
 * race tests fire hundreds of bids at once over HTTP (auctions.race.test.ts).
 */
describe('a bid round', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-06-01T02:00:00.000Z' });
  });
  afterAll(async () => t.close());
  const FUNDS = 50_000_000;
  const round = (auctionId: string, bids: { userId: string; max: number; role?: Role }[]) =>
    bidRound(
      { db: t.database.db, clock: t.clock, tag: tagger('round-test') },
      auctionId,
      bids.map((b) => ({ caller: { userId: b.userId, role: b.role ?? 'member', sessionId: 'round-test' }, max: b.max })),
    );
  const summary = (o: BidOutcome) => ('refusal' in o ? `${o.refusal.status} ${o.refusal.message}` : 'accepted');

  const tokens = new Map<string, string>();
  async function threeBidders(auctionId: string) {
    const people = await Promise.all([buyer(t, FUNDS), buyer(t, FUNDS), buyer(t, FUNDS)]);
    for (const p of people) expect((await join(t, p.token, auctionId)).status).toBe(200);
    for (const p of people) tokens.set(p.user.id, p.token);
    return people.map((p) => p.user.id) as [string, string, string];
  }
  /** the titles and messages in a person's notifications, newest first */
  async function noticesOf(token: string) {
    const r = await call(t.app, 'GET', '/api/v1/notifications?limit=50', { token });
    return (r.body.items as { title: string; message: string }[]).map((n) => [n.title, n.message]);
  }

  it('places the bids one after the other on the standing the one before left, and writes them as one event', async () => {
    const s = await liveAuction(t);
    const [a, b, c] = await threeBidders(s.auctionId);
    const out = await round(s.auctionId, [
      { userId: a, max: 1_500_000 },
      { userId: b, max: 1_200_000 },
      { userId: c, max: 2_000_000 },
      { userId: a, max: 1_400_000 },
    ]);
    // the last one came after c's 2,000,000 had moved the price to 1,550,000
    expect(out.map(summary)).toEqual(['accepted', 'accepted', 'accepted', '422 Giá tối đa phải từ 1.600.000 ₫ trở lên']);

    const row = await auctionRow(t, s.auctionId);
    expect(row).toMatchObject({ leaderId: c, runnerUpId: a, currentPrice: 1_550_000, bidCount: 4 });
    const history = await t.database.db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, s.auctionId))
      .orderBy(asc(auctionBids.id));
    expect(history.map((h) => [h.bidderId, h.amount, h.kind])).toEqual([
      [a, 1_000_000, 'bid'],
      [b, 1_200_000, 'bid'],
      [a, 1_250_000, 'auto'],
      [c, 1_550_000, 'bid'],
    ]);
    const events = await t.database.db
      .select()
      .from(auctionEvents)
      .where(and(eq(auctionEvents.auctionId, s.auctionId), eq(auctionEvents.type, 'bid')));
    expect(events).toHaveLength(1);
    expect((events[0]!.data as { lines: unknown[]; current_price: number }).lines).toHaveLength(4);
    expect((events[0]!.data as { current_price: number }).current_price).toBe(1_550_000);

    // a led during the round and does not lead after it: told once, at the price the round ended at;
    // b never led; the seller hears of the new leader once
    const outbid = (n: string[][]) => n.filter(([title]) => title === 'Bạn đã bị vượt giá');
    expect(outbid(await noticesOf(tokens.get(a)!))).toEqual([
      ['Bạn đã bị vượt giá', 'Giá của "MG Sazabi Ver.Ka" đã lên 1.550.000 ₫. Đặt giá tối đa cao hơn để giành lại vị trí dẫn đầu.'],
    ]);
    expect(outbid(await noticesOf(tokens.get(b)!))).toEqual([]);
    expect(outbid(await noticesOf(tokens.get(c)!))).toEqual([]);
    // (a fresh token: the seller's first one was signed before the clock moved to the start)
    const toSeller = (await noticesOf(await tokenFor(t, s.seller.user))).filter(([title]) => title === 'Có giá cao nhất mới');
    expect(toSeller).toHaveLength(1);
    await expectLedgerClean(t);
  });

  it('a buy-now ends the auction inside the round: the bids after it are refused as late', async () => {
    const s = await liveAuction(t, { buy_now_price: 3_000_000 });
    const [a, b, c] = await threeBidders(s.auctionId);
    const out = await round(s.auctionId, [
      { userId: a, max: 1_500_000 },
      { userId: b, max: 3_000_000 },
      { userId: c, max: 3_500_000 },
    ]);
    expect(out.map(summary)).toEqual(['accepted', 'accepted', '409 Phiên đấu giá đã kết thúc, không thể đặt giá thêm']);
    expect(out[1]).toMatchObject({ accepted: true, boughtNow: true });
    const row = await auctionRow(t, s.auctionId);
    expect(row.status).not.toBe('active');
    expect(row).toMatchObject({ leaderId: b, currentPrice: 3_000_000 });
    await expectLedgerClean(t);
  });

  it('a round where every bid is refused writes nothing', async () => {
    const s = await liveAuction(t);
    const [a, b] = await threeBidders(s.auctionId);
    const out = await round(s.auctionId, [
      { userId: a, max: 900_000 },
      { userId: b, max: 999_999 },
    ]);
    expect(out.map(summary)).toEqual(['422 Giá tối đa phải từ 1.000.000 ₫ trở lên', '422 Giá tối đa phải từ 1.000.000 ₫ trở lên']);
    const row = await auctionRow(t, s.auctionId);
    expect(row).toMatchObject({ leaderId: null, bidCount: 0, currentPrice: 1_000_000 });
    const events = await t.database.db
      .select()
      .from(auctionEvents)
      .where(and(eq(auctionEvents.auctionId, s.auctionId), eq(auctionEvents.type, 'bid')));
    expect(events).toHaveLength(0);
  });

  it('admits each bid on its own: the seller, a member who has not joined and a maximum the funds do not cover are refused, the others placed', async () => {
    const s = await liveAuction(t);
    const [a] = await threeBidders(s.auctionId);
    const outsider = await buyer(t, FUNDS);
    // joined with 250,000: the 150,000 deposit held, 100,000 left available; together they cover 250,000
    const poor = await buyer(t, 250_000);
    expect((await join(t, poor.token, s.auctionId)).status).toBe(200);
    const b = poor.user.id;
    const out = await round(s.auctionId, [
      { userId: s.seller.user.id, max: 1_200_000, role: 'seller' },
      { userId: outsider.user.id, max: 1_200_000 },
      { userId: b, max: 1_200_000 },
      { userId: a, max: 1_300_000 },
    ]);
    expect(out.map(summary)).toEqual([
      '403 Bạn không thể tham gia hoặc đặt giá trong phiên đấu giá của chính mình',
      '422 Vui lòng tham gia đấu giá (đặt cọc) trước khi đặt giá',
      '422 Số dư khả dụng cộng tiền cọc (250.000 ₫) không đủ cho giá tối đa 1.200.000 ₫',
      'accepted',
    ]);
    expect(await auctionRow(t, s.auctionId)).toMatchObject({ leaderId: a, bidCount: 1, currentPrice: 1_000_000 });
    await expectLedgerClean(t);
  });
});
