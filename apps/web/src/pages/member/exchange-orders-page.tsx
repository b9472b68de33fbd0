import { BuyerOrdersView } from '@/features/orders/components/buyer-orders-view';

/** `/member/profile/orders/exchange`: the orders of the member's exchanges. */
export default function ExchangeOrdersPage() {
  return <BuyerOrdersView page="exchange" />;
}
