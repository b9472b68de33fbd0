import { BuyerOrdersView } from '@/features/orders/components/buyer-orders-view';

/** `/member/profile/orders/regular-auction`: purchases and won auctions. */
export default function RegularAuctionOrdersPage() {
  return <BuyerOrdersView page="regular-auction" />;
}
