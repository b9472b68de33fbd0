import { ShoppingOutlined, TrophyOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { UserAvatar, type SideNavItem } from '@/features/navigation';
import { useCurrentUser } from '@/features/session';
import { AreaLayout } from './area-layout';
import './area-layouts.css';

const ITEMS: SideNavItem[] = [
  {
    label: 'Tài khoản của tôi',
    icon: <UserOutlined />,
    children: [
      { label: 'Hồ sơ', to: '/member/profile/account' },
      { label: 'Địa chỉ', to: '/member/profile/address-setting' },
    ],
  },
  {
    label: 'Đơn hàng',
    icon: <ShoppingOutlined />,
    children: [
      { label: 'Mua bán & Đấu giá', to: '/member/profile/orders/regular-auction' },
      { label: 'Trao đổi', to: '/member/profile/orders/exchange' },
    ],
  },
  { label: 'Đấu giá đã tham gia', icon: <TrophyOutlined />, to: '/member/profile/auction-participation' },
  { label: 'Ví & Giao dịch', icon: <WalletOutlined />, to: '/member/profile/wallet' },
];

/** `/member/profile/*`: who is signed in, and the member's own pages. */
export default function MemberProfileLayout() {
  const user = useCurrentUser();
  const header = user ? (
    <div className="cg-area-header">
      <UserAvatar user={user} size={48} />
      <div className="cg-area-header__text">
        <strong>{user.full_name}</strong>
        <span>{user.email}</span>
      </div>
    </div>
  ) : null;
  return <AreaLayout items={ITEMS} header={header} label="Tài khoản của tôi" />;
}
