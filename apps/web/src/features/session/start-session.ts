import type { UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@cho-gundam/contracts';
import { expireHttpResources } from '@/shared/hooks/use-http-resource';
import { ACCESS_TOKEN_COOKIE, deleteCookie, getCookie } from '@/shared/lib/cookies';
import { http, setDefaultAuthorization } from '@/shared/lib/http';
import type { AppDispatch } from '@/shared/store/hooks';
import { logout, updateUser } from './auth-slice';

/**
 * What else a confirmed session puts back from this device, as actions dispatched after the user is
 * stored (the app passes the exchange feature's cached delivery fees: see app/store.ts).
 */
export type SessionRestorer = () => UnknownAction;

/**
 * `POST tokens/verify {access_token}`. A token older than 15 minutes answers 401: the client then
 * refreshes once and retries; the body is built again for the retry so it carries the fresh token
 * from the cookie (a member coming back after a while stays signed in).
 */
export function verifyAccessToken(token: string): Promise<User> {
  return http.post<User>('/tokens/verify', () => ({ access_token: getCookie(ACCESS_TOKEN_COOKIE) ?? token }));
}

/**
 * Everything "signed out" means on this device: the store, the cookie and the default header; the
 * answers read outside RTK Query (a kit's `is_owner`, an auction's `me`) are read again where next opened.
 */
export function endSession(dispatch: AppDispatch) {
  dispatch(logout());
  expireHttpResources();
  deleteCookie(ACCESS_TOKEN_COOKIE);
  setDefaultAuthorization(null);
}

/**
 * Session start (seed §4): with an `access_token` cookie, validate it, store the user and restore what
 * this device kept for them (`restorers`: the cached delivery fees); on failure or without a token,
 * sign out locally. Resolves to "signed in?".
 */
export async function startSession(dispatch: AppDispatch, restorers: readonly SessionRestorer[] = []): Promise<boolean> {
  const token = getCookie(ACCESS_TOKEN_COOKIE);
  if (!token) {
    console.warn('Không có access_token: bắt đầu phiên khách');
    endSession(dispatch);
    return false;
  }
  try {
    const user = await verifyAccessToken(token);
    dispatch(updateUser(user));
    for (const restore of restorers) dispatch(restore());
    return true;
  } catch (err) {
    console.warn('Phiên đăng nhập không còn hiệu lực, đăng xuất trên thiết bị này', err);
    endSession(dispatch);
    return false;
  }
}
