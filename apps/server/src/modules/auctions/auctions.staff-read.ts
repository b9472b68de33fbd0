import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auctionParticipants, auctions } from './auctions.schema.js';

const columns = {
  id: auctions.id,
  snapshot: auctions.kitSnapshot,
  status: auctions.status,
  currentPrice: auctions.currentPrice,
  endAt: auctions.endAt,
  createdAt: auctions.createdAt,
};

/**
 * A member's latest auctions, as seller (auctions_seller_idx) and as bidder (the auctions they
 * joined, auction_participants_user_idx), for staff (the user-management drawer).
 */
export async function recentAuctionsOfUser(ex: Executor, userId: string, limit = 10) {
  const [sold, joined] = await Promise.all([
    ex.select(columns).from(auctions).where(eq(auctions.sellerId, userId)).orderBy(desc(auctions.createdAt)).limit(limit),
    ex
      .select(columns)
      .from(auctionParticipants)
      .innerJoin(auctions, eq(auctions.id, auctionParticipants.auctionId))
      .where(eq(auctionParticipants.userId, userId))
      .orderBy(desc(auctionParticipants.joinedAt))
      .limit(limit),
  ]);
  return [...sold.map((a) => ({ ...a, side: 'seller' as const })), ...joined.map((a) => ({ ...a, side: 'bidder' as const }))]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit)
    .map(({ snapshot, ...a }) => ({ ...a, name: snapshot.name }));
}
