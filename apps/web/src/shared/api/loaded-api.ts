import type { UnknownAction } from '@reduxjs/toolkit';

/** A tag of RTK Query's caches: a type ('Wallet'), or one item of it ({ type: 'Order', id }). */
export type ApiTag = string | { type: string; id?: string | number };

/** What RTK Query's caches can be told by code that does not load RTK: the actions that make them forget. */
export interface LoadedApi {
  invalidateTags(tags: readonly ApiTag[]): UnknownAction;
  reset(): UnknownAction;
}

// RTK Query joins the app with the first page that uses it, and base-api.ts registers itself here as it
// loads. This module holds no RTK code, so a page that reads and sends with the shell's HTTP client
// (shared/hooks/use-http-resource.ts, issue 13), and the sign-in, can tell RTK's caches without loading
// them: a cache that never loaded has nothing to forget, and whatever loads it later reads the server
// afresh. Importing RTK to tell it cost a download the page did not need and, in CI (01/12), a load
// still under way when a test file ended (a Vitest "environment was torn down" error).
let loaded: LoadedApi | null = null;

export function registerLoadedApi(api: LoadedApi) {
  loaded = api;
}

/** After a command sent outside RTK Query: its caches forget `tags`, if RTK Query is loaded. */
export function forgetApiTags(dispatch: (action: UnknownAction) => unknown, tags: readonly ApiTag[]) {
  if (loaded) dispatch(loaded.invalidateTags(tags));
}

/** Someone else signed in: RTK Query's caches are emptied, if RTK Query is loaded (visitor-answers.ts). */
export function resetApiCaches(dispatch: (action: UnknownAction) => unknown) {
  if (loaded) dispatch(loaded.reset());
}
