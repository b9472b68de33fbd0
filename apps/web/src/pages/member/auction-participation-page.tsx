import { EmptyPage } from '@/shared/ui/empty-page';

/** `/member/profile/auction-participation`: auctions the member joined. */
export default function AuctionParticipationPage() {
  return (
    <EmptyPage
      title="Đấu giá đã tham gia"
      description="Các phiên đấu giá bạn đã đặt cọc hoặc đặt giá."
      emptyText="Bạn chưa tham gia phiên đấu giá nào"
    />
  );
}
