import { and, eq, inArray, sql } from 'drizzle-orm';
import { AUCTION_STATUS_LABELS, formatDateTime, formatMoney } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import { refusal, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule } from '../../lib/errors.js';
import { availableBalances, insufficientFunds } from '../ledger/index.js';
import { notifyEach, notifyMany } from '../notifications/index.js';
import { users } from '../users/index.js';
import { auctionLink, settleEnd } from './auction-settle.js';
import { effectiveStatus, eventData, presentBidLine, type Tagger } from './auction-view.js';
import { auctionEndJob, timeKey } from './auctions.jobs.js';
import { auctionParticipants } from './auctions.schema.js';
import { appendEvent, lockAuction, recordBids, updateAuction, type AuctionRow } from './auctions.repository.js';
import { auctionNotFound } from './lifecycle.service.js';
import { placeBid, type EngineAuction, type EngineResult, type Standing } from './proxy-engine.js';

/** One "Đặt giá tối đa" waiting for its round: who, and the maximum. */
export interface BidIntent {
  caller: Actor;
  max: number;
}

/** A bid's outcome: refused with its reason, or accepted, with the auction as the round left it. */
export type BidOutcome =
  { refusal: AppError } | { accepted: true; auction: AuctionRow; eventId: number; extended: boolean; boughtNow: boolean };

/**
 * The auction locked; then the places of its leader, its runner-up and this round's bidders (their
 * maxima, their deposits, their names for the history lines) in one statement, and the bidders'
 * available balances in one more. A bid reads nothing before its round: what it needs is read here
 * once for the whole round, so a rush of bids costs the database a few statements per round instead
 * of two reads per bid.
 * The reads after the lock are separate statements on purpose: under READ COMMITTED a
 * `FOR UPDATE OF auctions` that also joins the participants re-checks only the locked row after
 * waiting for a concurrent bid, and keeps the joined maxima of its old snapshot (the 500-bid race test
 * caught a stale leader that way). The statements after it take a fresh snapshot once the lock is
 * ours, so they see every bid committed before.
 */
async function lockRound(tx: Tx, auctionId: string, bidderIds: readonly string[]) {
  const a = await lockAuction(tx, auctionId);
  if (!a) return null;
  const ids = [...new Set([a.leaderId, a.runnerUpId, ...bidderIds].filter((x): x is string => x !== null))];
  const places = await tx
    .select({
      userId: auctionParticipants.userId,
      max: auctionParticipants.maxBid,
      at: auctionParticipants.maxBidAt,
      depositState: auctionParticipants.depositState,
      deposit: auctionParticipants.depositAmount,
      name: users.fullName,
    })
    .from(auctionParticipants)
    .innerJoin(users, eq(users.id, auctionParticipants.userId))
    .where(and(eq(auctionParticipants.auctionId, auctionId), inArray(auctionParticipants.userId, ids)));
  const place = new Map(places.map((p) => [p.userId, p]));
  const available = await availableBalances(tx, bidderIds);
  const standing = (userId: string | null): Standing | null => {
    const p = userId ? place.get(userId) : undefined;
    return p && p.max !== null && p.at ? { userId: p.userId, amount: p.max, at: p.at.getTime() } : null;
  };
  return { a, place, available, leader: standing(a.leaderId), runnerUp: standing(a.runnerUpId) };
}

export function notBiddable(a: AuctionRow, now: Date) {
  const status = effectiveStatus(a, now);
  if (status === 'scheduled') return businessRule('Phiên đấu giá chưa bắt đầu');
  if (status === 'ended' && (a.status === 'scheduled' || a.status === 'active'))
    return new AppError('invalid_transition', 409, 'Phiên đấu giá đã kết thúc, không thể đặt giá thêm');
  return new AppError('invalid_transition', 409, `Phiên đấu giá đang ở trạng thái "${AUCTION_STATUS_LABELS[status]}", không thể đặt giá`);
}

/** A bid refused before the engine (not admitted), or by it. */
type Refused = Extract<EngineResult, { accepted: false }> | { accepted: false; reason: 'not_admitted'; refusal: AppError };

