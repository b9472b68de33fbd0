import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { http } from '@/shared/lib/http';
import { useAppDispatch } from '@/shared/store/hooks';
import { selectIsLoggedIn } from './auth-selectors';
import { SessionContext, type SessionStatus } from './session-context';
import { endSession, startSession, type SessionRestorer } from './start-session';

// StrictMode runs effects twice in development: the check must still run once per page load
let started: Promise<boolean> | null = null;

interface Props {
  /** what a confirmed session restores besides the user (see startSession) */
  restorers?: readonly SessionRestorer[];
  children: ReactNode;
}

export function SessionProvider({ restorers, children }: Props) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const [status, setStatus] = useState<SessionStatus>('checking');
  const [signedOutFrom, setSignedOutFrom] = useState<string | null>(null);

  useEffect(() => {
    started ??= startSession(dispatch, restorers);
    let live = true;
    void started.finally(() => live && setStatus('ready'));
    return () => {
      live = false;
    };
  }, [dispatch, restorers]);

  const signOut = useCallback(async () => {
    setSignedOutFrom(window.location.pathname);
    try {
      await http.post('/auth/logout');
    } catch (err) {
      // the local sign-out must happen anyway; the server session expires on its own
      console.warn('Không thể thu hồi phiên trên máy chủ', err);
    }
    endSession(dispatch);
  }, [dispatch]);

  // signing in again ends the "just signed out" state
  const effectiveSignedOutFrom = isLoggedIn ? null : signedOutFrom;
  const value = useMemo(() => ({ status, signedOutFrom: effectiveSignedOutFrom, signOut }), [status, effectiveSignedOutFrom, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
