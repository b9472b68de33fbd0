import { useId, type ReactNode } from 'react';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './segmented.css';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  /** an icon before the label, as antd's option `icon` draws it */
  icon?: ReactNode;
  /** the item's tooltip; its label when that is text (without icon, as antd's) */
  title?: string;
  disabled?: boolean;
}

interface Props<V extends string> {
  value: V;
  options: readonly (SegmentedOption<V> | V)[];
  onChange: (value: V) => void;
  disabled?: boolean;
  /** what the choice is about, read by screen readers ("Khoảng thời gian") */
  'aria-label'?: string;
  size?: 'middle' | 'small';
  block?: boolean;
  className?: string;
}

/**
 * antd's Segmented (a grey track, the chosen item raised in white) drawn from antd's rules and theme
 * variables (segmented.css) around real radios: one `name`, so the browser gives the arrow keys, and
 * each item is a radio a screen reader names. antd's Segmented brings its sliding thumb's motion
 * and, through the chunk it shares, its tooltip and popup engine (~16 KB gzip on a dashboard, issue 13).
 */
export function Segmented<V extends string>({ value, options, onChange, disabled, size = 'middle', block, className, ...aria }: Props<V>) {
  const name = useId();
  const cssVar = useThemeVarClass();
  return (
    <div
      role="radiogroup"
      aria-label={aria['aria-label']}
      className={classNames('cg-segmented', size === 'small' && 'cg-segmented--sm', block && 'cg-segmented--block', cssVar, className)}
    >
      <div className="cg-segmented__group">
        {options.map((o) => {
          const option: SegmentedOption<V> = typeof o === 'string' ? { value: o, label: o } : o;
          const selected = option.value === value;
          const off = disabled || option.disabled;
          return (
            <label
              key={option.value}
              className={classNames(
                'cg-segmented__item',
                selected && 'cg-segmented__item--selected',
                off && 'cg-segmented__item--disabled',
              )}
            >
              <input
                className="cg-segmented__input"
                type="radio"
                name={name}
                checked={selected}
                disabled={off}
                onChange={() => onChange(option.value)}
              />
              <div
                className="cg-segmented__label"
                title={option.title ?? (typeof option.label === 'string' && !option.icon ? option.label : undefined)}
              >
                {option.icon ? (
                  <>
                    <span className="cg-segmented__icon">{option.icon}</span>
                    <span>{option.label}</span>
                  </>
                ) : (
                  option.label
                )}
              </div>
            </label>
          );
        })}
      </div>
    </div>
  );
}
