import { Suspense, useState } from 'react';
import { Layout } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SwapOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import { ROLE_LABELS } from '@cho-gundam/contracts/core';
import { BrandMark, UserAvatar } from '@/features/navigation';
import { useCurrentUser, useSignOut } from '@/features/session';
import { useScreenAtLeast } from '@/shared/hooks/use-screen';
import { PageLoader } from '@/shared/ui/page-loader';
import { PlainButton } from '@/shared/ui/plain-button';
import { BackOfficeMenu, type BackOfficeItem } from './back-office-menu';
import './back-office-layout.css';

export type { BackOfficeItem } from './back-office-menu';

interface Props {
  /** "Kiểm duyệt" or "Quản trị", shown after the brand */
  area: string;
  items: BackOfficeItem[];
  /** the other staff area, offered to admins in the header (they work in both; the menus stay each area's own) */
  otherArea?: { label: string; to: string };
}

/** Moderator and admin areas: a dark collapsible menu, the page title, who is signed in. */
export function BackOfficeLayout({ area, items, otherArea }: Props) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const signOut = useSignOut();
  const sm = useScreenAtLeast('sm');
  const md = useScreenAtLeast('md');
  const narrow = !useScreenAtLeast('lg');
  // null: follow the screen (folded below 992 px); true/false once the person chose
  const [folded, setFolded] = useState<boolean | null>(null);
  const collapsed = folded ?? narrow;
  const current = items.find((i) => pathname === i.to || pathname.startsWith(`${i.to}/`));

  return (
    <Layout className="cg-bo">
      <Layout.Sider width={260} collapsedWidth={narrow ? 0 : 80} collapsed={collapsed} trigger={null} theme="dark" className="cg-bo__sider">
        <Link to={items[0]?.to ?? '/'} className="cg-bo__brand" aria-label={`Chợ Gundam · ${area}`}>
          <BrandMark size={32} />
          {collapsed ? null : (
            <span className="cg-bo__brand-text">
              Chợ Gundam
              <small>{area}</small>
            </span>
          )}
        </Link>
        <nav aria-label={area}>
          <BackOfficeMenu items={items} current={current?.to} folded={collapsed && !narrow} onNavigate={() => narrow && setFolded(true)} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="cg-bo__header">
          <PlainButton
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setFolded(!collapsed)}
            aria-label={collapsed ? 'Mở menu' : 'Thu gọn menu'}
          />
          <span className="cg-bo__title">{current?.label ?? area}</span>
          <div className="cg-bo__user">
            {otherArea && user?.role === 'admin' ? (
              <Link to={otherArea.to} className="cg-bo__other-area" aria-label={otherArea.label}>
                <SwapOutlined /> {md ? otherArea.label : null}
              </Link>
            ) : null}
            {user ? (
              <>
                <UserAvatar user={user} />
                {md ? (
                  <span className="cg-bo__name">
                    {user.full_name}
                    <small>{ROLE_LABELS[user.role]}</small>
                  </span>
                ) : null}
              </>
            ) : null}
            <PlainButton icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {sm ? 'Đăng xuất' : null}
            </PlainButton>
          </div>
        </Layout.Header>
        <Layout.Content className="cg-bo__content">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
