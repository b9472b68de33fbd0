import { lazy, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Skeleton } from 'antd';
import { useAuctionDetail, useBidHistory } from '@/features/auctions/auction-page-data';
import { clockOffset } from '@/features/auctions/auction-time';
import { effectiveStatus, winnerName } from '@/features/auctions/bid-logic';
import { AuctionActions, type PaymentSlot } from '@/features/auctions/components/detail/auction-actions';
import { AuctionKitInfo, AuctionSellerCard } from '@/features/auctions/components/detail/auction-about';
import { AuctionGallery } from '@/features/auctions/components/detail/auction-gallery';
import { AuctionPricePanel } from '@/features/auctions/components/detail/auction-price-panel';
import { BidHistory } from '@/features/auctions/components/detail/bid-history';
import { useServerClock } from '@/features/auctions/components/detail/use-server-clock';
import { streamWorthOpening } from '@/features/auctions/live-auction-events';
import { useAuctionStream, useRefreshAfter } from '@/features/auctions/use-auction-stream';
import { HiddenContent, isHiddenError } from '@/features/flags/components/hidden-content';
import { ReportButton } from '@/features/flags/components/report-button';
import { useCurrentUser } from '@/features/session';
import { useDeferredResult } from '@/shared/hooks/use-deferred-result';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { PageResult } from '@/shared/ui/page-result';
import { SkeletonHandover } from '@/shared/ui/skeleton-handover';
import './auction-detail-page.css';

// the winner's payment with the address book loads only for the member who has to pay
const AuctionWinnerPayment = lazy(() => import('./auction-winner-payment'));

/** `/auction/:auctionID`: one auction, live. */
export default function AuctionDetailPage() {
  const { auctionID = '' } = useParams();
  // another auction is another page: nothing (stream, history page, payment attempt) carries over
  return <AuctionDetailView key={auctionID} id={auctionID} />;
}

function DetailSkeleton() {
  return (
    <div className="cg-auction__top" role="status" aria-label="Đang tải phiên đấu giá">
      <Skeleton.Node active className="cg-auction__skeleton-image">
        <span />
      </Skeleton.Node>
      <div className="cg-auction__side">
        <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 6 }} />
        <Skeleton.Button active block size="large" />
      </div>
    </div>
  );
}

/**
 * The live auction: gallery and kit on the left, the price, countdown and my actions on the right,
 * the masked history below. The figures follow the auction's public stream; without it the page
 * still works and reads itself again when the tab comes back into focus.
 */
function AuctionDetailView({ id }: { id: string }) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const detail = useDeferredResult(useAuctionDetail(id));
  const a = detail.currentData;
  const [historyPage, setHistoryPage] = useState(1);
  const bids = useBidHistory(id, a ? historyPage : null);
  const stream = useAuctionStream(id, { enabled: !!a && streamWorthOpening(a.status) });

  // the countdown follows the server's clock: from the stream's hello, else from the page's own answer
  const offsetMs = stream.serverOffsetMs ?? (a && detail.fulfilledAt ? clockOffset(a.server_time, detail.fulfilledAt) : 0);
  const serverNow = useServerClock([a?.start_at, a?.end_at], offsetMs);
  useRefreshAfter([a?.start_at, a?.end_at, a?.me?.payment?.due_at], offsetMs, stream.refresh, !!a);

  // signing in or out on another tab changes `me`: read the page again for the new person
  const viewer = user?.id ?? null;
  const seenViewer = useRef(viewer);
  const { refresh } = stream;
  useEffect(() => {
    if (seenViewer.current === viewer) return;
    seenViewer.current = viewer;
    refresh();
  }, [viewer, refresh]);

  const payment: PaymentSlot = (p) => (user ? <AuctionWinnerPayment {...p} user={user} /> : null);

  const error = detail.error as { status?: number; code?: string; message?: string } | undefined;
  // an id that is not even a UUID is refused as invalid: for a visitor it is the same "no such auction"
  const notFound = !a && !!error && (error.status === 404 || error.status === 400);
  const hidden = !a && isHiddenError(error);
  usePageTitle(a ? a.kit.name : notFound ? 'Không tìm thấy phiên đấu giá' : hidden ? 'Nội dung đã bị ẩn' : 'Phiên đấu giá');

  if (hidden) return <HiddenContent what="Phiên đấu giá" backLabel="Xem các phiên đấu giá khác" onBack={() => navigate('/auction')} />;

  if (notFound) {
    return (
      <PageResult
        status="404"
        title={<h1 className="cg-auction__result-title">Không tìm thấy phiên đấu giá</h1>}
        subTitle="Phiên đấu giá không tồn tại hoặc đường dẫn không đúng."
        extra={
          <Button type="primary" onClick={() => navigate('/auction')}>
            Xem các phiên đấu giá khác
          </Button>
        }
      />
    );
  }
  if (!a) {
    if (error) {
      return (
        <PageResult
          status="warning"
          title="Không tải được phiên đấu giá"
          subTitle={error.message ?? 'Đã có lỗi xảy ra. Vui lòng thử lại.'}
          extra={
            <Button type="primary" loading={detail.isFetching} onClick={detail.refetch}>
              Thử lại
            </Button>
          }
        />
      );
    }
    // the same component as the page below, so the skeleton hands over to it (shared/ui/skeleton-handover.tsx)
    return <SkeletonHandover loading skeleton={<DetailSkeleton />} />;
  }

  const status = effectiveStatus(a, serverNow);
  const images = a.kit_images.length > 0 ? a.kit_images : a.kit.image ? [a.kit.image] : [];
  const running = status === 'active' || status === 'scheduled';
  return (
    <SkeletonHandover loading={false} skeleton={<DetailSkeleton />}>
      <article className="cg-auction">
        <nav className="cg-auction__crumbs" aria-label="Đường dẫn">
          <Link to="/">Trang chủ</Link>
          <span aria-hidden="true">/</span>
          <Link to="/auction">Đấu giá</Link>
          <span aria-hidden="true">/</span>
          <span aria-current="page">{a.kit.name}</span>
        </nav>
        <div className="cg-auction__top">
          <AuctionGallery images={images} name={a.kit.name} />
          <div className="cg-auction__side">
            <AuctionPricePanel auction={a} status={status} offsetMs={offsetMs} connection={stream.connection} />
            <AuctionActions
              auction={a}
              status={status}
              serverNow={serverNow}
              offsetMs={offsetMs}
              viewerId={viewer}
              outbidAt={stream.outbidAt}
              winner={winnerName(bids.currentData?.items ?? [], a.winner_tag)}
              payment={payment}
            />
            <AuctionSellerCard seller={a.seller} />
            <div className="cg-auction__report">
              <ReportButton
                targetType="auction"
                targetId={a.id}
                targetName={a.kit.name}
                viewerId={viewer}
                ownerId={a.seller.id}
                onSignIn={() => navigate(`/member/login?redirect=${encodeURIComponent(`/auction/${a.id}`)}`)}
              />
            </div>
          </div>
        </div>
        <div className="cg-auction__bottom">
          <BidHistory
            data={bids.currentData}
            isLoading={bids.isFetching && !bids.currentData}
            isError={!!bids.error}
            isFetching={bids.isFetching}
            onRetry={bids.refetch}
            page={historyPage}
            onPage={setHistoryPage}
            myTag={a.me?.my_tag ?? null}
            leaderTag={a.leader_tag}
            live={running}
          />
          <AuctionKitInfo kit={a.kit} description={a.kit_description} />
        </div>
      </article>
    </SkeletonHandover>
  );
}
