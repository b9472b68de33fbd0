import { EmptyPage } from '@/shared/ui/empty-page';

/** `/shop/address`: where couriers pick parcels up. */
export default function ShopAddressPage() {
  return (
    <EmptyPage
      title="Địa chỉ lấy hàng"
      description="Nơi đơn vị vận chuyển đến lấy hàng của shop."
      emptyText="Shop chưa có địa chỉ lấy hàng"
    />
  );
}
