import type { ReactNode } from 'react';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './count-badge.css';

/**
 * antd's small count badge (`<Badge count size="small">`) on an icon's top-right corner, drawn from
 * antd's rules and theme variables (count-badge.css): antd's Badge brings its scrolling digits
 * (Badge, ScrollNumber, SingleNumber and their style, ~3.4 KB gzip) to every signed-in page for the
 * navbar's cart and bell counts (issue 13). Nothing shows under 1; above `overflowCount`, "99+". The
 * number is hidden from screen readers: the control around it says the count in its name.
 */
export function CountBadge({
  count,
  overflowCount = 99,
  children,
  className,
}: {
  count: number;
  overflowCount?: number;
  children: ReactNode;
  className?: string;
}) {
  const cssVar = useThemeVarClass();
  const shown = count > overflowCount ? `${overflowCount}+` : String(count);
  return (
    <span className={classNames('cg-count-badge', cssVar, className)}>
      {children}
      {count > 0 ? (
        <sup
          className={classNames('cg-count-badge__count', shown.length > 1 && 'cg-count-badge__count--wide')}
          title={String(count)}
          aria-hidden="true"
        >
          {/* a box per digit, as antd's rolling digits have: the same widths to the pixel */}
          {count > overflowCount
            ? shown
            : [...shown].map((digit, i) => (
                <span key={i} className="cg-count-badge__digit">
                  {digit}
                </span>
              ))}
        </sup>
      ) : null}
    </span>
  );
}
