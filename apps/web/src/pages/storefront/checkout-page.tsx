import { useNavigate } from 'react-router';
import type { User } from '@cho-gundam/contracts';
import { useAddressesQuery } from '@/features/addresses/addresses-api';
import { AddressFormInline } from '@/features/addresses/components/address-form';
import { AddressFormModal } from '@/features/addresses/components/address-form-modal';
import { useCart } from '@/features/cart';
import { CheckoutUnavailable, CheckoutView } from '@/features/checkout/components/checkout-view';
import type { PlacedState } from '@/features/orders/components/buyer-orders-view';
import { useCurrentUser } from '@/features/session';

/** `/checkout?kits=<id>,<id>`: delivery address, shipping per shop and payment from the wallet. */
export default function CheckoutPage() {
  const user = useCurrentUser();
  return user ? <MemberCheckout user={user} /> : <CheckoutUnavailable />;
}

/** The checkout with what it needs from the address book, the cart and the orders pages. */
function MemberCheckout({ user }: { user: User }) {
  const navigate = useNavigate();
  const addresses = useAddressesQuery(user.id);
  const { reload: reloadCart } = useCart();
  return (
    <CheckoutView
      user={user}
      addresses={addresses}
      addressForm={({ open, inline, user: u, first, onClose }) => {
        const defaults = { full_name: u.full_name, phone_number: u.phone_number ?? null };
        return inline ? (
          <AddressFormInline userId={u.id} defaults={defaults} first={first} onClose={onClose} />
        ) : (
          <AddressFormModal open={open} userId={u.id} address={null} defaults={defaults} first={first} onClose={onClose} />
        );
      }}
      onPlaced={(codes) => {
        void reloadCart();
        const state: PlacedState = { placed: { codes } };
        navigate('/member/profile/orders/regular-auction', { state });
      }}
    />
  );
}
