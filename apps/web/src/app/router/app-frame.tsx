import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '@/shared/ui/page-loader';
import { RouteChangeLoader } from './route-change-loader';

/** The frame around every route: the route-change loader, scroll restoration, lazy-code fallback. */
export function AppFrame() {
  return (
    <>
      <RouteChangeLoader />
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
