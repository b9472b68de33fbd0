import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@cho-gundam/contracts';
import { useAddressesResource } from '@/features/addresses/addresses-resource';
import { useCart } from '@/features/cart';
import { CheckoutUnavailable, CheckoutView } from '@/features/checkout/components/checkout-view';
import type { PlacedState } from '@/features/orders/components/buyer-orders-view';
import { useCurrentUser } from '@/features/session';
import { LoadingLine } from '@/shared/ui/loading-line';

// The address form (antd's Form and Select, the provinces and wards) loads when it is shown: for a member
// without an address, or on "Thêm địa chỉ mới". Most members check out to an address they have, and the
// page is budgeted like every top-level route (issue 13).
const AddressFormInline = lazy(() =>
  import('@/features/addresses/components/address-form').then((m) => ({ default: m.AddressFormInline })),
);
const AddressFormModal = lazy(() =>
  import('@/features/addresses/components/address-form-modal').then((m) => ({ default: m.AddressFormModal })),
);

/** `/checkout?kits=<id>,<id>`: delivery address, shipping per shop and payment from the wallet. */
export default function CheckoutPage() {
  const user = useCurrentUser();
  return user ? <MemberCheckout user={user} /> : <CheckoutUnavailable />;
}

/** The checkout with what it needs from the address book, the cart and the orders pages. */
function MemberCheckout({ user }: { user: User }) {
  const navigate = useNavigate();
  // the address book through the shell's HTTP client, not RTK Query (issue 13); the address form's
  // commands read it again (addresses-api.ts, readAddressesAgain)
  const book = useAddressesResource(user.id);
  const addresses = {
    data: book.currentData,
    isLoading: book.currentData === undefined && book.error === undefined,
    isFetching: book.isFetching,
    isError: book.error !== undefined,
    error: book.error,
    refetch: book.refetch,
  };
  const { reload: reloadCart } = useCart();
  return (
    <CheckoutView
      user={user}
      addresses={addresses}
      addressForm={({ open, inline, user: u, first, onClose }) => {
        const defaults = { full_name: u.full_name, phone_number: u.phone_number ?? null };
        return (
          <Suspense fallback={inline ? <LoadingLine padding={16} /> : null}>
            {inline ? (
              <AddressFormInline userId={u.id} defaults={defaults} first={first} onClose={onClose} />
            ) : (
              <AddressFormModal open={open} userId={u.id} address={null} defaults={defaults} first={first} onClose={onClose} />
            )}
          </Suspense>
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
