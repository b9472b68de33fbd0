import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuctionCard as AuctionCardWire } from '@cho-gundam/contracts';
import { KIT_SCALE_LABELS, type AuctionStatus } from '@cho-gundam/contracts/core';
import { formatDateTime, formatMoney, formatNumber } from '@/shared/lib/format';
import { CardPhoto } from '@/shared/ui/card-photo';
import { formatRemaining } from '../../auction-time';
import { useNow } from '../../use-now';
import './auction-card.css';

// Plain HTML and CSS, no antd: the card is also on the home page, whose first load has the tightest
// JavaScript budget (bench/bundle-size.mjs).

/** The fields a card shows (an auction of the public list, a seller's or a moderator's list). */
export type AuctionCardData = Pick<
  AuctionCardWire,
  | 'id'
  | 'status'
  | 'status_label'
  | 'kit'
  | 'starting_price'
  | 'current_price'
  | 'buy_now_price'
  | 'bid_count'
  | 'participant_count'
  | 'start_at'
  | 'end_at'
>;

/** Which clock a card shows: time to the end, time to the start, or when it ended. */
export type AuctionPhase = 'live' | 'upcoming' | 'ended';
export function auctionPhase(status: AuctionStatus): AuctionPhase {
  return status === 'active' ? 'live' : status === 'scheduled' ? 'upcoming' : 'ended';
}

/** under an hour left: the countdown turns red */
const URGENT_MS = 3_600_000;

const timeLine = (label: string, value: ReactNode) => (
  <p className="cg-auction-card__time" data-testid="auction-card-time">
    <span className="cg-auction-card__label">{label}</span> {value}
  </p>
);

/**
 * "Kết thúc sau 2 ngày 03:14:05" to `to`, ticking each second (this device's clock: a list has no
 * server time). Once the moment has passed it says what happens now (the list refreshes soon after).
 */
function CountdownLine({ to, label, over }: { to: string; label: string; over: [string, string] }) {
  const now = useNow();
  const left = Date.parse(to) - now;
  if (!(left > 0)) return timeLine(over[0], <span className="cg-auction-card__time-value">{over[1]}</span>);
  return timeLine(
    label,
    <time dateTime={to} className={left < URGENT_MS ? 'cg-auction-card__time-value is-urgent' : 'cg-auction-card__time-value'}>
      {formatRemaining(left)}
    </time>,
  );
}

function TimeLine({ auction, phase }: { auction: AuctionCardData; phase: AuctionPhase }) {
  if (phase === 'live') return <CountdownLine to={auction.end_at} label="Kết thúc sau" over={['Đã hết giờ', 'Đang chốt kết quả']} />;
  if (phase === 'upcoming') return <CountdownLine to={auction.start_at} label="Bắt đầu sau" over={['Đã đến giờ', 'Đang mở phiên']} />;
  return timeLine(
    'Kết thúc lúc',
    <time dateTime={auction.end_at} className="cg-auction-card__time-value">
      {formatDateTime(auction.end_at)}
    </time>,
  );
}

/**
 * One auction in a list: photo, kit, status, price, bids, participants, buy-now price and its clock
 * (time to the end while live, to the start while scheduled, the end date once over). The whole card
 * is one link to `/auction/{id}`.
 */
export function AuctionCard({
  auction,
  headingLevel = 3,
  eager = false,
}: {
  auction: AuctionCardData;
  headingLevel?: 2 | 3;
  /** above the fold (the first row of the list): load the photo at once */
  eager?: boolean | 'first';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { kit } = auction;
  const phase = auctionPhase(auction.status);
  const priceLabel = phase === 'live' ? 'Giá hiện tại' : phase === 'ended' && auction.bid_count > 0 ? 'Giá cuối' : 'Giá khởi điểm';
  return (
    <article className="cg-auction-card" data-testid="auction-card" data-phase={phase}>
      <Link to={`/auction/${auction.id}`} className="cg-auction-card__link">
        <div className="cg-auction-card__media">
          {kit.image ? (
            // the kit's name is the card's heading: the photo adds nothing for a screen reader
            <CardPhoto src={kit.image.card} alt="" eager={!!eager} important={eager === 'first'} />
          ) : (
            <span className="cg-auction-card__no-image">Chưa có ảnh</span>
          )}
          <span className={`cg-auction-card__status cg-auction-card__status--${auction.status}`}>{auction.status_label}</span>
        </div>
        <div className="cg-auction-card__body">
          <Heading className="cg-auction-card__name" title={kit.name}>
            {kit.name}
          </Heading>
          <p className="cg-auction-card__meta">
            <span className="cg-auction-card__grade">{kit.grade_code}</span>
            <span>{KIT_SCALE_LABELS[kit.scale as keyof typeof KIT_SCALE_LABELS] ?? kit.scale}</span>
          </p>
          <p className="cg-auction-card__price">
            <span className="cg-auction-card__label">{priceLabel}</span>{' '}
            <strong className="cg-auction-card__amount">{formatMoney(auction.current_price)}</strong>
          </p>
          <p className="cg-auction-card__buy-now">
            {auction.buy_now_price !== null ? (
              <>
                Mua ngay <strong>{formatMoney(auction.buy_now_price)}</strong>
              </>
            ) : null}
          </p>
          <p className="cg-auction-card__stats">
            <span>{formatNumber(auction.bid_count)} lượt đặt giá</span>{' '}
            <span>{formatNumber(auction.participant_count)} người tham gia</span>
          </p>
          <TimeLine auction={auction} phase={phase} />
        </div>
      </Link>
    </article>
  );
}

/** a grey bar in a line of the card's own classes, so a skeleton has the card's exact height */
const bar = (size: 's' | 'm' | 'bids' | 'people') => <span className={`cg-auction-shimmer cg-auction-shimmer--${size}`} />;

/** A grey card of the same size while auctions load (CSS only: no antd Skeleton on the home page). */
export function AuctionCardSkeleton() {
  return (
    <div className="cg-auction-card cg-auction-card--skeleton" aria-hidden="true">
      <div className="cg-auction-card__media cg-auction-shimmer cg-auction-shimmer--block" />
      <div className="cg-auction-card__body">
        <span className="cg-auction-card__name cg-auction-shimmer cg-auction-shimmer--block" />
        <p className="cg-auction-card__meta">
          <span>{bar('s')}</span>
        </p>
        <p className="cg-auction-card__price">
          <span className="cg-auction-card__label">{bar('s')}</span>
          <span className="cg-auction-card__amount">{bar('m')}</span>
        </p>
        <p className="cg-auction-card__buy-now" />
        <p className="cg-auction-card__stats">
          <span>{bar('bids')}</span>
          <span>{bar('people')}</span>
        </p>
        <p className="cg-auction-card__time">
          <span className="cg-auction-card__label">{bar('s')}</span>
          <span className="cg-auction-card__time-value">{bar('m')}</span>
        </p>
      </div>
    </div>
  );
}
