import type { TextareaHTMLAttributes } from 'react';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './lazy-field.css';
import './text-area.css';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> & {
  /** as antd's `autoSize={{ minRows, maxRows }}`: the box grows with its text between these */
  minRows?: number;
  maxRows?: number;
};

/**
 * antd's outlined TextArea (a short note: the checkout's "Ghi chú cho shop") as a plain `<textarea>`
 * drawn from antd's theme variables (text-area.css). antd's TextArea brings its Input, rc-input and the
 * height measuring of `autoSize` (~9 KB gzip), which kept a member's cold load of /checkout over the
 * 200 KB budget (issue 13). The height follows the text with CSS (`field-sizing: content`) where the
 * browser has it; elsewhere the box starts at `minRows` and the reader can drag it taller.
 */
export function PlainTextArea({ minRows = 1, maxRows = 4, className, style, ...rest }: Props) {
  const cssVar = useThemeVarClass();
  return (
    <textarea
      {...rest}
      rows={minRows}
      className={classNames('cg-text-area', cssVar, className)}
      style={{ ...style, ['--cg-text-area-max-rows' as string]: maxRows, ['--cg-text-area-min-rows' as string]: minRows }}
    />
  );
}
