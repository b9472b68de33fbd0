import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { AuthResponse } from '@cho-gundam/contracts';
import { useAppDispatch } from '@/shared/store/hooks';
import { selectIsLoggedIn, type AuthRootState } from './auth-selectors';
import { login } from './auth-slice';

/** Stores a successful sign-in (seed §4 `login`): the sign-in forms get it from their page. */
export function useSignIn(): (res: AuthResponse) => void {
  const dispatch = useAppDispatch();
  return useCallback((res: AuthResponse) => void dispatch(login(res)), [dispatch]);
}

/**
 * "Is someone signed in right now?", read when asked rather than on every render: for clean-ups that
 * run once a screen has already left (the notifications clear themselves after a sign-out).
 */
export function useSignedInCheck(): () => boolean {
  const store = useStore<AuthRootState>();
  return useCallback(() => selectIsLoggedIn(store.getState()), [store]);
}
