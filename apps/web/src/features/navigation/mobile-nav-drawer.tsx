import { Drawer } from 'antd';
import { Link, useLocation } from 'react-router';
import type { User } from '@cho-gundam/contracts';
import { accountLinks } from './account-links';
import { UserAvatar } from './user-avatar';
import { BrandLogo } from './brand-logo';
import { isCurrentSection, MAIN_NAV } from './nav-links';

interface Props {
  open: boolean;
  onClose: () => void;
  user: User | null;
  onSignOut: () => void;
}

/** Below 992 px the main menu and the account links live in a drawer. */
export default function MobileNavDrawer({ open, onClose, user, onSignOut }: Props) {
  const { pathname } = useLocation();
  const link = (to: string, label: string, current = false) => (
    <Link key={to} to={to} onClick={onClose} className={current ? 'is-current' : undefined} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={300} title={<BrandLogo />} closable={{ 'aria-label': 'Đóng menu' }}>
      <nav className="cg-drawer-nav" aria-label="Danh mục chính">
        {MAIN_NAV.map((i) => link(i.to, i.label, isCurrentSection(pathname, i.section)))}
      </nav>
      <div className="cg-drawer-nav__divider" />
      {user ? (
        <nav className="cg-drawer-nav" aria-label="Tài khoản">
          <div className="cg-drawer-nav__user">
            <UserAvatar user={user} size={36} />
            <strong>{user.full_name}</strong>
          </div>
          {link('/cart', 'Giỏ hàng')}
          {link('/notifications', 'Thông báo')}
          {accountLinks(user).map((l) => link(l.to, l.label, pathname === l.to))}
          <button
            type="button"
            className="cg-drawer-nav__signout"
            onClick={() => {
              onClose();
              onSignOut();
            }}
          >
            Đăng xuất
          </button>
        </nav>
      ) : (
        <nav className="cg-drawer-nav" aria-label="Tài khoản">
          {link('/member/login', 'Đăng nhập')}
          {link('/member/signup', 'Đăng ký')}
        </nav>
      )}
    </Drawer>
  );
}
