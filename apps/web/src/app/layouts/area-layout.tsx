import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { SideNavItem } from '@/features/navigation';
import { SideNav } from '@/features/navigation/side-nav';
import { PageLoader } from '@/shared/ui/page-loader';

/** A storefront area with its own left menu (member profile, shop, exchange). */
export function AreaLayout({ items, header, label }: { items: SideNavItem[]; header?: ReactNode; label: string }) {
  return (
    <div className="cg-with-sidenav">
      <SideNav items={items} header={header} label={label} />
      <div>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
