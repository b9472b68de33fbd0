import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/hooks/store';
import { http } from '@/shared/lib/http';
import { SessionContext, type SessionStatus } from './session-context';
import { endSession, startSession } from './start-session';

// StrictMode runs effects twice in development: the check must still run once per page load
let started: Promise<boolean> | null = null;

export function SessionProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector((s) => s.auth.isLoggedIn);
  const [status, setStatus] = useState<SessionStatus>('checking');
  const [signedOutFrom, setSignedOutFrom] = useState<string | null>(null);

  useEffect(() => {
    started ??= startSession(dispatch);
    let live = true;
    void started.finally(() => live && setStatus('ready'));
    return () => {
      live = false;
    };
  }, [dispatch]);

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
