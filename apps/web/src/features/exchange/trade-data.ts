import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DeliveryFeeQuote, Exchange, OrderDetail, TradeClock } from '@cho-gundam/contracts';
import { http } from '@/shared/lib/http';
import { useAppDispatch, type AppDispatch } from '@/shared/store/hooks';

/**
 * The trade page's reads and commands (server: apps/server/src/modules/exchanges, trade routes; a
 * parcel's packing is the orders' `POST /orders/:id/packing`) with the shell's HTTP client, not RTK
 * Query: RTK's runtime with immer (~21 KB gzip) was the largest piece of a member's cold load of
 * `/exchange/detail/:id` after antd (issue 13). After a command, the trade's reads on screen are asked
 * again (as RTK's tags did) and the RTK caches of the other pages (my trades, the orders, the wallet)
 * are told once RTK is loaded.
 */

/** One read as the trade's screens use it (the fields of an RTK Query result they read). */
export interface TradeRead<T> {
  /** the last answer, kept while a new one is on its way and after a failed refresh */
  data?: T;
  /** the answer for this path only while no refresh failed since (RTK's `currentData` for one path) */
  currentData?: T;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  isLoading: boolean;
  /** nothing asked yet (`path` null) */
  isUninitialized: boolean;
  /** when the answer shown arrived (Date.now()), to tell the server's clock from the device's */
  fulfilledAt?: number;
  refetch: () => void;
}

interface ReadState<T> {
  path: string | null;
  data?: T;
  error?: unknown;
  at?: number;
  fetching: boolean;
}

// the reads on screen, by path: a command asks its trade's ones again
const readers = new Map<string, Set<() => void>>();

/** GET `path` on mount and on `refetch` (null: nothing to ask yet). */
export function useTradeRead<T>(path: string | null): TradeRead<T> {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<ReadState<T>>({ path: null, fetching: false });

  useEffect(() => {
    if (path === null) return;
    let current = true;
    setState((s) => (s.path === path ? { ...s, fetching: true } : { path, fetching: true }));
    http.get<T>(path).then(
      (data) => current && setState({ path, data, at: Date.now(), fetching: false }),
      (error: unknown) => current && setState((s) => ({ ...(s.path === path ? s : { path }), error, fetching: false })),
    );
    return () => {
      current = false;
    };
  }, [path, round]);

  const refetch = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    if (path === null) return;
    const set = readers.get(path) ?? new Set();
    set.add(refetch);
    readers.set(path, set);
    return () => {
      set.delete(refetch);
      if (set.size === 0) readers.delete(path);
    };
  }, [path, refetch]);

  // until the effect has run for a new path, that path's answer is on its way
  const shown: ReadState<T> = state.path === path ? state : { path, fetching: path !== null };
  return {
    data: shown.data,
    currentData: shown.error === undefined ? shown.data : undefined,
    error: shown.error,
    isError: shown.error !== undefined,
    isFetching: shown.fetching,
    isLoading: shown.fetching && shown.data === undefined,
    isUninitialized: path === null,
    fulfilledAt: shown.at,
    refetch,
  };
}

const tradePathOf = (id: string) => `/exchanges/${id}`;
export const useTradeResource = (id: string) => useTradeRead<Exchange>(tradePathOf(id));
/** the server's time, so the countdowns do not depend on the device's clock */
export const useTradeClock = () => useTradeRead<TradeClock>('/exchanges/clock');
export const useTradeFee = (id: string, ready: boolean) => useTradeRead<DeliveryFeeQuote>(ready ? `${tradePathOf(id)}/delivery-fee` : null);
/** one parcel of the trade (the orders' detail: status, packing, the carrier's tracking) */
export const useTradeParcel = (orderId: string | null | undefined) => useTradeRead<OrderDetail>(orderId ? `/orders/${orderId}` : null);

/**
 * After a command on trade `id`, answered or refused: its reads on screen (the trade, its fee, its
 * parcels) are asked again, and RTK Query's caches of the other pages are told once RTK is loaded.
 */
function afterTradeCommand(id: string, dispatch: AppDispatch) {
  for (const [path, set] of readers) {
    if (path === tradePathOf(id) || path.startsWith(`${tradePathOf(id)}/`) || path.startsWith('/orders/')) for (const r of set) r();
  }
  void import('./trade-api').then(({ tradeChangedTags }) => dispatch(tradeChangedTags()));
}

/**
 * The trade's commands, each followed by `afterTradeCommand` whatever the answer (as RTK's tags were
 * invalidated after a refusal too); a refusal is thrown as the HttpError, read with `apiError`.
 */
export function useTradeCommands() {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const command =
      <A extends unknown[], T>(send: (id: string, ...args: A) => Promise<T>) =>
      async (id: string, ...args: A): Promise<T> => {
        try {
          return await send(id, ...args);
        } finally {
          afterTradeCommand(id, dispatch);
        }
      };
    return {
      /** stage 1: my sending and receiving addresses */
      setAddresses: command((id, body: { from_address_id: string; to_address_id: string }) =>
        http.put<Exchange>(`${tradePathOf(id)}/addresses`, body),
      ),
      /** stage 2: the payment carries the attempt's Idempotency-Key, so a retried click pays once */
      payFee: command((id, expected_fee: number, key: string) =>
        http.post<Exchange>(`${tradePathOf(id)}/delivery-fee/payment`, { expected_fee }, { headers: { 'idempotency-key': key } }),
      ),
      /** stage 3: my parcel's packing photos (the orders' route, photos in `images`) */
      pack: command((_id, orderId: string, form: FormData) => http.post<OrderDetail>(`/orders/${orderId}/packing`, form)),
      confirmReceipt: command((id) => http.post<Exchange>(`${tradePathOf(id)}/receipt`, {})),
      cancel: command((id, reason?: string) => http.post<Exchange>(`${tradePathOf(id)}/cancel`, reason ? { reason } : {})),
      /** "Khiếu nại kiện hàng": multipart `reason` + 0–5 `images` */
      dispute: command((id, form: FormData) => http.post<Exchange>(`${tradePathOf(id)}/dispute`, form)),
    };
  }, [dispatch]);
}
