import { useCallback, useEffect, useState } from 'react';
import type { CheckoutQuoteResponse } from '@cho-gundam/contracts';
import { http } from '@/shared/lib/http';

interface QuoteState {
  /** the request the answer is for (its body as JSON) */
  key: string | null;
  data?: CheckoutQuoteResponse;
  error?: unknown;
  fetching: boolean;
}

/**
 * The server's quote for an address and kits (`POST /checkout/quote`, a POST that only reads), asked for
 * each time the checkout opens, the address or the kits change, or `refetch` runs. With the shell's HTTP
 * client, not RTK Query, whose runtime (~21 KB gzip with immer) was most of what put a member's cold load
 * of /checkout over the 200 KB budget (issue 13). As RTK Query's `currentData`: a new address or kit list
 * shows nothing until its answer comes; a refetch of the same one keeps the old answer on screen.
 */
export function useCheckoutQuote(body: { address_id: string; kit_ids: string[] } | null) {
  const key = body ? JSON.stringify(body) : null;
  const [round, setRound] = useState(0);
  const [state, setState] = useState<QuoteState>({ key: null, fetching: false });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((s) => ({ key, data: s.key === key ? s.data : undefined, fetching: true }));
    http.post<CheckoutQuoteResponse>('/checkout/quote', JSON.parse(key) as { address_id: string; kit_ids: string[] }).then(
      (data) => current && setState({ key, data, fetching: false }),
      (error: unknown) => current && setState({ key, error, fetching: false }),
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const refetch = useCallback(() => setRound((r) => r + 1), []);
  // until the effect has run for a new key, that key's answer is on its way
  const shown = state.key === key ? state : { key, fetching: key !== null };
  return {
    currentData: shown.data,
    isFetching: shown.fetching,
    isError: shown.error !== undefined,
    error: shown.error,
    refetch,
  };
}
