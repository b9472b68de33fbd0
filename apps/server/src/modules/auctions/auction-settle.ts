import { AUCTION_RULES, formatMoney } from '@cho-gundam/contracts';
import type { Tx } from '../../db/client.js';
import { HOUR_MS } from '../../lib/time.js';
import { lockKits, moveKits } from '../kits/index.js';
import { platformSetting } from '../ledger/index.js';
import { notify, notifyMany } from '../notifications/index.js';
import { releaseDeposits } from './auction-money.js';
import { eventData, type Tagger } from './auction-view.js';
import { auctionPaymentDueJob, auctionReminderJob, timeKey } from './auctions.jobs.js';
import { appendEvent, participantsOf, updateAuction, type AuctionRow } from './auctions.repository.js';

/**
 * How an auction ends, in the caller's transaction with the auction row locked (lock order:
 * auction → kit → ledger accounts). Used by the end job, the sweep, a buy-now bid and a bid or
 * read that finds the time passed.
 */
export const auctionLink = (id: string) => `/auction/${id}`;
const label = (a: AuctionRow) => `"${a.kitSnapshot.name}"`;

/** Schedules the payment deadline and the reminders of one payment round (0: the winner, 1: the second chance). */
export async function schedulePayment(tx: Tx, a: AuctionRow, round: number, endedAt: Date, dueAt: Date) {
  await auctionPaymentDueJob.enqueue(tx, { auctionId: a.id, round }, { runAt: dueAt, dedupeKey: timeKey('payment_due', a.id, dueAt) });
  if (round > 0) return;
  for (const after of AUCTION_RULES.paymentRemindersMs) {
    const at = new Date(endedAt.getTime() + after);
    // a payment window shorter than a reminder's delay (platform setting) skips that reminder
    if (at.getTime() >= dueAt.getTime()) continue;
    await auctionReminderJob.enqueue(
      tx,
      { auctionId: a.id, round, hours: after / HOUR_MS },
      { runAt: at, dedupeKey: timeKey(`reminder${after / HOUR_MS}`, a.id, at) },
    );
  }
}

/**
 * The end: with no bid the auction fails at once (kit back to the collection, every deposit
 * released); with a leader it is `ended`, the leader must pay within the payment window (setting, 48 h by default), and every other
 * deposit is released now. `endedAt` is the stored end (the time it ended), `now` when this runs.
 */
export async function settleEnd(tx: Tx, a: AuctionRow, now: Date, tag: Tagger, opts: { endedAt?: Date; boughtNow?: boolean } = {}) {
  const endedAt = opts.endedAt ?? a.endAt;
  const participants = await participantsOf(tx, a.id);
  if (!a.leaderId) {
    await lockKits(tx, [a.kitId]);
    await moveKits(tx, [a.kitId], { from: 'auctioning', ownerId: a.sellerId, to: 'in_store', now });
    await releaseDeposits(tx, a, participants, label(a), now);
    const failed = await updateAuction(tx, a.id, { status: 'failed', endedAt, endAt: endedAt, updatedAt: now });
    await appendEvent(tx, a.id, 'ended', eventData(failed, now, tag, { winner_tag: null, winning_price: null }), now);
    await notify(
      tx,
      {
        recipientId: a.sellerId,
        type: 'auction',
        title: 'Phiên đấu giá kết thúc không có người trả giá',
        message: `Phiên đấu giá ${label(a)} đã kết thúc mà không có người trả giá. Mô hình đã được trả về bộ sưu tập của bạn.`,
        link: auctionLink(a.id),
        email: true,
      },
      now,
    );
    if (participants.length) {
      await notifyMany(
        tx,
        participants.map((p) => p.userId),
        {
          type: 'auction',
          title: 'Tiền đặt cọc đã được hoàn lại',
          message: `Phiên đấu giá ${label(a)} đã kết thúc. Tiền cọc đã được hoàn về số dư khả dụng.`,
          link: auctionLink(a.id),
        },
        now,
      );
    }
    return failed;
  }
  // the payment window is a platform setting, read as the auction ends
  const windowHours = await platformSetting(tx, 'auction_payment_hours');
  const dueAt = new Date(now.getTime() + windowHours * HOUR_MS);
  const losers = participants.filter((p) => p.userId !== a.leaderId);
  await releaseDeposits(tx, a, losers, label(a), now);
  const ended = await updateAuction(tx, a.id, {
    status: 'ended',
    endedAt,
    endAt: endedAt,
    winnerId: a.leaderId,
    winningPrice: a.currentPrice,
    paymentDueAt: dueAt,
    secondChance: 0,
    updatedAt: now,
  });
  await schedulePayment(tx, ended, 0, endedAt, dueAt);
  await appendEvent(
    tx,
    a.id,
    'ended',
    eventData(ended, now, tag, { winner_tag: tag(a.id, a.leaderId), winning_price: a.currentPrice }),
    now,
  );
  const price = formatMoney(a.currentPrice);
  await notify(
    tx,
    {
      recipientId: a.leaderId,
      type: 'auction',
      title: 'Bạn đã thắng phiên đấu giá',
      message: `Chúc mừng! Bạn thắng ${label(a)} với giá ${price}${opts.boughtNow ? ' (mua ngay)' : ''}. Vui lòng thanh toán trong ${windowHours} giờ, nếu không tiền cọc sẽ bị mất.`,
      link: auctionLink(a.id),
      email: true,
    },
    now,
  );
  await notify(
    tx,
    {
      recipientId: a.sellerId,
      type: 'auction',
      title: 'Phiên đấu giá đã kết thúc có người thắng',
      message: `${label(a)} được đấu giá thành công với giá ${price}. Người thắng có ${windowHours} giờ để thanh toán.`,
      link: '/shop/auction-management',
      email: true,
    },
    now,
  );
  if (losers.length) {
    await notifyMany(
      tx,
      losers.map((p) => p.userId),
      {
        type: 'auction',
        title: 'Tiền đặt cọc đã được hoàn lại',
        message: `Phiên đấu giá ${label(a)} đã kết thúc. Tiền cọc đã được hoàn về số dư khả dụng.`,
        link: auctionLink(a.id),
      },
      now,
    );
  }
  return ended;
}
