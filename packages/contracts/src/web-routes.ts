// The web app's pages (seed §2 and product.md), as path patterns: the client router declares them in
// apps/web/src/app/router/routes.tsx (a web test proves the two lists are the same), and the server
// answers 404 for a path that matches none of them while still serving index.html, so the client
// shows its not-found page with the right status (issue 14).

/** Every page's path, `:name` standing for one segment; redirects (`/shop` → `/shop/dashboard`) count as pages. */
export const WEB_ROUTE_PATTERNS = [
  '/',
  '/product',
  '/product/:slug',
  '/shops/:slug',
  '/auction',
  '/auction/:auctionID',
  '/exchange',
  '/exchange/list',
  '/exchange/manage-gundam',
  '/exchange/detail/:id',
  '/exchange/manage',
  '/exchange/my-post',
  '/notifications',
  '/collection',
  '/collection/list',
  '/collection/add',
  '/cart',
  '/checkout',
  '/member/profile',
  '/member/profile/account',
  '/member/profile/address-setting',
  '/member/profile/auction-participation',
  '/member/profile/wallet',
  '/member/profile/orders',
  '/member/profile/orders/regular-auction',
  '/member/profile/orders/exchange',
  '/shop',
  '/shop/dashboard',
  '/shop/address',
  '/shop/management',
  '/shop/transition',
  '/shop/order-management',
  '/shop/auction-management',
  '/shop/report-management',
  '/shop/Subscription',
  '/error',
  '/member/login',
  '/member/signup',
  '/member/set-password',
  '/register-shop',
  '/moderator',
  '/moderator/dashboard',
  '/moderator/user-management',
  '/moderator/order-management',
  '/moderator/exchange-management',
  '/moderator/auction-management',
  '/moderator/transaction-management',
  '/moderator/flags',
  '/moderator/audit-log',
  '/admin',
  '/admin/dashboard',
  '/admin/staff',
  '/admin/plans',
  '/admin/settings',
] as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern as the client router reads it: case-insensitive, a trailing slash allowed, a parameter is one non-empty segment. */
export function webRouteRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(seg)}`))
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

const MATCHERS = WEB_ROUTE_PATTERNS.map(webRouteRegExp);

/** Whether a path (no query string) is one of the web app's pages. */
export function isWebRoute(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return false;
  }
  if (path === '' || path === '/') return true;
  return MATCHERS.some((re) => re.test(path));
}
