import { useMemo } from 'react';
import type { DeliveryFeeQuote, Exchange, OrderDetail, TradeClock } from '@cho-gundam/contracts';
import { forgetApiTags } from '@/shared/api/loaded-api';
import { refreshHttpResources, useHttpResource } from '@/shared/hooks/use-http-resource';
import { http } from '@/shared/lib/http';
import { useAppDispatch, type AppDispatch } from '@/shared/store/hooks';
import { TRADE_CHANGED } from './exchange-tags';

/**
 * The trade page's reads (useHttpResource, as the board's and the lists') and commands (server:
 * apps/server/src/modules/exchanges, trade routes; a parcel's packing is the orders'
 * `POST /orders/:id/packing`) with the shell's HTTP client, not RTK Query: RTK's runtime with immer
 * (~21 KB gzip) was the largest piece of a member's cold load of `/exchange/detail/:id` after antd
 * (issue 13). After a command, the trade's reads are asked again (as RTK's tags did) and the RTK caches
 * of the other pages (the orders, the wallet, the moderators' queue) are told if RTK is loaded.
 */

const tradePathOf = (id: string) => `/exchanges/${id}`;
// each read asks again every time the page opens (freshMs 0): the other side may have acted meanwhile
export const useTradeResource = (id: string) => useHttpResource<Exchange>(tradePathOf(id), 0);
/** the server's time, so the countdowns do not depend on the device's clock (`fulfilledAt`: when it came) */
export const useTradeClock = () => useHttpResource<TradeClock>('/exchanges/clock', 0);
export const useTradeFee = (id: string, ready: boolean) =>
  useHttpResource<DeliveryFeeQuote>(ready ? `${tradePathOf(id)}/delivery-fee` : null, 0);
/** one parcel of the trade (the orders' detail: status, packing, the carrier's tracking) */
export const useTradeParcel = (orderId: string | null | undefined) =>
  useHttpResource<OrderDetail>(orderId ? `/orders/${orderId}` : null, 0);

/**
 * After a command on trade `id`, answered or refused: its reads (the trade, its fee, the parcels read
 * this visit) are asked again, and RTK Query's caches of the other pages are told if RTK is loaded.
 */
function afterTradeCommand(id: string, dispatch: AppDispatch) {
  refreshHttpResources((path) => path === tradePathOf(id) || path.startsWith(`${tradePathOf(id)}/`) || path.startsWith('/orders/'));
  forgetApiTags(dispatch, TRADE_CHANGED);
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
