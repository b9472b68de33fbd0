import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import { Input } from '@/shared/ui/input';
import { LazySelect } from '@/shared/ui/lazy-select';
import { RadioList } from '@/shared/ui/radio-list';
import { CheckableChip, Chip } from '@/shared/ui/tag';
import type { Grade } from '@cho-gundam/contracts';
import { foldVietnamese, KIT_CONDITION_LABELS, KIT_CONDITIONS, KIT_SCALE_LABELS, KIT_SCALES } from '@cho-gundam/contracts/core';
import { formatMoney } from '@/shared/lib/format';
import { parsePrice, parsePriceRange, type KitFilters } from '../filters';
import './kit-filter-panel.css';

interface Props {
  filters: KitFilters;
  onChange: (patch: Partial<KitFilters>) => void;
  grades: Grade[] | undefined;
  gradesLoading: boolean;
  series: { name: string }[] | undefined;
  /** the shop's display name when filtering by shop (the URL only carries its slug) */
  shopName?: string;
}

const ALL = '' as const;
const PRICE_PRESETS: { label: string; min?: number; max?: number }[] = [
  { label: 'Dưới 500.000 ₫', max: 500_000 },
  { label: '500.000 ₫ – 1.000.000 ₫', min: 500_000, max: 1_000_000 },
  { label: '1.000.000 ₫ – 3.000.000 ₫', min: 1_000_000, max: 3_000_000 },
  { label: 'Trên 3.000.000 ₫', min: 3_000_000 },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="cg-filter__section">
      <legend className="cg-filter__title">{title}</legend>
      {children}
    </fieldset>
  );
}

/** "1.500.000" for a number of đồng in an input (formatMoney without the ₫ sign). */
const plain = (n: number | undefined) => (n === undefined ? '' : formatMoney(n).replace(/\s*₫$/, ''));

/** Min/max price in đồng; typed freely ("500k", "1,5tr"), applied with the button or Enter. */
function PriceRange({ filters, onChange }: Pick<Props, 'filters' | 'onChange'>) {
  const [min, setMin] = useState(plain(filters.price_min));
  const [max, setMax] = useState(plain(filters.price_max));
  const bad = (v: string) => v.trim() !== '' && parsePrice(v) === undefined;
  const invalid = bad(min) || bad(max);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    const range = parsePriceRange(min, max);
    setMin(plain(range.price_min));
    setMax(plain(range.price_max));
    onChange(range);
  };
  return (
    <form className="cg-filter__price" onSubmit={apply} noValidate>
      <div className="cg-filter__price-inputs">
        <Input
          aria-label="Giá từ (đồng)"
          placeholder="Từ ₫"
          inputMode="numeric"
          value={min}
          status={bad(min) ? 'error' : undefined}
          onChange={(e) => setMin(e.target.value)}
        />
        <span aria-hidden="true">–</span>
        <Input
          aria-label="Giá đến (đồng)"
          placeholder="Đến ₫"
          inputMode="numeric"
          value={max}
          status={bad(max) ? 'error' : undefined}
          onChange={(e) => setMax(e.target.value)}
        />
      </div>
      {invalid ? <p className="cg-filter__error">Giá chỉ gồm chữ số, ví dụ 1.500.000 hoặc 500k</p> : null}
      <Button htmlType="submit" block disabled={invalid}>
        Áp dụng
      </Button>
      <div className="cg-filter__presets">
        {PRICE_PRESETS.map((p) => {
          const on = filters.price_min === p.min && filters.price_max === p.max;
          return (
            <CheckableChip
              key={p.label}
              checked={on}
              onChange={(checked) => {
                const next = checked ? { price_min: p.min, price_max: p.max } : { price_min: undefined, price_max: undefined };
                setMin(plain(next.price_min));
                setMax(plain(next.price_max));
                onChange(next);
              }}
            >
              {p.label}
            </CheckableChip>
          );
        })}
      </div>
    </form>
  );
}

/** The product list's filters (a sidebar from 992 px, a drawer below). Every change applies at once. */
export function KitFilterPanel({ filters, onChange, grades, gradesLoading, series, shopName }: Props) {
  const seriesOptions = (series ?? []).map((s) => ({ value: s.name, label: s.name }));
  // a series from a shared link that is not in the suggested list still shows as selected
  if (filters.series && !seriesOptions.some((o) => o.value === filters.series))
    seriesOptions.unshift({ value: filters.series, label: filters.series });

  return (
    <div className="cg-filter">
      {filters.shop ? (
        <Section title="Shop">
          <Chip onClose={() => onChange({ shop: undefined })} className="cg-filter__shop" closeLabel="Bỏ lọc theo shop" closeIcon="×">
            {shopName ?? filters.shop}
          </Chip>
        </Section>
      ) : null}
      <Section title="Phân khúc">
        <RadioList
          className="cg-filter__radios"
          value={filters.grade ?? ALL}
          onChange={(v) => onChange({ grade: v || undefined })}
          disabled={gradesLoading && !grades}
          options={[{ value: ALL, label: 'Tất cả' }, ...(grades ?? []).map((g) => ({ value: g.code, label: `${g.code} · ${g.name}` }))]}
        />
      </Section>
      <Section title="Tỷ lệ">
        <RadioList
          className="cg-filter__radios"
          value={filters.scale ?? ALL}
          onChange={(v) => onChange({ scale: v || undefined })}
          options={[{ value: ALL, label: 'Tất cả' }, ...KIT_SCALES.map((s) => ({ value: s, label: KIT_SCALE_LABELS[s] }))]}
        />
      </Section>
      <Section title="Tình trạng">
        <RadioList
          className="cg-filter__radios"
          value={filters.condition ?? ALL}
          onChange={(v) => onChange({ condition: v || undefined })}
          options={[{ value: ALL, label: 'Tất cả' }, ...KIT_CONDITIONS.map((c) => ({ value: c, label: KIT_CONDITION_LABELS[c] }))]}
        />
      </Section>
      <Section title="Dòng phim">
        <LazySelect
          showSearch={{
            // "gundam seed" finds "Mobile Suit Gundam SEED", whatever the case or accents
            filterOption: (input, option) => foldVietnamese(String(option?.label ?? '')).includes(foldVietnamese(input)),
          }}
          allowClear
          placeholder="Tất cả dòng phim"
          aria-label="Dòng phim"
          value={filters.series}
          onChange={(v: string | undefined) => onChange({ series: v || undefined })}
          options={seriesOptions}
          notFoundContent="Không có dòng phim phù hợp"
          style={{ width: '100%' }}
          popupMatchSelectWidth={false}
        />
      </Section>
      <Section title="Khoảng giá (₫)">
        {/* remounted when the URL's range changes (a preset, "Xóa bộ lọc", back button) */}
        <PriceRange key={`${filters.price_min ?? ''}-${filters.price_max ?? ''}`} filters={filters} onChange={onChange} />
      </Section>
    </div>
  );
}
