import { lazy } from 'react';
import { DownOutlined } from '@ant-design/icons';
import type { User } from '@cho-gundam/contracts';
import { OpenOnFirstClick } from '@/shared/ui/open-on-first-click';
import { UserAvatar } from './user-avatar';

// antd's Dropdown and Menu load with the first click (shared/ui/open-on-first-click.tsx)
const AccountDropdown = lazy(() => import('./account-dropdown'));

export function AccountMenu({ user, showName, onSignOut }: { user: User; showName: boolean; onSignOut: () => void }) {
  return (
    <OpenOnFirstClick
      trigger={
        <button type="button" className="cg-account" aria-label={`Tài khoản của ${user.full_name}`} aria-haspopup="menu">
          <UserAvatar user={user} />
          {showName ? <span className="cg-account__name">{user.full_name}</span> : null}
          {showName ? <DownOutlined className="cg-account__caret" /> : null}
        </button>
      }
      popup={(trigger) => (
        <AccountDropdown user={user} onSignOut={onSignOut}>
          {trigger}
        </AccountDropdown>
      )}
    />
  );
}
