import { and, eq, inArray, sql } from 'drizzle-orm';
import { AUCTION_STATUS_LABELS, formatDateTime, formatMoney, type BidResponse } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule, contentHidden } from '../../lib/errors.js';
import type { JobsPoke } from '../../lib/module.js';
import { ensureMemberAccounts, insufficientFunds, memberBalances } from '../ledger/index.js';
import { notify, notifyMany } from '../notifications/index.js';
import { users } from '../users/index.js';
import { holdDeposit } from './auction-money.js';
import { auctionLink, settleEnd } from './auction-settle.js';
import { effectiveStatus, eventData, nextMinimum, presentBidLine, type Tagger } from './auction-view.js';
import { auctionEndJob, timeKey } from './auctions.jobs.js';
import { auctionParticipants, auctions } from './auctions.schema.js';
import {
  appendEvent,
  findAuction,
  findParticipant,
  insertBids,
  insertParticipant,
  lockAuction,
  updateAuction,
  type AuctionRow,
} from './auctions.repository.js';
import { auctionNotFound } from './lifecycle.service.js';
import { placeBid, type Standing } from './proxy-engine.js';

/**
 * The auction locked, then its leader's and runner-up's maxima. Two statements on purpose: under
 * READ COMMITTED a `FOR UPDATE OF auctions` that also joins the participants re-checks only the
 * locked row after waiting for a concurrent bid, and keeps the joined maxima of its old snapshot
 * (the 500-bid race test caught a stale leader that way). The second statement takes a fresh
 * snapshot after the lock is ours, so it sees every bid committed before.
 */
async function lockStanding(tx: Tx, auctionId: string) {
  const a = await lockAuction(tx, auctionId);
  if (!a) return null;
  const ids = [a.leaderId, a.runnerUpId].filter((x): x is string => x !== null);
  const maxima = ids.length
    ? await tx
        .select({ userId: auctionParticipants.userId, max: auctionParticipants.maxBid, at: auctionParticipants.maxBidAt })
        .from(auctionParticipants)
        .where(and(eq(auctionParticipants.auctionId, auctionId), inArray(auctionParticipants.userId, ids)))
    : [];
  const standing = (userId: string | null): Standing | null => {
    const p = userId ? maxima.find((m) => m.userId === userId) : undefined;
    return p && p.max !== null && p.at ? { userId: p.userId, amount: p.max, at: p.at.getTime() } : null;
  };
  return { a, leader: standing(a.leaderId), runnerUp: standing(a.runnerUpId) };
}

function notBiddable(a: AuctionRow, now: Date) {
  const status = effectiveStatus(a, now);
  if (status === 'scheduled') return businessRule('Phiên đấu giá chưa bắt đầu');
  if (status === 'ended' && (a.status === 'scheduled' || a.status === 'active'))
    return new AppError('invalid_transition', 409, 'Phiên đấu giá đã kết thúc, không thể đặt giá thêm');
  return new AppError('invalid_transition', 409, `Phiên đấu giá đang ở trạng thái "${AUCTION_STATUS_LABELS[status]}", không thể đặt giá`);
}

/**
 * Joining and bidding (product.md §7). Every bid of one auction runs under the auction's row lock:
 * no two winners, the price never goes down, no accepted bid is lost, whatever the concurrency; a
 * bid that arrives after the stored end is refused even if the end job has not run (and settles
 * the auction there and then).
 */
