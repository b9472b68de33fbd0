import type { Exchange, OrderListResponse, Paged, TradeStageFilter } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

/**
 * The trade lists through RTK Query (my trades, my exchange parcels). One trade's page reads and acts
 * without it (trade-data.ts) and, after a command, tells these caches and the other pages' ones (the
 * orders, the wallet, the moderators' queue) by their tags: `TRADE_CHANGED` (exchange-tags.ts).
 */
const api = baseApi.enhanceEndpoints({
  addTagTypes: ['Trade', 'MyTrades', 'TradeFee', 'Order', 'Orders', 'Wallet', 'ModExchanges'],
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

export const tradeApi = api.injectEndpoints({
  endpoints: (build) => ({
    myTrades: build.query<Paged<Exchange>, MyTradesArgs>({
      query: (q) => ({ url: '/users/me/exchanges', query: { ...q } }),
      providesTags: ['MyTrades'],
    }),
    /** my exchange parcels, sent and received (`GET /orders?side=`) */
    tradeOrders: build.query<OrderListResponse, TradeOrdersArgs>({
      query: (q) => ({ url: '/orders', query: { ...q } }),
      providesTags: ['Orders'],
    }),
  }),
});

export const { useMyTradesQuery, useTradeOrdersQuery } = tradeApi;
