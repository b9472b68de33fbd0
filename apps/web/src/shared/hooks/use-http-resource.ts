import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { http } from '@/shared/lib/http';

/**
 * One GET answer for the pages a phone opens cold (issue 13): the home page, a kit's page, an
 * auction's page and the platform's public settings read with the shell's HTTP client instead of RTK
 * Query, whose runtime (~13.5 KB gzip) then waits for the first page that needs it. The rest of the app
 * uses RTK Query.
 *
 * Answers are kept for the visit, by path: a page opened again within `freshMs` shows its answer at
 * once without asking; after that it shows the old answer while it asks again. Two screens asking for
 * the same path at once share one request.
 */
interface Entry {
  data?: unknown;
  error?: unknown;
  at: number;
  inflight?: Promise<void>;
  /** asked for again the next time a screen opens it (expireHttpResources) */
  expired?: boolean;
}
// every change writes a new entry: a screen's snapshot is its path's entry, so only its screens redraw
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
function put(path: string, entry: Entry) {
  entries.set(path, entry);
  for (const l of listeners) l();
}

const entryOf = (path: string | null) => (path === null ? undefined : entries.get(path));

/**
 * The entry kept for `path`; a screen showing it is drawn again when it changes, at a transition's
 * priority. Not useSyncExternalStore: React draws its every change in one piece, and an answer that
 * came while the first render was under way (a transition, main.tsx) made React draw the whole app
 * again in one piece; a phone at 4× slowdown went unanswered for 50–200 ms when the home page's
 * answer came (issue 13). A transition is drawn in slices, a tap answered between them.
 */
function useEntry(path: string | null): Entry | undefined {
  const [seen, setSeen] = useState(() => ({ path, entry: entryOf(path) }));
  useEffect(() => {
    const update = () => {
      const entry = entryOf(path);
      startTransition(() => setSeen((s) => (s.path === path && s.entry === entry ? s : { path, entry })));
    };
    listeners.add(update);
    // what changed between the render and now
    update();
    return () => {
      listeners.delete(update);
    };
  }, [path]);
  // another path than the one last seen (the screen asks for another page): its entry as it is now
  return seen.path === path ? seen.entry : entryOf(path);
}

// the paths a mounted screen shows (how many screens): expireHttpResources keeps only their answers
const shown = new Map<string, number>();
// one per visitor on this device: an answer asked for the previous visitor is dropped when it comes
let visitor = 0;

function load(path: string): Promise<void> {
  const entry = entries.get(path) ?? { at: 0 };
  if (entry.inflight) return entry.inflight;
  const askedFor = visitor;
  const inflight = http.get<unknown>(path).then(
    (data) => {
      if (askedFor === visitor) put(path, { data, at: Date.now() });
    },
    // a failed refresh keeps what was already shown
    (error: unknown) => {
      if (askedFor === visitor) put(path, { data: entry.data, error, at: entry.data === undefined ? 0 : entry.at });
    },
  );
  put(path, { ...entry, inflight });
  return inflight;
}

/** Forget every answer (tests: each starts as a new visit). Not for a live page: a screen showing an answer would lose it. */
export function forgetHttpResources() {
  entries.clear();
  for (const l of listeners) l();
}

/**
 * Ask again for every path already asked for that `match` accepts: screens showing them get the new
 * answers (an auction's detail and its history's pages).
 */
export function refreshHttpResources(match: (path: string) => boolean) {
  for (const path of [...entries.keys()]) if (match(path)) void load(path);
}

/** Ask again for one path already asked for (an admin's save of the public settings). */
export function refreshHttpResource(path: string) {
  refreshHttpResources((p) => p === path);
}

/**
 * Someone else signed in, or the member signed out: an answer may depend on who asked. Answers no
 * screen shows are forgotten, so a page opened next shows its loading state, never the previous
 * visitor's answer (a trade, a profile) while it asks. What is on screen stays until its screen opens
 * again (the shell's public settings, the page the sign-in came from), marked to be asked again then.
 * An answer still on its way for the previous visitor is dropped when it comes.
 */
