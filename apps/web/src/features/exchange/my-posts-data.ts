import { useMemo } from 'react';
import type { Exchange, ExchangeOffer, ExchangePost, ExchangePostStatus, Paged } from '@cho-gundam/contracts';
import { forgetApiTags } from '@/shared/api/loaded-api';
import { refreshHttpResources, useHttpResource, useKeptWhileFetching } from '@/shared/hooks/use-http-resource';
import { http, withQuery } from '@/shared/lib/http';
import { useAppDispatch, type AppDispatch } from '@/shared/store/hooks';
import { refreshExchangeBoard } from './board-data';
import { MY_POST_COMMANDED } from './exchange-tags';

// "Bài đăng của tôi" (`/exchange/my-post`) is opened cold from the exchange area's menu and from the links
// "Trả lời đề nghị": it reads my posts and a post's offers, and closes a post, accepts, rejects or asks
// to revise an offer, with the shell's HTTP client, not RTK Query (shared/hooks/use-http-resource.ts,
// issue 13), as the trade page does (trade-data.ts). Each read is asked again every time the page opens
// (freshMs 0): offers come and change from other members meanwhile. After a command, the page's reads
// and the board are read again, and RTK Query's caches of the other pages (a post's drawer, my kits, the
// wallet) are told if RTK is loaded. The post form, loaded when opened,
// still uses RTK Query (exchange-board-api.ts): its `onDone` reads my posts again (refreshMyPosts).

const MINE = '/users/me/exchange-posts';
const offersPath = (postId: string) => `/exchange-posts/${postId}/offers`;
const OFFERS = /^\/exchange-posts\/[^/?]+\/offers(\?|$)/;

/** One page of my posts (`GET /users/me/exchange-posts`); while another page or filter is on its way, the page shown stays (`stale`). */
export function useMyPosts(args: { page: number; page_size: number; status?: ExchangePostStatus }) {
  return useKeptWhileFetching(useHttpResource<Paged<ExchangePost>>(withQuery(MINE, { ...args }), 0));
}

/** The offers one of my posts received (`GET /exchange-posts/:id/offers`, the first 50, as the page shows them side by side). */
export function usePostOffers(postId: string) {
  return useHttpResource<Paged<ExchangeOffer>>(withQuery(offersPath(postId), { page: 1, page_size: 50 }), 0);
}

/** Read my posts and their offers again, every page of them read this visit (a command, a post made or edited). */
export function refreshMyPosts() {
  refreshHttpResources((path) => path === MINE || path.startsWith(`${MINE}?`) || OFFERS.test(path));
}

/** After a command, answered or refused: this page's reads, the board's, and RTK Query's caches of the other pages. */
function afterCommand(dispatch: AppDispatch) {
  refreshMyPosts();
  refreshExchangeBoard();
  // the tags the RTK endpoints of these commands invalidated, if RTK is loaded (shared/api/loaded-api.ts)
  forgetApiTags(dispatch, MY_POST_COMMANDED);
}

/**
 * The poster's commands (server: apps/server/src/modules/exchanges/exchanges.routes.ts), each followed by
 * `afterCommand` whatever the answer; a refusal is thrown as the HttpError, read with `apiError`.
 */
export function useMyPostCommands() {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const command =
      <A extends unknown[], T>(send: (...args: A) => Promise<T>) =>
      async (...args: A): Promise<T> => {
        try {
          return await send(...args);
        } finally {
          afterCommand(dispatch);
        }
      };
    return {
      /** "Đóng bài đăng": my kits and those of the pending offers go back to the collections */
      closePost: command((postId: string) => http.post<ExchangePost>(`/exchange-posts/${postId}/close`, {})),
      /** one Idempotency-Key per attempt: a retried click accepts once */
      acceptOffer: command((offerId: string, key: string) =>
        http.post<Exchange>(`/exchange-offers/${offerId}/accept`, {}, { headers: { 'idempotency-key': key } }),
      ),
      rejectOffer: command((offerId: string) => http.post<ExchangeOffer>(`/exchange-offers/${offerId}/reject`, {})),
      requestRevision: command((offerId: string, note: string) =>
        http.post<ExchangeOffer>(`/exchange-offers/${offerId}/revision-request`, { note }),
      ),
    };
  }, [dispatch]);
}
