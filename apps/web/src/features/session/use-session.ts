import { useContext } from 'react';
import { useSelector } from 'react-redux';
import type { User } from '@cho-gundam/contracts';
import { selectCurrentUser } from './auth-selectors';
import { SessionContext, type SessionValue } from './session-context';

export function useSession(): SessionValue {
  const v = useContext(SessionContext);
  if (!v) throw new Error('useSession must be used inside <SessionProvider>');
  return v;
}

/** The signed-in person, or null for a guest. */
export function useCurrentUser(): User | null {
  return useSelector(selectCurrentUser);
}

/**
 * Where to go after signing in: the `redirect` query parameter when it is a path of this site
 * (never `//evil.example`), the home page otherwise.
 */
export function safeRedirect(value: string | null | undefined): string {
  const v = value?.trim();
  if (!v || !v.startsWith('/') || v.startsWith('//')) return '/';
  // browsers read a backslash as '/' and drop control characters and whitespace before parsing
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\s\\]/.test(v)) return '/';
  // back to the sign-in or sign-up form would be a loop
  if (/^\/member\/(login|signup)(?:[/?#]|$)/.test(v)) return '/';
  return v;
}
