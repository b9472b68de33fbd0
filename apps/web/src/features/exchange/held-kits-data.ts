import type { HeldExchangeKit, Paged } from '@cho-gundam/contracts';
import { useHttpResource, useKeptWhileFetching } from '@/shared/hooks/use-http-resource';
import { withQuery } from '@/shared/lib/http';

// "Gundam để trao đổi" (`/exchange/manage-gundam`) is opened cold from the exchange area's menu: it reads
// the held kits with the shell's HTTP client, not RTK Query (shared/hooks/use-http-resource.ts, issue 13).
// Nothing on the page changes them; the posts, offers and trades that do live on other pages, and the
// page reads again each time it opens (freshMs 0), so no command needs to tell it.

/**
 * One page of my kits held by a post, an offer or a trade (`GET /users/me/exchange-kits`); while another
 * page is on its way, the page shown stays (`stale`).
 */
export function useMyHeldKits(args: { page: number; page_size: number }) {
  return useKeptWhileFetching(useHttpResource<Paged<HeldExchangeKit>>(withQuery('/users/me/exchange-kits', { ...args }), 0));
}
