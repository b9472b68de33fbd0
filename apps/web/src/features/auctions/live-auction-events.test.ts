import { describe, expect, it } from 'vitest';
import type { AuctionEventData, BidLine, Paged } from '@cho-gundam/contracts';
import { applyAuctionEvent, mergeHistoryLines, parseLiveEvent, type LiveEvent } from './live-auction-events';
import { auctionFixture, standingFixture } from '../../../test/auction-fixtures';

const figures = (over: Partial<AuctionEventData> = {}): AuctionEventData => ({
  status: 'active',
  current_price: 1_000_000,
  bid_count: 1,
  participant_count: 2,
  start_at: '2026-11-25T08:00:00.000Z',
  end_at: '2026-11-26T08:00:00.000Z',
  minimum_next_bid: 1_050_000,
  leader_tag: 'them',
  ...over,
});
const line = (id: number, bidder_tag = 'them', amount = 1_000_000): BidLine => ({
  id,
  bidder: 'N***n',
  bidder_tag,
  amount,
  kind: 'bid',
  created_at: '2026-11-25T10:00:00.000Z',
});
const ev = (seq: number, type: LiveEvent['type'], over: Partial<AuctionEventData> = {}): LiveEvent => ({ seq, type, data: figures(over) });

describe('the live event reducer', () => {
  it('applies events in order: each one brings the price, counts, minimum and leader, and its number', () => {
    let a = auctionFixture();
    for (const e of [
      ev(4, 'joined', { bid_count: 0, current_price: 1_000_000, minimum_next_bid: 1_000_000, leader_tag: null }),
      ev(5, 'bid'),
      ev(6, 'bid', { current_price: 1_050_000, bid_count: 2, minimum_next_bid: 1_100_000, leader_tag: 'other' }),
    ]) {
      const r = applyAuctionEvent(a, e);
      expect(r.applied).toBe(true);
      a = r.auction;
    }
    expect(a).toMatchObject({
      current_price: 1_050_000,
      bid_count: 2,
      participant_count: 2,
      minimum_next_bid: 1_100_000,
      leader_tag: 'other',
      last_event_id: 6,
    });
  });

  it('ignores a duplicate or an older event (a replay after reconnecting), leaving the auction untouched', () => {
    const a = auctionFixture({ last_event_id: 7, current_price: 1_300_000, bid_count: 5 });
    for (const seq of [7, 6, 1]) {
      const r = applyAuctionEvent(a, ev(seq, 'bid', { current_price: 1_000_000, bid_count: 1 }));
      expect(r.applied).toBe(false);
      expect(r.auction).toBe(a);
    }
  });

  it('does not change the auction it was given', () => {
    const a = auctionFixture();
    applyAuctionEvent(a, ev(4, 'bid', { current_price: 1_500_000 }));
    expect(a.current_price).toBe(1_000_000);
    expect(a.last_event_id).toBe(3);
  });

  it('moves the end when a bid in the last five minutes extends the auction, keeping the planned end', () => {
    const a = auctionFixture();
    const r = applyAuctionEvent(a, ev(4, 'bid', { end_at: '2026-11-26T08:03:30.000Z', extended: true }));
    expect(r.auction.end_at).toBe('2026-11-26T08:03:30.000Z');
    expect(r.auction.planned_end_at).toBe('2026-11-26T08:00:00.000Z');
  });

  it('a rescheduled auction has new planned times', () => {
    const a = auctionFixture({ status: 'scheduled' });
    const r = applyAuctionEvent(
      a,
      ev(4, 'rescheduled', { status: 'scheduled', start_at: '2026-11-27T08:00:00.000Z', end_at: '2026-11-28T08:00:00.000Z' }),
    );
    expect(r.auction).toMatchObject({
      start_at: '2026-11-27T08:00:00.000Z',
      end_at: '2026-11-28T08:00:00.000Z',
      planned_end_at: '2026-11-28T08:00:00.000Z',
    });
  });

  it('the end carries the winner and the price, the status label follows, and a signed-in page reads itself again', () => {
    const a = auctionFixture({ me: standingFixture() });
    const r = applyAuctionEvent(a, ev(4, 'ended', { status: 'ended', winner_tag: 'mine', winning_price: 1_050_000 }));
    expect(r.auction).toMatchObject({ status: 'ended', status_label: 'Đã kết thúc', winner_tag: 'mine', winning_price: 1_050_000 });
    expect(r.refetch).toBe(true);
    // a guest has no `me` to refresh
    expect(applyAuctionEvent(auctionFixture(), ev(4, 'ended', { status: 'ended' })).refetch).toBe(false);
  });

  it('a cancellation is read again by everyone (its reason is not in the public event)', () => {
    expect(applyAuctionEvent(auctionFixture(), ev(4, 'canceled', { status: 'canceled' })).refetch).toBe(true);
  });

  it('tells me when I lose the lead, and keeps my state in step with the leader', () => {
    const leading = auctionFixture({ leader_tag: 'mine', me: standingFixture() });
    const r = applyAuctionEvent(leading, ev(4, 'bid', { leader_tag: 'them' }));
    expect(r.outbid).toBe(true);
    expect(r.refetch).toBe(true);
    expect(r.auction.me).toMatchObject({ state: 'outbid', state_label: 'Đã bị vượt giá' });

    // my proxy answered for me: still leading, nothing to tell
    const stays = applyAuctionEvent(leading, ev(4, 'bid', { leader_tag: 'mine', current_price: 1_100_000 }));
    expect(stays.outbid).toBe(false);
    expect(stays.refetch).toBe(false);
    expect(stays.auction.me?.state).toBe('leading');
  });

  it('notices a gap in the numbers (events it never saw)', () => {
    const a = auctionFixture({ last_event_id: 3 });
    expect(applyAuctionEvent(a, ev(4, 'bid')).gap).toBe(false);
    expect(applyAuctionEvent(a, ev(6, 'bid')).gap).toBe(true);
  });
});

