import type { UnknownAction } from '@reduxjs/toolkit';
import { expireHttpResources } from '@/shared/hooks/use-http-resource';
import { resetApiCaches } from './loaded-api';

/**
 * Someone else signed in on this device: nothing read for the previous visitor may show in this
 * member's screens. RTK Query's cache is emptied where a page brought it (loaded-api.ts: a sign-in
 * neither brings RTK Query's runtime to the sign-in page nor leaves a cache filled for the previous
 * visitor, issue 13); the answers read outside it are forgotten, but for those on screen, which are
 * asked for again where next opened (expireHttpResources).
 */
export function forgetPreviousVisitor(dispatch: (action: UnknownAction) => unknown) {
  resetApiCaches(dispatch);
  expireHttpResources();
}
