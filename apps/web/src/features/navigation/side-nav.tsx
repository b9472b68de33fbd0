import type { ReactNode } from 'react';
import { Grid, Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import './side-nav.css';

export interface SideNavItem {
  label: string;
  /** a leaf links somewhere; a group only holds children */
  to?: string;
  icon?: ReactNode;
  children?: SideNavItem[];
  /** other exact paths showing the same page (e.g. `/exchange` shows the feed) */
  also?: string[];
}

function leaves(items: SideNavItem[]): SideNavItem[] {
  return items.flatMap((i) => (i.children ? leaves(i.children) : [i]));
}

function toMenu(items: SideNavItem[]): MenuProps['items'] {
  return items.map((i) =>
    i.children
      ? { key: `group:${i.label}`, label: i.label, icon: i.icon, children: toMenu(i.children) }
      : { key: i.to ?? i.label, icon: i.icon, label: <Link to={i.to ?? '/'}>{i.label}</Link> },
  );
}

/**
 * The left menu of the member, shop and exchange areas. From 768 px it is a sidebar menu with every
 * group open; below, the same links become a scrollable row of tabs so the page stays first.
 */
export function SideNav({ items, header, label }: { items: SideNavItem[]; header?: ReactNode; label: string }) {
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const links = leaves(items);
  // the longest matching link wins, so /member/profile/orders/exchange highlights "Trao đổi" only
  const current =
    links.find((l) => l.also?.includes(pathname))?.to ??
    links
      .filter((l) => l.to && (pathname === l.to || pathname.startsWith(`${l.to}/`)))
      .sort((a, b) => (b.to?.length ?? 0) - (a.to?.length ?? 0))[0]?.to;

  if (screens.md === false) {
    return (
      <div className="cg-sidenav-mobile">
        {header}
        <nav className="cg-sidenav-tabs" aria-label={label}>
          {links.map((l) => (
            <Link
              key={l.to}
              to={l.to ?? '/'}
              className={l.to === current ? 'is-current' : undefined}
              aria-current={l.to === current ? 'page' : undefined}
            >
              {l.label}
            </Link>
          ))}
        </nav>
      </div>
    );
  }
  return (
    <nav className="cg-sidenav" aria-label={label}>
      {header}
      <Menu
        mode="inline"
        items={toMenu(items)}
        selectedKeys={current ? [current] : []}
        defaultOpenKeys={items.filter((i) => i.children).map((i) => `group:${i.label}`)}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
