import type { AuthRootState } from './auth-selectors';

/** Seed §7 "token sync max age": after a refresh, the peer hears of the new token at most this often. */
export const TOKEN_SYNC_MAX_AGE_MS = 5 * 60_000;

interface StoreLike {
  getState: () => AuthRootState;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The seed's optional token sync (S7.14): when a URL is configured, a companion service (another app
 * of ours on the same account) is told the member's bearer token — POST after sign-in and after a
 * refresh (at most every 5 minutes), DELETE with the last token when they sign out. It is fire and
 * forget: the peer being down never breaks signing in or out.
 */
export function watchTokenSync(store: StoreLike, url: string, now: () => number = Date.now) {
  let token = store.getState().auth.access_token;
  let lastSync = Number.NEGATIVE_INFINITY;
  const send = (method: 'POST' | 'DELETE', bearer: string) => {
    void fetch(url, { method, headers: { authorization: `Bearer ${bearer}` }, credentials: 'omit', keepalive: true }).catch(
      () => undefined,
    );
  };
  return store.subscribe(() => {
    const next = store.getState().auth.access_token;
    if (next === token) return;
    const previous = token;
    token = next;
    if (next === null) {
      if (previous) send('DELETE', previous);
      lastSync = Number.NEGATIVE_INFINITY;
      return;
    }
    // a new sign-in always; a refreshed token once the last sync is older than the max age
    if (previous === null || now() - lastSync >= TOKEN_SYNC_MAX_AGE_MS) {
      lastSync = now();
      send('POST', next);
    }
  });
}
