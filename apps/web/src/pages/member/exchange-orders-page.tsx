import { TradeOrders } from '@/features/exchange/components/trade-orders';
import { useCurrentUser } from '@/features/session';
import '@/features/exchange/trade.css';

/** `/member/profile/orders/exchange`: the orders of the member's exchanges, both the parcels sent and received. */
export default function ExchangeOrdersPage() {
  const user = useCurrentUser();
  return user ? <TradeOrders userId={user.id} /> : null;
}
