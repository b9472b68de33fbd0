import type { UnknownAction } from '@reduxjs/toolkit';
import { expireHttpResources } from '@/shared/hooks/use-http-resource';

// RTK Query joins the app with the first page that uses it (base-api.ts), and sign-in does not: the
// cache registers its own reset here as it loads, so a sign-in neither brings RTK Query's runtime to
// the sign-in page nor leaves a cache filled for the previous visitor (issue 13).
const resets: (() => UnknownAction)[] = [];

/** `reset` makes the action that empties a cache of answers read for one visitor. */
export function forgetOnVisitorChange(reset: () => UnknownAction) {
  resets.push(reset);
}

/**
 * Someone else signed in on this device: nothing read for the previous visitor may show in this
 * member's screens. RTK Query's cache is emptied; the answers read outside it are forgotten, but for
 * those on screen, which are asked for again where next opened (expireHttpResources).
 */
export function forgetPreviousVisitor(dispatch: (action: UnknownAction) => unknown) {
  for (const reset of resets) dispatch(reset());
  expireHttpResources();
}