export function expireHttpResources() {
  visitor += 1;
  for (const [path, entry] of [...entries]) {
    if (shown.has(path)) entries.set(path, { data: entry.data, error: entry.error, at: entry.at, expired: true });
    else entries.delete(path);
  }
}

/**
 * Change the answer kept for `path` in place (an auction's live stream applies its events to the page's
 * detail and history). `recipe` gets the current answer and returns the new one, or undefined to keep
 * it; nothing happens while there is no answer yet. An answer on its way replaces the change when it
 * comes, as RTK Query's cache did: the stream puts its newer events back (use-auction-stream.ts).
 */
export function updateHttpResource<T>(path: string, recipe: (data: T) => T | undefined) {
  const entry = entries.get(path);
  if (entry?.data === undefined) return;
  const next = recipe(entry.data as T);
  if (next !== undefined && next !== entry.data) put(path, { ...entry, data: next });
}

/** The answer kept for `path`, without asking for it (a hook beside the screen that asks). */
export function useHttpResourceData<T>(path: string): T | undefined {
  return useEntry(path)?.data as T | undefined;
}

export interface HttpResource<T> {
  /** the answer for this path (kept after a failed refresh), or undefined while the first one is on its way or after it failed */
  currentData: T | undefined;
  isFetching: boolean;
  /** the HttpError (or network error) of the last attempt, while there is no answer to show */
  error: unknown;
  /**
   * the last attempt failed, also when an earlier answer is still kept in `currentData` (a trade the
   * server refuses after a refetch: its page shows the refusal, not the kept answer)
   */
  isError: boolean;
  /** the HttpError (or network error) of the last attempt, kept answer or not */
  lastError: unknown;
  /** when the answer shown arrived (Date.now()), to tell the server's clock from the device's */
  fulfilledAt: number | undefined;
  refetch: () => void;
}

/** GET `path` (null: nothing to ask yet). */
export function useHttpResource<T>(path: string | null, freshMs = 60_000): HttpResource<T> {
  const entry = useEntry(path);
  useEffect(() => {
    if (path === null) return;
    shown.set(path, (shown.get(path) ?? 0) + 1);
    return () => {
      const n = (shown.get(path) ?? 1) - 1;
      if (n > 0) shown.set(path, n);
      else shown.delete(path);
    };
  }, [path]);
  useEffect(() => {
    if (path === null) return;
    const e = entries.get(path);
    if (e?.inflight || (e && e.data !== undefined && !e.expired && Date.now() - e.at < freshMs)) return;
    void load(path);
  }, [path, freshMs]);
  const refetch = useCallback(() => {
    if (path !== null) void load(path);
  }, [path]);
  // the same object while the entry is the same: a page passes it to useDeferredValue
  // (use-deferred-result.ts), which would otherwise draw the page a second time after every render
  return useMemo(
    () => ({
      currentData: entry?.data as T | undefined,
      isFetching: !!entry?.inflight || (path !== null && !entry),
      error: entry?.data === undefined ? entry?.error : undefined,
      isError: entry?.error !== undefined,
      lastError: entry?.error,
      fulfilledAt: entry?.data === undefined ? undefined : entry.at,
      refetch,
    }),
    [entry, path, refetch],
  );
}

/**
 * While another path's answer is on its way (the next page of a list, another filter), the answer
 * shown before stays on screen, as `currentData` with `stale` set, instead of the list emptying.
 */
export function useKeptWhileFetching<T>(res: HttpResource<T>): HttpResource<T> & { stale: boolean } {
  const shown = useRef<T | undefined>(undefined);
  if (res.currentData !== undefined) shown.current = res.currentData;
  const stale = res.currentData === undefined && res.isFetching && shown.current !== undefined;
  return stale ? { ...res, currentData: shown.current, stale } : { ...res, stale };
}
