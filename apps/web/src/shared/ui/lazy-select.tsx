import { useState, type KeyboardEvent } from 'react';
import type { SelectProps } from 'antd';
import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import { firstUseModule, type FirstTouch } from './first-use';
import './lazy-field.css';

const antdSelect = firstUseModule(() => import('antd/es/select'));

interface Option<V extends string> {
  value: V;
  label: string;
}
export type LazySelectProps<V extends string = string> = Omit<SelectProps<V, Option<V>>, 'value' | 'options' | 'onChange'> & {
  value: V | undefined;
  options: Option<V>[];
  onChange: (value: V | undefined) => void;
  'aria-label': string;
};

/**
 * antd's Select for a public list's filters (grade, series), whose code (~25 KB gzip with its popup
 * engine and virtual list) loads on the first hover, tap or focus instead of with the page (issue 13).
 * Until then a stand-in with antd's look holds its place: the same box, value or placeholder and arrow,
 * drawn from antd's theme variables, so nothing moves when the real one arrives. A tap or Enter on the
 * stand-in opens the real one as it arrives; a Tab onto it hands it the focus.
 */
export function LazySelect<V extends string = string>(props: LazySelectProps<V>) {
  const Select = antdSelect.useModule()?.default;
  const [touch, setTouch] = useState<FirstTouch | null>(null);
  if (Select) return <Select<V, Option<V>> {...props} autoFocus={touch?.focus} defaultOpen={touch?.open} />;
  return <SelectStandIn {...props} onTouch={(t) => setTouch((was) => ({ focus: t.focus || !!was?.focus, open: t.open || !!was?.open }))} />;
}

function SelectStandIn<V extends string>({
  value,
  options,
  placeholder,
  loading,
  disabled,
  className,
  style,
  status,
  'aria-label': label,
  onTouch,
}: LazySelectProps<V> & { onTouch: (t: FirstTouch) => void }) {
  const cssVar = useThemeVarClass();
  const shown = value === undefined ? undefined : (options.find((o) => o.value === value)?.label ?? value);
  const touch = (t: FirstTouch) => {
    if (disabled) return;
    onTouch(t);
    antdSelect.load();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      touch({ focus: true, open: true });
    }
  };
  return (
    <div
      role="combobox"
      aria-label={label}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      className={classNames('cg-lazy-select', cssVar, disabled && 'is-disabled', status === 'error' && 'is-error', className)}
      style={style}
      onPointerEnter={() => !disabled && antdSelect.load()}
      // a press opens it (a mouse press alone too: some test tools and old browsers send no pointer events)
      onPointerDown={() => touch({ focus: true, open: true })}
      onMouseDown={() => touch({ focus: true, open: true })}
      onFocus={() => touch({ focus: true, open: false })}
      onKeyDown={onKeyDown}
    >
      <span className={shown === undefined ? 'cg-lazy-select__placeholder' : 'cg-lazy-select__value'} title={shown}>
        {shown ?? placeholder}
      </span>
      <span className="cg-lazy-select__suffix" aria-hidden="true">
        {loading ? <LoadingOutlined spin /> : <DownOutlined />}
      </span>
    </div>
  );
}
