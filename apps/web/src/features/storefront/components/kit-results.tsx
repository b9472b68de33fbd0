import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ListPagination } from '@/shared/ui/list-pagination';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PageResult } from '@/shared/ui/page-result';
import { apiQuery, STOREFRONT_COUNT_CAP, STOREFRONT_PAGE_SIZE, type KitFilters } from '../filters';
import { useStorefrontKits } from '../list-data';
import { KitGrid } from './kit-card';
import { formatNumber } from '@/shared/lib/format';
import './kit-results.css';

interface Props {
  filters: KitFilters;
  onPageChange: (page: number) => void;
  /** beside a sidebar the grid has one column fewer */
  narrow?: boolean;
  /** right of the result count: the sort control */
  toolbar?: ReactNode;
  /** what to offer when nothing matches ("Xóa bộ lọc") */
  emptyAction?: ReactNode;
  emptyText?: string;
}

/** "n sản phẩm", or "Hơn 10.000 sản phẩm" when the server stopped counting (see STOREFRONT_COUNT_CAP). */
export function resultCountText(total: number, exact: boolean) {
  return exact ? `${formatNumber(total)} sản phẩm` : `Hơn ${formatNumber(STOREFRONT_COUNT_CAP)} sản phẩm`;
}

/**
 * A page of published kits for a set of filters, with its count, pagination and every state:
 * skeletons on first load, faded results while the next page loads, empty, and error with retry.
 * Shared by the product list and the public shop page.
 */
export function KitResults({ filters, onPageChange, narrow = false, toolbar, emptyAction, emptyText }: Props) {
  // stale: another page or filter on its way, the page shown stays (faded)
  const { currentData: data, isFetching, error, refetch, stale } = useStorefrontKits(apiQuery(filters));
  // a new page starts at the top: the app frame's scroll memory does it for every new address (app/router/scroll-memory.tsx)
  const page = filters.page;

  const count = data ? resultCountText(data.total, data.total_exact) : isFetching ? 'Đang tải…' : '';
  const header = (
    <div className="cg-results__bar">
      <p className="cg-results__count" aria-live="polite">
        {count}
      </p>
      {toolbar}
    </div>
  );

  let body: ReactNode;
  if (error !== undefined && !data) {
    body = (
      <PageResult
        status="warning"
        title="Không tải được danh sách sản phẩm"
        subTitle={(error as { message?: string } | undefined)?.message ?? 'Đã có lỗi xảy ra. Vui lòng thử lại.'}
        extra={
          <Button type="primary" onClick={refetch}>
            Thử lại
          </Button>
        }
      />
    );
  } else if (!data) {
    // in the place the cards will take (the same fragment and keyed box), so the skeletons hand over
    // to them (shared/ui/skeleton-handover.tsx) instead of going with a box of their own
    body = (
      <>
        <div key="grid" className="cg-results__grid">
          <KitGrid kits={[]} loading narrow={narrow} skeletons={12} />
        </div>
      </>
    );
  } else if (data.items.length === 0) {
    body = (
      <div className="cg-panel">
        <PageEmpty
          description={page > 1 && data.total > 0 ? 'Trang này không có sản phẩm nào' : (emptyText ?? 'Không tìm thấy sản phẩm phù hợp')}
        >
          {page > 1 && data.total > 0 ? <Button onClick={() => onPageChange(1)}>Về trang đầu</Button> : emptyAction}
        </PageEmpty>
      </div>
    );
  } else {
    // pages past the count cap are empty on the server: do not offer them
    const total = Math.min(data.total, STOREFRONT_COUNT_CAP);
    body = (
      <>
        <div key="grid" className={stale ? 'cg-results__grid is-fetching' : 'cg-results__grid'} aria-busy={stale}>
          <KitGrid kits={data.items} narrow={narrow} firstScreen />
        </div>
        {total > STOREFRONT_PAGE_SIZE ? (
          <ListPagination
            className="cg-results__pagination"
            current={page}
            pageSize={STOREFRONT_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={onPageChange}
            align="center"
          />
        ) : null}
      </>
    );
  }

  return (
    <div className="cg-results">
      {header}
      {body}
    </div>
  );
}
