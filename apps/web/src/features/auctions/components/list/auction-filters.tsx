import { lazy, Suspense } from 'react';
import { FilterButton } from '@/shared/ui/filter-button';
import { PlainButton } from '@/shared/ui/plain-button';
import { useLazyDrawer } from '@/shared/hooks/use-lazy-drawer';
import { FilterDrawer, loadDrawer } from '@/shared/ui/lazy-drawer';
import { ListSearch } from '@/shared/ui/list-search';
import { WhenVisible } from '@/shared/ui/when-visible';
import type { AuctionFilters } from '../../list-filters';
import type { AuctionFilterFieldsProps } from './auction-filter-fields';
import './auction-filters.css';

// Off a phone's first screen (issue 13), as on /product: the grade, series and price fields sit in
// the row under the search from 768 px, and below it in a drawer opened by "Bộ lọc". Their code
// (antd's Select and InputNumber) loads when the row is on screen or the drawer first opens.
const loadFields = () => import('./auction-filter-fields');
const AuctionFilterFields = lazy(() => loadFields().then((m) => ({ default: m.AuctionFilterFields })));
const fieldsLoading = <p className="cg-auction-filters__loading">Đang tải bộ lọc…</p>;

type Props = Omit<AuctionFilterFieldsProps, 'stacked' | 'onClear' | 'onChange'> & {
  /** a change of search or filter; the page goes back to page 1 (list-filters.ts withFilters) */
  onChange: (patch: Partial<AuctionFilters>) => void;
  filtered: boolean;
  onClear: () => void;
};

/** How many of the drawer's filters are set: the count on the phone's "Bộ lọc" button. */
const drawerFilterCount = (f: AuctionFilters) => [f.grade, f.series, f.min_price ?? f.max_price].filter((v) => v !== undefined).length;

/** The search box and filters above the auction list (every value lives in the URL). */
export function AuctionFilterBar({ filters, onChange, filtered, onClear, ...fields }: Props) {
  const drawer = useLazyDrawer(() => Promise.all([loadDrawer(), loadFields()]));
  const count = drawerFilterCount(filters);
  return (
    <div className="cg-auction-filters" role="search">
      <ListSearch
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        placeholder="Tìm theo tên mô hình, dòng phim…"
        label="Tìm phiên đấu giá"
        className="cg-auction-filters__search"
      />
      {/* a row from 768 px, a drawer below: switched in CSS so the first paint is already right */}
      <div className="cg-auction-filters__inline">
        <WhenVisible margin="0px" height={32}>
          <Suspense fallback={fieldsLoading}>
            <AuctionFilterFields filters={filters} onChange={onChange} onClear={filtered ? onClear : undefined} {...fields} />
          </Suspense>
        </WhenVisible>
      </div>
      <div className="cg-auction-filters__phone">
        <FilterButton count={count} onClick={drawer.show} loading={drawer.loading} />
        {filtered ? (
          <PlainButton type="link" onClick={onClear}>
            Xóa bộ lọc
          </PlainButton>
        ) : null}
      </div>
      <FilterDrawer drawer={drawer} onClear={onClear} canClear={filtered}>
        <Suspense fallback={fieldsLoading}>
          <AuctionFilterFields filters={filters} onChange={onChange} stacked {...fields} />
        </Suspense>
      </FilterDrawer>
    </div>
  );
}
