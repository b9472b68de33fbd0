import type { Exchange } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

// 'Trade' (one trade) and 'MyTrades' (my trades) are the trade page's tags (trade-api.ts); the moderators' queue refreshes too
const api = baseApi.enhanceEndpoints({ addTagTypes: ['Trade', 'MyTrades', 'ModExchanges'] });

export const tradeDisputeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** "Khiếu nại kiện hàng": multipart `reason` + 0–5 `images`. */
    disputeTrade: build.mutation<Exchange, { id: string; form: FormData }>({
      query: ({ id, form }) => ({ url: `/exchanges/${id}/dispute`, method: 'POST', body: form }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Trade', id: a.id }, 'MyTrades', 'ModExchanges'],
    }),
  }),
});

export const { useDisputeTradeMutation } = tradeDisputeApi;
