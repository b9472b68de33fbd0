import { EmptyPage } from '@/shared/ui/empty-page';

/** `/shop/management`: the kits the shop publishes. */
export default function ShopProductsPage() {
  return (
    <EmptyPage
      title="Quản lý sản phẩm"
      description="Các mô hình shop đang đăng bán và chờ đăng bán."
      emptyText="Shop chưa đăng bán sản phẩm nào"
    />
  );
}
