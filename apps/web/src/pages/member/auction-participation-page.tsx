import { MyAuctionsView } from '@/features/auctions/components/member/my-auctions-view';

/** `/member/profile/auction-participation`: auctions the member joined, and the payment of one won. */
export default function AuctionParticipationPage() {
  return <MyAuctionsView />;
}
