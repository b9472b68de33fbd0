import type { Exchange, Paged, TradeStageFilter } from '@cho-gundam/contracts';
import { useHttpResource, useKeptWhileFetching } from '@/shared/hooks/use-http-resource';
import { withQuery } from '@/shared/lib/http';

// "Giao dịch" (`/exchange/manage`'s first tab) reads my trades with the shell's HTTP client, not RTK
// Query (issue 13), as a trade's own page does (trade-data.ts). Asked again each time the tab opens
// (freshMs 0, the answer kept meanwhile on screen): a trade moves on its own page, by the other side or
// by the carrier, and nothing on this tab changes it.

/**
 * One page of my trades, in progress (`live`), ended (`history`) or at one stage (`GET /users/me/exchanges`);
 * while another page or stage is on its way, the page shown stays (`stale`).
 */
export function useMyTrades(args: { page: number; page_size: number; stage: TradeStageFilter }) {
  return useKeptWhileFetching(useHttpResource<Paged<Exchange>>(withQuery('/users/me/exchanges', { ...args }), 0));
}
