import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { AuctionTab } from '@cho-gundam/contracts/core';
import { ListPagination } from '@/shared/ui/list-pagination';
import { LoadError } from '@/shared/ui/load-error';
import { PageEmpty } from '@/shared/ui/page-empty';
import { useAuctionList } from '../../auction-list-data';
import { AUCTION_PAGE_SIZE, auctionListArgs, isFiltered, type AuctionFilters } from '../../list-filters';
import { AuctionGrid } from './auction-grid';
import { formatNumber } from '@/shared/lib/format';
import './auction-results.css';

/** What an empty tab says when nothing narrows it. */
export const EMPTY_TAB_TEXT: Record<AuctionTab, string> = {
  live: 'Chưa có phiên đấu giá nào đang diễn ra',
  upcoming: 'Chưa có phiên đấu giá nào sắp diễn ra',
  ended: 'Chưa có phiên đấu giá nào đã kết thúc',
};
/** the first row of the widest grid is above the fold */
const EAGER_PHOTOS = 4;

interface Props {
  filters: AuctionFilters;
  onPageChange: (page: number) => void;
  onClear: () => void;
  /** what an empty live tab offers (a look at the upcoming ones) */
  emptyAction?: ReactNode;
}

/**
 * One tab's page of auctions with every state: skeleton cards on first load, the previous page
 * faded while the next one loads, an empty state per tab, and an error with "Thử lại".
 * Give it `key={tab}`: a new tab starts from skeletons instead of showing another tab's cards.
 */
export function AuctionResults({ filters, onPageChange, onClear, emptyAction }: Props) {
  // stale: another page or filter on its way (not the live tab's quiet refresh of the same one)
  const { currentData: data, isFetching, error, refetch, stale } = useAuctionList(auctionListArgs(filters));
  const filtered = isFiltered(filters);
  const page = filters.page;

  let body: ReactNode;
  if (error !== undefined && !data) {
    body = (
      <LoadError
        message="Không tải được danh sách phiên đấu giá"
        description={(error as { message?: string } | undefined)?.message}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  } else if (!data) {
    // in the place the cards will take (the same fragment and keyed box), so the skeletons hand over
    // to them (shared/ui/skeleton-handover.tsx) instead of going with a box of their own
    body = (
      <>
        <div key="grid" className="cg-auction-results__grid">
          <AuctionGrid auctions={[]} loading skeletons={8} />
        </div>
      </>
    );
  } else if (data.items.length === 0) {
    const pastTheEnd = page > 1 && data.total > 0;
    body = (
      <div className="cg-panel">
        <PageEmpty
          description={
            pastTheEnd
              ? 'Trang này không có phiên đấu giá nào'
              : filtered
                ? 'Không tìm thấy phiên đấu giá phù hợp'
                : EMPTY_TAB_TEXT[filters.tab]
          }
        >
          {pastTheEnd ? (
            <Button onClick={() => onPageChange(1)}>Về trang đầu</Button>
          ) : filtered ? (
            <Button type="primary" onClick={onClear}>
              Xóa bộ lọc
            </Button>
          ) : (
            emptyAction
          )}
        </PageEmpty>
      </div>
    );
  } else {
    body = (
      <>
        <div key="grid" className={stale ? 'cg-auction-results__grid is-fetching' : 'cg-auction-results__grid'} aria-busy={stale}>
          <AuctionGrid auctions={data.items} headingLevel={2} eagerCount={page === 1 ? EAGER_PHOTOS : 0} />
        </div>
        {data.total > AUCTION_PAGE_SIZE ? (
          <ListPagination
            className="cg-auction-results__pagination"
            current={page}
            pageSize={AUCTION_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={onPageChange}
            align="center"
          />
        ) : null}
      </>
    );
  }

  return (
    <div className="cg-auction-results">
      <p className="cg-auction-results__count" aria-live="polite">
        {data ? `${formatNumber(data.total)} phiên đấu giá` : isFetching ? 'Đang tải…' : ''}
      </p>
      {body}
    </div>
  );
}