describe('parsing a stream message', () => {
  it('reads the number from the event id and the figures from its data', () => {
    const e = parseLiveEvent('bid', '12', JSON.stringify(figures()));
    expect(e).toMatchObject({ seq: 12, type: 'bid', data: { current_price: 1_000_000 } });
  });
  it('refuses what is not an auction event', () => {
    expect(parseLiveEvent('bid', '', JSON.stringify(figures()))).toBeNull();
    expect(parseLiveEvent('hello', '3', JSON.stringify(figures()))).toBeNull();
    expect(parseLiveEvent('bid', '3', 'not json')).toBeNull();
    expect(parseLiveEvent('bid', '3', '{}')).toBeNull();
  });
});

describe('the live history', () => {
  const page = (items: BidLine[], total = items.length, page_size = 20): Paged<BidLine> => ({ items, page: 1, page_size, total });

  it('puts the new lines on top, newest first, and counts them', () => {
    const merged = mergeHistoryLines(page([line(2), line(1)]), [line(3, 'mine', 1_050_000), line(4, 'them', 1_100_000)]);
    expect(merged.items.map((l) => l.id)).toEqual([4, 3, 2, 1]);
    expect(merged.total).toBe(4);
  });

  it('adds a line once however often it arrives, and gives back the same page when nothing is new', () => {
    const p = page([line(2), line(1)]);
    const once = mergeHistoryLines(p, [line(3), line(3)]);
    expect(once.items.map((l) => l.id)).toEqual([3, 2, 1]);
    expect(once.total).toBe(3);
    expect(mergeHistoryLines(once, [line(3), line(2)])).toBe(once);
  });

  it('keeps the page at its size, and does not pull back a line that moved to a later page', () => {
    const full = page([line(12), line(11), line(10)], 12, 3);
    const next = mergeHistoryLines(full, [line(13)]);
    expect(next.items.map((l) => l.id)).toEqual([13, 12, 11]);
    expect(next.total).toBe(13);
    expect(mergeHistoryLines(next, [line(10), line(9)])).toBe(next);
  });
});
