import { useEffect, useState } from 'react';
import type { HomeResponse } from '@cho-gundam/contracts';
import { errorMessage, http } from '@/shared/lib/http';

// The home page is the cold-load page: it reads `/home` with the shell's HTTP client instead of RTK
// Query, whose runtime (~15 KB gzip) then waits for the first page that needs it.

/** the grades the home page has a row for (mirrors contracts/storefront.ts, which carries zod) */
export const HOME_GRADES = ['HG', 'RG', 'MG', 'PG'] as const;

/** what `/home` said, kept for the visit: coming back home shows it at once, refreshed after a minute */
let last: { data: HomeResponse; at: number } | null = null;
const FRESH_MS = 60_000;

interface HomeState {
  data: HomeResponse | undefined;
  loading: boolean;
  error: string | null;
}

export function useHome(): HomeState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HomeState>(() => ({ data: last?.data, loading: !last, error: null }));

  useEffect(() => {
    if (attempt === 0 && last && Date.now() - last.at < FRESH_MS) return;
    const controller = new AbortController();
    http
      .get<HomeResponse>('/home', { signal: controller.signal })
      .then((data) => {
        last = { data, at: Date.now() };
        setState({ data, loading: false, error: null });
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        // a failed refresh keeps what was already shown
        setState((s) => ({ data: s.data, loading: false, error: errorMessage(err) }));
      });
    return () => controller.abort();
  }, [attempt]);

  return {
    ...state,
    retry: () => {
      setState((s) => ({ ...s, loading: true, error: null }));
      setAttempt((n) => n + 1);
    },
  };
}
