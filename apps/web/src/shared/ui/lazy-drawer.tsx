import { lazy, useState } from 'react';

/**
 * A drawer a phone opens on a tap (a list's filters, issue 13): antd's Drawer and what it holds load
 * on the first tap, not with the page.
 */
export const loadDrawer = () => import('antd/es/drawer');
export const LazyDrawer = lazy(loadDrawer);

/**
 * The drawer's state. The first `show()` waits for `load` (the drawer's code and its content's) with
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
