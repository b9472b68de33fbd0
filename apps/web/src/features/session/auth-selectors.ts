import type { AuthState } from './auth-slice';

// Kept apart from the slice (no Redux Toolkit here): the hooks that read the session are shared by
// the first page and the lazy pages, and need only these.

/** The part of the store this slice owns: what its selectors read. */
export interface AuthRootState {
  auth: AuthState;
}
/** The person stored by the last sign-in or session check (kept while signed out until replaced). */
export const selectStoredUser = (s: AuthRootState) => s.auth.user;
export const selectIsLoggedIn = (s: AuthRootState) => s.auth.isLoggedIn;
/** The signed-in person, or null for a guest. */
export const selectCurrentUser = (s: AuthRootState) => (s.auth.isLoggedIn ? s.auth.user : null);