export function biddingService({ db, clock, tag, jobs }: { db: Db; clock: Clock; tag: Tagger; jobs: JobsPoke }) {
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

    /** "Đặt giá tối đa": the system bids for the member up to `max` (proxy bidding). */
    async bid(caller: Actor, auctionId: string, max: number): Promise<BidResponse> {
      const pre = await findAuction(db, auctionId);
      if (!pre) throw auctionNotFound();
      authorize(caller, 'auction.join', pre);
      const me = await findParticipant(db, auctionId, caller.userId);
      if (!me || me.depositState !== 'held') throw businessRule('Vui lòng tham gia đấu giá (đặt cọc) trước khi đặt giá');
      // the funds rule is checked when the maximum is set; the maximum itself is not held
      const { available } = await memberBalances(db, caller.userId);
      const funds = available + me.depositAmount;

      const result = await db.transaction(async (tx) => {
        const now = clock.now();
        const locked = await lockStanding(tx, auctionId);
        if (!locked) throw auctionNotFound();
        const { a } = locked;
        if (effectiveStatus(a, now) !== 'active') {
          // the end job may be late: the bid is refused, and the auction ends here and now
          if (effectiveStatus(a, now) === 'ended' && (a.status === 'scheduled' || a.status === 'active')) await settleEnd(tx, a, now, tag);
          return { refusal: notBiddable(a, now) };
        }
        const r = placeBid(
          {
            startingPrice: a.startingPrice,
            increment: a.bidIncrement,
            buyNowPrice: a.buyNowPrice,
            currentPrice: a.currentPrice,
            bidCount: a.bidCount,
            endsAt: a.endAt.getTime(),
            leader: locked.leader,
            runnerUp: locked.runnerUp,
          },
          { userId: caller.userId, max, at: now.getTime(), funds },
        );
        if (!r.accepted) {
          if (r.reason === 'below_minimum')
            return { refusal: businessRule(`Giá tối đa phải từ ${formatMoney(r.minimum)} trở lên`, { minimum: r.minimum }) };
          if (r.reason === 'not_above_own_max')
            return {
              refusal: businessRule(`Bạn đang dẫn đầu với giá tối đa ${formatMoney(r.ownMax)}: giá mới phải cao hơn`, {
                own_max: r.ownMax,
              }),
            };
          if (r.reason === 'insufficient_funds')
            return {
              refusal: insufficientFunds(
                `Số dư khả dụng cộng tiền cọc (${formatMoney(r.funds)}) không đủ cho giá tối đa ${formatMoney(max)}`,
              ),
            };
          return { refusal: notBiddable(a, now) };
        }
        await tx
          .update(auctionParticipants)
          .set({ maxBid: max, maxBidAt: now, updatedAt: now })
          .where(and(eq(auctionParticipants.auctionId, a.id), eq(auctionParticipants.userId, caller.userId)));
        const lines = await insertBids(
          tx,
          r.lines.map((l) => ({ auctionId: a.id, bidderId: l.userId, amount: l.amount, kind: l.kind, createdAt: now })),
        );
        const updated = await updateAuction(tx, a.id, {
          currentPrice: r.price,
          bidCount: sql`${auctions.bidCount} + ${lines.length}` as unknown as number,
          leaderId: r.leader.userId,
          runnerUpId: r.runnerUp?.userId ?? null,
          endAt: new Date(r.endsAt),
          updatedAt: now,
        });
        const names = await bidderNames(tx, [...new Set(lines.map((l) => l.bidderId!))]);
        await appendEvent(
          tx,
          a.id,
          'bid',
          eventData(updated, now, tag, {
            extended: r.extended,
            lines: lines.map((l) => presentBidLine(l, names.get(l.bidderId!) ?? null, tag)),
          }),
          now,
        );
        const previousLeader = a.leaderId;
        if (r.boughtNow) {
          await settleEnd(tx, updated, now, tag, { endedAt: now, boughtNow: true });
        } else {
          if (previousLeader && previousLeader !== r.leader.userId) {
            await notify(
              tx,
              {
                recipientId: previousLeader,
                type: 'auction',
                title: 'Bạn đã bị vượt giá',
                message: `Giá của "${a.kitSnapshot.name}" đã lên ${formatMoney(r.price)}. Đặt giá tối đa cao hơn để giành lại vị trí dẫn đầu.`,
                link: auctionLink(a.id),
              },
              now,
            );
          }
          if (previousLeader !== r.leader.userId) {
            await notify(
              tx,
              {
                recipientId: a.sellerId,
                type: 'auction',
                title: 'Có giá cao nhất mới',
                message: `"${a.kitSnapshot.name}": giá hiện tại ${formatMoney(r.price)} (${updated.bidCount} lượt đặt giá).`,
                link: auctionLink(a.id),
              },
              now,
            );
          }
          if (r.extended) {
            // the end moved: a new end job for the new time (the old one finds nothing due and does nothing)
            await auctionEndJob.enqueue(tx, { auctionId: a.id }, { runAt: updated.endAt, dedupeKey: timeKey('end', a.id, updated.endAt) });
            await announceExtension(tx, updated, caller.userId, now);
          }
        }
        return { updated, r };
      });
      if ('refusal' in result) throw result.refusal;
      if (result.r.boughtNow) jobs.poke();
      const { updated, r } = result;
      return {
        accepted: true,
        leading: r.leader.userId === caller.userId,
        current_price: updated.currentPrice,
        minimum_next_bid: nextMinimum(updated),
        end_at: updated.endAt.toISOString(),
        extended: r.extended,
        bought_now: r.boughtNow,
      };
    },
  };
}

/** The soft close moved the end: everyone who bid hears of it (the one who bid sees it on screen). */
async function announceExtension(tx: Tx, a: AuctionRow, bidderId: string, now: Date) {
  const bidders = await tx
    .select({ userId: auctionParticipants.userId })
    .from(auctionParticipants)
    .where(and(eq(auctionParticipants.auctionId, a.id), sql`${auctionParticipants.maxBid} is not null`));
  const others = bidders.map((b) => b.userId).filter((id) => id !== bidderId);
  if (!others.length) return;
  await notifyMany(
    tx,
    others,
    {
      type: 'auction',
      title: 'Phiên đấu giá được gia hạn',
      message: `Có người đặt giá trong 5 phút cuối: "${a.kitSnapshot.name}" nay kết thúc lúc ${formatDateTime(a.endAt)}.`,
      link: auctionLink(a.id),
    },
    now,
  );
}

async function bidderNames(tx: Tx, userIds: string[]) {
  const rows = userIds.length ? await tx.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, userIds)) : [];
  return new Map(rows.map((r) => [r.id, r.name]));
}
