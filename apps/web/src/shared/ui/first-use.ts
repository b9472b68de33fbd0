import { useSyncExternalStore } from 'react';

/**
 * A component's code fetched on its first use (a hover, a tap, the keyboard's focus), for the fields a
 * public list draws on its first screen (issue 13): until it arrives, a light stand-in drawn the same
 * takes its place. `load()` asks once (again after a failure); `useModule()` is the module once it
 * has arrived, so every stand-in on the page gives way to the real field together.
 */
export function firstUseModule<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    pending ??= importer().then(
      (m) => {
        loaded = m;
        for (const l of listeners) l();
        return m;
      },
      (err: unknown) => {
        // the next use asks again; until then the stand-in stays
        pending = undefined;
        throw err;
      },
    );
    return pending;
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  return {
    load: () => void load().catch(() => undefined),
    useModule: () => useSyncExternalStore(subscribe, () => loaded),
  };
}

/** How the reader first touched a stand-in: the real field takes the focus, or opens, as they asked. */
export interface FirstTouch {
  focus: boolean;
  open: boolean;
}
