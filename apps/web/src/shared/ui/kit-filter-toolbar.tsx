import type { ReactNode } from 'react';
import {
  KIT_CONDITION_LABELS,
  KIT_CONDITIONS,
  KIT_SCALE_LABELS,
  KIT_SCALES,
  KIT_STATUS_LABELS,
  KIT_STATUSES,
  type KitCondition,
  type KitScale,
  type KitStatus,
} from '@cho-gundam/contracts/core';
import type { KitSort } from '@cho-gundam/contracts';
import { foldedSearch } from './catalog-select';
import { LazySelect } from './lazy-select';
import { ListSearch } from './list-search';
import { PlainButton } from './plain-button';
import './kit-filter-toolbar.css';

interface Option {
  value: string;
  label: string;
}

/** What a kit list can be narrowed and ordered by; a list uses some of the filters. */
export interface KitToolbarFilters {
  q?: string;
  grade?: string;
  scale?: KitScale;
  condition?: KitCondition;
  status?: KitStatus;
  series?: string;
  sort: KitSort;
  page: number;
}
export type KitFilterKey = 'grade' | 'scale' | 'condition' | 'status' | 'series';

interface Props<F extends KitToolbarFilters> {
  filters: F;
  /** every change of search, filter or sort goes back to page 1 */
  onChange: (f: F) => void;
  /** which filters show, in this order */
  show: KitFilterKey[];
  search: { placeholder: string; label: string };
  sorts: { value: KitSort; label: string }[];
  /** the catalog's grades (and series, when shown) */
  gradeOptions: Option[];
  seriesOptions?: Option[];
  /** the catalog's lists are on their way (their selects show a spinner) */
  catalogLoading?: boolean;
  /** the grade and series lists can be searched by typing (accents optional) */
  searchCatalog?: boolean;
  /** "Xóa bộ lọc" shows while something narrows the list, and resets it to `cleared(filters)` */
  filtered: boolean;
  cleared: (f: F) => F;
  /**
   * `stacked`: search, sort and `extra` on a first row, the filters on a second (the collection);
   * `inline`: one wrapping row, the sort after the filters and `extra` at the end (the shop's products).
   */
  layout: 'stacked' | 'inline';
  extra?: ReactNode;
}

const FILTER_TEXTS: Record<KitFilterKey, { placeholder: string; label: string }> = {
  grade: { placeholder: 'Phân khúc', label: 'Lọc theo phân khúc' },
  scale: { placeholder: 'Tỷ lệ', label: 'Lọc theo tỷ lệ' },
  condition: { placeholder: 'Tình trạng', label: 'Lọc theo tình trạng' },
  status: { placeholder: 'Trạng thái', label: 'Lọc theo trạng thái' },
  series: { placeholder: 'Dòng phim', label: 'Lọc theo dòng phim' },
};
const SCALE_OPTIONS = KIT_SCALES.map((s) => ({ value: s, label: KIT_SCALE_LABELS[s] }));
const CONDITION_OPTIONS = KIT_CONDITIONS.map((c) => ({ value: c, label: KIT_CONDITION_LABELS[c] }));
const STATUS_OPTIONS = KIT_STATUSES.map((s) => ({ value: s, label: KIT_STATUS_LABELS[s] }));
/**
 * The search box, filters, sort and "Xóa bộ lọc" above a list of kits (the collection, the shop's products).
 * The selects are antd's, loaded on their first hover, tap or focus (lazy-select.tsx), and the button our
 * own: the collection draws the toolbar on its first screen (issue 13).
 */
export function KitFilterToolbar<F extends KitToolbarFilters>(props: Props<F>) {
  const {
    filters,
    onChange,
    show,
    search,
    sorts,
    gradeOptions,
    seriesOptions = [],
    catalogLoading,
    searchCatalog,
    filtered,
    cleared,
  } = props;
  const { layout, extra } = props;
  const set = (patch: Partial<KitToolbarFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const catalogSearch = searchCatalog ? foldedSearch : undefined;

  const searchBox = (
    <ListSearch
      value={filters.q}
      onSearch={(q) => set({ q })}
      placeholder={search.placeholder}
      label={search.label}
      className="cg-kit-toolbar__search"
    />
  );
  const sort = (
    <LazySelect<KitSort>
      value={filters.sort}
      options={sorts}
      onChange={(s) => s && set({ sort: s })}
      className={layout === 'stacked' ? 'cg-kit-toolbar__sort' : 'cg-kit-toolbar__filter'}
      aria-label="Sắp xếp"
    />
  );
  const options: Record<KitFilterKey, Option[]> = {
    grade: gradeOptions,
    scale: SCALE_OPTIONS,
    condition: CONDITION_OPTIONS,
    status: STATUS_OPTIONS,
    series: seriesOptions,
  };
  const filterSelects = show.map((key) => {
    const fromCatalog = key === 'grade' || key === 'series';
    return (
      <LazySelect
        key={key}
        allowClear
        placeholder={FILTER_TEXTS[key].placeholder}
        value={filters[key]}
        options={options[key]}
        loading={fromCatalog ? catalogLoading : undefined}
        onChange={(v?: string) => set({ [key]: v })}
        showSearch={fromCatalog ? catalogSearch : undefined}
        popupMatchSelectWidth={key === 'series' ? 320 : undefined}
        className={key === 'series' ? 'cg-kit-toolbar__filter cg-kit-toolbar__filter--wide' : 'cg-kit-toolbar__filter'}
        aria-label={FILTER_TEXTS[key].label}
      />
    );
  });
  const reset = filtered && (
    <PlainButton type="link" onClick={() => onChange(cleared(filters))}>
      Xóa bộ lọc
    </PlainButton>
  );

  if (layout === 'stacked') {
    return (
      <div className="cg-kit-toolbar cg-kit-toolbar--stacked" role="search">
        <div className="cg-kit-toolbar__row">
          {searchBox}
          {sort}
          {extra}
        </div>
        <div className="cg-kit-toolbar__row">
          {filterSelects}
          {reset}
        </div>
      </div>
    );
  }
  return (
    <div className="cg-kit-toolbar" role="search">
      {searchBox}
      {filterSelects}
      {sort}
      {reset}
      {extra ? <span className="cg-kit-toolbar__action">{extra}</span> : null}
    </div>
  );
}
