import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUCTION_RULES } from '@cho-gundam/contracts';
import { placeBid, type EngineAuction, type Standing } from './proxy-engine.js';

/**
 * The proxy engine against a small reference model: the model keeps every bidder's maximum and
 * recomputes the standing from scratch after each accepted bid (leader = highest maximum, the
 * earlier on a tie; price = second-highest maximum + increment, capped at the highest; the
 * starting price with one bidder). Random sequences mix ties, raises, refusals for funds and for
 * the minimum, buy-now and bids in the soft-close window.
 */
interface Model {
  /** seq breaks ties between maxima set in the same millisecond: the one processed first was earlier */
  maxima: Map<string, { amount: number; at: number; seq: number }>;
  price: number;
  visibleBids: number;
  endsAt: number;
  ended: boolean;
  winner: string | null;
}

const START = 100_000;
const INC = 10_000;
const BUY_NOW = 400_000;
const USERS = ['an', 'binh', 'chi', 'dung', 'giang'];
let sequence = 0;

function ranked(m: Model) {
  return [...m.maxima.entries()]
    .map(([userId, v]) => ({ userId, ...v }))
    .sort((x, y) => y.amount - x.amount || x.at - y.at || x.seq - y.seq);
}

/** What the model says should happen to one bid: refused, or the standing after it. */
function modelBid(m: Model, b: { userId: string; max: number; at: number; funds: number }, buyNow: number | null) {
  if (m.ended || b.at >= m.endsAt) return { accepted: false as const, reason: 'ended' };
  if (b.funds < b.max) return { accepted: false as const, reason: 'insufficient_funds' };
  const [top] = ranked(m);
  const leading = top?.userId === b.userId;
  const hitsBuyNow = buyNow !== null && b.max >= buyNow;
  if (leading && b.max <= top!.amount) return { accepted: false as const, reason: 'not_above_own_max' };
  const minimum = m.visibleBids === 0 ? START : m.price + INC;
  if (!leading && !hitsBuyNow && b.max < minimum) return { accepted: false as const, reason: 'below_minimum', minimum };
  m.maxima.set(b.userId, { amount: b.max, at: b.at, seq: (sequence += 1) });
  if (hitsBuyNow) {
    m.ended = true;
    m.winner = b.userId;
    m.price = buyNow!;
    m.visibleBids += 1;
    return { accepted: true as const };
  }
  const [first, second] = ranked(m);
  const before = m.price;
  m.price = second ? Math.min(second.amount + INC, first!.amount) : START;
  m.visibleBids += leading ? (m.price > before ? 1 : 0) : first!.userId === b.userId ? 1 : 2;
  if (m.endsAt - b.at < AUCTION_RULES.softCloseMs) m.endsAt = b.at + AUCTION_RULES.softCloseMs;
  return { accepted: true as const };
}

const bidArb = fc.record({
  user: fc.integer({ min: 0, max: USERS.length - 1 }),
  // maxima on a 5.000 ₫ grid, so ties happen often
  steps: fc.integer({ min: 0, max: 70 }),
  richness: fc.integer({ min: 0, max: 9 }),
  gapMs: fc.integer({ min: 0, max: 40 * 60_000 }),
});

