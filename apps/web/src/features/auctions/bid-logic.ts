import { formatMoney } from '@cho-gundam/contracts/core';
import type { AuctionDetail, AuctionStatus } from '@cho-gundam/contracts';

/**
 * The bidder's side of an auction page, kept pure (product.md §7): the status by the clock, what the
 * person looking may do now, the quick amounts, the checks before a maximum is sent, the join and
 * top-up figures, and the key of one payment attempt.
 */

/** Status follows the clock even when the server's start or end job is late (the server reads it the same way). */
export function effectiveStatus(a: Pick<AuctionDetail, 'status' | 'start_at' | 'end_at'>, serverNow: number): AuctionStatus {
  if (a.status === 'scheduled' || a.status === 'active') {
    if (serverNow >= Date.parse(a.end_at)) return 'ended';
    if (serverNow >= Date.parse(a.start_at)) return 'active';
    return 'scheduled';
  }
  return a.status;
}

/** What the person looking can do on the page now. */
export type BidderAction = 'sign_in' | 'join' | 'bid' | 'buy_now' | 'pay';
/** Why nothing (or only part) can be done, for a line of explanation. */
export type ActionNote = 'own_auction' | 'not_started' | 'closed' | 'no_deposit';

export interface ActionsView {
  actions: BidderAction[];
  note: ActionNote | null;
}

type ActionFacts = Pick<AuctionDetail, 'status' | 'start_at' | 'end_at' | 'seller' | 'buy_now_price' | 'current_price' | 'me'>;

/**
 * The actions of my state. A guest may only sign in (while the auction is still open); the seller
 * never bids on their own auction; joining (the deposit) opens at the start; bidding needs a held
 * deposit; "Mua ngay" while the price is still under the buy-now price; the winner pays while the
 * server says a payment is due.
 */
export function auctionActions(a: ActionFacts, viewerId: string | null, serverNow: number): ActionsView {
  const status = effectiveStatus(a, serverNow);
  const open = status === 'scheduled' || status === 'active';
  if (!viewerId) return { actions: open ? ['sign_in'] : [], note: null };
  if (a.seller.id === viewerId) return { actions: [], note: 'own_auction' };
  if (a.me?.payment) return { actions: ['pay'], note: null };
  if (status === 'scheduled') return { actions: [], note: 'not_started' };
  if (status !== 'active') return { actions: [], note: 'closed' };
  if (!a.me?.joined) return { actions: ['join'], note: null };
  if (a.me.deposit_state !== 'held') return { actions: [], note: 'no_deposit' };
  const buyNow = a.buy_now_price !== null && a.current_price < a.buy_now_price;
  return { actions: buyNow ? ['bid', 'buy_now'] : ['bid'], note: null };
}

/** The quick buttons: "+1 bước" is the smallest maximum allowed now, "+2" and "+5" one and four increments above it. */
export const QUICK_BID_STEPS = [1, 2, 5] as const;
export function quickBids(minimumNext: number, increment: number): { steps: number; amount: number }[] {
  return QUICK_BID_STEPS.map((steps) => ({ steps, amount: minimumNext + (steps - 1) * increment }));
}

/**
 * Where the field starts: the minimum next bid, or, while I lead, one increment above my own
 * maximum (a new maximum must be above it; the price itself does not move for my own raise).
 */
export function lowestUsefulMax(a: Pick<AuctionDetail, 'minimum_next_bid' | 'bid_increment' | 'leader_tag' | 'me'>): number {
  const me = a.me;
  const leading = !!me && me.max_amount !== null && a.leader_tag === me.my_tag;
  return leading ? Math.max(a.minimum_next_bid, me.max_amount! + a.bid_increment) : a.minimum_next_bid;
}

export interface BidContext {
  minimumNext: number;
  /** my maximum when I lead (a new one must be above it), else null */
  leadingMax: number | null;
  /** what covers a maximum: available balance plus the deposit already held */
  funds: number;
}

/** The bidder's funds for the rule "available + deposit must cover the maximum". */
export function biddingFunds(a: Pick<AuctionDetail, 'deposit_amount' | 'me'>): number {
  const me = a.me;
  if (!me) return 0;
  return me.available_balance + (me.deposit_state === 'held' ? a.deposit_amount : 0);
}

