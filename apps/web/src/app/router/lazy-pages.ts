import { lazy } from 'react';

// Every screen is its own chunk (seed §2: pages load on demand, with the loader shown meanwhile).

// storefront
export const HomePage = lazy(() => import('@/pages/storefront/home-page'));
export const ProductListPage = lazy(() => import('@/pages/storefront/product-list-page'));
export const ProductDetailPage = lazy(() => import('@/pages/storefront/product-detail-page'));
export const NotificationsPage = lazy(() => import('@/pages/storefront/notifications-page'));
export const CartPage = lazy(() => import('@/pages/storefront/cart-page'));
export const CheckoutPage = lazy(() => import('@/pages/storefront/checkout-page'));
export const ShopPage = lazy(() => import('@/pages/storefront/shop-page'));
export const AuctionListPage = lazy(() => import('@/pages/auction/auction-list-page'));
export const AuctionDetailPage = lazy(() => import('@/pages/auction/auction-detail-page'));
export const NotFoundPage = lazy(() => import('@/pages/errors/not-found-page'));

// exchange
export const ExchangeListPage = lazy(() => import('@/pages/exchange/exchange-list-page'));
export const ManageGundamPage = lazy(() => import('@/pages/exchange/manage-gundam-page'));
export const ExchangeManagePage = lazy(() => import('@/pages/exchange/exchange-manage-page'));
export const MyExchangePostsPage = lazy(() => import('@/pages/exchange/my-post-page'));
export const ExchangeDetailPage = lazy(() => import('@/pages/exchange/exchange-detail-page'));

// collection
export const CollectionListPage = lazy(() => import('@/pages/collection/collection-list-page'));
export const CollectionAddPage = lazy(() => import('@/pages/collection/collection-add-page'));

// sign-in and member profile
export const LoginPage = lazy(() => import('@/pages/auth/login-page'));
export const SignupPage = lazy(() => import('@/pages/auth/signup-page'));
export const SetPasswordPage = lazy(() => import('@/pages/auth/set-password-page'));
export const AccountPage = lazy(() => import('@/pages/member/account-page'));
export const AddressSettingPage = lazy(() => import('@/pages/member/address-setting-page'));
export const AuctionParticipationPage = lazy(() => import('@/pages/member/auction-participation-page'));
export const WalletPage = lazy(() => import('@/pages/member/wallet-page'));
export const RegularAuctionOrdersPage = lazy(() => import('@/pages/member/regular-auction-orders-page'));
export const ExchangeOrdersPage = lazy(() => import('@/pages/member/exchange-orders-page'));

// seller
export const RegisterShopPage = lazy(() => import('@/pages/register-shop/register-shop-page'));
export const ShopDashboardPage = lazy(() => import('@/pages/shop/shop-dashboard-page'));
export const ShopAddressPage = lazy(() => import('@/pages/shop/shop-address-page'));
export const ShopProductsPage = lazy(() => import('@/pages/shop/shop-products-page'));
export const ShopTransactionsPage = lazy(() => import('@/pages/shop/shop-transactions-page'));
export const ShopOrdersPage = lazy(() => import('@/pages/shop/shop-orders-page'));
export const ShopAuctionsPage = lazy(() => import('@/pages/shop/shop-auctions-page'));
export const ShopReportsPage = lazy(() => import('@/pages/shop/shop-reports-page'));
export const ShopSubscriptionPage = lazy(() => import('@/pages/shop/shop-subscription-page'));

// back office
export const ModeratorDashboardPage = lazy(() => import('@/pages/moderator/moderator-dashboard-page'));
export const UserManagementPage = lazy(() => import('@/pages/moderator/user-management-page'));
export const OrderManagementPage = lazy(() => import('@/pages/moderator/order-management-page'));
export const ExchangeManagementPage = lazy(() => import('@/pages/moderator/exchange-management-page'));
export const AuctionManagementPage = lazy(() => import('@/pages/moderator/auction-management-page'));
export const TransactionManagementPage = lazy(() => import('@/pages/moderator/transaction-management-page'));
export const FlagsPage = lazy(() => import('@/pages/moderator/flags-page'));
export const AdminDashboardPage = lazy(() => import('@/pages/admin/admin-dashboard-page'));
export const StaffPage = lazy(() => import('@/pages/admin/staff-page'));
export const AuditLogPage = lazy(() => import('@/pages/moderator/audit-log-page'));
export const AdminPlansPage = lazy(() => import('@/pages/admin/plans-page'));
export const AdminSettingsPage = lazy(() => import('@/pages/admin/settings-page'));

// layouts outside the storefront's first screen
export const AuthLayout = lazy(() => import('@/app/layouts/auth-layout'));
export const RegisterShopLayout = lazy(() => import('@/app/layouts/register-shop-layout'));
export const MemberProfileLayout = lazy(() => import('@/app/layouts/member-profile-layout'));
export const ShopLayout = lazy(() => import('@/app/layouts/shop-layout'));
export const ExchangeLayout = lazy(() => import('@/app/layouts/exchange-layout'));
export const ModeratorLayout = lazy(() => import('@/app/layouts/moderator-layout'));
export const AdminLayout = lazy(() => import('@/app/layouts/admin-layout'));
