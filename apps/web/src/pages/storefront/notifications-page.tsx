import { EmptyPage } from '@/shared/ui/empty-page';

/** `/notifications`: everything that happened to the member's orders, bids and exchanges. */
export default function NotificationsPage() {
  return (
    <EmptyPage
      title="Thông báo"
      description="Cập nhật về đơn hàng, phiên đấu giá và trao đổi của bạn."
      emptyText="Bạn chưa có thông báo nào"
    />
  );
}
