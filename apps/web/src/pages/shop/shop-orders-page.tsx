import { EmptyPage } from '@/shared/ui/empty-page';

/** `/shop/order-management`: sales orders. */
export default function ShopOrdersPage() {
  return (
    <EmptyPage
      title="Quản lý đơn hàng"
      description="Đơn hàng khách đã đặt: xác nhận, đóng gói và giao hàng."
      emptyText="Shop chưa có đơn hàng nào"
    />
  );
}