describe('proxy bidding engine against a reference model', () => {
  it('agrees with the model on every bid of thousands of random sequences (ties, raises, funds, buy-now, soft close)', () => {
    fc.assert(
      fc.property(fc.array(bidArb, { minLength: 1, maxLength: 40 }), fc.boolean(), (bids, withBuyNow) => {
        const buyNow = withBuyNow ? BUY_NOW : null;
        const start = 1_000_000;
        const model: Model = { maxima: new Map(), price: START, visibleBids: 0, endsAt: start + 3 * 3_600_000, ended: false, winner: null };
        let a: EngineAuction = {
          startingPrice: START,
          increment: INC,
          buyNowPrice: buyNow,
          currentPrice: START,
          bidCount: 0,
          endsAt: model.endsAt,
          leader: null,
          runnerUp: null,
        };
        let ended = false;
        let t = start;
        for (const b of bids) {
          t += b.gapMs;
          const bid = { userId: USERS[b.user]!, max: START + b.steps * 5_000, at: t, funds: b.richness === 0 ? START / 2 : 10_000_000 };
          const expected = modelBid(model, bid, buyNow);
          const got = ended ? ({ accepted: false, reason: 'ended' } as const) : placeBid(a, bid);
          expect(got.accepted).toBe(expected.accepted);
          if (!got.accepted) {
            expect(got.reason).toBe(expected.reason);
            if (got.reason === 'below_minimum') expect(got.minimum).toBe((expected as { minimum: number }).minimum);
            continue;
          }
          const priceBefore = a.currentPrice;
          // the price never goes down, and never passes the leader's maximum (buy-now aside)
          expect(got.price).toBeGreaterThanOrEqual(priceBefore);
          if (!got.boughtNow) expect(got.price).toBeLessThanOrEqual(got.leader.amount);
          const [first] = ranked(model);
          expect(got.leader.userId).toBe(got.boughtNow ? model.winner : first!.userId);
          expect(got.price).toBe(model.price);
          a = {
            ...a,
            currentPrice: got.price,
            bidCount: a.bidCount + got.lines.length,
            endsAt: got.endsAt,
            leader: got.leader,
            runnerUp: got.runnerUp,
          };
          expect(a.bidCount).toBe(model.visibleBids);
          if (got.boughtNow) ended = true;
          else expect(a.endsAt).toBe(model.endsAt);
        }
      }),
      { numRuns: 3_000, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
    );
  });

  it('the first bid may equal the starting price; later ones need one increment more', () => {
    const a: EngineAuction = {
      startingPrice: START,
      increment: INC,
      buyNowPrice: null,
      currentPrice: START,
      bidCount: 0,
      endsAt: 10_000_000,
      leader: null,
      runnerUp: null,
    };
    const first = placeBid(a, { userId: 'an', max: START, at: 1, funds: START });
    expect(first).toMatchObject({ accepted: true, price: START });
    const leader: Standing = { userId: 'an', amount: START, at: 1 };
    const next = { ...a, bidCount: 1, leader };
    expect(placeBid(next, { userId: 'binh', max: START + INC - 1, at: 2, funds: 1e9 })).toEqual({
      accepted: false,
      reason: 'below_minimum',
      minimum: START + INC,
    });
    expect(placeBid(next, { userId: 'binh', max: START + INC, at: 2, funds: 1e9 })).toMatchObject({
      accepted: true,
      price: START + INC,
      leader: { userId: 'binh' },
    });
  });

  it('equal maxima: the earlier leads, at that maximum', () => {
    const a: EngineAuction = {
      startingPrice: START,
      increment: INC,
      buyNowPrice: null,
      currentPrice: START,
      bidCount: 1,
      endsAt: 10_000_000,
      leader: { userId: 'an', amount: 200_000, at: 1 },
      runnerUp: null,
    };
    const r = placeBid(a, { userId: 'binh', max: 200_000, at: 2, funds: 1e9 });
    expect(r).toMatchObject({ accepted: true, price: 200_000, leader: { userId: 'an' }, runnerUp: { userId: 'binh' } });
  });

  it('a bid in the last 5 minutes moves the end to 5 minutes after it; a maximum at buy-now ends it at that price', () => {
    const end = 10 * 60_000;
    const a: EngineAuction = {
      startingPrice: START,
      increment: INC,
      buyNowPrice: 300_000,
      currentPrice: START,
      bidCount: 0,
      endsAt: end,
      leader: null,
      runnerUp: null,
    };
    const late = placeBid(a, { userId: 'an', max: START, at: end - 60_000, funds: 1e9 });
    expect(late).toMatchObject({ accepted: true, extended: true, endsAt: end - 60_000 + AUCTION_RULES.softCloseMs });
    const bought = placeBid(a, { userId: 'an', max: 999_000, at: 5, funds: 1e9 });
    expect(bought).toMatchObject({ accepted: true, boughtNow: true, price: 300_000, endsAt: 5 });
    expect(placeBid(a, { userId: 'an', max: START, at: end, funds: 1e9 })).toEqual({ accepted: false, reason: 'ended' });
  });
});
