import type { User } from '@cho-gundam/contracts';

/** The links of the account dropdown (and of the mobile drawer), by role. */
export function accountLinks(user: User): { key: string; label: string; to: string }[] {
  const shop =
    user.role === 'seller'
      ? { key: 'shop', label: 'Quản lý Shop', to: '/shop/dashboard' }
      : { key: 'register-shop', label: 'Đăng ký bán hàng', to: '/register-shop' };
  return [
    shop,
    { key: 'account', label: 'Tài khoản', to: '/member/profile/account' },
    { key: 'address', label: 'Địa chỉ', to: '/member/profile/address-setting' },
    { key: 'orders', label: 'Đơn hàng', to: '/member/profile/orders/regular-auction' },
    { key: 'wallet', label: 'Ví của tôi', to: '/member/profile/wallet' },
  ];
}
