import { useId } from 'react';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './radio-buttons.css';

interface Props<V extends string> {
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  /** what the choice is about, read by screen readers ("Tỷ lệ") */
  'aria-label'?: string;
  className?: string;
}

/**
 * antd's `Radio.Group optionType="button" buttonStyle="solid"` (joined buttons, the chosen one filled
 * in the primary colour) drawn from antd's rules and theme variables (radio-buttons.css) around real
 * radios: one `name`, so the browser gives the arrow keys. antd's Radio brings its click wave, the
 * checkbox engine and, with its group, a piece of antd's Form (~7 KB gzip) to the kit form's first
 * screen (issue 13). antd's click wave is not drawn.
 */
export function RadioButtons<V extends string>({ value, options, onChange, disabled, 'aria-label': label, className }: Props<V>) {
  const name = useId();
  const cssVar = useThemeVarClass();
  return (
    <div role="radiogroup" aria-label={label} className={classNames('cg-radio-buttons', cssVar, className)}>
      {options.map((o) => {
        const checked = o.value === value;
        return (
          <label key={o.value} className={classNames('cg-radio-button', checked && 'is-checked', disabled && 'is-disabled')}>
            <input
              type="radio"
              className="cg-radio-button__input"
              name={name}
              value={o.value}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}
