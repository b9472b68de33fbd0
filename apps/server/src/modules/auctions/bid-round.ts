import { and, eq, inArray, sql } from 'drizzle-orm';
import { AUCTION_STATUS_LABELS, formatDateTime, formatMoney } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule } from '../../lib/errors.js';
import { insufficientFunds } from '../ledger/index.js';
import { notify, notifyMany } from '../notifications/index.js';
import { users } from '../users/index.js';
import { auctionLink, settleEnd } from './auction-settle.js';
import { effectiveStatus, eventData, presentBidLine, type Tagger } from './auction-view.js';
import { auctionEndJob, timeKey } from './auctions.jobs.js';
import { auctionParticipants } from './auctions.schema.js';
import { appendEvent, insertBids, lockAuction, setMaxBids, updateAuction, type AuctionRow } from './auctions.repository.js';
import { auctionNotFound } from './lifecycle.service.js';
import { placeBid, type EngineAuction, type EngineResult, type HistoryLine, type Standing } from './proxy-engine.js';

/** One "Đặt giá tối đa" waiting for its round: who, the maximum, and what covers it (available + deposit). */
export interface BidIntent {
  userId: string;
  max: number;
  funds: number;
}

/** A bid's outcome: refused with its reason, or accepted, with the auction as the round left it. */
export type BidOutcome =
  { refusal: AppError } | { accepted: true; auction: AuctionRow; eventId: number; extended: boolean; boughtNow: boolean };

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

export function notBiddable(a: AuctionRow, now: Date) {
  const status = effectiveStatus(a, now);
  if (status === 'scheduled') return businessRule('Phiên đấu giá chưa bắt đầu');
  if (status === 'ended' && (a.status === 'scheduled' || a.status === 'active'))
    return new AppError('invalid_transition', 409, 'Phiên đấu giá đã kết thúc, không thể đặt giá thêm');
  return new AppError('invalid_transition', 409, `Phiên đấu giá đang ở trạng thái "${AUCTION_STATUS_LABELS[status]}", không thể đặt giá`);
}

function refusalOf(r: Extract<EngineResult, { accepted: false }>, max: number) {
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
    const locked = await lockStanding(tx, auctionId);
    if (!locked) throw auctionNotFound();
    const { a } = locked;
    if (effectiveStatus(a, now) !== 'active') {
      if (effectiveStatus(a, now) === 'ended' && (a.status === 'scheduled' || a.status === 'active')) await settleEnd(tx, a, now, tag);
      return bids.map(() => ({ refusal: notBiddable(a, now) }));
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
    const results = bids.map((bid) => {
      // after a buy-now the auction is over: the rest of the round is refused as a late bid would be
      if (state.endsAt <= now.getTime()) return { bid, r: { accepted: false as const, reason: 'ended' as const } };
      const r = placeBid(state, { userId: bid.userId, max: bid.max, at: now.getTime(), funds: bid.funds });
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
    if (!accepted.length)
      return results.map(({ bid, r }) => ({ refusal: refusalOf(r as Extract<EngineResult, { accepted: false }>, bid.max) }));

    const { updated, eventId } = await writeRound(tx, a, state, accepted, now, tag);
    return results.map(({ bid, r }) =>
      r.accepted
        ? { accepted: true as const, auction: updated, eventId, extended: r.extended, boughtNow: r.boughtNow }
        : { refusal: refusalOf(r, bid.max) },
    );
  });
}

type Accepted = { bid: BidIntent; r: Extract<EngineResult, { accepted: true }> };

async function writeRound(tx: Tx, a: AuctionRow, state: EngineAuction, accepted: Accepted[], now: Date, tag: Tagger) {
  // each bidder's last maximum of the round is theirs now
  await setMaxBids(tx, a.id, new Map(accepted.map(({ bid }) => [bid.userId, bid.max])), now);
  const lines: HistoryLine[] = accepted.flatMap(({ r }) => r.lines);
  const inserted = await insertBids(
    tx,
    lines.map((l) => ({ auctionId: a.id, bidderId: l.userId, amount: l.amount, kind: l.kind, createdAt: now })),
  );
  const updated = await updateAuction(tx, a.id, {
    currentPrice: state.currentPrice,
    bidCount: state.bidCount,
    leaderId: state.leader!.userId,
    runnerUpId: state.runnerUp?.userId ?? null,
    endAt: new Date(state.endsAt),
    updatedAt: now,
  });
  const extenders = new Set(accepted.filter(({ r }) => r.extended).map(({ bid }) => bid.userId));
  const names = await bidderNames(tx, [...new Set(inserted.map((l) => l.bidderId!))]);
  const eventId = await appendEvent(
    tx,
    a.id,
    'bid',
    eventData(updated, now, tag, {
      extended: extenders.size > 0,
      lines: inserted.map((l) => presentBidLine(l, names.get(l.bidderId!) ?? null, tag)),
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
  if (leaders.size)
    await notifyMany(
      tx,
      [...leaders],
      {
        type: 'auction',
        title: 'Bạn đã bị vượt giá',
        message: `Giá của "${before.kitSnapshot.name}" đã lên ${formatMoney(after.currentPrice)}. Đặt giá tối đa cao hơn để giành lại vị trí dẫn đầu.`,
        link: auctionLink(before.id),
      },
      now,
    );
  if (before.leaderId !== after.leaderId)
    await notify(
      tx,
      {
        recipientId: before.sellerId,
        type: 'auction',
        title: 'Có giá cao nhất mới',
        message: `"${before.kitSnapshot.name}": giá hiện tại ${formatMoney(after.currentPrice)} (${after.bidCount} lượt đặt giá).`,
        link: auctionLink(before.id),
      },
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

async function bidderNames(tx: Tx, userIds: string[]) {
  const rows = userIds.length ? await tx.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, userIds)) : [];
  return new Map(rows.map((r) => [r.id, r.name]));
}
