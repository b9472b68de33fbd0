import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import './search-box.css';

// the suggestions (antd AutoComplete) arrive when the box is first hovered, touched or focused
const loadAutoComplete = () => import('./search-autocomplete');
const SearchAutoComplete = lazy(loadAutoComplete);

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
  const [enhanced, setEnhanced] = useState<null | { focus: boolean }>(null);

  const upgrade = (focus: boolean) => {
    if (enhanced && !focus) return;
    void loadAutoComplete();
    if (!enhanced?.focus) setEnhanced({ focus });
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
      {enhanced ? (
        <Suspense fallback={plainInput}>
          <SearchAutoComplete id={id} value={value} onChange={setValue} autoFocus={enhanced.focus} />
        </Suspense>
      ) : (
        plainInput
      )}
      <button type="submit" className="cg-search__button" aria-label="Tìm kiếm">
        <SearchOutlined />
      </button>
    </form>
  );
}
