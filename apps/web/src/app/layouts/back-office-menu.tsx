import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '@/shared/lib/class-names';
import { MenuRowContent } from '@/shared/ui/menu-row';
import { useThemeVarClass } from '@/shared/ui/theme-vars';
import './back-office-menu.css';

export interface BackOfficeItem {
  label: string;
  to: string;
  icon: ReactNode;
}

// only a menu folded to its icons names its links in a tooltip: antd's loads then, not with the page
const Tooltip = lazy(() => import('antd/es/tooltip'));

function Named({ label, folded, children }: { label: string; folded: boolean; children: ReactNode }) {
  if (!folded) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip title={label} placement="right">
        {children}
      </Tooltip>
    </Suspense>
  );
}

/**
 * The staff areas' dark menu, drawn as antd's dark inline Menu (and, folded to 80 px, its icons-only
 * kind with a tooltip naming each link) from its rules and theme variables (back-office-menu.css):
 * plain links, without antd's Menu, its overflow measurer and popup code on every staff page's first
 * load (issue 13).
 */
export function BackOfficeMenu({
  items,
  current,
  folded,
  onNavigate,
}: {
  items: BackOfficeItem[];
  current?: string;
  /** icons only (the sider folded to 80 px on a wide screen) */
  folded: boolean;
  onNavigate: () => void;
}) {
  const cssVar = useThemeVarClass();
  return (
    <ul className={classNames('cg-bo-menu', folded && 'cg-bo-menu--folded', cssVar)}>
      {items.map((i) => {
        const here = i.to === current;
        return (
          <li key={i.to}>
            <Named label={i.label} folded={folded}>
              <Link
                to={i.to}
                className={classNames('cg-menu-row cg-bo-menu__item', here && 'is-current')}
                aria-current={here ? 'page' : undefined}
                aria-label={folded ? i.label : undefined}
                onClick={onNavigate}
              >
                <MenuRowContent icon={i.icon} label={i.label} />
              </Link>
            </Named>
          </li>
        );
      })}
    </ul>
  );
}