function refusalOf(r: Refused, max: number) {
  if (r.reason === 'not_admitted') return r.refusal;
  if (r.reason === 'below_minimum') return businessRule(`Giá tối đa phải từ ${formatMoney(r.minimum)} trở lên`, { minimum: r.minimum });
  if (r.reason === 'not_above_own_max')
    return businessRule(`Bạn đang dẫn đầu với giá tối đa ${formatMoney(r.ownMax)}: giá mới phải cao hơn`, { own_max: r.ownMax });
  if (r.reason === 'insufficient_funds')
    return insufficientFunds(`Số dư khả dụng cộng tiền cọc (${formatMoney(r.funds)}) không đủ cho giá tối đa ${formatMoney(max)}`);
  // the engine says 'ended' only after a buy-now earlier in the same round (the round starts on a live auction)
  return new AppError('invalid_transition', 409, 'Phiên đấu giá đã kết thúc, không thể đặt giá thêm');
}

/**
 * One round of bids on one auction, in one transaction under the auction's row lock (product.md §7):
 * the bids that queued while the previous round was being written are placed one after the other, in
 * arrival order, by the proxy engine on the standing the one before left, and then written together
 * (maxima, history lines, the auction, ONE live event with every line, the notices). Whatever the
 * concurrency: one leader, a price that never goes down, no accepted bid lost. A round that finds the
 * auction past its end refuses every bid and settles it there and then (the end job may be late).
 */
export async function bidRound(deps: { db: Db; clock: Clock; tag: Tagger }, auctionId: string, bids: BidIntent[]) {
  const { db, clock, tag } = deps;
  return db.transaction(async (tx): Promise<BidOutcome[]> => {
    const now = clock.now();
    const locked = await lockRound(
      tx,
      auctionId,
      bids.map((b) => b.caller.userId),
    );
    if (!locked) throw auctionNotFound();
    const { a } = locked;
    // who may bid at all, in the order a bidder would meet the refusals: the seller never; a member
    // only once joined (deposit held); then the auction must be live
    const admission = bids.map((bid): AppError | null => {
      const me = locked.place.get(bid.caller.userId);
      return (
        refusal(bid.caller, 'auction.join', a) ??
        (me?.depositState === 'held' ? null : businessRule('Vui lòng tham gia đấu giá (đặt cọc) trước khi đặt giá'))
      );
    });
    if (effectiveStatus(a, now) !== 'active') {
      if (effectiveStatus(a, now) === 'ended' && (a.status === 'scheduled' || a.status === 'active')) await settleEnd(tx, a, now, tag);
      return admission.map((notAdmitted) => ({ refusal: notAdmitted ?? notBiddable(a, now) }));
    }

    let state: EngineAuction = {
      startingPrice: a.startingPrice,
      increment: a.bidIncrement,
      buyNowPrice: a.buyNowPrice,
      currentPrice: a.currentPrice,
      bidCount: a.bidCount,
      endsAt: a.endAt.getTime(),
      leader: locked.leader,
      runnerUp: locked.runnerUp,
    };
    const results = bids.map((bid, i) => {
      const notAdmitted = admission[i];
      if (notAdmitted) return { bid, r: { accepted: false as const, reason: 'not_admitted' as const, refusal: notAdmitted } };
      // after a buy-now the auction is over: the rest of the round is refused as a late bid would be
      if (state.endsAt <= now.getTime()) return { bid, r: { accepted: false as const, reason: 'ended' as const } };
      const userId = bid.caller.userId;
      // the funds rule is checked when the maximum is set (available + the deposit); the maximum itself is not held
      const funds = (locked.available.get(userId) ?? 0) + locked.place.get(userId)!.deposit;
      const r = placeBid(state, { userId, max: bid.max, at: now.getTime(), funds });
      if (r.accepted)
        state = {
          ...state,
          currentPrice: r.price,
          bidCount: state.bidCount + r.lines.length,
          endsAt: r.endsAt,
          leader: r.leader,
          runnerUp: r.runnerUp,
        };
      return { bid, r };
    });
    const accepted = results.flatMap(({ bid, r }) => (r.accepted ? [{ bid, r }] : []));
    if (!accepted.length) return results.map(({ bid, r }) => ({ refusal: refusalOf(r as Refused, bid.max) }));

    const { updated, eventId } = await writeRound(tx, a, state, accepted, (userId) => locked.place.get(userId)?.name ?? null, now, tag);
    return results.map(({ bid, r }) =>
      r.accepted
        ? { accepted: true as const, auction: updated, eventId, extended: r.extended, boughtNow: r.boughtNow }
        : { refusal: refusalOf(r, bid.max) },
    );
  });
}

