import { EmptyPage } from '@/shared/ui/empty-page';

/** `/moderator/auction-management`: auction requests to approve. */
export default function AuctionManagementPage() {
  return (
    <EmptyPage
      title="Quản lý đấu giá"
      description="Duyệt yêu cầu đấu giá của người bán và theo dõi các phiên đấu giá."
      emptyText="Chưa có yêu cầu đấu giá nào chờ duyệt"
    />
  );
}
