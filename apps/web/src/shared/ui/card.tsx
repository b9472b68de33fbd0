import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './card.css';

interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** beside the title, at the end of the head (a total, a link) */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** lifts with a shadow under the pointer (a card that opens something) */
  hoverable?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * antd's bordered Card (a head with its title and extra, then the body), as antd 6 draws it, from its
 * theme variables (card.css). antd's Card imports its Tabs for the `tabList` none of our screens use,
 * and Tabs brings its menu, dropdown and overflow measurer: ~40 KB gzip on the first load of every
 * signed-in page with a card (issue 13). Same elements and class names' shape as antd's
 * (`cg-card`, `cg-card-head`, `cg-card-body`).
 */
export function Card({ title, extra, size = 'default', hoverable, className, children, ...rest }: CardProps) {
  const cssVar = useThemeVarClass();
  return (
    <div
      className={classNames('cg-card', size === 'small' && 'cg-card--small', hoverable && 'cg-card--hoverable', cssVar, className)}
      {...rest}
    >
      {title || extra ? (
        <div className="cg-card-head">
          <div className="cg-card-head-wrapper">
            {title ? <div className="cg-card-head-title">{title}</div> : null}
            {extra ? <div className="cg-card-extra">{extra}</div> : null}
          </div>
        </div>
      ) : null}
      <div className="cg-card-body">{children}</div>
    </div>
  );
}
