import type {
  Compensation,
  Exchange,
  ExchangeOffer,
  ExchangeOfferStatus,
  ExchangePost,
  ExchangePostStatus,
  KitCard,
  MyExchangeOffer,
  MyOfferRole,
  Paged,
} from '@cho-gundam/contracts';
import { baseApi, type ApiError } from '@/shared/api/base-api';
import { readAgainWhenSettled } from '@/shared/api/read-again';
import { http, HttpError } from '@/shared/lib/http';
import { refreshExchangeBoard } from './board-data';

/**
 * The exchange board's posts and offers (server: apps/server/src/modules/exchanges/exchanges.routes.ts and
 * exchange-kits.routes.ts; my held kits are read by held-kits-data.ts). The trades themselves
 * (`/exchanges/...`) belong to the trade screens.
 * 'KitList' is the kits feature's tag: a post or an offer moves my kits (in_store ↔ for_exchange).
 * The board's list itself is read outside RTK Query (board-data.ts): the commands that change it read
 * it again when they settle (`boardReadAgain`).
 */
const api = baseApi.enhanceEndpoints({
  addTagTypes: ['ExchangePost', 'MyExchangePosts', 'ExchangePostOffers', 'MyExchangeOffers', 'KitList', 'MyTrades'],
});

export interface PageArgs<S> {
  page: number;
  page_size: number;
  status?: S;
}
/** What `POST /exchange-posts/:id/offers` and `PUT /exchange-offers/:id` take. */
export interface OfferBody {
  post_kit_ids: string[];
  my_kit_ids: string[];
  compensation: Compensation | null;
  note: string;
}
export type ExchangePostDetail = ExchangePost & { my_offer: ExchangeOffer | null };

const clean = <T extends object>(q: T) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

