import { SellerOrdersView } from '@/features/orders/components/seller-orders-view';

/** `/shop/order-management`: sales orders. */
export default function ShopOrdersPage() {
  return <SellerOrdersView />;
}
