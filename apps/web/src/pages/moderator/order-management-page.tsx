import { EmptyPage } from '@/shared/ui/empty-page';

/** `/moderator/order-management`: orders and disputes. */
export default function OrderManagementPage() {
  return (
    <EmptyPage
      title="Quản lý đơn hàng"
      description="Theo dõi đơn hàng và xử lý tranh chấp giữa người mua và người bán."
      emptyText="Chưa có đơn hàng nào để hiển thị"
    />
  );
}
