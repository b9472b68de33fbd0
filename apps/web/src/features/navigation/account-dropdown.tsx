import { useState, type ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import type { User } from '@cho-gundam/contracts';
import { accountLinks } from './account-links';

/** The account menu itself: loaded on the first click of the account button, and open from then. */
export default function AccountDropdown({ user, onSignOut, children }: { user: User; onSignOut: () => void; children: ReactElement }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const links = accountLinks(user);
  const items: MenuProps['items'] = [
    ...links.map((l) => ({ key: l.key, label: l.label })),
    { type: 'divider' as const },
    { key: 'sign-out', label: 'Đăng xuất', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'sign-out') return onSignOut();
    const link = links.find((l) => l.key === key);
    if (link) navigate(link.to);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
