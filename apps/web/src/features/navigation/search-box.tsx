import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import './search-box.css';

// the suggestions (antd AutoComplete) arrive when the box is first hovered, touched or focused
const loadAutoComplete = () => import('./search-autocomplete');
type AutoCompleteComponent = (typeof import('./search-autocomplete'))['default'];

/**
 * The navbar search: submitting goes to `/product?q=<text>` (the product list reads it), picking a
 * suggestion goes to that product. It starts as a plain form, on every page's first download, and
 * becomes the AutoComplete once someone shows interest in it.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = useId();
  const current = pathname === '/product' ? (params.get('q') ?? params.get('search') ?? '') : '';
  const [draft, setDraft] = useState<{ for: string; value: string }>({ for: current, value: current });
  // follow the URL when it changes under us (back button, a link), keep what is typed otherwise
  const value = draft.for === current ? draft.value : current;
  const setValue = (v: string) => setDraft({ for: current, value: v });
  // The AutoComplete replaces the plain input only once its code is here, in one commit, never
  // through a Suspense fallback: a fallback is a new <input>, so letters typed in the ~0.3 s after
  // focusing went to an element that was being thrown away ("freedom" became "dom" or ""). Until
  // then the plain input keeps the focus and every letter (they are in `value`); the AutoComplete
  // then takes the focus with the caret at the end (see its `autoFocus`).
  const [enhanced, setEnhanced] = useState<null | { Component: ComponentType<Parameters<AutoCompleteComponent>[0]> }>(null);
  const [wantsFocus, setWantsFocus] = useState(false);

  const upgrade = (focus: boolean) => {
    if (focus) setWantsFocus(true);
    if (enhanced) return;
    void loadAutoComplete().then((m) => setEnhanced((e) => e ?? { Component: m.default }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    navigate(q ? `/product?q=${encodeURIComponent(q)}` : '/product');
  };

  const plainInput = (
    <input
      id={id}
      type="search"
      className="cg-search__input"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onFocus={() => upgrade(true)}
      onBlur={() => setWantsFocus(false)}
      placeholder="Thử tìm kiếm một sản phẩm Gundam..."
      maxLength={100}
      autoComplete="off"
      enterKeyHint="search"
    />
  );

  return (
    <form role="search" className="cg-search" onSubmit={submit} onPointerEnter={() => upgrade(false)} onTouchStart={() => upgrade(false)}>
      <label htmlFor={id} className="cg-visually-hidden">
        Tìm kiếm sản phẩm Gundam
      </label>
      {enhanced ? <enhanced.Component id={id} value={value} onChange={setValue} autoFocus={wantsFocus} /> : plainInput}
      <button type="submit" className="cg-search__button" aria-label="Tìm kiếm">
        <SearchOutlined />
      </button>
    </form>
  );
}
