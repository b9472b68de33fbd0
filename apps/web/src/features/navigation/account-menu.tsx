import { Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { User } from '@cho-gundam/contracts';
import { accountLinks } from './account-links';
import { UserAvatar } from './user-avatar';

export function AccountMenu({ user, showName, onSignOut }: { user: User; showName: boolean; onSignOut: () => void }) {
  const navigate = useNavigate();
  const links = accountLinks(user);
  const items: MenuProps['items'] = [
    ...links.map((l) => ({ key: l.key, label: l.label })),
    { type: 'divider' as const },
    { key: 'sign-out', label: 'Đăng xuất', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') return onSignOut();
    const link = links.find((l) => l.key === key);
    if (link) navigate(link.to);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="cg-account" aria-label={`Tài khoản của ${user.full_name}`}>
        <UserAvatar user={user} />
        {showName ? <span className="cg-account__name">{user.full_name}</span> : null}
        {showName ? <DownOutlined className="cg-account__caret" /> : null}
      </button>
    </Dropdown>
  );
}
