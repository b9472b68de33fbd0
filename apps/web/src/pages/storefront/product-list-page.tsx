import { lazy, Suspense, useEffect, useMemo } from 'react';
import { ListSearch } from '@/shared/ui/list-search';
import { KIT_CONDITION_LABELS, KIT_SCALE_LABELS } from '@cho-gundam/contracts/core';
import { useGrades, useSeries } from '@/features/catalog';
import {
  activeFilterCount,
  clearedFilters,
  filtersFromParams,
  paramsFromFilters,
  withFilters,
  type KitFilters,
} from '@/features/storefront';
import { usePublicShop } from '@/features/storefront/list-data';
import { KitResults } from '@/features/storefront/components/kit-results';
import { SortSelect } from '@/features/storefront/components/sort-select';
import { formatMoney } from '@/shared/lib/format';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import { Chip } from '@/shared/ui/tag';
import { FilterButton } from '@/shared/ui/filter-button';
import { PlainButton } from '@/shared/ui/plain-button';
import { useLazyDrawer } from '@/shared/hooks/use-lazy-drawer';
import { FilterDrawer, loadDrawer } from '@/shared/ui/lazy-drawer';
import { WhenVisible } from '@/shared/ui/when-visible';
import './product-list-page.css';

// Off the first screen (issue 13): the filters sit in a sidebar only from 992 px, and in a drawer
// below it that a phone opens on a tap. Their code (radios, tags, inputs, the drawer) loads when the
// sidebar is on screen or the drawer first opens, so a phone's first paint waits for neither.
const loadPanel = () => import('@/features/storefront/components/kit-filter-panel');
const KitFilterPanel = lazy(() => loadPanel().then((m) => ({ default: m.KitFilterPanel })));
const panelLoading = <p className="cg-plist__panel-loading">Đang tải bộ lọc…</p>;

/** The chips above the results: one per active filter, each removable on its own. */
function activeChips(f: KitFilters, shopName: string | undefined): { key: string; label: string; clear: Partial<KitFilters> }[] {
  const chips: { key: string; label: string; clear: Partial<KitFilters> }[] = [];
  if (f.q) chips.push({ key: 'q', label: `Từ khóa: “${f.q}”`, clear: { q: undefined } });
  if (f.grade) chips.push({ key: 'grade', label: `Phân khúc: ${f.grade}`, clear: { grade: undefined } });
  if (f.scale) chips.push({ key: 'scale', label: `Tỷ lệ: ${KIT_SCALE_LABELS[f.scale]}`, clear: { scale: undefined } });
  if (f.condition) chips.push({ key: 'condition', label: KIT_CONDITION_LABELS[f.condition], clear: { condition: undefined } });
  if (f.series) chips.push({ key: 'series', label: f.series, clear: { series: undefined } });
  if (f.price_min !== undefined || f.price_max !== undefined) {
    const label =
      f.price_min !== undefined && f.price_max !== undefined
        ? `${formatMoney(f.price_min)} – ${formatMoney(f.price_max)}`
        : f.price_min !== undefined
          ? `Từ ${formatMoney(f.price_min)}`
          : `Đến ${formatMoney(f.price_max)}`;
    chips.push({ key: 'price', label, clear: { price_min: undefined, price_max: undefined } });
  }
  if (f.shop) chips.push({ key: 'shop', label: `Shop: ${shopName ?? f.shop}`, clear: { shop: undefined } });
  return chips;
}

/** `/product`: published kits, with every filter, the sort and the page in the URL query. */
export default function ProductListPage() {
  const { params, setAll } = useQueryParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const canonical = paramsFromFilters(filters).toString();
  const drawer = useLazyDrawer(() => Promise.all([loadDrawer(), loadPanel()]));

  const grades = useGrades();
  const series = useSeries();
  const shopName = usePublicShop(filters.shop ?? null).currentData?.name;

  // old links (`?search=`) and junk parameters become the one canonical address, without a history entry
  useEffect(() => {
    if (params.toString() !== canonical) setAll(new URLSearchParams(canonical), { replace: true });
  }, [params, canonical, setAll]);

  // every change is a history entry, so the back button undoes a filter
  const apply = (next: KitFilters) => setAll(paramsFromFilters(next));
  const change = (patch: Partial<KitFilters>) => apply(withFilters(filters, patch));
  const clearAll = () => apply(clearedFilters(filters));

  const chips = activeChips(filters, shopName);
  const count = activeFilterCount(filters);
  const panel = (
    <Suspense fallback={panelLoading}>
      <KitFilterPanel
        filters={filters}
        onChange={change}
        grades={grades.data}
        gradesLoading={grades.isLoading}
        series={series.data}
        shopName={shopName}
      />
    </Suspense>
  );

  const sort = <SortSelect value={filters.sort} onChange={(s) => change({ sort: s })} />;

  return (
    <section className="cg-page">
      <PageHeading
        title="Sản phẩm Gundam"
        description={filters.q ? `Kết quả tìm kiếm cho “${filters.q}”` : 'Mô hình Gundam đang được các shop đăng bán.'}
      />
      <ListSearch
        value={filters.q}
        onSearch={(q) => change({ q })}
        placeholder="Tìm theo tên, dòng phim… ví dụ: zaku, rx-78"
        label="Tìm kiếm sản phẩm"
        buttonText="Tìm kiếm"
        className="cg-plist__search"
      />
      {/* sidebar from 992 px, a drawer below: switched in CSS so the first paint is already right */}
      <div className="cg-plist">
        <aside className="cg-plist__sidebar" aria-label="Bộ lọc sản phẩm">
          {/* its "Xóa bộ lọc" sits with the active-filter chips above the results */}
          <h2 className="cg-plist__sidebar-title">Bộ lọc</h2>
          <WhenVisible margin="0px">{panel}</WhenVisible>
        </aside>
        <div className="cg-plist__main">
          <div className={chips.length > 0 ? 'cg-plist__chips' : 'cg-plist__chips cg-plist__chips--empty'}>
            <span className="cg-plist__filter-button">
              <FilterButton count={count} onClick={drawer.show} loading={drawer.loading} />
            </span>
            {chips.map((c) => (
              <Chip key={c.key} onClose={() => change(c.clear)} className="cg-plist__chip">
                {c.label}
              </Chip>
            ))}
            {chips.length > 0 ? (
              <PlainButton type="link" size="small" onClick={clearAll}>
                Xóa bộ lọc
              </PlainButton>
            ) : null}
          </div>
          <KitResults
            filters={filters}
            narrow
            toolbar={sort}
            onPageChange={(page) => apply({ ...filters, page })}
            emptyAction={
              chips.length > 0 ? (
                <PlainButton type="primary" onClick={clearAll}>
                  Xóa bộ lọc
                </PlainButton>
              ) : undefined
            }
            emptyText={chips.length > 0 ? 'Không tìm thấy sản phẩm phù hợp' : 'Chưa có sản phẩm nào được đăng bán'}
          />
        </div>
      </div>
      <FilterDrawer drawer={drawer} onClear={clearAll} canClear={count > 0}>
        {panel}
      </FilterDrawer>
    </section>
  );
}
