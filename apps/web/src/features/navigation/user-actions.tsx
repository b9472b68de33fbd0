import { Badge } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { User } from '@cho-gundam/contracts';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { AccountMenu } from './account-menu';

interface Props {
  user: User;
  cartCount: number;
  showName: boolean;
  onSignOut: () => void;
}

/**
 * Cart, notifications and the account dropdown of a signed-in person. Its own chunk: a guest's first
 * page never downloads the dropdown and badge code.
 */
export default function UserActions({ user, cartCount, showName, onSignOut }: Props) {
  return (
    <>
      <Link to="/cart" className="cg-navbar__icon" aria-label={`Giỏ hàng (${cartCount} sản phẩm)`} title="Giỏ hàng">
        <Badge count={cartCount} size="small" overflowCount={99}>
          <ShoppingCartOutlined />
        </Badge>
      </Link>
      <NotificationBell userId={user.id} />
      <AccountMenu user={user} showName={showName} onSignOut={onSignOut} />
    </>
  );
}
