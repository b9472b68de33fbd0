import { useEffect, useMemo } from 'react';
import { Button } from 'antd';
import { AUCTION_TAB_LABELS, AUCTION_TABS, type AuctionTab } from '@cho-gundam/contracts/core';
import { AuctionFilterBar } from '@/features/auctions/components/list/auction-filters';
import { AuctionResults } from '@/features/auctions/components/list/auction-results';
import {
  clearedFilters,
  filtersFromParams,
  isFiltered,
  paramsFromFilters,
  withFilters,
  type AuctionFilters,
} from '@/features/auctions/list-filters';
import { useCatalogOptions } from '@/features/catalog';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import { TabBar } from '@/shared/ui/tab-bar';
import './auction-list-page.css';

const TAB_ITEMS = AUCTION_TABS.map((t) => ({ key: t, label: AUCTION_TAB_LABELS[t] }));

/**
 * `/auction`, open to everyone: the live, upcoming and ended auctions in three tabs, with search,
 * grade, series and price filters and pages; the tab, every filter and the page are in the URL.
 */
export default function AuctionListPage() {
  const { params, setAll } = useQueryParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const canonical = paramsFromFilters(filters).toString();

  const catalog = useCatalogOptions();

  // junk parameters and defaults written out become the one canonical address, without a history entry
  useEffect(() => {
    if (params.toString() !== canonical) setAll(new URLSearchParams(canonical), { replace: true });
  }, [params, canonical, setAll]);

  // every change is a history entry, so the back button undoes a tab, a filter or a page
  const apply = (next: AuctionFilters) => setAll(paramsFromFilters(next));
  const change = (patch: Partial<AuctionFilters>) => apply(withFilters(filters, patch));
  const clear = () => apply(clearedFilters(filters));

  return (
    <section className="cg-page cg-auction-list">
      <PageHeading
        title="Đấu giá"
        description="Đặt giá tối đa một lần, hệ thống tự trả giá giúp bạn đến mức đó. Tiền cọc được hoàn lại nếu bạn không thắng."
      />
      <TabBar
        label="Phiên đấu giá"
        activeKey={filters.tab}
        items={TAB_ITEMS}
        onChange={(tab: AuctionTab) => change({ tab })}
        className="cg-auction-list__tabs"
      />
      <AuctionFilterBar
        filters={filters}
        onChange={change}
        gradeOptions={catalog.gradeOptions}
        seriesOptions={catalog.seriesOptions}
        catalogLoading={catalog.loading}
        filtered={isFiltered(filters)}
        onClear={clear}
      />
      <AuctionResults
        key={filters.tab}
        filters={filters}
        onPageChange={(page) => apply({ ...filters, page })}
        onClear={clear}
        emptyAction={
          filters.tab === 'live' ? <Button onClick={() => change({ tab: 'upcoming' })}>Xem phiên sắp diễn ra</Button> : undefined
        }
      />
    </section>
  );
}
