import { EmptyPage } from '@/shared/ui/empty-page';

/** `/shop/dashboard`: the shop at a glance. */
export default function ShopDashboardPage() {
  return (
    <EmptyPage
      title="Bảng điều khiển"
      description="Doanh thu, đơn hàng, sản phẩm đang bán và đấu giá của shop."
      emptyText="Shop chưa có số liệu bán hàng nào"
    />
  );
}