/** The same refusals as the server, said before sending (the server's own message wins when it answers). */
export function bidProblem(amount: number | null | undefined, c: BidContext): string | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return 'Vui lòng nhập giá tối đa';
  if (!Number.isInteger(amount) || amount <= 0) return 'Giá tối đa phải là số nguyên dương';
  if (amount < c.minimumNext) return `Giá tối đa phải từ ${formatMoney(c.minimumNext)} trở lên`;
  if (c.leadingMax !== null && amount <= c.leadingMax)
    return `Bạn đang dẫn đầu với giá tối đa ${formatMoney(c.leadingMax)}: giá mới phải cao hơn`;
  if (amount > c.funds) return `Số dư khả dụng cộng tiền cọc (${formatMoney(c.funds)}) không đủ cho giá tối đa ${formatMoney(amount)}`;
  return null;
}

/** How many increments above the minimum makes a maximum worth a second look. */
export const FAR_ABOVE_STEPS = 10;

/**
 * Whether a maximum deserves a confirmation: at or above the buy-now price it ends the auction at
 * that price; ten increments or more above the minimum is often a typo (an extra zero).
 */
export function confirmationFor(
  amount: number,
  a: { minimumNext: number; increment: number; buyNowPrice: number | null },
): 'buy_now' | 'far_above' | null {
  if (a.buyNowPrice !== null && amount >= a.buyNowPrice) return 'buy_now';
  if (amount >= a.minimumNext + FAR_ABOVE_STEPS * a.increment) return 'far_above';
  return null;
}

/** The smallest top-up the wallet takes (contracts TOPUP_MIN, here without the zod half of the contracts). */
export const TOPUP_MIN = 10_000;

/** "Tham gia": the deposit, what stays available after it, and what is missing when the balance is short. */
export function joinFigures(deposit: number, available: number) {
  return { deposit, balanceAfter: available - deposit, missing: Math.max(0, deposit - available) };
}

/** The amount the wallet will pre-fill for a missing amount: whole thousands, never under the top-up minimum. */
export const topUpAmount = (missing: number) => Math.max(TOPUP_MIN, Math.ceil(missing / 1_000) * 1_000);

/**
 * "Nạp thêm": the wallet with the exact top-up pre-filled, coming back to this auction afterwards
 * (the checkout's convention: `/member/profile/wallet?topup=<amount>&return=<path>`).
 */
export function auctionTopUpPath(missing: number, auctionId: string): string {
  return `/member/profile/wallet?topup=${topUpAmount(missing)}&return=${encodeURIComponent(`/auction/${auctionId}`)}`;
}

/** `/member/login?redirect=/auction/<id>`: a guest signs in and comes back to the auction. */
export const signInPath = (auctionId: string) => `/member/login?redirect=${encodeURIComponent(`/auction/${auctionId}`)}`;

/** The winner's order in the buyer's orders page (its detail drawer opens from `?order=`). */
export const orderPath = (orderId: string) => `/member/profile/orders/regular-auction?order=${encodeURIComponent(orderId)}`;

/**
 * One Idempotency-Key per payment attempt (as the checkout does): the same body keeps its key until
 * the server answers for good, so a retry after a lost answer cannot pay twice; a definite answer or
 * another body (another address, a new total) starts a new attempt.
 */
export function createAttemptKeys(mint: () => string = newKey) {
  let state: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(fingerprint: string) {
      if (!state || state.fingerprint !== fingerprint) state = { key: mint(), fingerprint };
      return state.key;
    },
    resolve() {
      state = null;
    },
  };
}

/** A random key; `crypto.randomUUID` exists only on secure pages (https, localhost), 122 random bits either way. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

/** A failure the server decided (the attempt is over) versus an unknown outcome (network, 5xx, still in progress). */
export function isDefiniteAnswer(status: number, code?: string): boolean {
  if (status === 0 || status >= 500 || status === 429) return false;
  if (status === 409 && (code === 'idempotency_in_progress' || code === 'request_in_progress')) return false;
  return true;
}

/** The masked name of the winner from the history (the line whose tag is the winner's), or null. */
export function winnerName(lines: readonly { bidder: string; bidder_tag: string }[], winnerTag: string | null): string | null {
  if (!winnerTag) return null;
  return lines.find((l) => l.bidder_tag === winnerTag)?.bidder ?? null;
}
