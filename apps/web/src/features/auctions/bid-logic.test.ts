import { describe, expect, it } from 'vitest';
import { auctionFixture, standingFixture } from '../../../test/auction-fixtures';
import {
  auctionActions,
  auctionTopUpPath,
  bidProblem,
  biddingFunds,
  confirmationFor,
  createAttemptKeys,
  effectiveStatus,
  isDefiniteAnswer,
  joinFigures,
  lowestUsefulMax,
  quickBids,
  signInPath,
  winnerName,
} from './bid-logic';

const START = Date.parse('2026-11-25T08:00:00.000Z');
const END = Date.parse('2026-11-26T08:00:00.000Z');
const DURING = START + 3_600_000;

describe('the status by the clock', () => {
  it('opens at the start and closes at the end even when the jobs are late', () => {
    const a = auctionFixture({ status: 'scheduled' });
    expect(effectiveStatus(a, START - 1)).toBe('scheduled');
    expect(effectiveStatus(a, START)).toBe('active');
    expect(effectiveStatus(auctionFixture({ status: 'active' }), END)).toBe('ended');
  });
  it('leaves a settled status alone', () => {
    expect(effectiveStatus(auctionFixture({ status: 'canceled' }), START)).toBe('canceled');
    expect(effectiveStatus(auctionFixture({ status: 'completed' }), END + 1)).toBe('completed');
  });
});

describe('what a state allows', () => {
  it('a guest may only sign in, and only while the auction is open', () => {
    expect(auctionActions(auctionFixture(), null, DURING)).toEqual({ actions: ['sign_in'], note: null });
    expect(auctionActions(auctionFixture({ status: 'scheduled' }), null, START - 1).actions).toEqual(['sign_in']);
    expect(auctionActions(auctionFixture(), null, END + 1).actions).toEqual([]);
  });
  it('the seller never bids on their own auction', () => {
    expect(auctionActions(auctionFixture(), 'seller', DURING)).toEqual({ actions: [], note: 'own_auction' });
  });
  it('joining opens at the start (the server refuses a join before it)', () => {
    const me = standingFixture({ joined: false, max_amount: null, deposit_state: null, state: null });
    expect(auctionActions(auctionFixture({ status: 'scheduled', me }), 'u1', START - 1)).toEqual({ actions: [], note: 'not_started' });
    // the start job may not have run yet: the clock says it is open
    expect(auctionActions(auctionFixture({ status: 'scheduled', me }), 'u1', START + 1).actions).toEqual(['join']);
  });
  it('a joined member with a held deposit bids, and may buy now while the price is under the buy-now price', () => {
    const a = auctionFixture({ me: standingFixture() });
    expect(auctionActions(a, 'u1', DURING).actions).toEqual(['bid', 'buy_now']);
    expect(auctionActions({ ...a, buy_now_price: null }, 'u1', DURING).actions).toEqual(['bid']);
    expect(auctionActions({ ...a, current_price: 2_000_000 }, 'u1', DURING).actions).toEqual(['bid']);
  });
  it('bidding stops at the end, whatever the stored status says', () => {
    expect(auctionActions(auctionFixture({ me: standingFixture() }), 'u1', END)).toEqual({ actions: [], note: 'closed' });
  });
  it('without a held deposit there is nothing to bid with', () => {
    const a = auctionFixture({ me: standingFixture({ deposit_state: 'released' }) });
    expect(auctionActions(a, 'u1', DURING)).toEqual({ actions: [], note: 'no_deposit' });
  });
  it('the winner pays while a payment is due', () => {
    const payment = { price: 1_300_000, deposit_applied: 150_000, due_at: '2026-11-28T08:00:00.000Z', second_chance: false };
    const a = auctionFixture({ status: 'ended', me: standingFixture({ state: 'won', payment }) });
    expect(auctionActions(a, 'u1', END + 1)).toEqual({ actions: ['pay'], note: null });
    expect(auctionActions({ ...a, me: standingFixture({ state: 'lost' }) }, 'u1', END + 1).actions).toEqual([]);
  });
});

describe('quick bids', () => {
  it('"+1 bước" is the minimum now; "+2" and "+5" one and four increments above it', () => {
    expect(quickBids(1_050_000, 50_000)).toEqual([
      { steps: 1, amount: 1_050_000 },
      { steps: 2, amount: 1_100_000 },
      { steps: 5, amount: 1_250_000 },
    ]);
    // the first bid may equal the starting price
    expect(quickBids(1_000_000, 50_000)[0]!.amount).toBe(1_000_000);
  });
});

