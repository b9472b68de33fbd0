import { useEffect, useMemo, useState } from 'react';
import { http } from '@/shared/lib/http';

/** One match of `GET /gundams/suggest` (contracts: kitSuggestionSchema). */
export interface KitSuggestion {
  slug: string;
  name: string;
  /** the seller's shop, shown under the name */
  shop_name: string | null;
  grade: string;
  scale: string;
  price: number | null;
  image_url: string | null;
}

// the original's rules: 300 ms after the last keystroke, from 2 characters
export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGEST_MIN_CHARS = 2;

export type SuggestState =
  | { status: 'idle' }
  | { status: 'loading'; q: string; previous: KitSuggestion[] }
  | { status: 'done'; q: string; items: KitSuggestion[] }
  | { status: 'error'; q: string; message: string };

/** The text actually searched: trimmed and spaces collapsed, so "zaku " and "zaku" share one request. */
export const normalizeQuery = (q: string) => q.replace(/\s+/g, ' ').trim();

// answers for the last queries of this visit: typing back over a prefix does not ask again
const cache = new Map<string, KitSuggestion[]>();
const CACHE_MAX = 50;
function remember(q: string, items: KitSuggestion[]) {
  cache.set(q, items);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
}

/**
 * Suggestions for what is typed, debounced; a newer keystroke cancels the older request.
 *
 * A keystroke causes one render here: "loading" is derived from the text (the answer held is for
 * another query), never set from the effect, and the returned object stays the same while nothing
 * changes. This took the AutoComplete from 5 commits per key to 3. It was done while chasing a rare
 * "Maximum update depth exceeded" (React #185) thrown by the dropdown's portal during fast typing in
 * the browser test; it made the crash rarer but is not proven to remove it (see the issue-4 note).
 */
export function useSuggestions(input: string): SuggestState {
  const q = normalizeQuery(input);
  const [state, setState] = useState<SuggestState>({ status: 'idle' });

  useEffect(() => {
    if (q.length < SUGGEST_MIN_CHARS || cache.has(q.toLowerCase())) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      http
        .get<KitSuggestion[]>('/gundams/suggest', { query: { q }, signal: controller.signal })
        .then((items) => {
          const list = Array.isArray(items) ? items : [];
          remember(q.toLowerCase(), list);
          setState({ status: 'done', q, items: list });
        })
        .catch((err: unknown) => {
          if ((err as Error).name === 'AbortError') return;
          setState({ status: 'error', q, message: (err as Error).message });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  const cached = q.length >= SUGGEST_MIN_CHARS ? cache.get(q.toLowerCase()) : undefined;
  return useMemo<SuggestState>(() => {
    if (q.length < SUGGEST_MIN_CHARS) return { status: 'idle' };
    if (cached) return { status: 'done', q, items: cached };
    if (state.status !== 'idle' && state.q === q) return state;
    // the last answer stays on screen while the one for the new text is on its way
    return { status: 'loading', q, previous: state.status === 'done' ? state.items : [] };
  }, [q, cached, state]);
}
