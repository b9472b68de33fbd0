import type { WebStorage } from 'redux-persist';
import { nextTask } from '@/shared/lib/next-task';

/** localStorage, or null where the browser refuses it (a private window, site data blocked). */
function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * redux-persist's storage engine over localStorage, as the library's own (`redux-persist/es/storage`),
 * except that localStorage is first touched when the store reads its saved state. The library's tests
 * it as its file loads, by writing and removing a key: a browser's first touch of localStorage is slow,
 * and it was part of the entry's one long evaluation task on a phone (issue 13). Where localStorage is
 * refused nothing is restored or saved, as with the library's fallback; a write that fails rejects, and
 * redux-persist reports it as it does the library's.
 *
 * The saved state is read in a task after the store's: the first touch of localStorage, parsing the
 * saved state and restoring it (immer) were half of the start-up's store task, 50–100 ms at a phone's
 * 4× slowdown (issue 13). The persisted-state gate waits for it as before.
 */
export const persistStorage: WebStorage = {
  getItem: (key) => nextTask().then(() => local()?.getItem(key) ?? null),
  setItem: (key, value) => new Promise((resolve) => resolve(local()?.setItem(key, value))),
  removeItem: (key) => new Promise((resolve) => resolve(local()?.removeItem(key))),
};
