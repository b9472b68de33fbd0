import { AUCTION_RULES, minimumNextBid } from '@cho-gundam/contracts';

/**
 * Proxy bidding (product.md §7), as a pure function of the auction's standing and one new maximum.
 * The bids service calls it under the auction's row lock and writes what it returns.
 *
 * - A bidder enters a maximum; the system bids for them up to it.
 * - The visible price is the second-highest maximum plus one increment, capped at the highest
 *   maximum; with one bidder it is the starting price (the first bid may equal it).
 * - Equal maxima: the earlier one leads.
 * - A maximum below the minimum next bid (price + increment; the starting price before any bid) is
 *   refused with that minimum. The leader may raise their own maximum (it must grow); the price
 *   does not move for it, and nothing about it is shown.
 * - The bidder's available balance plus their deposit must cover the maximum when it is set.
 * - A maximum at or above the buy-now price ends the auction at the buy-now price.
 * - An accepted bid in the last 5 minutes moves the end to 5 minutes after it (soft close).
 */
export interface Standing {
  userId: string;
  amount: number;
  /** when the maximum was set (ties go to the earlier; a raise sets it again) */
  at: number;
}

export interface EngineAuction {
  startingPrice: number;
  increment: number;
  buyNowPrice: number | null;
  currentPrice: number;
  /** visible bids so far (rows in the history) */
  bidCount: number;
  endsAt: number;
  leader: Standing | null;
  runnerUp: Standing | null;
}

export interface EngineBid {
  userId: string;
  max: number;
  at: number;
  /** available balance + this auction's deposit */
  funds: number;
}

/** A line of the public history: who (to be masked) moved the price to what. */
export interface HistoryLine {
  userId: string;
  amount: number;
  kind: 'bid' | 'auto' | 'buy_now';
}

export type EngineRefusal =
  | { reason: 'below_minimum'; minimum: number }
  | { reason: 'not_above_own_max'; ownMax: number }
  | { reason: 'insufficient_funds'; funds: number }
  | { reason: 'ended' };

export type EngineResult =
  | {
      accepted: true;
      leader: Standing;
      runnerUp: Standing | null;
      price: number;
      lines: HistoryLine[];
      endsAt: number;
      extended: boolean;
      /** the bid reached the buy-now price: the auction ends now, won by the leader at that price */
      boughtNow: boolean;
    }
  | ({ accepted: false } & EngineRefusal);

const refuse = (r: EngineRefusal): EngineResult => ({ accepted: false, ...r });

/** The price the standings make: the runner-up's maximum plus one increment, capped at the leader's. */
export function priceOf(a: Pick<EngineAuction, 'startingPrice' | 'increment'>, leader: Standing | null, runnerUp: Standing | null) {
  if (!leader) return a.startingPrice;
  if (!runnerUp) return a.startingPrice;
  return Math.min(runnerUp.amount + a.increment, leader.amount);
}

export function placeBid(a: EngineAuction, bid: EngineBid): EngineResult {
  if (bid.at >= a.endsAt) return refuse({ reason: 'ended' });
  if (bid.funds < bid.max) return refuse({ reason: 'insufficient_funds', funds: bid.funds });
  const me: Standing = { userId: bid.userId, amount: bid.max, at: bid.at };
  const leading = a.leader?.userId === bid.userId;
  const buyNow = a.buyNowPrice !== null && bid.max >= a.buyNowPrice;

  if (leading && bid.max <= a.leader!.amount) return refuse({ reason: 'not_above_own_max', ownMax: a.leader!.amount });
  if (!leading && !buyNow) {
    const minimum = minimumNextBid({
      startingPrice: a.startingPrice,
      currentPrice: a.currentPrice,
      increment: a.increment,
      bidCount: a.bidCount,
    });
    if (bid.max < minimum) return refuse({ reason: 'below_minimum', minimum });
  }

  if (buyNow) {
    return {
      accepted: true,
      leader: me,
      runnerUp: leading ? a.runnerUp : a.leader,
      price: a.buyNowPrice!,
      lines: [{ userId: me.userId, amount: a.buyNowPrice!, kind: 'buy_now' }],
      endsAt: bid.at,
      extended: false,
      boughtNow: true,
    };
  }

  let leader: Standing;
  let runnerUp: Standing | null;
  let lines: HistoryLine[];
  if (leading) {
    // the leader raises their own maximum: nothing is shown unless the cap it set moves the price
    leader = me;
    runnerUp = a.runnerUp;
  } else if (!a.leader || bid.max > a.leader.amount) {
    leader = me;
    runnerUp = a.leader;
  } else {
    // the leader's proxy answers; equal maxima go to the earlier one
    leader = a.leader;
    runnerUp = me;
  }
  const price = priceOf(a, leader, runnerUp);
  if (leading) lines = price > a.currentPrice ? [{ userId: me.userId, amount: price, kind: 'auto' }] : [];
  else if (leader === me) lines = [{ userId: me.userId, amount: price, kind: 'bid' }];
  else
    lines = [
      { userId: me.userId, amount: bid.max, kind: 'bid' },
      { userId: leader.userId, amount: price, kind: 'auto' },
    ];

  const extended = a.endsAt - bid.at < AUCTION_RULES.softCloseMs;
  return {
    accepted: true,
    leader,
    runnerUp,
    price,
    lines,
    endsAt: extended ? bid.at + AUCTION_RULES.softCloseMs : a.endsAt,
    extended,
    boughtNow: false,
  };
}
