import { lazy, Suspense, useState, type ComponentType } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Link, NavLink, useLocation } from 'react-router';
import type { User } from '@cho-gundam/contracts';
import { useScreenAtLeast } from '@/shared/hooks/use-screen';
import { BrandLogo } from './brand-logo';
import { isCurrentSection, MAIN_NAV } from './nav-links';
import { SearchBox } from './search-box';
import type { UserActionsProps } from './user-actions';
import './navbar.css';

// kept out of the first download: phones need it only after tapping the menu
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

interface NavbarProps {
  user: User | null;
  cartCount: number;
  onSignOut: () => void;
  /**
   * The signed-in person's cart, bell and account menu: `UserActions` with the notification bell,
   * composed by the app's layout and loaded lazily (guests never download it).
   */
  userActions: ComponentType<UserActionsProps>;
}

/** The storefront's top bar: brand, search, account actions, and the main menu (a drawer below 992 px). */
export function Navbar({ user, cartCount, onSignOut, userActions: UserActions }: NavbarProps) {
  const wide = useScreenAtLeast('md');
  const { pathname, search } = useLocation();
  // the drawer belongs to the page it was opened on: any navigation closes it
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === pathname;
  // once opened, the drawer stays mounted so it can animate closed
  const [drawerUsed, setDrawerUsed] = useState(false);
  // after signing in, come back here (not for the home page, which is the default anyway)
  const back = pathname === '/' ? '' : `?redirect=${encodeURIComponent(pathname + search)}`;

  return (
    <header className="cg-navbar">
      <div className="cg-navbar__top">
        <div className="cg-container cg-navbar__row">
          <button
            type="button"
            className="cg-navbar__burger"
            aria-label="Mở menu"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpenOn(pathname);
            }}
          >
            <MenuOutlined />
          </button>
          <BrandLogo tone="light" />
          {/* one search box at a time (below 768 px it gets its own row) */}
          {wide ? (
            <div className="cg-navbar__search">
              <SearchBox />
            </div>
          ) : (
            <div className="cg-navbar__spacer" />
          )}
          <div className="cg-navbar__actions">
            {user ? (
              <Suspense fallback={<span className="cg-navbar__actions-placeholder" />}>
                <UserActions user={user} cartCount={cartCount} showName={wide} onSignOut={onSignOut} />
              </Suspense>
            ) : (
              <nav className="cg-navbar__guest" aria-label="Tài khoản">
                <Link to={`/member/login${back}`}>Đăng nhập</Link>
                <span aria-hidden="true">|</span>
                <Link to="/member/signup" className="cg-navbar__signup">
                  Đăng ký
                </Link>
              </nav>
            )}
          </div>
        </div>
        {!wide ? (
          <div className="cg-container cg-navbar__search-row">
            <SearchBox />
          </div>
        ) : null}
      </div>
      <nav className="cg-navbar__menu" aria-label="Danh mục chính">
        <div className="cg-container cg-navbar__menu-row">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={isCurrentSection(pathname, item.section) ? 'is-current' : undefined}>
              {item.label}
            </NavLink>
          ))}
        </div>
      </nav>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpenOn(null)} user={user} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </header>
  );
}
