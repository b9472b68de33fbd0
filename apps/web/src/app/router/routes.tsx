import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RootLayout } from '@/app/layouts/root-layout';
import { AppFrame } from './app-frame';
import { GuestOnly, RequireRole, RequireSignIn } from './guards';
import * as P from './lazy-pages';

/** `index` that sends to a sibling, so `/shop` and `/shop/dashboard` are one page with one address */
const redirectTo = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

// Seed §2, word for word. Under the root layout:
const storefront: RouteObject[] = [
  { index: true, element: <P.HomePage /> },
  { path: 'product', element: <P.ProductListPage /> },
  { path: 'product/:slug', element: <P.ProductDetailPage /> },
  // a shop's public page (product.md §4)
  { path: 'shops/:slug', element: <P.ShopPage /> },
  { path: 'auction', element: <P.AuctionListPage /> },
  { path: 'auction/:auctionID', element: <P.AuctionDetailPage /> },
  {
    path: 'exchange',
    element: <P.ExchangeLayout />,
    children: [
      { index: true, element: <P.ExchangeListPage /> },
      { path: 'list', element: <P.ExchangeListPage /> },
      {
        path: 'manage-gundam',
        element: (
          <RequireSignIn>
            <P.ManageGundamPage />
          </RequireSignIn>
        ),
      },
    ],
  },
  { path: 'exchange/detail/:id', element: <P.ExchangeDetailPage /> },
  {
    // member pages: a guest goes to /member/login?redirect=<this page>
    element: <RequireSignIn />,
    children: [
      { path: 'notifications', element: <P.NotificationsPage /> },
      { path: 'exchange/manage', element: <P.ExchangeManagePage /> },
      { path: 'exchange/my-post', element: <P.MyExchangePostsPage /> },
      {
        path: 'collection',
        element: <Outlet />,
        children: [
          redirectTo('list'),
          { path: 'list', element: <P.CollectionListPage /> },
          { path: 'add', element: <P.CollectionAddPage /> },
        ],
      },
      { path: 'cart', element: <P.CartPage /> },
      { path: 'checkout', element: <P.CheckoutPage /> },
      {
        path: 'member/profile',
        element: <P.MemberProfileLayout />,
        children: [
          redirectTo('account'),
          { path: 'account', element: <P.AccountPage /> },
          { path: 'address-setting', element: <P.AddressSettingPage /> },
          { path: 'auction-participation', element: <P.AuctionParticipationPage /> },
          { path: 'wallet', element: <P.WalletPage /> },
          {
            path: 'orders',
            children: [
              redirectTo('regular-auction'),
              { path: 'regular-auction', element: <P.RegularAuctionOrdersPage /> },
              { path: 'exchange', element: <P.ExchangeOrdersPage /> },
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'shop',
    element: (
      <RequireRole roles={['seller']} otherwise="register-shop">
        <P.ShopLayout />
      </RequireRole>
    ),
    children: [
      redirectTo('dashboard'),
      { path: 'dashboard', element: <P.ShopDashboardPage /> },
      { path: 'address', element: <P.ShopAddressPage /> },
      { path: 'management', element: <P.ShopProductsPage /> },
      { path: 'transition', element: <P.ShopTransactionsPage /> },
      { path: 'order-management', element: <P.ShopOrdersPage /> },
      { path: 'auction-management', element: <P.ShopAuctionsPage /> },
      { path: 'report-management', element: <P.ShopReportsPage /> },
      { path: 'Subscription', element: <P.ShopSubscriptionPage /> },
    ],
  },
  { path: 'error', element: <P.NotFoundPage /> },
  { path: '*', element: <P.NotFoundPage /> },
];

const moderatorPages: RouteObject[] = [
  redirectTo('/moderator/dashboard'),
  { path: 'dashboard', element: <P.ModeratorDashboardPage /> },
  { path: 'user-management', element: <P.UserManagementPage /> },
  { path: 'order-management', element: <P.OrderManagementPage /> },
  { path: 'exchange-management', element: <P.ExchangeManagementPage /> },
  { path: 'auction-management', element: <P.AuctionManagementPage /> },
  { path: 'transaction-management', element: <P.TransactionManagementPage /> },
  { path: 'flags', element: <P.FlagsPage /> },
  { path: 'audit-log', element: <P.AuditLogPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      { path: '/', element: <RootLayout />, children: storefront },
      // outside the root layout
      {
        element: (
          <GuestOnly>
            <P.AuthLayout />
          </GuestOnly>
        ),
        children: [
          { path: '/member/login', element: <P.LoginPage /> },
          { path: '/member/signup', element: <P.SignupPage /> },
          // a staff invitation's one-time link (docs/domain/back-office.md)
          { path: '/member/set-password', element: <P.SetPasswordPage /> },
        ],
      },
      {
        path: '/register-shop',
        element: (
          <RequireSignIn>
            <P.RegisterShopLayout />
          </RequireSignIn>
        ),
        children: [{ index: true, element: <P.RegisterShopPage /> }],
      },
      {
        path: '/moderator',
        element: (
          <RequireRole roles={['moderator', 'admin']} otherwise="not-found">
            <P.ModeratorLayout />
          </RequireRole>
        ),
        children: moderatorPages,
      },
      {
        path: '/admin',
        element: (
          <RequireRole roles={['admin']} otherwise="not-found">
            <P.AdminLayout />
          </RequireRole>
        ),
        children: [
          redirectTo('/admin/dashboard'),
          { path: 'dashboard', element: <P.AdminDashboardPage /> },
          { path: 'staff', element: <P.StaffPage /> },
          { path: 'plans', element: <P.AdminPlansPage /> },
          { path: 'settings', element: <P.AdminSettingsPage /> },
        ],
      },
    ],
  },
];
