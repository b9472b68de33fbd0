import type { ReactNode } from 'react';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CountBadge } from '@/shared/ui/count-badge';
import type { User } from '@cho-gundam/contracts';
import { AccountMenu } from './account-menu';

/** What the navbar gives the signed-in person's actions (see `Navbar`'s `userActions`). */
export interface UserActionsProps {
  user: User;
  cartCount: number;
  showName: boolean;
  onSignOut: () => void;
}

/**
 * Cart, notifications and the account dropdown of a signed-in person. The notification bell comes
 * from the notifications feature: the app's layout composes it in (`bell`), together with this, in a
 * chunk of its own, so a guest's first page never downloads the dropdown and badge code.
 */
export function UserActions({ user, cartCount, showName, onSignOut, bell }: UserActionsProps & { bell: ReactNode }) {
  return (
    <>
      <Link to="/cart" className="cg-navbar__icon" aria-label={`Giỏ hàng (${cartCount} sản phẩm)`} title="Giỏ hàng">
        <CountBadge count={cartCount}>
          <ShoppingCartOutlined />
        </CountBadge>
      </Link>
      {bell}
      <AccountMenu user={user} showName={showName} onSignOut={onSignOut} />
    </>
  );
}
