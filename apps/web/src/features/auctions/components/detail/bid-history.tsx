import { Skeleton, Tag } from 'antd';
import type { BidLine, Paged } from '@cho-gundam/contracts';
import { ListPagination } from '@/shared/ui/list-pagination';
import { MoneyText } from '@/shared/ui/money-text';
import { PageEmpty } from '@/shared/ui/page-empty';
import { LoadError } from '@/shared/ui/load-error';
import { SkeletonHandover } from '@/shared/ui/skeleton-handover';
import { formatNumber, vietnamWallClock } from '@/shared/lib/format';
import './auction-detail.css';
import './auction-about.css';

const KIND_LABELS: Record<BidLine['kind'], string | null> = { bid: null, auto: 'Tự động', buy_now: 'Mua ngay' };

/** "20:40:39 25/11": bids come seconds apart, so the seconds count (Vietnam's time) */
function bidTime(iso: string) {
  const p = vietnamWallClock(iso);
  return p ? `${p.hour}:${p.minute}:${p.second} ${p.day}/${p.month}` : '—';
}

interface Props {
  data: Paged<BidLine> | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  /** my tag in this auction (null for a guest): my lines say "Bạn" */
  myTag: string | null;
  /** whose line leads (the highest, while the auction runs) */
  leaderTag: string | null;
  live: boolean;
}

/**
 * "Lịch sử đặt giá": newest first, every bidder masked ("N***h") except me ("Bạn"); lines the system
 * placed for a maximum are marked "Tự động".
 */
export function BidHistory({ data, isLoading, isError, isFetching, onRetry, page, onPage, myTag, leaderTag, live }: Props) {
  return (
    <section className="cg-auction-card" aria-labelledby="bid-history-title">
      <h2 id="bid-history-title" className="cg-auction-card__title">
        Lịch sử đặt giá {data ? <span className="cg-auction-card__count">({formatNumber(data.total)})</span> : null}
      </h2>
      {isError && !data ? (
        <LoadError message="Không tải được lịch sử đặt giá" onRetry={onRetry} retrying={isFetching} />
      ) : (
        // the skeleton hands over to the lines (shared/ui/skeleton-handover.tsx)
        <SkeletonHandover loading={isLoading || !data} skeleton={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
          {!data ? null : data.items.length === 0 ? (
            <PageEmpty description="Chưa có lượt đặt giá nào" />
          ) : (
            <>
              <ol className="cg-bid-lines" aria-label="Các lượt đặt giá, mới nhất trước">
                {data.items.map((l, i) => {
                  const mine = myTag !== null && l.bidder_tag === myTag;
                  const kind = KIND_LABELS[l.kind];
                  const top = live && page === 1 && i === 0 && l.bidder_tag === leaderTag;
                  return (
                    <li
                      key={l.id}
                      className={mine ? 'cg-bid-line is-mine' : 'cg-bid-line'}
                      data-testid="bid-line"
                      data-mine={mine || undefined}
                    >
                      <span className="cg-bid-line__who">
                        {mine ? (
                          <Tag color="blue" className="cg-bid-line__me">
                            Bạn
                          </Tag>
                        ) : (
                          <span className="cg-bid-line__name">{l.bidder}</span>
                        )}
                        {kind ? <Tag className="cg-bid-line__kind">{kind}</Tag> : null}
                        {top ? <Tag color="green">Dẫn đầu</Tag> : null}
                      </span>
                      <MoneyText value={l.amount} strong className="cg-bid-line__amount" />
                      <time className="cg-bid-line__time" dateTime={l.created_at}>
                        {bidTime(l.created_at)}
                      </time>
                    </li>
                  );
                })}
              </ol>
              {data.total > data.page_size ? (
                <ListPagination
                  size="small"
                  align="center"
                  current={page}
                  pageSize={data.page_size}
                  total={data.total}
                  onChange={onPage}
                  showSizeChanger={false}
                />
              ) : null}
            </>
          )}
        </SkeletonHandover>
      )}
      <p className="cg-auction-card__note">Tên người đặt giá được che một phần để bảo vệ quyền riêng tư.</p>
    </section>
  );
}
