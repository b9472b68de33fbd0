import type { UnknownAction } from '@reduxjs/toolkit';

/** A tag of RTK Query's caches: a type ('Wallet'), or one item of it ({ type: 'Trade', id }). */
export type ApiTag = string | { type: string; id?: string | number };

// Set by base-api.ts when RTK Query is loaded. This module holds no RTK code, so a page that reads with
// the shell's HTTP client (shared/hooks/use-http-resource.ts, issue 13) can tell RTK's caches about a
// command without loading them.
let invalidate: ((tags: readonly ApiTag[]) => UnknownAction) | null = null;

export function registerLoadedApi(invalidateTags: (tags: readonly ApiTag[]) => UnknownAction) {
  invalidate = invalidateTags;
}

/**
 * After a command sent outside RTK Query: RTK's caches forget `tags` — if RTK Query is loaded. A cache
 * that never loaded has nothing to forget, and whatever loads it later reads the server afresh. It used
 * to import RTK to tell it: a download the page did not need, and a load still under way when a test
 * file ended (a Vitest "environment was torn down" error in CI, 01/12).
 */
export function forgetApiTags(dispatch: (action: UnknownAction) => unknown, tags: readonly ApiTag[]) {
  if (invalidate) dispatch(invalidate(tags));
}
