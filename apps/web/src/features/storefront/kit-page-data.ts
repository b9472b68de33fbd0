import type { StorefrontKit, StorefrontKitDetail } from '@cho-gundam/contracts';
import { useHttpResource } from '@/shared/hooks/use-http-resource';

// A kit's page is opened cold from a shared link or a search result: it reads its data with the
// shell's HTTP client, not RTK Query (shared/hooks/use-http-resource.ts, issue 13).

const kitPath = (slug: string) => `/gundams/by-slug/${encodeURIComponent(slug)}`;

/** The kit (`GET /gundams/by-slug/:slug`). Its answer depends on who asks (is_owner) and every read counts a view: kept 30 s. */
export function useKitBySlug(slug: string) {
  return useHttpResource<StorefrontKitDetail>(kitPath(slug), 30_000);
}

/** Kits like it (null: not yet, until the kit itself arrived). */
export function useRelatedKits(slug: string | null) {
  return useHttpResource<StorefrontKit[]>(slug === null ? null : `${kitPath(slug)}/related`);
}
