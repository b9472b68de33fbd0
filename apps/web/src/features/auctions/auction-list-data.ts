import type { AuctionCard, AuctionTab, Paged } from '@cho-gundam/contracts';
import { useHttpResource, useKeptWhileFetching } from '@/shared/hooks/use-http-resource';
import { usePolling } from '@/shared/hooks/use-polling';
import { withQuery } from '@/shared/lib/http';

export interface AuctionListArgs {
  tab: AuctionTab;
  page: number;
  page_size: number;
  grade?: string;
  series?: string;
  min_price?: number;
  max_price?: number;
  q?: string;
}

// `/auction` is opened cold from a link or the home page: it reads its list with the shell's HTTP
// client, not RTK Query (shared/hooks/use-http-resource.ts, issue 13).

/** the live tab's prices and bid counts are read again this often while the tab is in front */
export const LIVE_REFRESH_MS = 30_000;

/**
 * One tab's page of auctions (`GET /auctions`). Read again each time the list opens, so a moderator's
 * or a seller's change shows; while another page or filter is on its way, the page shown stays
 * (`stale`). The live tab is read again every 30 s while the browser tab is in front.
 */
export function useAuctionList(args: AuctionListArgs) {
  const res = useKeptWhileFetching(useHttpResource<Paged<AuctionCard>>(withQuery('/auctions', { ...args }), 0));
  usePolling(res.refetch, args.tab === 'live' ? LIVE_REFRESH_MS : 0);
  return res;
}
