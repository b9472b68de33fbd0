import { formatMoney, type BidResponse } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, contentHidden } from '../../lib/errors.js';
import { groupCommit } from '../../lib/group-commit.js';
import type { JobsPoke } from '../../lib/module.js';
import { ensureMemberAccounts, memberBalances } from '../ledger/index.js';
import { holdDeposit } from './auction-money.js';
import { effectiveStatus, eventData, nextMinimum, type Tagger } from './auction-view.js';
import { appendEvent, findAuction, findParticipant, insertParticipant, lockAuction, updateAuction } from './auctions.repository.js';
import { bidRound, notBiddable, type BidIntent, type BidOutcome } from './bid-round.js';
import { auctionNotFound } from './lifecycle.service.js';

/**
 * A round's ceiling: enough to absorb a last-minute rush on one auction in one commit, small enough
 * that one round's statements (one history line or two per bid) stay one short transaction.
 */
const BIDS_PER_ROUND = 100;

/**
 * Joining and bidding (product.md §7). Every bid of one auction is placed under the auction's row
 * lock (bid-round.ts): no two winners, the price never goes down, no accepted bid is lost, whatever
 * the concurrency; a bid that arrives after the stored end is refused even if the end job has not
 * run (and settles the auction there and then).
 */
export function biddingService({ db, clock, tag, jobs }: { db: Db; clock: Clock; tag: Tagger; jobs: JobsPoke }) {
  const nextRound = groupCommit<BidIntent, BidOutcome>((auctionId, bids) => bidRound({ db, clock, tag }, auctionId, bids), BIDS_PER_ROUND);
  return {
    /** "Tham gia đấu giá": the deposit moves from available to held. Joining twice answers the first join. */
    async join(caller: Actor, auctionId: string) {
      const pre = await findAuction(db, auctionId);
      if (!pre) throw auctionNotFound();
      authorize(caller, 'auction.join', pre);
      await ensureMemberAccounts(db, caller.userId);
      const res = await db.transaction(async (tx) => {
        const now = clock.now();
        const a = await lockAuction(tx, auctionId);
        if (!a) throw auctionNotFound();
        const mine = await findParticipant(tx, a.id, caller.userId);
        if (mine) return { participant: mine, joined: false };
        // hidden by a moderator (flags): those already in it may finish it, nobody new joins
        if (a.hiddenAt) throw contentHidden();
        if (effectiveStatus(a, now) !== 'active') throw notBiddable(a, now);
        const participant = await insertParticipant(tx, {
          auctionId: a.id,
          userId: caller.userId,
          depositAmount: a.depositAmount,
          joinedAt: now,
          updatedAt: now,
        });
        if (!participant) throw new AppError('conflict', 409, 'Bạn đã tham gia phiên đấu giá này');
        try {
          await holdDeposit(tx, a, caller.userId, `"${a.kitSnapshot.name}"`);
        } catch (err) {
          if (err instanceof AppError && err.code === 'insufficient_funds') {
            const { available } = await memberBalances(tx, caller.userId);
            throw new AppError(
              'insufficient_funds',
              422,
              `Số dư khả dụng không đủ để đặt cọc ${formatMoney(a.depositAmount)}: bạn cần nạp thêm ${formatMoney(a.depositAmount - available)}`,
              { missing: a.depositAmount - available, deposit: a.depositAmount },
            );
          }
          throw err;
        }
        const joined = await updateAuction(tx, a.id, { participantCount: a.participantCount + 1, updatedAt: now });
        await appendEvent(tx, a.id, 'joined', eventData(joined, now, tag), now);
        return { participant, joined: true };
      });
      const balances = await memberBalances(db, caller.userId);
      return { deposit_amount: res.participant.depositAmount, available_balance: balances.available, held_balance: balances.held };
    },

    /**
     * "Đặt giá tối đa": the system bids for the member up to `max` (proxy bidding). The bid joins
     * the auction's next round (lib/group-commit.ts, bid-round.ts): bids that arrive together share
     * one lock and one commit, in arrival order.
     */
    async bid(caller: Actor, auctionId: string, max: number): Promise<BidResponse> {
      // nothing is read before the round: the round reads the auction, the bidder's place in it and
      // their balance under the auction's lock, once for all the bids that arrived together, and
      // checks there (before anything is written) that the bidder may bid: not the seller, joined
      const outcome = await nextRound(auctionId, { caller, max });
      if ('refusal' in outcome) throw outcome.refusal;
      if (outcome.boughtNow) jobs.poke();
      const { auction } = outcome;
      return {
        accepted: true,
        leading: auction.leaderId === caller.userId,
        current_price: auction.currentPrice,
        minimum_next_bid: nextMinimum(auction),
        end_at: auction.endAt.toISOString(),
        extended: outcome.extended,
        bought_now: outcome.boughtNow,
        event_id: outcome.eventId,
      };
    },
  };
}
