import { lazy, Suspense, type ReactNode } from 'react';
import { Tag } from 'antd';
import { ClockCircleOutlined, TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { AuctionDetail, AuctionStatus } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { MoneyText } from '@/shared/ui/money-text';
import { AuctionCountdown } from '../auction-countdown';
import { AuctionStatusTag } from '../auction-status-tag';
import type { StreamConnection } from '../../use-auction-stream';
import { formatNumber } from '@/shared/lib/format';
import './auction-detail.css';

interface Props {
  auction: AuctionDetail;
  /** the status by the server's clock (a late job does not keep a finished auction open) */
  status: AuctionStatus;
  offsetMs: number;
  connection: StreamConnection;
}

// antd's Tooltip (and its popup engine, ~16 KB gzip) only for the rare "Đang kết nối lại…" (issue 13)
const Tooltip = lazy(() => import('antd/es/tooltip'));
const reconnecting = (
  <span className="cg-auction-live is-off" role="status">
    Đang kết nối lại…
  </span>
);

/** "Trực tiếp" while the stream is up; otherwise the page still works and says it reads on focus. */
function LiveBadge({ connection }: { connection: StreamConnection }) {
  if (connection === 'live')
    return (
      <span className="cg-auction-live is-on" role="status">
        <span className="cg-auction-live__dot" aria-hidden="true" /> Trực tiếp
      </span>
    );
  if (connection === 'reconnecting')
    return (
      <Suspense fallback={reconnecting}>
        <Tooltip title="Giá sẽ được cập nhật khi kết nối lại hoặc khi bạn quay lại trang.">{reconnecting}</Tooltip>
      </Suspense>
    );
  return null;
}

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * The price block: name, status, the current price, what the next maximum must reach, the counts and
 * the countdown — to the start, or to the end that a soft close may have moved.
 */
export function AuctionPricePanel({ auction: a, status, offsetMs, connection }: Props) {
  const extended = Date.parse(a.end_at) > Date.parse(a.planned_end_at);
  const finished = status !== 'scheduled' && status !== 'active';
  const price = finished && a.winning_price !== null ? a.winning_price : a.current_price;
  return (
    <section className="cg-auction-panel" aria-labelledby="auction-title">
      <div className="cg-auction-panel__tags">
        <AuctionStatusTag status={status} />
        <Tag>{a.kit.grade_code}</Tag>
        <LiveBadge connection={connection} />
      </div>
      <h1 id="auction-title" className="cg-auction-panel__name">
        {a.kit.name}
      </h1>
      <div className="cg-auction-panel__price-row">
        <div>
          <div className="cg-auction-panel__label">
            {finished && a.winning_price !== null ? 'Giá thắng' : a.bid_count === 0 ? 'Giá khởi điểm' : 'Giá hiện tại'}
          </div>
          <div className="cg-auction-panel__price" data-testid="auction-current-price" aria-live="polite">
            <MoneyText value={price} />
          </div>
        </div>
        {status === 'scheduled' || status === 'active' ? (
          <div className="cg-auction-panel__clock">
            <div className="cg-auction-panel__label">
              <ClockCircleOutlined aria-hidden="true" /> {status === 'scheduled' ? 'Bắt đầu sau' : 'Kết thúc sau'}
            </div>
            <AuctionCountdown
              key={status === 'scheduled' ? a.start_at : a.end_at}
              to={status === 'scheduled' ? a.start_at : a.end_at}
              offsetMs={offsetMs}
              className="cg-auction-panel__countdown"
            />
          </div>
        ) : null}
      </div>
      {status === 'active' ? (
        <p className="cg-auction-panel__hint">
          {extended ? (
            <Tag color="orange" icon={<ThunderboltOutlined />}>
              Đã gia hạn
            </Tag>
          ) : null}
          Kết thúc lúc <DateTime value={a.end_at} />. Một lượt đặt giá trong 5 phút cuối sẽ dời giờ kết thúc đến 5 phút sau lượt đó.
        </p>
      ) : status === 'scheduled' ? (
        <p className="cg-auction-panel__hint">
          Bắt đầu lúc <DateTime value={a.start_at} />, kết thúc lúc <DateTime value={a.end_at} />.
        </p>
      ) : (
        <p className="cg-auction-panel__hint">
          Kết thúc lúc <DateTime value={a.ended_at ?? a.end_at} />.
        </p>
      )}
      <dl className="cg-auction-facts">
        {status === 'active' || status === 'scheduled' ? (
          <Fact label="Giá tối thiểu tiếp theo" testId="auction-minimum-next">
            <MoneyText value={a.minimum_next_bid} strong />
          </Fact>
        ) : null}
        <Fact label="Số lượt đặt giá" testId="auction-bid-count">
          {formatNumber(a.bid_count)}
        </Fact>
        <Fact
          label={
            <>
              <TeamOutlined aria-hidden="true" /> Người tham gia
            </>
          }
          testId="auction-participants"
        >
          {formatNumber(a.participant_count)}
        </Fact>
        <Fact label="Bước giá">
          <MoneyText value={a.bid_increment} />
        </Fact>
        <Fact label="Giá khởi điểm">
          <MoneyText value={a.starting_price} />
        </Fact>
        <Fact label="Tiền đặt cọc">
          <MoneyText value={a.deposit_amount} />
        </Fact>
        {a.buy_now_price !== null ? (
          <Fact label="Giá mua ngay">
            <MoneyText value={a.buy_now_price} />
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}
