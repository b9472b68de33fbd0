import { AUCTION_REQUEST_STATUSES, AUCTION_STATUSES, type AuctionStatus } from '@cho-gundam/contracts';
import type { AuctionFilter, RequestFilter } from '../../moderation-logic';

// `/shop/auction-management?tab=auctions&status=active&page=2`: the seller's tab, filter and page.

export const SELLER_TABS = ['requests', 'auctions'] as const;
export type SellerTab = (typeof SELLER_TABS)[number];
export const SELLER_TAB_LABELS: Record<SellerTab, string> = { requests: 'Yêu cầu', auctions: 'Phiên đấu giá' };
export const SELLER_PAGE_SIZE = 10;

export type SellerView =
  { tab: 'requests'; status: RequestFilter; page: number } | { tab: 'auctions'; status: AuctionFilter; page: number };

const oneOf = <T extends string>(list: readonly T[], v: string | null): v is T => v !== null && (list as readonly string[]).includes(v);

/** What the URL says; anything unknown is the requests tab, every status, first page. */
export function parseSellerView(params: URLSearchParams): SellerView {
  const n = Number(params.get('page'));
  const page = Number.isInteger(n) && n > 1 ? n : 1;
  const raw = params.get('status');
  if (params.get('tab') === 'auctions') return { tab: 'auctions', status: oneOf(AUCTION_STATUSES, raw) ? raw : 'all', page };
  return { tab: 'requests', status: oneOf(AUCTION_REQUEST_STATUSES, raw) ? raw : 'all', page };
}

/** Another tab starts with every status on its first page. */
export function sellerTabPatch(tab: SellerTab) {
  return { tab: tab === 'requests' ? undefined : tab, status: undefined, page: undefined };
}

/** The seller may cancel an auction only before it starts (the server's rule). */
export const sellerCanCancel = (status: AuctionStatus) => status === 'scheduled';
