import { memo } from 'react';
import { SkeletonHandover } from '@/shared/ui/skeleton-handover';
import { AuctionCard, AuctionCardSkeleton, type AuctionCardData } from './auction-card';

/** A responsive grid of auction cards (2 columns on phones up to 4 on wide screens), or its skeleton. */
function AuctionGridView({
  auctions,
  loading = false,
  skeletons = 8,
  headingLevel = 3,
  eagerCount = 0,
}: {
  auctions: AuctionCardData[];
  loading?: boolean;
  skeletons?: number;
  headingLevel?: 2 | 3;
  /** how many photos are above the fold (loaded at once; the others when scrolled near) */
  eagerCount?: number;
}) {
  const skeleton = (
    <div className="cg-auction-grid" role="status" aria-label="Đang tải phiên đấu giá">
      {Array.from({ length: skeletons }, (_, i) => (
        <AuctionCardSkeleton key={i} />
      ))}
    </div>
  );
  return (
    <SkeletonHandover loading={loading} skeleton={skeleton}>
      <ul className="cg-auction-grid">
        {auctions.map((a, i) => (
          <li key={a.id}>
            <AuctionCard auction={a} headingLevel={headingLevel} eager={i < eagerCount && (i === 0 ? 'first' : true)} />
          </li>
        ))}
      </ul>
    </SkeletonHandover>
  );
}

/** Memoised like the kit lists' grid: a page redrawn for something else does not redraw its cards. */
export const AuctionGrid = memo(AuctionGridView);
