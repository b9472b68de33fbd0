import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/shared/ui/page-loader';
import { RouteChangeLoader } from './route-change-loader';
import { RouteErrorBoundary } from './route-error';
import { ScrollMemory } from './scroll-memory';

/** The frame around every route: the route-change loader, scroll restoration, the error page, lazy-code fallback. */
export function AppFrame() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteChangeLoader />
      <ScrollMemory />
      <RouteErrorBoundary page={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
