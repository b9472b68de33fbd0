import { OrderManagement } from '@/features/orders/components/moderator/order-management';

/** `/moderator/order-management`: every order, the complaint queue and the decisions. */
export default function OrderManagementPage() {
  return <OrderManagement />;
}