type Accepted = { bid: BidIntent; r: Extract<EngineResult, { accepted: true }> };

async function writeRound(
  tx: Tx,
  a: AuctionRow,
  state: EngineAuction,
  accepted: Accepted[],
  nameOf: (userId: string) => string | null,
  now: Date,
  tag: Tagger,
) {
  // each bidder's last maximum of the round is theirs now; the lines go to the history
  const inserted = await recordBids(
    tx,
    a.id,
    new Map(accepted.map(({ bid }) => [bid.caller.userId, bid.max])),
    accepted.flatMap(({ r }) => r.lines).map((l) => ({ bidderId: l.userId, amount: l.amount, kind: l.kind })),
    now,
  );
  const updated = await updateAuction(tx, a.id, {
    currentPrice: state.currentPrice,
    bidCount: state.bidCount,
    leaderId: state.leader!.userId,
    runnerUpId: state.runnerUp?.userId ?? null,
    endAt: new Date(state.endsAt),
    updatedAt: now,
  });
  const extenders = new Set(accepted.filter(({ r }) => r.extended).map(({ bid }) => bid.caller.userId));
  const eventId = await appendEvent(
    tx,
    a.id,
    'bid',
    eventData(updated, now, tag, {
      extended: extenders.size > 0,
      lines: inserted.map((l) => presentBidLine(l, nameOf(l.bidderId!), tag)),
    }),
    now,
  );
  if (accepted.some(({ r }) => r.boughtNow)) {
    await settleEnd(tx, updated, now, tag, { endedAt: now, boughtNow: true });
    return { updated, eventId };
  }
  await noticesOfRound(tx, a, updated, accepted, now);
  if (extenders.size) {
    // the end moved: a new end job for the new time (the old one finds nothing due and does nothing)
    await auctionEndJob.enqueue(tx, { auctionId: a.id }, { runAt: updated.endAt, dedupeKey: timeKey('end', a.id, updated.endAt) });
    await announceExtension(tx, updated, extenders, now);
  }
  return { updated, eventId };
}

/**
 * Who hears of the round: everyone who led before or during it and does not lead after it is told
 * once, with the price the round ended at ("Bạn đã bị vượt giá"); the seller hears of a new leader.
 * One notice per person per round, not one per bid: 50 bids in a second are one change to a reader.
 */
async function noticesOfRound(tx: Tx, before: AuctionRow, after: AuctionRow, accepted: Accepted[], now: Date) {
  const leaders = new Set([before.leaderId, ...accepted.map(({ r }) => r.leader.userId)].filter((x): x is string => x !== null));
  leaders.delete(after.leaderId!);
  const link = auctionLink(before.id);
  const outbid = `Giá của "${before.kitSnapshot.name}" đã lên ${formatMoney(after.currentPrice)}. Đặt giá tối đa cao hơn để giành lại vị trí dẫn đầu.`;
  // all of them in one statement: the round holds the auction's lock while it writes them
  await notifyEach(
    tx,
    [
      ...[...leaders].map((recipientId) => ({ recipientId, type: 'auction' as const, title: 'Bạn đã bị vượt giá', message: outbid, link })),
      ...(before.leaderId !== after.leaderId
        ? [
            {
              recipientId: before.sellerId,
              type: 'auction' as const,
              title: 'Có giá cao nhất mới',
              message: `"${before.kitSnapshot.name}": giá hiện tại ${formatMoney(after.currentPrice)} (${after.bidCount} lượt đặt giá).`,
              link,
            },
          ]
        : []),
    ],
    now,
  );
}

/** The soft close moved the end: everyone who bid hears of it (those whose bid moved it see it on screen). */
async function announceExtension(tx: Tx, a: AuctionRow, extenders: ReadonlySet<string>, now: Date) {
  const bidders = await tx
    .select({ userId: auctionParticipants.userId })
    .from(auctionParticipants)
    .where(and(eq(auctionParticipants.auctionId, a.id), sql`${auctionParticipants.maxBid} is not null`));
  const others = bidders.map((b) => b.userId).filter((id) => !extenders.has(id));
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
