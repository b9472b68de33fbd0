import { EmptyPage } from '@/shared/ui/empty-page';

/** `/shop/auction-management`: auction requests and auctions. */
export default function ShopAuctionsPage() {
  return (
    <EmptyPage
      title="Quản lý đấu giá"
      description="Yêu cầu đấu giá đã gửi và các phiên đấu giá của shop."
      emptyText="Shop chưa có phiên đấu giá hay yêu cầu đấu giá nào"
    />
  );
}
