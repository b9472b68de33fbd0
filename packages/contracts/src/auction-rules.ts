// Auctions (product.md §7): statuses and their Vietnamese labels, the rules both sides apply, and
// the pure arithmetic of a bid. Zod-free, so the auction list and the countdown load nothing else.

export const AUCTION_STATUSES = ['scheduled', 'active', 'ended', 'completed', 'failed', 'canceled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];
export const AUCTION_STATUS_LABELS: Record<AuctionStatus, string> = {
  scheduled: 'Sắp diễn ra',
  active: 'Đang diễn ra',
  ended: 'Đã kết thúc',
  completed: 'Hoàn thành',
  failed: 'Thất bại',
  canceled: 'Đã hủy',
};
export const AUCTION_STATUS_COLORS: Record<AuctionStatus, string> = {
  scheduled: 'blue',
  active: 'green',
  ended: 'gold',
  completed: 'purple',
  failed: 'red',
  canceled: 'default',
};

export const AUCTION_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AuctionRequestStatus = (typeof AUCTION_REQUEST_STATUSES)[number];
export const AUCTION_REQUEST_STATUS_LABELS: Record<AuctionRequestStatus, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Bị từ chối',
  withdrawn: 'Đã rút yêu cầu',
};

/** The public list's tabs ("Đang diễn ra", "Sắp diễn ra", "Đã kết thúc"). */
export const AUCTION_TABS = ['live', 'upcoming', 'ended'] as const;
export type AuctionTab = (typeof AUCTION_TABS)[number];
export const AUCTION_TAB_LABELS: Record<AuctionTab, string> = { live: 'Đang diễn ra', upcoming: 'Sắp diễn ra', ended: 'Đã kết thúc' };

/** A participant's deposit over the auction's life. */
export const DEPOSIT_STATES = ['held', 'released', 'forfeited', 'applied'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const DEPOSIT_STATE_LABELS: Record<DepositState, string> = {
  held: 'Đang tạm giữ',
  released: 'Đã hoàn lại',
  forfeited: 'Đã bị mất',
  applied: 'Đã trừ vào tiền thanh toán',
};

/** Where the member stands in an auction they joined (/member/profile/auction-participation). */
export const MY_AUCTION_STATES = ['leading', 'outbid', 'watching', 'won', 'lost', 'second_chance', 'paid', 'canceled'] as const;
export type MyAuctionState = (typeof MY_AUCTION_STATES)[number];
export const MY_AUCTION_STATE_LABELS: Record<MyAuctionState, string> = {
  leading: 'Đang dẫn đầu',
  outbid: 'Đã bị vượt giá',
  watching: 'Chưa đặt giá',
  won: 'Thắng — chờ thanh toán',
  lost: 'Không thắng',
  second_chance: 'Cơ hội thứ hai',
  paid: 'Đã thanh toán',
  canceled: 'Phiên đã hủy',
};

/** product.md §7; the deposit rate, forfeit split and windows are platform settings with these defaults. */
export const AUCTION_RULES = {
  startingPriceMin: 100_000,
  startingPriceMax: 1_000_000_000,
  /** the bid increment: 3–10 % of the starting price, at least 10.000 ₫, in steps of 1.000 ₫ */
  incrementMinBps: 300,
  incrementMaxBps: 1_000,
  incrementMin: 10_000,
  moneyStep: 1_000,
  /** buy-now, when given: at least 150 % of the starting price */
  buyNowMinBps: 15_000,
  /** the start is at least 24 h after the request (moderation time) */
  startLeadMs: 24 * 3_600_000,
  /** and at most 60 days ahead */
  startMaxAheadMs: 60 * 86_400_000,
  durationDaysMin: 1,
  durationDaysMax: 7,
  depositBps: 1_500,
  /** a bid in the last 5 minutes moves the end to 5 minutes after it */
  softCloseMs: 5 * 60_000,
  paymentWindowMs: 48 * 3_600_000,
  /** reminders to an unpaying winner, after the end */
  paymentRemindersMs: [6 * 3_600_000, 24 * 3_600_000, 36 * 3_600_000],
  secondChanceMs: 24 * 3_600_000,
  /** a forfeited deposit: 70 % to the seller, 30 % to the platform */
  forfeitSellerBps: 7_000,
  rejectReasonMin: 10,
  cancelReasonMin: 10,
} as const;

/** The deposit a bidder holds to join: a share of the starting price, rounded down to 1.000 ₫. */
export function auctionDeposit(startingPrice: number, bps: number = AUCTION_RULES.depositBps) {
  return Math.floor((startingPrice * bps) / 10_000 / AUCTION_RULES.moneyStep) * AUCTION_RULES.moneyStep;
}

/** The smallest and largest increments allowed for a starting price. */
export function incrementBounds(startingPrice: number) {
  const step = AUCTION_RULES.moneyStep;
  const min = Math.max(AUCTION_RULES.incrementMin, Math.ceil((startingPrice * AUCTION_RULES.incrementMinBps) / 10_000 / step) * step);
  const max = Math.floor((startingPrice * AUCTION_RULES.incrementMaxBps) / 10_000 / step) * step;
  return { min, max };
}

/** The smallest maximum a bidder may enter now: the starting price for the first bid, else price + increment. */
export function minimumNextBid(a: { startingPrice: number; currentPrice: number; increment: number; bidCount: number }) {
  return a.bidCount === 0 ? a.startingPrice : a.currentPrice + a.increment;
}

/** "N***h": the first and last letter of a member's name, for public bid histories. */
export function maskName(fullName: string) {
  const letters = [...fullName.trim().replace(/\s+/g, '')];
  if (letters.length === 0) return '***';
  if (letters.length === 1) return `${letters[0]}***`;
  return `${letters[0]}***${letters[letters.length - 1]}`;
}
