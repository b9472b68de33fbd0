import type { AuctionDetail, BidLine, Paged } from '@cho-gundam/contracts';
import {
  refreshHttpResources,
  updateHttpResource,
  useHttpResource,
  useHttpResourceData,
  useKeptWhileFetching,
  type HttpResource,
} from '@/shared/hooks/use-http-resource';

// An auction's page is opened cold from a shared link or a notification: it reads its detail and its
// history with the shell's HTTP client, not RTK Query (shared/hooks/use-http-resource.ts, issue 13).
// The live stream changes these answers in place (use-auction-stream.ts); the member's commands
// (join, bid, pay: auctions-api.ts, loaded with their forms) read the page again when they settle.

/** The first page of the history is the one kept live. */
export const HISTORY_PAGE_SIZE = 20;

const auctionPath = (id: string) => `/auctions/${encodeURIComponent(id)}`;
const historyPath = (id: string, page = 1) => `${auctionPath(id)}/bids?page=${page}&page_size=${HISTORY_PAGE_SIZE}`;

/** The auction (`GET /auctions/:id`, with `me` for a member): read again each time the page opens. */
export function useAuctionDetail(id: string): HttpResource<AuctionDetail> {
  return useHttpResource<AuctionDetail>(auctionPath(id), 0);
}

/**
 * One page of "Lịch sử đặt giá" (null: not yet). While another page is on its way, the page shown
 * stays, as a list does when its page number changes.
 */
export function useBidHistory(id: string, page: number | null): HttpResource<Paged<BidLine>> {
  return useKeptWhileFetching(useHttpResource<Paged<BidLine>>(page === null ? null : historyPath(id, page), 0));
}

/** What the live stream reads: the detail and the first page of the history, as the page holds them. */
export function useHeldAuction(id: string) {
  return {
    detail: useHttpResourceData<AuctionDetail>(auctionPath(id)),
    history: useHttpResourceData<Paged<BidLine>>(historyPath(id)),
  };
}

/** Change the detail the page holds (undefined: keep it). */
export function patchAuctionDetail(id: string, recipe: (a: AuctionDetail) => AuctionDetail | undefined) {
  updateHttpResource(auctionPath(id), recipe);
}

/** Change the first page of the history the page holds (undefined: keep it). */
export function patchBidHistory(id: string, recipe: (page: Paged<BidLine>) => Paged<BidLine> | undefined) {
  updateHttpResource(historyPath(id), recipe);
}

/** Read the whole page again: the detail (with `me`) and every page of the history already read. */
export function refreshAuctionPage(id: string) {
  const detail = auctionPath(id);
  refreshHttpResources((path) => path === detail || path.startsWith(`${detail}/bids?`));
}
