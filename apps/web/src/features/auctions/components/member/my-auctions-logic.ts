import type { MyAuctionStanding, MyAuctionState } from '@cho-gundam/contracts';
import type { MyAuctionsFilter } from '../../auctions-api';

// `/member/profile/auction-participation?state=won&page=2`

export const MY_AUCTIONS_PAGE_SIZE = 10;

export const MY_FILTER_OPTIONS: { value: MyAuctionsFilter; label: string }[] = [
  { value: 'all', label: 'Tất cả' },
  { value: 'active', label: 'Đang diễn ra' },
  { value: 'won', label: 'Đã thắng' },
  { value: 'lost', label: 'Không thắng' },
  { value: 'ended', label: 'Đã kết thúc' },
];

/** My standing at a glance: green while ahead, orange when someone outbid me, gold when I must pay. */
export const MY_STATE_COLORS: Record<MyAuctionState, string> = {
  leading: 'green',
  outbid: 'orange',
  watching: 'default',
  won: 'gold',
  lost: 'default',
  second_chance: 'purple',
  paid: 'blue',
  canceled: 'default',
};

export function parseMyView(params: URLSearchParams): { state: MyAuctionsFilter; page: number } {
  const raw = params.get('state');
  const state = MY_FILTER_OPTIONS.find((o) => o.value === raw)?.value ?? 'all';
  const n = Number(params.get('page'));
  return { state, page: Number.isInteger(n) && n > 1 ? n : 1 };
}

/** What is left to pay for a won auction before delivery: the price less the deposit already held. */
export function toPay(payment: NonNullable<MyAuctionStanding['payment']>): number {
  return Math.max(0, payment.price - payment.deposit_applied);
}
