import { lazy, Suspense } from 'react';
import type { AuctionDetail, User } from '@cho-gundam/contracts';
import { useAddressesQuery } from '@/features/addresses/addresses-api';
import type { AuctionPaymentResult } from '@/features/auctions/auctions-api';
import { WinnerPayment, type AddAddressSlot } from '@/features/auctions/components/detail/winner-payment';

// the address form (and the zod rules it validates with) loads only when a winner adds an address
const AddressFormModal = lazy(() =>
  import('@/features/addresses/components/address-form-modal').then((m) => ({ default: m.AddressFormModal })),
);

/** "Thêm địa chỉ" for the winner's payment: the addresses feature's form, composed here. */
function addressSlot(user: User): AddAddressSlot {
  return ({ open, first, onClose }) =>
    open ? (
      <Suspense fallback={null}>
        <AddressFormModal
          open
          userId={user.id}
          address={null}
          defaults={{ full_name: user.full_name, phone_number: user.phone_number ?? null }}
          first={first}
          onClose={onClose}
        />
      </Suspense>
    ) : null;
}

interface Props {
  auction: AuctionDetail;
  offsetMs: number;
  onPaid: (result: AuctionPaymentResult) => void;
  user: User;
}

/**
 * The winner's payment with the winner's address book (the addresses feature): loaded by the auction
 * page only for the member who has to pay, so nobody else's first load carries the address book's
 * RTK Query or the payment form (issue 13).
 */
export default function AuctionWinnerPayment({ auction, offsetMs, onPaid, user }: Props) {
  const addresses = useAddressesQuery(user.id);
  return <WinnerPayment auction={auction} offsetMs={offsetMs} addresses={addresses} addAddress={addressSlot(user)} onPaid={onPaid} />;
}
