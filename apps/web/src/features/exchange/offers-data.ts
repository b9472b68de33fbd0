import { useMemo } from 'react';
import type { ExchangeOffer, ExchangeOfferStatus, MyExchangeOffer, MyOfferRole, Paged } from '@cho-gundam/contracts';
import { forgetApiTags } from '@/shared/api/loaded-api';
import { refreshHttpResources, useHttpResource, useKeptWhileFetching } from '@/shared/hooks/use-http-resource';
import { http, withQuery } from '@/shared/lib/http';
import { useAppDispatch } from '@/shared/store/hooks';
import { refreshExchangeBoard } from './board-data';
import { OFFER_CHANGED } from './exchange-tags';

// "Đề nghị đã gửi" and "Đề nghị đã nhận" (`/exchange/manage`) read my offers with the shell's HTTP client,
// not RTK Query, whose runtime would otherwise be on the page's first download (issue 13), as the board
// (board-data.ts) and the held kits (held-kits-data.ts) do. Asked again each time a tab opens (freshMs 0,
// the answer kept meanwhile on screen): the poster answers an offer on another page, which tells only
// RTK Query's caches. The revision dialog (RTK Query, loaded when opened) reads them again when it closes.

const MY_OFFERS = '/users/me/exchange-offers';

/**
 * One page of the offers I made (`made`) or the ones made on my posts (`received`), each with its post
 * (`GET /users/me/exchange-offers`); while another page or state is on its way, the page shown stays (`stale`).
 */
export function useMyOffers(args: { role: MyOfferRole; page: number; page_size: number; status: ExchangeOfferStatus | null }) {
  return useKeptWhileFetching(useHttpResource<Paged<MyExchangeOffer>>(withQuery(MY_OFFERS, { ...args }), 0));
}

/** Read every page of my offers already read again (an offer withdrawn or revised from the page). */
export function refreshMyOffers() {
  refreshHttpResources((path) => path === MY_OFFERS || path.startsWith(`${MY_OFFERS}?`));
}

/**
 * "Rút lại đề nghị" (`POST /exchange-offers/:id/withdraw`): whatever the answer, my offers and the board
 * are read again, and RTK Query's caches of the other pages (a post's offers, my kits) are told if RTK
 * is loaded, as the RTK command's tags did. A refusal is thrown as the HttpError, read with `apiError`.
 */
export function useWithdrawOffer() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => async (id: string) => {
      try {
        return await http.post<ExchangeOffer>(`/exchange-offers/${id}/withdraw`, {});
      } finally {
        refreshMyOffers();
        refreshExchangeBoard();
        forgetApiTags(dispatch, OFFER_CHANGED);
      }
    },
    [dispatch],
  );
}
