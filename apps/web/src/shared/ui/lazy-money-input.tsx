import { useState } from 'react';
import { GROUPED_DONG } from '@/shared/lib/money-input';
import { classNames } from '@/shared/lib/class-names';
import { firstUseModule } from './first-use';
import { useThemeVarClass } from './theme-vars';
import './lazy-field.css';

const antdInputNumber = firstUseModule(() => import('antd/es/input-number'));

interface Props {
  value: number | null;
  onChange: (value: number | null) => void;
  placeholder: string;
  'aria-label': string;
  /** the amount goes up and down by this much with the arrows (antd's step handles and ↑ ↓) */
  step?: number;
  className?: string;
}

/**
 * An amount in đồng typed as Vietnamese read it (1.250.000 ₫): antd's InputNumber, whose code loads on
 * the first hover, tap or focus instead of with the page (issue 13: a public list's price filter).
 * Until then a plain input with antd's look takes the digits, so nothing typed is lost, and hands the
 * amount and the focus to the real one when it arrives.
 */
export function LazyMoneyInput({ value, onChange, placeholder, 'aria-label': label, step, className }: Props) {
  const InputNumber = antdInputNumber.useModule()?.default;
  const [focused, setFocused] = useState(false);
  const cssVar = useThemeVarClass();
  if (InputNumber) {
    return (
      <InputNumber<number>
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(v) => onChange(v ?? null)}
        min={0}
        step={step}
        precision={0}
        {...GROUPED_DONG}
        suffix="₫"
        inputMode="numeric"
        autoFocus={focused}
        className={className}
      />
    );
  }
  return (
    <div className={classNames('cg-lazy-number', cssVar, className)} onPointerEnter={antdInputNumber.load}>
      <input
        className="cg-lazy-number__input"
        aria-label={label}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="off"
        value={GROUPED_DONG.formatter(value ?? undefined)}
        onChange={(e) => {
          const n = GROUPED_DONG.parser(e.target.value);
          onChange(typeof n === 'number' ? n : null);
        }}
        onFocus={() => {
          setFocused(true);
          antdInputNumber.load();
        }}
      />
      <div className="cg-lazy-number__suffix" aria-hidden="true">
        ₫
      </div>
    </div>
  );
}
