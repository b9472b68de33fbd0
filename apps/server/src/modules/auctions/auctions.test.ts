import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_RULES } from '@cho-gundam/contracts';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { tokenFor } from '../../../test/fixtures.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { addAddress, buyer, key } from '../../../test/support/orders.js';
import {
  auctionRow,
  auctionSeller,
  bid,
  DAY,
  join,
  kitStatus,
  liveAuction,
  moderator,
  requestBody,
  scheduledAuction,
} from '../../../test/support/auctions.js';
import { staffAuditLog as auditLog } from '../audit/index.js';
import { memberBalances } from '../ledger/index.js';
import { orders } from '../orders/index.js';

/**
 * The auction through HTTP (docs/domain/auctions.md): request → moderation → live bidding with
 * deposits and proxy bids → end → payment or forfeit and second chance. Every refusal is checked
 * for its status and its Vietnamese message; the ledger reconciles after each scenario.
 */
describe('auctions over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-03-15T02:00:00.000Z' });
  });
  afterAll(async () => t.close());
  // access tokens live minutes; a test that moves the clock by days signs the member in again
  const fresh = (user: { id: string; role: 'member' | 'seller' | 'moderator' | 'admin' }) => tokenFor(t, user);

  describe('requests', () => {
    it('refuses a request outside the shared rule with a Vietnamese message per field, and writes nothing', async () => {
      const s = await auctionSeller(t);
      const res = await call(t.app, 'POST', '/api/v1/shop/auction-requests', {
        token: s.token,
        body: requestBody(t, s.kit.id, { bid_increment: 10_000, start_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString() }),
      });
      expect(res.status).toBe(400);
      const fields = Object.fromEntries(
        (res.body.error.details.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
      );
      expect(fields.bid_increment).toMatch(/Bước giá phải từ 30\.000 ₫ đến 100\.000 ₫/);
      expect(fields.start_at).toBe('Phiên đấu giá phải bắt đầu sau thời điểm gửi yêu cầu ít nhất 24 giờ');
      expect((await kitStatus(t, s.kit.id)).status).toBe('in_store');
    });

    it('a trial plan holds one open auction; the second request is refused until the first is withdrawn', async () => {
      const s = await auctionSeller(t, 'trial');
      const first = await call(t.app, 'POST', '/api/v1/shop/auction-requests', { token: s.token, body: requestBody(t, s.kit.id) });
      expect(first.status).toBe(201);
      expect((await kitStatus(t, s.kit.id)).status).toBe('pending_auction_approval');
      const { createKit } = await import('../../../test/support/storefront.js');
      const other = await createKit(t, s.user.id, { status: 'in_store' });
      const second = await call(t.app, 'POST', '/api/v1/shop/auction-requests', { token: s.token, body: requestBody(t, other.id) });
      expect(second.status).toBe(422);
      expect(second.body.error.message).toMatch(/hết lượt đấu giá của gói hiện tại \(1\/1\)/);
      const w = await call(t.app, 'POST', `/api/v1/shop/auction-requests/${first.body.id}/withdraw`, { token: s.token });
      expect(w.body.status).toBe('withdrawn');
      expect((await kitStatus(t, s.kit.id)).status).toBe('in_store');
      const third = await call(t.app, 'POST', '/api/v1/shop/auction-requests', { token: s.token, body: requestBody(t, other.id) });
      expect(third.status).toBe(201);
    });

    it('the moderator queue serves pending requests oldest first; the seller sees theirs newest first', async () => {
      const s = await auctionSeller(t);
      const { createKit } = await import('../../../test/support/storefront.js');
      const second = await createKit(t, s.user.id, { status: 'in_store' });
      const older = await call(t.app, 'POST', '/api/v1/shop/auction-requests', { token: s.token, body: requestBody(t, s.kit.id) });
      t.clock.advance(60_000);
      const newer = await call(t.app, 'POST', '/api/v1/shop/auction-requests', { token: s.token, body: requestBody(t, second.id) });
      const m = await moderator(t);
      const queue = await call(t.app, 'GET', '/api/v1/moderator/auction-requests?status=pending&page_size=100', { token: m.token });
      const ids = (queue.body.items as { id: string }[]).map((r) => r.id);
      expect(ids.indexOf(older.body.id)).toBeLessThan(ids.indexOf(newer.body.id));
      const mine = await call(t.app, 'GET', '/api/v1/shop/auction-requests', { token: s.token });
      expect((mine.body.items as { id: string }[]).map((r) => r.id)).toEqual([newer.body.id, older.body.id]);
    });

    it('a kit that is not in the collection cannot be requested, nor someone else’s kit', async () => {
      const s = await auctionSeller(t);
      const other = await auctionSeller(t);
      const foreign = await call(t.app, 'POST', '/api/v1/shop/auction-requests', { token: s.token, body: requestBody(t, other.kit.id) });
      expect(foreign.status).toBe(404);
      await call(t.app, 'POST', '/api/v1/shop/auction-requests', { token: s.token, body: requestBody(t, s.kit.id) });
      const again = await call(t.app, 'POST', '/api/v1/shop/auction-requests', { token: s.token, body: requestBody(t, s.kit.id) });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toMatch(/Chỉ đấu giá được mô hình đang ở trạng thái/);
    });

    it('a moderator rejects with a reason (kit back, seller told, audit row); a member cannot moderate; a decided request stays decided', async () => {
      const s = await auctionSeller(t);
      const req = await call(t.app, 'POST', '/api/v1/shop/auction-requests', { token: s.token, body: requestBody(t, s.kit.id) });
      const member = await buyer(t, 0);
      const refused = await call(t.app, 'POST', `/api/v1/moderator/auction-requests/${req.body.id}/approve`, { token: member.token });
      expect(refused.status).toBe(403);
      const m = await moderator(t);
      const short = await call(t.app, 'POST', `/api/v1/moderator/auction-requests/${req.body.id}/reject`, {
        token: m.token,
        body: { reason: 'x' },
      });
      expect(short.status).toBe(400);
      const queue = await call(t.app, 'GET', '/api/v1/moderator/auction-requests?status=pending&page_size=100', { token: m.token });
      expect(queue.body.items.map((r: { id: string }) => r.id)).toContain(req.body.id);
      const rej = await call(t.app, 'POST', `/api/v1/moderator/auction-requests/${req.body.id}/reject`, {
        token: m.token,
        body: { reason: 'Ảnh chưa rõ hộp và phụ kiện' },
      });
      expect(rej.status).toBe(200);
      expect(rej.body.status).toBe('rejected');
      expect((await kitStatus(t, s.kit.id)).status).toBe('in_store');
      const again = await call(t.app, 'POST', `/api/v1/moderator/auction-requests/${req.body.id}/approve`, { token: m.token });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('Yêu cầu này đã được xử lý');
      const mine = await call(t.app, 'GET', '/api/v1/shop/auction-requests?status=rejected', { token: s.token });
      expect(mine.body.items[0].reject_reason).toBe('Ảnh chưa rõ hộp và phụ kiện');
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, req.body.id));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actorId).toBe(m.user.id);
      expect(audit[0]!.reason).toBe('Ảnh chưa rõ hộp và phụ kiện');
    });
  });

  describe('scheduled', () => {
    it('approval schedules the auction and puts the kit in `auctioning`; nobody can join before the start; the seller cannot join', async () => {
      const s = await scheduledAuction(t);
      expect((await auctionRow(t, s.auctionId)).status).toBe('scheduled');
      expect((await kitStatus(t, s.seller.kit.id)).status).toBe('auctioning');
      const b = await buyer(t);
      const early = await join(t, b.token, s.auctionId);
      expect(early.status).toBe(422);
      expect(early.body.error.message).toBe('Phiên đấu giá chưa bắt đầu');
      const own = await join(t, s.seller.token, s.auctionId);
      expect(own.status).toBe(403);
      const list = await call(t.app, 'GET', '/api/v1/auctions?tab=upcoming&page_size=100');
      expect(list.body.items.map((c: { id: string }) => c.id)).toContain(s.auctionId);
    });

    it('a moderator moves the times and the start job follows the new time', async () => {
      const s = await scheduledAuction(t);
      const m = await moderator(t);
      const a = await auctionRow(t, s.auctionId);
      const start = new Date(a.startAt.getTime() + DAY);
      const end = new Date(start.getTime() + 2 * DAY);
      const moved = await call(t.app, 'POST', `/api/v1/moderator/auctions/${s.auctionId}/reschedule`, {
        token: m.token,
        body: { start_at: start.toISOString(), end_at: end.toISOString() },
      });
      expect(moved.status).toBe(200);
      t.clock.set(a.startAt);
      await runJobs(t);
      expect((await auctionRow(t, s.auctionId)).status).toBe('scheduled');
      t.clock.set(start);
      await runJobs(t);
      expect((await auctionRow(t, s.auctionId)).status).toBe('active');
    });

    it('the seller cancels a scheduled auction with a reason: the kit goes back to the collection', async () => {
      const s = await scheduledAuction(t);
      const res = await call(t.app, 'POST', `/api/v1/shop/auctions/${s.auctionId}/cancel`, {
        token: s.seller.token,
        body: { reason: 'Tôi muốn giữ lại mô hình' },
      });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('canceled');
      expect((await kitStatus(t, s.seller.kit.id)).status).toBe('in_store');
    });
  });

  describe('live', () => {
    it('join holds 15 % of the starting price, proxy bids set the price at the second maximum + one increment, names are masked', async () => {
      const s = await liveAuction(t);
      expect(s.auction.status).toBe('active');
      const a = await buyer(t, 5_000_000);
      const b = await buyer(t, 5_000_000);
      const noDeposit = await bid(t, a.token, s.auctionId, 1_000_000);
      expect(noDeposit.status).toBe(422);
      expect(noDeposit.body.error.message).toBe('Vui lòng tham gia đấu giá (đặt cọc) trước khi đặt giá');

      const joined = await join(t, a.token, s.auctionId);
      expect(joined.status).toBe(200);
      expect(joined.body).toMatchObject({ deposit_amount: 150_000, available_balance: 4_850_000, held_balance: 150_000 });
      expect((await join(t, a.token, s.auctionId)).body.held_balance).toBe(150_000);
      await join(t, b.token, s.auctionId);

      const first = await bid(t, a.token, s.auctionId, 1_500_000);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ accepted: true, leading: true, current_price: 1_000_000, minimum_next_bid: 1_050_000 });
      const low = await bid(t, b.token, s.auctionId, 1_020_000);
      expect(low.status).toBe(422);
      expect(low.body.error.message).toBe('Giá tối đa phải từ 1.050.000 ₫ trở lên');
      const second = await bid(t, b.token, s.auctionId, 1_200_000);
      expect(second.body).toMatchObject({ leading: false, current_price: 1_250_000 });

      const detail = await call(t.app, 'GET', `/api/v1/auctions/${s.auctionId}`, { token: b.token });
      expect(detail.body).toMatchObject({ current_price: 1_250_000, participant_count: 2, minimum_next_bid: 1_300_000 });
      expect(detail.body.me.state).toBe('outbid');
      const history = await call(t.app, 'GET', `/api/v1/auctions/${s.auctionId}/bids`);
      const text = JSON.stringify(history.body);
      expect(text).not.toContain(a.user.email);
      expect(text).not.toContain(a.user.fullName);
      for (const line of history.body.items) expect(line.bidder).toMatch(/^\S\*\*\*\S$/);
      await expectLedgerClean(t);
    });

    it('a maximum above available balance + deposit is refused; a tie goes to the earlier bid', async () => {
      const s = await liveAuction(t);
      const poor = await buyer(t, 400_000);
      await join(t, poor.token, s.auctionId);
      const tooHigh = await bid(t, poor.token, s.auctionId, 500_000 + 1_000_000);
      expect(tooHigh.status).toBe(422);
      expect(tooHigh.body.error.message).toMatch(/không đủ cho giá tối đa 1\.500\.000 ₫/);
      const a = await buyer(t);
      const b = await buyer(t);
      await join(t, a.token, s.auctionId);
      await join(t, b.token, s.auctionId);
      await bid(t, a.token, s.auctionId, 1_300_000);
      const tie = await bid(t, b.token, s.auctionId, 1_300_000);
      expect(tie.body).toMatchObject({ leading: false, current_price: 1_300_000 });
      expect((await auctionRow(t, s.auctionId)).leaderId).toBe(a.user.id);
    });

    it('a bid in the last 5 minutes extends the end (soft close) and the end job follows', async () => {
      const s = await liveAuction(t);
      const a = await buyer(t);
      await join(t, a.token, s.auctionId);
      const end = s.auction.endAt.getTime();
      t.clock.set(new Date(end - 60_000));
      a.token = await fresh(a.user);
      const late = await bid(t, a.token, s.auctionId, 1_100_000);
      expect(late.body.extended).toBe(true);
      expect(Date.parse(late.body.end_at)).toBe(end - 60_000 + AUCTION_RULES.softCloseMs);
      t.clock.set(new Date(end + 1_000));
      await runJobs(t);
      expect((await auctionRow(t, s.auctionId)).status).toBe('active');
      t.clock.set(new Date(Date.parse(late.body.end_at)));
      await runJobs(t);
      expect((await auctionRow(t, s.auctionId)).status).toBe('ended');
    });

    it('a bid after the stored end is refused even before the end job ran, and the auction ends there', async () => {
      const s = await liveAuction(t);
      const a = await buyer(t);
      const b = await buyer(t);
      await join(t, a.token, s.auctionId);
      await join(t, b.token, s.auctionId);
      await bid(t, a.token, s.auctionId, 1_100_000);
      t.clock.set(new Date(s.auction.endAt.getTime() + 1));
      b.token = await fresh(b.user);
      const tooLate = await bid(t, b.token, s.auctionId, 2_000_000);
      expect(tooLate.status).toBe(409);
      expect(tooLate.body.error.message).toBe('Phiên đấu giá đã kết thúc, không thể đặt giá thêm');
      const after = await auctionRow(t, s.auctionId);
      expect(after).toMatchObject({ status: 'ended', winnerId: a.user.id, winningPrice: 1_000_000 });
      expect((await memberBalances(t.database.db, b.user.id)).held).toBe(0);
      await expectLedgerClean(t);
    });

    it('a bid at or above buy-now ends the auction at the buy-now price', async () => {
      const s = await liveAuction(t, { buy_now_price: 2_000_000 });
      const a = await buyer(t);
      await join(t, a.token, s.auctionId);
      const res = await bid(t, a.token, s.auctionId, 2_500_000);
      expect(res.body).toMatchObject({ bought_now: true, current_price: 2_000_000 });
      expect(await auctionRow(t, s.auctionId)).toMatchObject({ status: 'ended', winnerId: a.user.id, winningPrice: 2_000_000 });
    });

    it('a moderator cancels a live auction with a reason: every deposit comes back', async () => {
      const s = await liveAuction(t);
      const a = await buyer(t, 1_000_000);
      await join(t, a.token, s.auctionId);
      await bid(t, a.token, s.auctionId, 1_000_000);
      const m = await moderator(t);
      const res = await call(t.app, 'POST', `/api/v1/moderator/auctions/${s.auctionId}/cancel`, {
        token: m.token,
        body: { reason: 'Người bán báo mô hình bị hỏng' },
      });
      expect(res.body.status).toBe('canceled');
      expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 1_000_000, held: 0 });
      expect((await kitStatus(t, s.seller.kit.id)).status).toBe('in_store');
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, s.auctionId), eq(auditLog.actorId, m.user.id)));
      expect(audit[0]!.reason).toBe('Người bán báo mô hình bị hỏng');
      await expectLedgerClean(t);
    });
  });

  describe('after the end', () => {
    async function endedWithTwoBidders() {
      const s = await liveAuction(t);
      await addAddress(t, s.seller.user.id, { pickup: true, province: '01' });
      const win = await buyer(t, 3_000_000);
      const second = await buyer(t, 3_000_000);
      await join(t, win.token, s.auctionId);
      await join(t, second.token, s.auctionId);
      await bid(t, second.token, s.auctionId, 1_200_000);
      await bid(t, win.token, s.auctionId, 1_500_000);
      t.clock.set(s.auction.endAt);
      await runJobs(t);
      win.token = await fresh(win.user);
      second.token = await fresh(second.user);
      return { ...s, win, second };
    }

    it('losers get their deposit back at once; the winner pays price − deposit + shipping and an auction order is packaging', async () => {
      const s = await endedWithTwoBidders();
      expect(await auctionRow(t, s.auctionId)).toMatchObject({ status: 'ended', winnerId: s.win.user.id, winningPrice: 1_250_000 });
      expect(await memberBalances(t.database.db, s.second.user.id)).toMatchObject({ available: 3_000_000, held: 0 });
      const loser = await call(t.app, 'GET', '/api/v1/me/auctions?state=lost', { token: s.second.token });
      expect(loser.body.items[0].me.state).toBe('lost');

      const notWinner = await call(t.app, 'GET', `/api/v1/auctions/${s.auctionId}/payment-quote?address_id=${s.second.address.id}`, {
        token: s.second.token,
      });
      expect(notWinner.status).toBe(403);
      const q = await call(t.app, 'GET', `/api/v1/auctions/${s.auctionId}/payment-quote?address_id=${s.win.address.id}`, {
        token: s.win.token,
      });
      expect(q.status).toBe(200);
      expect(q.body.total_due).toBe(1_250_000 - 150_000 + q.body.delivery_fee);
      const wrong = await call(t.app, 'POST', `/api/v1/auctions/${s.auctionId}/payment`, {
        token: s.win.token,
        headers: { 'idempotency-key': key() },
        body: { address_id: s.win.address.id, expected_total: q.body.total_due - 1 },
      });
      expect(wrong.status).toBe(409);
      const k = key();
      const pay = () =>
        call(t.app, 'POST', `/api/v1/auctions/${s.auctionId}/payment`, {
          token: s.win.token,
          headers: { 'idempotency-key': k },
          body: { address_id: s.win.address.id, expected_total: q.body.total_due },
        });
      const paid = await pay();
      expect(paid.status).toBe(201);
      const replay = await pay();
      expect(replay.body.order_id).toBe(paid.body.order_id);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, paid.body.order_id));
      expect(order).toMatchObject({ type: 'auction', status: 'packaging', buyerId: s.win.user.id, sellerId: s.seller.user.id });
      expect(await auctionRow(t, s.auctionId)).toMatchObject({ status: 'completed', orderId: order!.id });
      const bal = await memberBalances(t.database.db, s.win.user.id);
      // the deposit became part of the order's total, which stays held until the buyer confirms receipt
      expect(bal.held).toBe(1_250_000 + q.body.delivery_fee);
      expect(bal.available).toBe(3_000_000 - q.body.total_due - 150_000);
      await expectLedgerClean(t);
    });

    it('unpaid after 48 h: the deposit is forfeited 70/30, the runner-up gets 24 h at their maximum, then the auction fails', async () => {
      const s = await endedWithTwoBidders();
      const sellerBefore = await memberBalances(t.database.db, s.seller.user.id);
      t.clock.advance(AUCTION_RULES.paymentWindowMs + 1_000);
      await runJobs(t);
      expect(await memberBalances(t.database.db, s.win.user.id)).toMatchObject({ available: 2_850_000, held: 0 });
      const sellerAfter = await memberBalances(t.database.db, s.seller.user.id);
      expect(sellerAfter.available - sellerBefore.available).toBe(105_000);
      expect(await auctionRow(t, s.auctionId)).toMatchObject({
        status: 'ended',
        winnerId: s.second.user.id,
        winningPrice: 1_200_000,
        secondChance: 1,
      });
      const mine = await call(t.app, 'GET', `/api/v1/auctions/${s.auctionId}`, { token: await fresh(s.second.user) });
      expect(mine.body.me.state).toBe('second_chance');
      expect(mine.body.me.payment.price).toBe(1_200_000);
      t.clock.advance(AUCTION_RULES.secondChanceMs + 1_000);
      await runJobs(t);
      expect((await auctionRow(t, s.auctionId)).status).toBe('failed');
      expect(await kitStatus(t, s.seller.kit.id)).toMatchObject({ status: 'in_store', ownerId: s.seller.user.id });
      await expectLedgerClean(t);
    });

    it('an auction without bids fails at its end and the kit goes back', async () => {
      const s = await liveAuction(t);
      t.clock.set(s.auction.endAt);
      await runJobs(t);
      expect((await auctionRow(t, s.auctionId)).status).toBe('failed');
      expect((await kitStatus(t, s.seller.kit.id)).status).toBe('in_store');
    });
  });
});
