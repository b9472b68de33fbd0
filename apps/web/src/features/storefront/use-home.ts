import type { HomeResponse } from '@cho-gundam/contracts';
import { useHttpResource } from '@/shared/hooks/use-http-resource';
import { errorMessage } from '@/shared/lib/http';

// The home page is the cold-load page: it reads `/home` with the shell's HTTP client instead of RTK
// Query, whose runtime (~13.5 KB gzip) then waits for the first page that needs it
// (shared/hooks/use-http-resource.ts: kept for the visit, coming back home shows it at once,
// refreshed after a minute; a failed refresh keeps what was already shown).

/** the grades the home page has a row for (mirrors contracts/storefront.ts, which carries zod) */
export const HOME_GRADES = ['HG', 'RG', 'MG', 'PG'] as const;

export function useHome(): { data: HomeResponse | undefined; loading: boolean; error: string | null; retry: () => void } {
  const { currentData: data, isFetching, error, refetch } = useHttpResource<HomeResponse>('/home');
  return { data, loading: !data && isFetching, error: error ? errorMessage(error) : null, retry: refetch };
}
