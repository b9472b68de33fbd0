import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { CatalogSelect } from '@/shared/ui/catalog-select';
import { LazyMoneyInput } from '@/shared/ui/lazy-money-input';
import { priceRange, type AuctionFilters } from '../../list-filters';

export interface FilterOption {
  value: string;
  label: string;
}

export interface AuctionFilterFieldsProps {
  filters: AuctionFilters;
  /** a change of filter; the page goes back to page 1 (list-filters.ts withFilters) */
  onChange: (patch: Partial<AuctionFilters>) => void;
  /** the catalog's grades and series (the storefront's lists) */
  gradeOptions: FilterOption[];
  seriesOptions: FilterOption[];
  catalogLoading?: boolean;
  /** one field under another (the phone's drawer) rather than one row */
  stacked?: boolean;
  /** "Xóa bộ lọc" beside the fields, when something is filtered (the drawer has its own in its footer) */
  onClear?: () => void;
}

const PRICE_FIELD = { step: 10_000, className: 'cg-auction-filters__money' };

/** Min–max of the current price, applied with the button or Enter; a reversed range is swapped. */
function PriceRange({ filters, onChange }: Pick<AuctionFilterFieldsProps, 'filters' | 'onChange'>) {
  const [min, setMin] = useState<number | null>(filters.min_price ?? null);
  const [max, setMax] = useState<number | null>(filters.max_price ?? null);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const range = priceRange(min ?? undefined, max ?? undefined);
    setMin(range.min_price ?? null);
    setMax(range.max_price ?? null);
    onChange(range);
  };
  const unchanged = (min ?? undefined) === filters.min_price && (max ?? undefined) === filters.max_price;
  return (
    <form className="cg-auction-filters__price" onSubmit={apply} aria-label="Khoảng giá hiện tại" noValidate>
      <LazyMoneyInput aria-label="Giá từ (đồng)" placeholder="Giá từ" value={min} onChange={setMin} {...PRICE_FIELD} />
      <span aria-hidden="true">–</span>
      <LazyMoneyInput aria-label="Giá đến (đồng)" placeholder="Giá đến" value={max} onChange={setMax} {...PRICE_FIELD} />
      <Button htmlType="submit" disabled={unchanged}>
        Áp dụng
      </Button>
    </form>
  );
}

/** Grade, series and price range of the auction list (every value lives in the URL). */
export function AuctionFilterFields({
  filters,
  onChange,
  gradeOptions,
  seriesOptions,
  catalogLoading,
  stacked,
  onClear,
}: AuctionFilterFieldsProps) {
  return (
    <div className={stacked ? 'cg-auction-filters__row cg-auction-filters__row--stacked' : 'cg-auction-filters__row'}>
      <CatalogSelect
        kind="grade"
        value={filters.grade}
        options={gradeOptions}
        loading={catalogLoading}
        onChange={(grade) => onChange({ grade })}
        className="cg-auction-filters__grade"
      />
      <CatalogSelect
        kind="series"
        value={filters.series}
        options={seriesOptions}
        loading={catalogLoading}
        popupMatchSelectWidth={stacked ? true : 320}
        onChange={(series) => onChange({ series })}
        className="cg-auction-filters__series"
      />
      {/* remounted when the URL's range changes (back button, "Xóa bộ lọc"), so the inputs show it */}
      <PriceRange key={`${filters.min_price ?? ''}-${filters.max_price ?? ''}`} filters={filters} onChange={onChange} />
      {onClear ? (
        <Button type="link" onClick={onClear}>
          Xóa bộ lọc
        </Button>
      ) : null}
    </div>
  );
}
