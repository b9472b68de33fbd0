import { EmptyPage } from '@/shared/ui/empty-page';

/** `/member/profile/orders/regular-auction`: purchases and won auctions. */
export default function RegularAuctionOrdersPage() {
  return (
    <EmptyPage
      title="Đơn mua & đấu giá"
      description="Đơn hàng bạn đã mua và các phiên đấu giá bạn đã thắng."
      emptyText="Bạn chưa có đơn hàng nào"
    />
  );
}
