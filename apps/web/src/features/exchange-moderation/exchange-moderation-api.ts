import type {
  Exchange,
  ExchangeDecisionBody,
  ModeratorExchangeDetail,
  ModeratorExchangesQuery,
  ModeratorExchangesResponse,
} from '@cho-gundam/contracts';
import { baseApi, type ApiError } from '@/shared/api/base-api';
import { http, HttpError } from '@/shared/lib/http';

// the members' side of a trade is read outside RTK Query (exchange/trade-data.ts, my-trades-data.ts), again
// whenever opened: a decision tells their wallets ('Wallet') and the reconciliation
const api = baseApi.enhanceEndpoints({ addTagTypes: ['ModExchanges', 'ModExchange', 'Wallet', 'Reconciliation'] });

const asApiError = (err: unknown): ApiError =>
  err instanceof HttpError
    ? { status: err.status, code: err.code, message: err.message, details: err.details }
    : { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra. Vui lòng thử lại.', details: null };

export const exchangeModerationApi = api.injectEndpoints({
  endpoints: (build) => ({
    moderatorExchanges: build.query<ModeratorExchangesResponse, Partial<ModeratorExchangesQuery>>({
      query: (query) => ({ url: '/moderator/exchanges', query: { ...query } }),
      providesTags: ['ModExchanges'],
    }),
    moderatorExchange: build.query<ModeratorExchangeDetail, string>({
      query: (id) => `/moderator/exchanges/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'ModExchange', id }],
    }),
    /** One decision per attempt key: a retry after a lost answer replays the same decision. */
    decideExchange: build.mutation<Exchange, { id: string; body: ExchangeDecisionBody; key: string }>({
      queryFn: async ({ id, body, key }) => {
        try {
          return {
            data: await http.post<Exchange>(`/moderator/exchanges/${id}/decision`, { ...body }, { headers: { 'idempotency-key': key } }),
          };
        } catch (err) {
          return { error: asApiError(err) };
        }
      },
      invalidatesTags: (_r, _e, a) => ['ModExchanges', { type: 'ModExchange', id: a.id }, 'Wallet', 'Reconciliation'],
    }),
  }),
});

export const { useModeratorExchangesQuery, useModeratorExchangeQuery, useDecideExchangeMutation } = exchangeModerationApi;
