import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useScreenAtLeast } from '@/shared/hooks/use-screen';
import { classNames } from '@/shared/lib/class-names';
import { MenuRowContent } from '@/shared/ui/menu-row';
import { useThemeVarClass } from '@/shared/ui/theme-vars';
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

function NavLink({ item, current, nested }: { item: SideNavItem; current?: string; nested?: boolean }) {
  const here = item.to === current;
  return (
    <li>
      <Link
        to={item.to ?? '/'}
        className={classNames('cg-menu-row cg-sidenav-item', nested && 'cg-sidenav-item--nested', here && 'is-current')}
        aria-current={here ? 'page' : undefined}
      >
        <MenuRowContent icon={item.icon} label={item.label} />
      </Link>
    </li>
  );
}

/** A group of links under a title that folds it away, open when the page first draws (as antd's inline SubMenu). */
function NavGroup({ group, current }: { group: SideNavItem; current?: string }) {
  const [open, setOpen] = useState(true);
  const children = group.children ?? [];
  const holdsCurrent = children.some((c) => c.to === current);
  return (
    <li className={classNames('cg-sidenav-group', open && 'is-open')}>
      <button
        type="button"
        className={classNames('cg-menu-row cg-sidenav-item', 'cg-sidenav-group__title', holdsCurrent && 'holds-current')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <MenuRowContent icon={group.icon} label={group.label} />
        <i className="cg-sidenav-group__arrow" aria-hidden="true" />
      </button>
      <ul className="cg-sidenav-list cg-sidenav-list--sub" hidden={!open}>
        {children.map((c) => (
          <NavLink key={c.to ?? c.label} item={c} current={current} nested />
        ))}
      </ul>
    </li>
  );
}

/**
 * The left menu of the member, shop and exchange areas. From 768 px it is a sidebar menu with every
 * group open; below, the same links become a scrollable row of tabs so the page stays first. The
 * sidebar is drawn with antd's inline Menu look (side-nav.css, from antd's theme variables) out of
 * plain links: antd's Menu brought its overflow measurer, popup engine and tooltip (~30 KB gzip) to
 * every area page's first load for a list of links (issue 13), and a list of links is what a
 * screen reader should hear, not a menu widget.
 */
export function SideNav({ items, header, label }: { items: SideNavItem[]; header?: ReactNode; label: string }) {
  const { pathname } = useLocation();
  const wide = useScreenAtLeast('md');
  const cssVar = useThemeVarClass();
  const links = leaves(items);
  // the longest matching link wins, so /member/profile/orders/exchange highlights "Trao đổi" only
  const current =
    links.find((l) => l.also?.includes(pathname))?.to ??
    links
      .filter((l) => l.to && (pathname === l.to || pathname.startsWith(`${l.to}/`)))
      .sort((a, b) => (b.to?.length ?? 0) - (a.to?.length ?? 0))[0]?.to;

  if (!wide) {
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
      <ul className={classNames('cg-sidenav-list', cssVar)}>
        {items.map((i) =>
          i.children ? (
            <NavGroup key={i.label} group={i} current={current} />
          ) : (
            <NavLink key={i.to ?? i.label} item={i} current={current} />
          ),
        )}
      </ul>
    </nav>
  );
}
