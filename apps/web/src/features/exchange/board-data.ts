import type { ExchangePost, Paged } from '@cho-gundam/contracts';
import { refreshHttpResources, useHttpResource, useKeptWhileFetching } from '@/shared/hooks/use-http-resource';
import { withQuery } from '@/shared/lib/http';

export interface BoardArgs {
  page: number;
  page_size: number;
  q?: string;
  grade?: string;
  series?: string;
  scale?: string;
}

// The board (`/exchange/list`) is opened cold from a link or the home page: it reads its posts with the
// shell's HTTP client, not RTK Query (shared/hooks/use-http-resource.ts, issue 13). A post's drawer and
// the forms, loaded when opened, use RTK Query (exchange-board-api.ts).

const BOARD = '/exchange-posts';

/**
 * One page of open posts (`GET /exchange-posts`): read again each time the board opens and after every
 * command that changes it; while another page or filter is on its way, the page shown stays (`stale`).
 */
export function useExchangeBoard(args: BoardArgs) {
  return useKeptWhileFetching(useHttpResource<Paged<ExchangePost>>(withQuery(BOARD, { ...args }), 0));
}

/** Read every board page already read again (a post made, edited or closed; an offer sent or settled). */
export function refreshExchangeBoard() {
  refreshHttpResources((path) => path === BOARD || path.startsWith(`${BOARD}?`));
}
