import { useState } from 'react';
import type { InputNumberProps } from 'antd';
import { classNames } from '@/shared/lib/class-names';
import { firstUseModule } from './first-use';
import { useThemeVarClass } from './theme-vars';
import './lazy-field.css';

const antdInputNumber = firstUseModule(() => import('antd/es/input-number'));

type Props = Omit<InputNumberProps<number>, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (value: number | null) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A whole number (a kit's parts count; an amount in đồng through lazy-money-input.tsx) in antd's
 * InputNumber, whose code (~11 KB gzip with its decimal engine) loads on the first hover, tap or focus
 * instead of with the page (issue 13). Until then a plain input with antd's look (lazy-field.css) takes
 * the digits, shown through the `formatter` and beside the `suffix` the real one will have, so nothing
 * typed is lost, and hands the number and the focus to the real one. The props are InputNumber's,
 * given to it as they are.
 */
export function LazyNumberInput(props: Props) {
  const InputNumber = antdInputNumber.useModule()?.default;
  const [focused, setFocused] = useState(false);
  const cssVar = useThemeVarClass();
  if (InputNumber) {
    const { onChange, ...rest } = props;
    return <InputNumber<number> {...rest} onChange={(v) => onChange(v ?? null)} autoFocus={focused || props.autoFocus} />;
  }
  const { id, value, onChange, placeholder, disabled, status, className, style, formatter, suffix } = props;
  return (
    <div
      className={classNames('cg-lazy-number', status === 'error' && 'is-error', disabled && 'is-disabled', cssVar, className)}
      style={style}
      onPointerEnter={antdInputNumber.load}
    >
      <input
        id={id}
        className="cg-lazy-number__input"
        aria-label={props['aria-label']}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        value={formatter ? formatter(value ?? undefined, { userTyping: true, input: '' }) : (value ?? '')}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '');
          onChange(digits ? Number(digits) : null);
        }}
        onFocus={() => {
          setFocused(true);
          antdInputNumber.load();
        }}
      />
      {suffix ? (
        <div className="cg-lazy-number__suffix" aria-hidden="true">
          {suffix}
        </div>
      ) : null}
    </div>
  );
}
