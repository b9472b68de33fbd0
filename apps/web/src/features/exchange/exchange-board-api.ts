import type { Compensation, ExchangeOffer, ExchangePost, KitCard, Paged } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';
import { readAgainWhenSettled } from '@/shared/api/read-again';
import { refreshExchangeBoard } from './board-data';
import { OFFER_CHANGED } from './exchange-tags';

/**
 * The exchange board's posts and offers (server: apps/server/src/modules/exchanges/exchanges.routes.ts and
 * exchange-kits.routes.ts; my held kits are read by held-kits-data.ts). The trades themselves
 * (`/exchanges/...`) belong to the trade screens.
 * 'KitList' is the kits feature's tag: a post or an offer moves my kits (in_store ↔ for_exchange).
 * The board's list itself is read outside RTK Query (board-data.ts): the commands that change it read
 * it again when they settle (`boardReadAgain`). So are my posts and their offers (my-posts-data.ts, with
 * the poster's commands) and my offers (offers-data.ts, with the withdrawal): those pages are opened cold
 * (issue 13). The tags left are those of the screens that still read through RTK Query (a post's
 * drawer, my kits), told by those modules after a command too (exchange-tags.ts).
 */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['ExchangePost', 'KitList'] });

/** What `POST /exchange-posts/:id/offers` and `PUT /exchange-offers/:id` take. */
export interface OfferBody {
  post_kit_ids: string[];
  my_kit_ids: string[];
  compensation: Compensation | null;
  note: string;
}
export type ExchangePostDetail = ExchangePost & { my_offer: ExchangeOffer | null };

/** The board is read again once the command settles, answered or refused. */
const boardReadAgain = readAgainWhenSettled(refreshExchangeBoard);
const postChanged = (id: string) => [{ type: 'ExchangePost' as const, id }];

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
      invalidatesTags: ['KitList'],
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
    // ---- offers ----
    sendExchangeOffer: build.mutation<ExchangeOffer, { postId: string; body: OfferBody }>({
      ...boardReadAgain,
      query: ({ postId, body }) => ({ url: `/exchange-posts/${postId}/offers`, method: 'POST', body: { ...body } }),
      invalidatesTags: [...OFFER_CHANGED],
    }),
    reviseExchangeOffer: build.mutation<ExchangeOffer, { id: string; body: OfferBody }>({
      ...boardReadAgain,
      query: ({ id, body }) => ({ url: `/exchange-offers/${id}`, method: 'PUT', body: { ...body } }),
      invalidatesTags: [...OFFER_CHANGED],
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
  useSendExchangeOfferMutation,
  useReviseExchangeOfferMutation,
  useMyTradableKitsQuery,
} = exchangeBoardApi;
