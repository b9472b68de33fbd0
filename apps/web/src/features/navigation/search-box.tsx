import { useId, useState, type FormEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import './search-box.css';

/**
 * The navbar search: submitting goes to `/product?search=<q>` (the product list reads it). A plain
 * form rather than antd's Input.Search: it is on every page and that input family costs ~20 KB gzip.
 * Live suggestions come with the catalog.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = useId();
  const current = pathname === '/product' ? (params.get('search') ?? '') : '';
  const [draft, setDraft] = useState<{ for: string; value: string }>({ for: current, value: current });
  // follow the URL when it changes under us (back button, a link), keep what is typed otherwise
  const value = draft.for === current ? draft.value : current;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    navigate(q ? `/product?search=${encodeURIComponent(q)}` : '/product');
  };

  return (
    <form role="search" className="cg-search" onSubmit={submit}>
      <label htmlFor={id} className="cg-visually-hidden">
        Tìm kiếm sản phẩm Gundam
      </label>
      <input
        id={id}
        type="search"
        className="cg-search__input"
        value={value}
        onChange={(e) => setDraft({ for: current, value: e.target.value })}
        placeholder="Thử tìm kiếm một sản phẩm Gundam..."
        maxLength={120}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="cg-search__button" aria-label="Tìm kiếm">
        <SearchOutlined />
      </button>
    </form>
  );
}
