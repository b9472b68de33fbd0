import type { ReactNode } from 'react';
import { classNames } from '@/shared/lib/class-names';
import { formatNumber } from '@/shared/lib/format';
import { useThemeVarClass } from './theme-vars';
import './statistic.css';

/**
 * antd's Statistic (a grey title over a large figure) drawn from its rules and theme variables: the
 * figure is written by the shared formatters (a number as `1.250`: antd's own splitter wrote
 * `1,250`), so antd's number splitter, countdown and loading skeleton (~5 KB gzip with the skeleton
 * it imports) are not needed (issue 13). Same elements and class names' shape as antd's
 * (`cg-statistic-title`, `cg-statistic-content`).
 */
export function Statistic({
  title,
  value,
  suffix,
  className,
}: {
  title: ReactNode;
  /** a number is written the Vietnamese way; anything else as given (money through formatMoney) */
  value: ReactNode;
  /** after the figure, on its line (", hủy 2") */
  suffix?: ReactNode;
  className?: string;
}) {
  const cssVar = useThemeVarClass();
  return (
    <div className={classNames('cg-statistic', cssVar, className)}>
      <div className="cg-statistic-header">
        <div className="cg-statistic-title">{title}</div>
      </div>
      <div className="cg-statistic-content">
        <span className="cg-statistic-content-value">{typeof value === 'number' ? formatNumber(value) : value}</span>
        {suffix ? <span className="cg-statistic-content-suffix">{suffix}</span> : null}
      </div>
    </div>
  );
}
