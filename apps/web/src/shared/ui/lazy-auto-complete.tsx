import { useState } from 'react';
import type { AutoCompleteProps } from 'antd';
import { Input } from './input';
import { firstUseModule, type FirstTouch } from './first-use';

const antdAutoComplete = firstUseModule(() => import('antd/es/auto-complete'));

export type LazyAutoCompleteProps = Omit<AutoCompleteProps<string>, 'value' | 'onChange'> & {
  id?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * antd's AutoComplete (a text box with suggestions: the kit form's "Dòng phim"), whose code (antd's
 * Select with its popup engine and virtual list, ~25 KB gzip) loads on the first hover, tap or focus
 * instead of with the page (issue 13). Until then antd's plain Input holds its place with the same box,
 * text and placeholder (AutoComplete draws an outlined 32 px box as Input does); what is typed meanwhile
 * is kept (and given to `showSearch.onSearch`), and the real one takes the focus, open if it was pressed.
 */
export function LazyAutoComplete(props: LazyAutoCompleteProps) {
  const AutoComplete = antdAutoComplete.useModule()?.default;
  const [touch, setTouch] = useState<FirstTouch | null>(null);
  if (AutoComplete) return <AutoComplete {...props} autoFocus={!!touch?.focus || props.autoFocus} defaultOpen={touch?.open} />;
  const { id, value, onChange, placeholder, disabled, maxLength, status, allowClear, className, style, showSearch } = props;
  const touched = (t: FirstTouch) => {
    setTouch((was) => ({ focus: t.focus || !!was?.focus, open: t.open || !!was?.open }));
    antdAutoComplete.load();
  };
  return (
    <Input
      id={id}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      value={value ?? ''}
      onChange={(e) => {
        // what the real one does with a keystroke: the text is the value, and the suggestions follow it
        if (typeof showSearch === 'object') showSearch.onSearch?.(e.target.value);
        onChange(e.target.value);
      }}
      placeholder={typeof placeholder === 'string' ? placeholder : undefined}
      disabled={disabled}
      maxLength={maxLength}
      status={status}
      allowClear={!!allowClear}
      className={className}
      style={style}
      autoComplete="off"
      onPointerEnter={antdAutoComplete.load}
      // a press opens the real one's suggestions as it arrives; the keyboard's focus only hands it the focus
      onPointerDown={() => touched({ focus: true, open: true })}
      onMouseDown={() => touched({ focus: true, open: true })}
      onFocus={() => touched({ focus: true, open: false })}
    />
  );
}
