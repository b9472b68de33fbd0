import { createElement, forwardRef, type AnchorHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import TypographyRoot from 'antd/es/typography/Typography';
import { classNames } from '@/shared/lib/class-names';

/**
 * antd's Typography as our screens use it (issue 13): the same elements, class names and styles
 * (antd's own root component and style), without what antd's Text, Paragraph, Title and Link carry
 * for copying, editing, expanding and measuring text. Those parts bring antd's tooltip and popup
 * engine, its text area and a resize observer: 10–20 KB gzip on every page that shows a line of text.
 * Text that must be copied (`copyable`) still uses antd's Typography, on the staff's screens.
 *
 * Supported: `type`, `disabled`, `strong`, `italic`, `underline`, `delete`, `code`, `mark`,
 * `keyboard`, and a one-line `ellipsis` (CSS only, as antd does it when no tooltip is asked for).
 */
type TextType = 'secondary' | 'success' | 'warning' | 'danger';

interface Decorations {
  type?: TextType;
  disabled?: boolean;
  strong?: boolean;
  italic?: boolean;
  underline?: boolean;
  delete?: boolean;
  code?: boolean;
  mark?: boolean;
  keyboard?: boolean;
}
const DECORATIONS: (keyof Decorations)[] = ['type', 'disabled', 'strong', 'italic', 'underline', 'delete', 'code', 'mark', 'keyboard'];

/** The tags antd wraps the text in, innermost first (antd's order, so the DOM is the same). */
const WRAPPERS: [keyof Decorations, string][] = [
  ['strong', 'strong'],
  ['underline', 'u'],
  ['delete', 'del'],
  ['code', 'code'],
  ['mark', 'mark'],
  ['keyboard', 'kbd'],
  ['italic', 'i'],
];

function decorate(props: Decorations, children: ReactNode) {
  return WRAPPERS.reduce<ReactNode>((node, [prop, tag]) => (props[prop] ? createElement(tag, null, node) : node), children);
}

function split<P extends Decorations>(props: P) {
  const rest: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const key of DECORATIONS) delete rest[key];
  return rest as Omit<P, keyof Decorations>;
}

function classes(props: Decorations & { className?: string }, extra: Record<string, boolean | undefined> = {}) {
  const p = 'ant-typography';
  const on: Record<string, boolean | undefined> = {
    [`${p}-${props.type}`]: !!props.type,
    [`${p}-disabled`]: props.disabled,
    ...extra,
  };
  return classNames(...Object.keys(on).filter((c) => on[c]), props.className) || undefined;
}

export type TextProps = Decorations & HTMLAttributes<HTMLSpanElement> & { ellipsis?: boolean };
export type ParagraphProps = Decorations & HTMLAttributes<HTMLDivElement>;
export type TitleProps = Decorations & HTMLAttributes<HTMLHeadingElement> & { level?: 1 | 2 | 3 | 4 | 5 };
export type LinkProps = Decorations & AnchorHTMLAttributes<HTMLAnchorElement>;

const Text = forwardRef<HTMLSpanElement, TextProps>(function Text({ ellipsis, children, ...props }, ref) {
  const className = classes(props, { 'ant-typography-ellipsis': ellipsis, 'ant-typography-ellipsis-single-line': ellipsis });
  return (
    <TypographyRoot component="span" ref={ref} {...split(props)} className={className}>
      {decorate(props, children)}
    </TypographyRoot>
  );
});

const Paragraph = forwardRef<HTMLDivElement, ParagraphProps>(function Paragraph({ children, ...props }, ref) {
  return (
    <TypographyRoot component="div" ref={ref} {...split(props)} className={classes(props)}>
      {decorate(props, children)}
    </TypographyRoot>
  );
});

const Title = forwardRef<HTMLHeadingElement, TitleProps>(function Title({ level = 1, children, ...props }, ref) {
  return (
    <TypographyRoot component={`h${level}`} ref={ref} {...split(props)} className={classes(props)}>
      {decorate(props, children)}
    </TypographyRoot>
  );
});

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ children, rel, ...props }, ref) {
  return (
    <TypographyRoot
      component="a"
      ref={ref}
      {...split(props)}
      rel={rel === undefined && props.target === '_blank' ? 'noopener noreferrer' : rel}
      className={classes(props, { 'ant-typography-link': true })}
    >
      {decorate(props, children)}
    </TypographyRoot>
  );
});

export const Typography = { Text, Paragraph, Title, Link };
