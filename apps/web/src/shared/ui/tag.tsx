import type { KeyboardEvent, ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './tag.css';

// antd's Tag look (its filled and checkable kinds) for the product list's filter chips and price
// presets, and the exchange board's labels: antd's Tag brings its colour presets and closing logic (~4.5 KB gzip) to a list's first
// load for a label and a ×, issue 13. Drawn from antd's theme variables (the `css-var-…` class), as
// antd 6 draws its own.

const activate = (run: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  run();
};

/**
 * The colours a label is drawn in (antd's "filled" kind): a preset's 7th shade on its 1st (blue, gold, orange,
 * green, red, volcano, cyan, geekblue, purple), or a status's colour on its background (success, warning, processing: antd's info colours).
 */
export type LabelColor =
  'blue' | 'gold' | 'orange' | 'green' | 'red' | 'volcano' | 'cyan' | 'geekblue' | 'purple' | 'success' | 'warning' | 'processing';

/** A small fixed label (a kit's grade, scale or condition; a count with its icon), as antd's `<Tag>`. */
export function Label({
  children,
  color,
  icon,
  className,
  title,
}: {
  children: ReactNode;
  color?: LabelColor;
  icon?: ReactNode;
  className?: string;
  /** the browser's tooltip (a grade's full name on its code) */
  title?: string;
}) {
  const cssVar = useThemeVarClass();
  return (
    <span className={classNames('cg-tag', color && `cg-tag--${color}`, cssVar, className)} title={title}>
      {icon}
      {icon ? <span>{children}</span> : children}
    </span>
  );
}

/** A label that can be removed with its × (a filter in use). */
export function Chip({
  children,
  onClose,
  closeLabel = 'Đóng',
  closeIcon,
  className,
}: {
  children: ReactNode;
  onClose: () => void;
  /** what a screen reader says for the × */
  closeLabel?: string;
  closeIcon?: ReactNode;
  className?: string;
}) {
  const cssVar = useThemeVarClass();
  return (
    <span className={classNames('cg-tag', cssVar, className)}>
      {children}
      <span
        role="button"
        aria-label={closeLabel}
        tabIndex={0}
        className={closeIcon ? 'cg-tag__close' : 'cg-tag__close cg-tag__close--icon'}
        onClick={onClose}
        onKeyDown={activate(onClose)}
      >
        {closeIcon ?? <CloseOutlined />}
      </span>
    </span>
  );
}

/** A label that turns on and off like a checkbox (a price range preset). */
export function CheckableChip({
  children,
  checked,
  onChange,
}: {
  children: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const cssVar = useThemeVarClass();
  const toggle = () => onChange(!checked);
  return (
    <span
      role="checkbox"
      aria-checked={checked}
      tabIndex={0}
      className={classNames('cg-tag cg-tag--checkable', checked && 'is-checked', cssVar)}
      onClick={toggle}
      onKeyDown={activate(toggle)}
    >
      <span>{children}</span>
    </span>
  );
}
