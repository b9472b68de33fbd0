import type {
  DeliveryFeeQuote,
  Exchange,
  OrderDetail,
  OrderListResponse,
  Paged,
  TradeClock,
  TradeStageFilter,
} from '@cho-gundam/contracts';
import { baseApi, type ApiError } from '@/shared/api/base-api';
import { http, HttpError } from '@/shared/lib/http';

/**
 * The calls of a trade's screens (server: apps/server/src/modules/exchanges, trade routes; a
 * parcel's packing is the orders' `POST /orders/:id/packing`). A trade's money and parcels touch the
 * wallet and the orders lists: their tags are invalidated by name.
 */
const api = baseApi.enhanceEndpoints({
  addTagTypes: ['Trade', 'MyTrades', 'TradeFee', 'Order', 'Orders', 'Wallet'],
});

export interface MyTradesArgs {
  page: number;
  page_size: number;
  status?: Exchange['status'];
  /** one stage, or every stage in progress (`live`) or ended (`history`) */
  stage?: TradeStageFilter;
}
export interface TradeOrdersArgs {
  side: 'sent' | 'received' | 'all';
  status: string;
  page: number;
  page_size: number;
  q?: string;
}

const asApiError = (err: unknown): ApiError =>
  err instanceof HttpError
    ? { status: err.status, code: err.code, message: err.message, details: err.details }
    : { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra. Vui lòng thử lại.', details: null };

/** What changes when I act on a trade: it, its fee quote, my lists, the orders and the wallet. */
const afterAction = (id: string) =>
  [{ type: 'Trade' as const, id }, { type: 'TradeFee' as const, id }, 'MyTrades', 'Orders', 'Order', 'Wallet'] as const;

export const tradeApi = api.injectEndpoints({
  endpoints: (build) => ({
    myTrades: build.query<Paged<Exchange>, MyTradesArgs>({
      query: (q) => ({ url: '/users/me/exchanges', query: { ...q } }),
      providesTags: ['MyTrades'],
    }),
    trade: build.query<Exchange, string>({
      query: (id) => `/exchanges/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Trade', id }],
    }),
    /** the server's time, so the countdowns do not depend on the device's clock */
    tradeClock: build.query<TradeClock & { received_at: number }, void>({
      query: () => '/exchanges/clock',
      transformResponse: (r: TradeClock) => ({ ...r, received_at: Date.now() }),
    }),
    tradeFee: build.query<DeliveryFeeQuote, string>({
      query: (id) => `/exchanges/${id}/delivery-fee`,
      providesTags: (_r, _e, id) => [{ type: 'TradeFee', id }],
    }),
    /** one parcel of the trade (the orders' detail: status, packing, the carrier's tracking) */
    tradeParcel: build.query<OrderDetail, string>({
      query: (id) => `/orders/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    /** my exchange parcels, sent and received (`GET /orders?side=`) */
    tradeOrders: build.query<OrderListResponse, TradeOrdersArgs>({
      query: (q) => ({ url: '/orders', query: { ...q } }),
      providesTags: ['Orders'],
    }),
    setTradeAddresses: build.mutation<Exchange, { id: string; from_address_id: string; to_address_id: string }>({
      query: ({ id, ...body }) => ({ url: `/exchanges/${id}/addresses`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, a) => [...afterAction(a.id)],
    }),
    /** the payment carries the attempt's Idempotency-Key: a retried click pays once */
    payTradeFee: build.mutation<Exchange, { id: string; expected_fee: number; key: string }>({
      queryFn: async ({ id, expected_fee, key }) => {
        try {
          const data = await http.post<Exchange>(
            `/exchanges/${id}/delivery-fee/payment`,
            { expected_fee },
            { headers: { 'idempotency-key': key } },
          );
          return { data };
        } catch (err) {
          return { error: asApiError(err) };
        }
      },
      invalidatesTags: (_r, _e, a) => [...afterAction(a.id)],
    }),
    packTradeParcel: build.mutation<OrderDetail, { tradeId: string; orderId: string; form: FormData }>({
      query: ({ orderId, form }) => ({ url: `/orders/${orderId}/packing`, method: 'POST', body: form }),
      invalidatesTags: (_r, _e, a) => [...afterAction(a.tradeId)],
    }),
    confirmTradeReceipt: build.mutation<Exchange, string>({
      query: (id) => ({ url: `/exchanges/${id}/receipt`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, id) => [...afterAction(id)],
    }),
    cancelTrade: build.mutation<Exchange, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({ url: `/exchanges/${id}/cancel`, method: 'POST', body: reason ? { reason } : {} }),
      invalidatesTags: (_r, _e, a) => [...afterAction(a.id)],
    }),
  }),
});

export const {
  useMyTradesQuery,
  useTradeQuery,
  useTradeClockQuery,
  useTradeFeeQuery,
  useTradeParcelQuery,
  useTradeOrdersQuery,
  useSetTradeAddressesMutation,
  usePayTradeFeeMutation,
  usePackTradeParcelMutation,
  useConfirmTradeReceiptMutation,
  useCancelTradeMutation,
} = tradeApi;
