import { Children, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './plain-button.css';

/** How a plain button looks: antd's Button props of the same names, for its default, primary, link and text kinds. */
export interface PlainButtonLook {
  type?: 'default' | 'primary' | 'link' | 'text';
  /** antd's `danger` on a default button: red border and text */
  danger?: boolean;
  size?: 'middle' | 'small';
  icon?: ReactNode;
  /** antd's spinner in place of `icon`, the button dimmed, its clicks ignored */
  loading?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The class and the inside (icon, then text) of a plain button: PlainButton's `<button>`, ButtonLink's `<a>`. */
export function usePlainButtonLook({ type = 'default', danger, size = 'middle', icon, loading, className, children }: PlainButtonLook) {
  const cssVar = useThemeVarClass();
  const shownIcon = loading ? <LoadingOutlined /> : icon;
  return {
    className: classNames(
      'cg-btn',
      `cg-btn--${type}`,
      danger && 'cg-btn--danger',
      size === 'small' && 'cg-btn--sm',
      // antd's icon-only button: square, the icon centred (a header's menu toggle, a narrow screen's sign-out)
      Boolean(shownIcon) && Children.count(children) === 0 && 'cg-btn--icon-only',
      loading && 'cg-btn--loading',
      cssVar,
      className,
    ),
    content: (
      <>
        {shownIcon ? (
          // the spinner is for the eyes: aria-busy says it to a screen reader
          <span className={classNames('cg-btn__icon', loading && !icon && 'cg-btn__icon--enter')} aria-hidden={loading || undefined}>
            {shownIcon}
          </span>
        ) : null}
        {buttonChildren(children)}
      </>
    ),
  };
}

/**
 * The button's inside as antd lays it out: each run of text in its own span, other elements as they
 * are, each a flex item the button's gap separates (a count after "Bộ lọc" sits 8 px from the text).
 */
function buttonChildren(children: ReactNode) {
  const parts: ReactNode[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') parts.push(<span key={`t${parts.length}`}>{text}</span>);
    text = '';
  };
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else {
      flush();
      parts.push(child);
    }
  }
  flush();
  return parts;
}

type Props = PlainButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'> & {
    /** the button's own type (antd's name for it): a form's "submit" button */
    htmlType?: 'button' | 'submit';
  };

/**
 * antd's Button (default, red default, primary and link; middle and small) drawn from its rules and
 * theme variables (plain-button.css) on a real `<button>`: antd's Button (its chunk with the click wave
 * ~7.5 KB gzip, and it pulls in Space.Compact and the colour picker's helpers) was loaded by every
 * screen that shows a LoadError's "Thử lại" or a ButtonLink, the shop's dashboard among them, and by
 * the account page's forms. No wave.
 */
export function PlainButton({ type, htmlType = 'button', danger, size, icon, loading, className, children, onClick, ...rest }: Props) {
  const look = usePlainButtonLook({ type, danger, size, icon, loading, className, children });
  return (
    <button
      {...rest}
      type={htmlType}
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
