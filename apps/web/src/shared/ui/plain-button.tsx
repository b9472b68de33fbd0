import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './plain-button.css';

/** How a plain button looks: antd's Button props of the same names, for its default and primary kinds. */
export interface PlainButtonLook {
  type?: 'default' | 'primary';
  size?: 'middle' | 'small';
  icon?: ReactNode;
  /** antd's spinner in place of `icon`, the button dimmed, its clicks ignored */
  loading?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The class and the inside (icon, then text) of a plain button: PlainButton's `<button>`, ButtonLink's `<a>`. */
export function usePlainButtonLook({ type = 'default', size = 'middle', icon, loading, className, children }: PlainButtonLook) {
  const cssVar = useThemeVarClass();
  const hasText = children !== undefined && children !== null && children !== false && children !== '';
  const shownIcon = loading ? <LoadingOutlined /> : icon;
  return {
    className: classNames('cg-btn', `cg-btn--${type}`, size === 'small' && 'cg-btn--sm', loading && 'cg-btn--loading', cssVar, className),
    content: (
      <>
        {shownIcon ? (
          // the spinner is for the eyes: aria-busy says it to a screen reader
          <span className={classNames('cg-btn__icon', loading && !icon && 'cg-btn__icon--enter')} aria-hidden={loading || undefined}>
            {shownIcon}
          </span>
        ) : null}
        {hasText ? <span>{children}</span> : null}
      </>
    ),
  };
}

type Props = PlainButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'>;

/**
 * antd's Button (default and primary, middle and small) drawn from its rules and theme variables
 * (plain-button.css) on a real `<button type="button">`: antd's Button (its chunk with the click wave
 * ~7.5 KB gzip, and it pulls in Space.Compact and the colour picker's helpers) was loaded by every
 * screen that shows a LoadError's "Thử lại" or a ButtonLink, the shop's dashboard among them. No wave.
 */
export function PlainButton({ type, size, icon, loading, className, children, onClick, ...rest }: Props) {
  const look = usePlainButtonLook({ type, size, icon, loading, className, children });
  return (
    <button
      {...rest}
      type="button"
      className={look.className}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={(e) => {
        if (loading) e.preventDefault();
        else onClick?.(e);
      }}
    >
      {look.content}
    </button>
  );
}
