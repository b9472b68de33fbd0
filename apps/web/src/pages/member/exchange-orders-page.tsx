import { EmptyPage } from '@/shared/ui/empty-page';

/** `/member/profile/orders/exchange`: deliveries of completed exchanges. */
export default function ExchangeOrdersPage() {
  return (
    <EmptyPage
      title="Đơn trao đổi"
      description="Các đơn giao nhận phát sinh từ những cuộc trao đổi của bạn."
      emptyText="Bạn chưa có đơn trao đổi nào"
    />
  );
}
