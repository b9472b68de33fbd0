import { foldVietnamese } from '@cho-gundam/contracts/core';
import { LazySelect } from './lazy-select';

/** A Select's search over its labels, accents and case aside ("zaku" finds "Zaku", "dong" finds "Dòng"). */
export const foldedSearch = {
  filterOption: (input: string, o?: { label?: unknown }) => foldVietnamese(String(o?.label ?? '')).includes(foldVietnamese(input)),
};

const TEXTS = {
  grade: { placeholder: 'Phân khúc', label: 'Lọc theo phân khúc' },
  series: { placeholder: 'Dòng phim', label: 'Lọc theo dòng phim' },
} as const;

interface Props {
  /** which of the catalog's lists it picks from */
  kind: keyof typeof TEXTS;
  value: string | undefined;
  options: { value: string; label: string }[];
  loading?: boolean;
  onChange: (value: string | undefined) => void;
  /** series names are long: their list may be wider than the box */
  popupMatchSelectWidth?: boolean | number;
  className?: string;
}

/**
 * A list filter by the catalog's grade or series, searchable without accents, clearable. On the public
 * lists' first screen: antd's Select loads on first use (lazy-select.tsx).
 */
export function CatalogSelect({ kind, value, options, loading, onChange, popupMatchSelectWidth, className }: Props) {
  return (
    <LazySelect
      allowClear
      placeholder={TEXTS[kind].placeholder}
      aria-label={TEXTS[kind].label}
      value={value}
      options={options}
      loading={loading}
      showSearch={foldedSearch}
      popupMatchSelectWidth={popupMatchSelectWidth}
      onChange={onChange}
      className={className}
    />
  );
}
