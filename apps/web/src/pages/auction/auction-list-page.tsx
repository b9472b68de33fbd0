import { EmptyPage } from '@/shared/ui/empty-page';

/** `/auction`: auctions that are scheduled or running. */
export default function AuctionListPage() {
  return (
    <EmptyPage
      title="Đấu giá"
      description="Các phiên đấu giá mô hình Gundam sắp diễn ra và đang diễn ra."
      emptyText="Hiện chưa có phiên đấu giá nào"
    />
  );
}
