import { HttpError, onAuthLost, onTokenRefreshed } from '@/shared/lib/http';
import { toast } from '@/shared/ui/toast';
import type { AppDispatch } from '@/shared/store/hooks';
import type { AuthRootState } from './auth-selectors';
import { login } from './auth-slice';
import { endSession } from './start-session';

interface StoreLike {
  dispatch: AppDispatch;
  getState: () => AuthRootState;
}

/**
 * Connects the HTTP client to the store, once at start: a refreshed token is written to the auth
 * state (the seed's `login` with the same user), and a refresh that failed signs the person out here
 * (saying why when the account was locked).
 */
export function wireSessionEvents(store: StoreLike) {
  const offRefreshed = onTokenRefreshed((r) => {
    const user = store.getState().auth.user;
    // before the session check there is no user yet: tokens/verify will store it
    if (user) store.dispatch(login({ user, access_token: r.access_token, access_token_expires_at: r.access_token_expires_at }));
  });
  const offLost = onAuthLost((err) => {
    const wasSignedIn = Boolean(store.getState().auth.user);
    endSession(store.dispatch);
    // a locked account is told so, with the moderator's reason (the server's message)
    if (wasSignedIn && err instanceof HttpError && err.code === 'account_locked')
      toast.error({ title: 'Bạn đã bị đăng xuất', description: err.message, duration: 0 });
  });
  return () => {
    offRefreshed();
    offLost();
  };
}
