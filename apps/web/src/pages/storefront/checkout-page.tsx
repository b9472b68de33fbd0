import { CheckoutUnavailable, CheckoutView } from '@/features/checkout/components/checkout-view';
import { useCurrentUser } from '@/features/session';

/** `/checkout?kits=<id>,<id>`: delivery address, shipping per shop and payment from the wallet. */
export default function CheckoutPage() {
  const user = useCurrentUser();
  return user ? <CheckoutView user={user} /> : <CheckoutUnavailable />;
}
