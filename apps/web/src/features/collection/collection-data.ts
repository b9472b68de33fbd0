import type { CollectionStats, KitCard, Paged } from '@cho-gundam/contracts';
import { refreshHttpResources, useHttpResource, useKeptWhileFetching } from '@/shared/hooks/use-http-resource';
import { withQuery } from '@/shared/lib/http';
import { toApiQuery, type CollectionFilters } from './collection-filters';

// The collection reads its list and figures with the shell's HTTP client, not RTK Query, whose runtime
// would otherwise be on its first download (issue 13), as the storefront's lists do (list-data.ts).
// Asked again each time the page opens (`freshMs` 0, the answer kept meanwhile on screen): a kit added,
// edited, listed or traded on another page changes them, and those pages tell only RTK Query's caches.

const collectionPath = (userId: string) => `/users/${userId}/gundams`;

/** A page of the member's kits (`GET /users/:id/gundams`); while another page or filter is on its way, the page shown stays (`stale`). */
export function useCollectionList(userId: string, filters: CollectionFilters) {
  return useKeptWhileFetching(useHttpResource<Paged<KitCard>>(withQuery(collectionPath(userId), { ...toApiQuery(filters) }), 0));
}

/** The four cards' figures (`GET /users/:id/gundams/stats`). */
export function useCollectionStats(userId: string) {
  return useHttpResource<CollectionStats>(`${collectionPath(userId)}/stats`, 0);
}

/** After a change made from the page (a kit deleted, listed, sent to auction): the list and figures shown load again. */
export function refreshCollection(userId: string) {
  const prefix = collectionPath(userId);
  refreshHttpResources((p) => p === `${prefix}/stats` || p === prefix || p.startsWith(`${prefix}?`));
}
