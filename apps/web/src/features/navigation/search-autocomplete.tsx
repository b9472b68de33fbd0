import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AutoComplete } from 'antd';
import { Link, useNavigate } from 'react-router';
import { formatMoney, KIT_SCALE_LABELS, type KitScale } from '@cho-gundam/contracts/core';
import { normalizeQuery, useSuggestions, type KitSuggestion } from './use-suggestions';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** the input had focus when this replaced the plain one: keep it there */
  autoFocus: boolean;
}

const searchUrl = (q: string) => `/product?q=${encodeURIComponent(q)}`;
const EMPTY: KitSuggestion[] = [];

function SuggestionOption({ s }: { s: KitSuggestion }) {
  return (
    <div className="cg-suggest">
      <span className="cg-suggest__image">
        {s.image_url ? <img src={s.image_url} alt="" width={44} height={44} loading="lazy" /> : null}
      </span>
      <span className="cg-suggest__text">
        <span className="cg-suggest__name">{s.name}</span>
        <span className="cg-suggest__meta">
          {s.grade} • {KIT_SCALE_LABELS[s.scale as KitScale] ?? s.scale}
          {s.shop_name ? ` • ${s.shop_name}` : ''}
        </span>
      </span>
      <span className="cg-suggest__price">{formatMoney(s.price)}</span>
    </div>
  );
}

/**
 * The navbar search with live suggestions (antd AutoComplete). Loaded only when the search box is
 * first hovered or focused: the select machinery behind it is too heavy for every first page.
 * The plain <input> is kept as the AutoComplete's input, so it looks the same before and after.
 */
export default function SearchAutoComplete({ id, value, onChange, autoFocus }: Props) {
  const navigate = useNavigate();
  const state = useSuggestions(value);
  const q = normalizeQuery(value);
  const items = state.status === 'done' ? state.items : state.status === 'loading' ? state.previous : EMPTY;
  const slugs = useMemo(() => new Set(items.map((s) => s.slug)), [items]);
  const options = useMemo(() => items.map((s) => ({ value: s.slug, label: <SuggestionOption s={s} /> })), [items]);
  // `open` is always controlled: switching it between `false` and `undefined` (uncontrolled) made
  // rc-select reset its own open state in a layout effect and close the list it had just opened
  const [wantsOpen, setWantsOpen] = useState(autoFocus);
  const open = state.status !== 'idle' && wantsOpen;
  // it replaces a focused plain input: take the focus in the same commit, caret after what was typed
  const mounted = useRef({ id, autoFocus });
  useLayoutEffect(() => {
    if (!mounted.current.autoFocus) return;
    const input = document.getElementById(mounted.current.id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const searchAll = (
    <Link to={searchUrl(q)} className="cg-suggest__all" onMouseDown={(e) => e.preventDefault()}>
      Xem tất cả kết quả cho “{q}”
    </Link>
  );
  let notFound: ReactNode = null;
  if (state.status === 'loading' && items.length === 0) notFound = <div className="cg-suggest__state">Đang tìm kiếm...</div>;
  else if (state.status === 'done' || state.status === 'error') {
    notFound = (
      <div className="cg-suggest__state">
        <p>{state.status === 'error' ? 'Không tải được gợi ý' : 'Không tìm thấy sản phẩm nào'}</p>
        {searchAll}
      </div>
    );
  }

  return (
    <AutoComplete
      className="cg-search__auto"
      value={value}
      // selecting an option hands its value (the slug) to onChange: that is not what the person typed
      onChange={(v: string) => {
        if (!slugs.has(v)) onChange(v);
      }}
      onSelect={(slug: string) => {
        onChange('');
        navigate(`/product/${slug}`);
      }}
      options={options}
      notFoundContent={notFound}
      // Enter without choosing a suggestion submits the form (search all products)
      defaultActiveFirstOption={false}
      open={open}
      onOpenChange={setWantsOpen}
      popupRender={(menu) => (
        <div className="cg-suggest__popup">
          {menu}
          {items.length > 0 ? <div className="cg-suggest__footer">{searchAll}</div> : null}
        </div>
      )}
      classNames={{ popup: { root: 'cg-suggest__dropdown' } }}
    >
      <input
        id={id}
        type="search"
        className="cg-search__input"
        placeholder="Thử tìm kiếm một sản phẩm Gundam..."
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
      />
    </AutoComplete>
  );
}
