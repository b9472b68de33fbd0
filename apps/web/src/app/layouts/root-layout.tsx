import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { StaffRedirect } from '@/app/router/guards';
import { useCart } from '@/features/cart';
import { Navbar, SiteFooter } from '@/features/navigation';
import { useCurrentUser, useSignOut } from '@/features/session';
import { PageLoader } from '@/shared/ui/page-loader';
import './layouts.css';

// the signed-in person's navbar actions with the notification bell: a chunk of its own (guests never need it)
const NavbarUserActions = lazy(() => import('./navbar-user-actions'));

/** The storefront: navbar, the page, footer. Staff are sent to their own area (seed S2.11). */
export function RootLayout() {
  const user = useCurrentUser();
  const { cartItems } = useCart();
  const signOut = useSignOut();
  return (
    <StaffRedirect>
      <div className="cg-shell">
        <a href="#noi-dung" className="cg-skip-link">
          Bỏ qua đến nội dung chính
        </a>
        <Navbar user={user} cartCount={cartItems.length} onSignOut={() => void signOut()} userActions={NavbarUserActions} />
        <main id="noi-dung" className="cg-main">
          <div className="cg-container">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        <SiteFooter />
      </div>
    </StaffRedirect>
  );
}
