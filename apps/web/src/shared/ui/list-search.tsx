import { useRef, useState, type KeyboardEvent } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { classNames } from '@/shared/lib/class-names';
import { PlainButton } from './plain-button';
import { useThemeVarClass } from './theme-vars';
import './list-search.css';

interface Props {
  /** the search in the URL; the box shows it again when the URL changes (back button, a chip removed) */
  value: string | undefined;
  /** applied on Enter or the button; an empty or blank search is `undefined` */
  onSearch: (q: string | undefined) => void;
  placeholder: string;
  label: string;
  buttonText?: string;
  className?: string;
}

/** The search box of a list page (product list, collection, shop products): one set of rules for all. */
export function ListSearch({ value, ...rest }: Props) {
  // remounting on a new URL value resets what was typed to it
  return <SearchBox key={value ?? ''} value={value} {...rest} />;
}

/**
 * antd's `Input.Search` with `allowClear` and an `enterButton` drawn from antd's rules and theme
 * variables (list-search.css), with its behaviour: Enter (not while composing, once per press) or the
 * button searches with what is typed, the clear icon empties the box and searches with nothing. antd's
 * Input and Button and their styles (a 72.6 KB stylesheet on /product and /auction) were most of a
 * phone's first load of the list pages for this one box (issue 13).
 */
function SearchBox({ value, onSearch, placeholder, label, buttonText = 'Tìm', className }: Props) {
  const cssVar = useThemeVarClass();
  const input = useRef<HTMLInputElement>(null);
  const [filled, setFilled] = useState(Boolean(value));
  // antd's Search: no search while an IME composes, and one per press of Enter (held, it repeats)
  const composing = useRef(false);
  const enterDown = useRef(false);
  const search = () => onSearch(input.current?.value.trim() || undefined);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || enterDown.current || e.nativeEvent.isComposing) return;
    enterDown.current = true;
    if (!composing.current) search();
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    setFilled(false);
    input.current?.focus();
    onSearch(undefined);
  };
  // a press on the button keeps the focus in the input, as antd's does
  const keepFocus = (e: { preventDefault: () => void }) => {
    if (document.activeElement === input.current) e.preventDefault();
  };
  return (
    <div className={classNames('cg-list-search', cssVar, className)}>
      {/* a label: a press on the box's padding focuses the input, as antd's box does */}
      <label className="cg-list-search__box">
        <input
          ref={input}
          type="search"
          className="cg-list-search__input"
          defaultValue={value}
          placeholder={placeholder}
          aria-label={label}
          maxLength={100}
          onChange={(e) => setFilled(e.target.value !== '')}
          onKeyDown={onKeyDown}
          onKeyUp={(e) => {
            if (e.key === 'Enter') enterDown.current = false;
          }}
          onBlur={() => (enterDown.current = false)}
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={() => (composing.current = false)}
        />
        <span className="cg-list-search__suffix">
          <button
            type="button"
            className={classNames('cg-list-search__clear', !filled && 'cg-list-search__clear--hidden')}
            aria-label="Xóa nội dung đã nhập"
            // the input keeps the focus (antd's fix for a blur on clear)
            onMouseDown={(e) => e.preventDefault()}
            onClick={clear}
          >
            <CloseCircleFilled />
          </button>
        </span>
      </label>
      <PlainButton type="primary" className="cg-list-search__button" onMouseDown={keepFocus} onClick={search}>
        {buttonText}
      </PlainButton>
    </div>
  );
}
