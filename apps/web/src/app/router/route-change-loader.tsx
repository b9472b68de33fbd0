import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ROUTE_LOADER_MS } from '@cho-gundam/contracts/core';
import { firstScreenPreviewShown } from '@/app/first-screen-preview';
import { PageLoader } from '@/shared/ui/page-loader';

/**
 * Seed §2: a brief full-screen loader (ROUTE_LOADER_MS, 500 ms) on every route change, i.e. every
 * new pathname (a new search or filter on the same page does not count), and on the first load,
 * unless the page's HTML drew a preview of its first screen (app/first-screen-preview.ts): that
 * preview, the page's own photo in its place, is the wait there, and the loader over it only hid the
 * photo already painted for half a second and kept a spinner to draw (issue 13).
 */
export function RouteChangeLoader() {
  const { pathname } = useLocation();
  // one token per visit, so going A → B → A quickly still shows the loader on the way back
  const visit = useMemo(() => ({ pathname }), [pathname]);
  const [settled, setSettled] = useState<object | null>(() => (firstScreenPreviewShown() ? visit : null));
  useEffect(() => {
    const t = setTimeout(() => setSettled(visit), ROUTE_LOADER_MS);
    return () => clearTimeout(t);
  }, [visit]);
  return settled === visit ? null : <PageLoader routeChange />;
}