const asApiError = (err: unknown): ApiError =>
  err instanceof HttpError
    ? { status: err.status, code: err.code, message: err.message, details: err.details }
    : { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra. Vui lòng thử lại.', details: null };

/** The board is read again once the command settles, answered or refused. */
const boardReadAgain = readAgainWhenSettled(refreshExchangeBoard);
const postChanged = (id: string) => [{ type: 'ExchangePost' as const, id }, 'MyExchangePosts' as const];
const offerChanged = ['ExchangePost', 'MyExchangeOffers', 'ExchangePostOffers', 'KitList'] as const;

export const exchangeBoardApi = api.injectEndpoints({
  endpoints: (build) => ({
    // ---- everyone ----
    exchangePost: build.query<ExchangePostDetail, string>({
      query: (id) => `/exchange-posts/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'ExchangePost', id }],
    }),
    // ---- posts ----
    createExchangePost: build.mutation<ExchangePost, FormData>({
      ...boardReadAgain,
      query: (form) => ({ url: '/exchange-posts', method: 'POST', body: form }),
      invalidatesTags: ['MyExchangePosts', 'KitList'],
    }),
    editExchangePost: build.mutation<ExchangePost, { id: string; content?: string; kit_ids?: string[] }>({
      ...boardReadAgain,
      query: ({ id, ...body }) => ({ url: `/exchange-posts/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, a) => [...postChanged(a.id), 'KitList'],
    }),
    replaceExchangePostPhotos: build.mutation<ExchangePost, { id: string; form: FormData }>({
      ...boardReadAgain,
      query: ({ id, form }) => ({ url: `/exchange-posts/${id}/photos`, method: 'PUT', body: form }),
      invalidatesTags: (_r, _e, a) => postChanged(a.id),
    }),
    closeExchangePost: build.mutation<ExchangePost, string>({
      ...boardReadAgain,
      query: (id) => ({ url: `/exchange-posts/${id}/close`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, id) => [...postChanged(id), ...offerChanged],
    }),
    myExchangePosts: build.query<Paged<ExchangePost>, PageArgs<ExchangePostStatus>>({
      query: (q) => ({ url: '/users/me/exchange-posts', query: clean(q) }),
      providesTags: ['MyExchangePosts'],
    }),
    exchangePostOffers: build.query<Paged<ExchangeOffer>, { id: string; page: number; page_size: number }>({
      query: ({ id, ...q }) => ({ url: `/exchange-posts/${id}/offers`, query: q }),
      providesTags: ['ExchangePostOffers'],
    }),
    // ---- offers ----
    sendExchangeOffer: build.mutation<ExchangeOffer, { postId: string; body: OfferBody }>({
      ...boardReadAgain,
      query: ({ postId, body }) => ({ url: `/exchange-posts/${postId}/offers`, method: 'POST', body: { ...body } }),
      invalidatesTags: [...offerChanged],
    }),
    /** the offers I made (`made`) or the ones made on my posts (`received`), each with its post */
    myExchangeOffers: build.query<Paged<MyExchangeOffer>, PageArgs<ExchangeOfferStatus> & { role: MyOfferRole }>({
      query: (q) => ({ url: '/users/me/exchange-offers', query: clean(q) }),
      providesTags: ['MyExchangeOffers'],
    }),
    requestOfferRevision: build.mutation<ExchangeOffer, { id: string; note: string }>({
      ...boardReadAgain,
      query: ({ id, note }) => ({ url: `/exchange-offers/${id}/revision-request`, method: 'POST', body: { note } }),
      invalidatesTags: [...offerChanged],
    }),
    reviseExchangeOffer: build.mutation<ExchangeOffer, { id: string; body: OfferBody }>({
      ...boardReadAgain,
      query: ({ id, body }) => ({ url: `/exchange-offers/${id}`, method: 'PUT', body: { ...body } }),
      invalidatesTags: [...offerChanged],
    }),
    withdrawExchangeOffer: build.mutation<ExchangeOffer, string>({
      ...boardReadAgain,
      query: (id) => ({ url: `/exchange-offers/${id}/withdraw`, method: 'POST', body: {} }),
      invalidatesTags: [...offerChanged],
    }),
    rejectExchangeOffer: build.mutation<ExchangeOffer, { id: string; reason?: string }>({
      ...boardReadAgain,
      query: ({ id, reason }) => ({ url: `/exchange-offers/${id}/reject`, method: 'POST', body: reason ? { reason } : {} }),
      invalidatesTags: [...offerChanged],
    }),
    /** One Idempotency-Key per attempt: a retried click accepts once. */
    acceptExchangeOffer: build.mutation<Exchange, { id: string; key: string }>({
      ...boardReadAgain,
      queryFn: async ({ id, key }) => {
        try {
          return { data: await http.post<Exchange>(`/exchange-offers/${id}/accept`, {}, { headers: { 'idempotency-key': key } }) };
        } catch (err) {
          return { error: asApiError(err) };
        }
      },
      // 'MyTrades' is the trade list's tag (trade-api.ts): the new trade shows up there
      invalidatesTags: [...offerChanged, 'MyExchangePosts', 'Wallet', 'MyTrades'],
    }),
    // ---- my kits ----
    /** My kits that can go into a post or an offer (the collection's own route, `in_store` only). */
    myTradableKits: build.query<Paged<KitCard>, string>({
      query: (userId) => ({ url: `/users/${userId}/gundams`, query: { status: 'in_store', page_size: 100, sort: 'name' } }),
      providesTags: ['KitList'],
    }),
  }),
});

export const {
  useExchangePostQuery,
  useCreateExchangePostMutation,
  useEditExchangePostMutation,
  useReplaceExchangePostPhotosMutation,
  useCloseExchangePostMutation,
  useMyExchangePostsQuery,
  useExchangePostOffersQuery,
  useSendExchangeOfferMutation,
  useMyExchangeOffersQuery,
  useRequestOfferRevisionMutation,
  useReviseExchangeOfferMutation,
  useWithdrawExchangeOfferMutation,
  useRejectExchangeOfferMutation,
  useAcceptExchangeOfferMutation,
  useMyTradableKitsQuery,
} = exchangeBoardApi;

/** What a command on an offer sent outside RTK Query (offers-data.ts: a withdrawal) changes in RTK's caches. */
export const offerChangedTags = () => exchangeBoardApi.util.invalidateTags([...offerChanged]);
