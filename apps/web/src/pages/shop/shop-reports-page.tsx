import { EmptyPage } from '@/shared/ui/empty-page';

/** `/shop/report-management`: reports about the shop. */
export default function ShopReportsPage() {
  return (
    <EmptyPage
      title="Báo cáo"
      description="Các báo cáo vi phạm liên quan đến sản phẩm và đơn hàng của shop."
      emptyText="Shop chưa có báo cáo nào"
    />
  );
}
