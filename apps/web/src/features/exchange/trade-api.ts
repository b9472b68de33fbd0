import type { OrderListResponse } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

/**
 * My exchange parcels through RTK Query (my trades are read without it: my-trades-data.ts). One trade's
 * page reads and acts without it (trade-data.ts) and, after a command, tells these caches and the other
 * pages' ones (the orders, the wallet, the moderators' queue) by their tags: `TRADE_CHANGED` (exchange-tags.ts).
 */
export interface TradeOrdersArgs {
  side: 'sent' | 'received' | 'all';
  status: string;
  page: number;
  page_size: number;
  q?: string;
}

export const tradeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** my exchange parcels, sent and received (`GET /orders?side=`) */
    tradeOrders: build.query<OrderListResponse, TradeOrdersArgs>({
      query: (q) => ({ url: '/orders', query: { ...q } }),
      providesTags: ['Orders'],
    }),
  }),
});

export const { useTradeOrdersQuery } = tradeApi;
