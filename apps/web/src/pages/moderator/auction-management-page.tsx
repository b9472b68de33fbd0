import { AuctionModeration } from '@/features/auctions/components/moderator/auction-moderation';

/** `/moderator/auction-management`: the auction request queue, every request, and every auction. */
export default function AuctionManagementPage() {
  return <AuctionModeration />;
}
