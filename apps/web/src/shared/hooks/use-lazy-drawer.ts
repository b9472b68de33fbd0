import { useState } from 'react';

/**
 * The state of a drawer or dialog whose code loads on its first opening (a list's filters,
 * shared/ui/lazy-drawer.tsx; the account's phone dialog). The first `show()` waits for `load` (the drawer's code and its content's) with
 * `loading` true for the button to spin; once opened the drawer stays mounted (`used`), so it can
 * animate closed and open again at once.
 */
export function useLazyDrawer(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [loading, setLoading] = useState(false);
  const show = () => {
    if (used) return setOpen(true);
    setLoading(true);
    void load()
      .catch(() => undefined) // the lazy components meet the same failure and show it
      .finally(() => {
        setLoading(false);
        setUsed(true);
        setOpen(true);
      });
  };
  return { open, used, loading, show, hide: () => setOpen(false) };
}

export type LazyDrawerState = ReturnType<typeof useLazyDrawer>;