describe('where the field starts', () => {
  it('at the minimum, or one increment above my own maximum while I lead', () => {
    const a = auctionFixture({ minimum_next_bid: 1_050_000, bid_increment: 50_000 });
    expect(lowestUsefulMax(a)).toBe(1_050_000);
    expect(lowestUsefulMax({ ...a, leader_tag: 'them', me: standingFixture({ state: 'outbid' }) })).toBe(1_050_000);
    expect(lowestUsefulMax({ ...a, leader_tag: 'mine', me: standingFixture({ max_amount: 1_200_000 }) })).toBe(1_250_000);
  });
});

describe('checking a maximum before sending it', () => {
  const c = { minimumNext: 1_050_000, leadingMax: null, funds: 5_000_000 };
  it('accepts the minimum and more', () => {
    expect(bidProblem(1_050_000, c)).toBeNull();
    expect(bidProblem(3_000_000, c)).toBeNull();
  });
  it('says what is wrong in the server’s words', () => {
    expect(bidProblem(null, c)).toBe('Vui lòng nhập giá tối đa');
    expect(bidProblem(1_000_000, c)).toBe('Giá tối đa phải từ 1.050.000 ₫ trở lên');
    expect(bidProblem(1_200_000, { ...c, leadingMax: 1_200_000 })).toBe(
      'Bạn đang dẫn đầu với giá tối đa 1.200.000 ₫: giá mới phải cao hơn',
    );
    expect(bidProblem(6_000_000, c)).toBe('Số dư khả dụng cộng tiền cọc (5.000.000 ₫) không đủ cho giá tối đa 6.000.000 ₫');
  });
  it('counts the held deposit with the available balance', () => {
    expect(biddingFunds(auctionFixture({ me: standingFixture({ available_balance: 850_000 }) }))).toBe(1_000_000);
    expect(biddingFunds(auctionFixture({ me: standingFixture({ available_balance: 850_000, deposit_state: 'released' }) }))).toBe(850_000);
    expect(biddingFunds(auctionFixture())).toBe(0);
  });
  it('asks again at the buy-now price, and far above the minimum', () => {
    const a = { minimumNext: 1_050_000, increment: 50_000, buyNowPrice: 2_000_000 };
    expect(confirmationFor(1_100_000, a)).toBeNull();
    expect(confirmationFor(1_549_999, a)).toBeNull();
    expect(confirmationFor(1_550_000, a)).toBe('far_above');
    expect(confirmationFor(2_000_000, a)).toBe('buy_now');
    expect(confirmationFor(2_000_000, { ...a, buyNowPrice: null })).toBe('far_above');
  });
});

describe('joining and topping up', () => {
  it('shows the deposit, the balance after it, and what is missing', () => {
    expect(joinFigures(150_000, 5_000_000)).toEqual({ deposit: 150_000, balanceAfter: 4_850_000, missing: 0 });
    expect(joinFigures(150_000, 100_000)).toEqual({ deposit: 150_000, balanceAfter: -50_000, missing: 50_000 });
  });
  it('sends to the wallet with the exact amount (at least the top-up minimum) and back to the auction', () => {
    expect(auctionTopUpPath(50_000, 'a1')).toBe('/member/profile/wallet?topup=50000&return=%2Fauction%2Fa1');
    expect(auctionTopUpPath(1_500, 'a1')).toBe('/member/profile/wallet?topup=10000&return=%2Fauction%2Fa1');
    expect(auctionTopUpPath(50_001, 'a1')).toContain('topup=51000');
  });
  it('a guest signs in and comes back to the auction', () => {
    expect(signInPath('a1')).toBe('/member/login?redirect=%2Fauction%2Fa1');
  });
});

describe('the payment attempt', () => {
  it('keeps its key across retries of the same payment, and starts over after a definite answer or another body', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor('addr1:1000')).toBe('key-1');
    expect(keys.keyFor('addr1:1000')).toBe('key-1');
    expect(keys.keyFor('addr2:1200')).toBe('key-2');
    keys.resolve();
    expect(keys.keyFor('addr2:1200')).toBe('key-3');
  });
  it('a lost answer is retried with the same key; a refusal is final', () => {
    expect(isDefiniteAnswer(0)).toBe(false);
    expect(isDefiniteAnswer(502)).toBe(false);
    expect(isDefiniteAnswer(429)).toBe(false);
    expect(isDefiniteAnswer(409, 'conflict')).toBe(true);
    expect(isDefiniteAnswer(422, 'insufficient_funds')).toBe(true);
  });
});

describe('the winner’s name', () => {
  it('is the masked name of the winner’s line', () => {
    const lines = [
      { bidder: 'L***g', bidder_tag: 't2' },
      { bidder: 'N***n', bidder_tag: 't1' },
    ];
    expect(winnerName(lines, 't1')).toBe('N***n');
    expect(winnerName(lines, 't3')).toBeNull();
    expect(winnerName(lines, null)).toBeNull();
  });
});
