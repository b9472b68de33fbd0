import type { PublicShop, StorefrontList } from '@cho-gundam/contracts';
import { useHttpResource, useKeptWhileFetching } from '@/shared/hooks/use-http-resource';
import { withQuery } from '@/shared/lib/http';
import type { KitListQuery } from './filters';

// The product list and a shop's page are opened cold from a search or a shared link: they read with the
// shell's HTTP client, not RTK Query (shared/hooks/use-http-resource.ts, issue 13), as the home page
// (use-home.ts) and a kit's page (kit-page-data.ts) do.

/**
 * A page of published kits (`GET /gundams`). While another page or filter is on its way, the page
 * shown stays (`stale`).
 */
export function useStorefrontKits(query: KitListQuery) {
  return useKeptWhileFetching(useHttpResource<StorefrontList>(withQuery('/gundams', { ...query })));
}

/** A shop's public card (`GET /shops/:slugOrId`; null: no shop to read). */
export function usePublicShop(slugOrId: string | null) {
  return useHttpResource<PublicShop>(slugOrId === null ? null : `/shops/${encodeURIComponent(slugOrId)}`);
}
