import { AUCTION_STATUS_LABELS, formatDateTime } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule, notFound } from '../../lib/errors.js';
import type { JobsPoke } from '../../lib/module.js';
import { recordStaffAction } from '../audit/index.js';
import { lockKits, moveKits } from '../kits/index.js';
import { notify, notifyMany } from '../notifications/index.js';
import { releaseDeposits } from './auction-money.js';
import { auctionLink, settleEnd } from './auction-settle.js';
import { effectiveStatus, eventData, type Tagger } from './auction-view.js';
import { auctionEndJob, auctionStartJob, timeKey } from './auctions.jobs.js';
import { appendEvent, lockAuction, overdueAuctions, participantsOf, updateAuction, type AuctionRow } from './auctions.repository.js';

export interface LifecycleDeps {
  db: Db;
  clock: Clock;
  tag: Tagger;
  jobs: JobsPoke;
}

export const auctionNotFound = () => notFound('Không tìm thấy phiên đấu giá');
const SWEEP_BATCH = 50;

/** The start and end jobs of an auction's current times (a moved time gets new jobs; the old ones do nothing). */
export async function scheduleClock(tx: Tx, a: Pick<AuctionRow, 'id' | 'startAt' | 'endAt'>) {
  await auctionStartJob.enqueue(tx, { auctionId: a.id }, { runAt: a.startAt, dedupeKey: timeKey('start', a.id, a.startAt) });
  await auctionEndJob.enqueue(tx, { auctionId: a.id }, { runAt: a.endAt, dedupeKey: timeKey('end', a.id, a.endAt) });
}

/**
 * The auction's own clock and its cancellations (docs/domain/auctions.md): scheduled → active at
 * the start, → ended/failed at the end (the end job, or the sweep when a job was missed), canceled
 * by the seller while scheduled or by a moderator at any time before it is paid.
 */
export function lifecycleService({ db, clock, tag, jobs }: LifecycleDeps) {
  /** Ends the auction if its time passed and it has not been settled yet; returns the row either way. */
  async function endIfDue(tx: Tx, a: AuctionRow, now: Date) {
    if ((a.status === 'scheduled' || a.status === 'active') && now.getTime() >= a.endAt.getTime()) return settleEnd(tx, a, now, tag);
    return a;
  }

  async function cancel(tx: Tx, a: AuctionRow, by: Actor, reason: string, now: Date) {
    const participants = await participantsOf(tx, a.id);
    await lockKits(tx, [a.kitId]);
    await moveKits(tx, [a.kitId], { from: 'auctioning', ownerId: a.sellerId, to: 'in_store', now });
    await releaseDeposits(tx, a, participants, `"${a.kitSnapshot.name}"`, now);
    const canceled = await updateAuction(tx, a.id, { status: 'canceled', canceledBy: by.userId, cancelReason: reason, updatedAt: now });
    await appendEvent(tx, a.id, 'canceled', eventData(canceled, now, tag), now);
    const message = `Phiên đấu giá "${a.kitSnapshot.name}" đã bị hủy: ${reason}`;
    if (participants.length) {
      await notifyMany(
        tx,
        participants.map((p) => p.userId),
        { type: 'auction', title: 'Phiên đấu giá đã bị hủy', message: `${message}. Tiền cọc đã được hoàn lại.`, link: auctionLink(a.id) },
        now,
      );
    }
    if (by.userId !== a.sellerId) {
      await notify(
        tx,
        {
          recipientId: a.sellerId,
          type: 'auction',
          title: 'Phiên đấu giá đã bị hủy',
          message,
          link: '/shop/auction-management',
          email: true,
        },
        now,
      );
    }
    return canceled;
  }

  const refused = (a: AuctionRow, what: string, now: Date) =>
    new AppError(
      'invalid_transition',
      409,
      `Không thể ${what}: phiên đấu giá đang ở trạng thái "${AUCTION_STATUS_LABELS[effectiveStatus(a, now)]}"`,
    );

  return {
    endIfDue,

    /** The `auctions.start` job: scheduled → active once the stored start time has come. */
    async start(auctionId: string) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const a = await lockAuction(tx, auctionId);
        if (!a || a.status !== 'scheduled' || now.getTime() < a.startAt.getTime()) return;
        if (now.getTime() >= a.endAt.getTime()) return void (await settleEnd(tx, a, now, tag));
        const active = await updateAuction(tx, a.id, { status: 'active', updatedAt: now });
        await appendEvent(tx, a.id, 'started', eventData(active, now, tag), now);
        await notify(
          tx,
          {
            recipientId: a.sellerId,
            type: 'auction',
            title: 'Phiên đấu giá đã bắt đầu',
            message: `Phiên đấu giá "${a.kitSnapshot.name}" đã bắt đầu và kết thúc lúc ${formatDateTime(a.endAt)}.`,
            link: auctionLink(a.id),
          },
          now,
        );
      });
    },

    /** The `auctions.end` job: a soft close moved the end later → a job for the new time, this one does nothing. */
    async end(auctionId: string) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const a = await lockAuction(tx, auctionId);
        if (!a) return;
        if ((a.status === 'scheduled' || a.status === 'active') && now.getTime() < a.endAt.getTime()) {
          await auctionEndJob.enqueue(tx, { auctionId: a.id }, { runAt: a.endAt, dedupeKey: timeKey('end', a.id, a.endAt) });
          return;
        }
        await endIfDue(tx, a, now);
      });
    },

    /** The recurring sweep: ends whatever is overdue (the end job of a stopped server is also picked up). */
    async sweep() {
      const now = clock.now();
      let ended = 0;
      for (const { id } of await overdueAuctions(db, now, SWEEP_BATCH)) {
        await db.transaction(async (tx) => {
          const a = await lockAuction(tx, id);
          if (a && (await endIfDue(tx, a, clock.now())) !== a) ended++;
        });
      }
      return ended;
    },

    /** The seller takes a scheduled auction back (before it starts): kit back to the collection. */
    async cancelBySeller(caller: Actor, auctionId: string, reason: string) {
      authorize(caller, 'shop.manage');
      const now = clock.now();
      const res = await db.transaction(async (tx) => {
        const a = await lockAuction(tx, auctionId);
        if (!a || a.sellerId !== caller.userId) throw auctionNotFound();
        if (effectiveStatus(a, now) !== 'scheduled') throw refused(a, 'hủy phiên đấu giá (chỉ hủy được khi chưa bắt đầu)', now);
        return cancel(tx, a, caller, reason, now);
      });
      jobs.poke();
      return res;
    },

    /** A moderator cancels any auction not yet paid, with a reason: every deposit released, audited. */
    async cancelByModerator(caller: Actor, auctionId: string, reason: string) {
      authorize(caller, 'auction.moderate');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const a = await lockAuction(tx, auctionId);
        if (!a) throw auctionNotFound();
        if (!['scheduled', 'active', 'ended'].includes(a.status)) throw refused(a, 'hủy phiên đấu giá', now);
        const canceled = await cancel(tx, a, caller, reason, now);
        await recordStaffAction(tx, {
          actor: caller,
          action: 'auction.cancel',
          target: { type: 'auction', id: a.id },
          before: { status: effectiveStatus(a, now) },
          after: { status: 'canceled' },
          reason,
          details: { kit: a.kitSnapshot.name, current_price: a.currentPrice, participants: a.participantCount },
          at: now,
        });
        return canceled;
      });
    },

    /** A moderator moves the times of a scheduled auction; the start and end jobs follow. */
    async reschedule(caller: Actor, auctionId: string, startAt: Date, endAt: Date) {
      authorize(caller, 'auction.moderate');
      const now = clock.now();
      if (startAt.getTime() <= now.getTime()) throw businessRule('Thời điểm bắt đầu mới phải ở tương lai');
      const days = (endAt.getTime() - startAt.getTime()) / 86_400_000;
      if (days < 1 || days > 7) throw businessRule('Phiên đấu giá kéo dài từ 1 đến 7 ngày');
      const res = await db.transaction(async (tx) => {
        const a = await lockAuction(tx, auctionId);
        if (!a) throw auctionNotFound();
        if (effectiveStatus(a, now) !== 'scheduled') throw refused(a, 'đổi thời gian (chỉ đổi được khi chưa bắt đầu)', now);
        const moved = await updateAuction(tx, a.id, { startAt, endAt, plannedEndAt: endAt, updatedAt: now });
        await scheduleClock(tx, moved);
        await appendEvent(tx, a.id, 'rescheduled', eventData(moved, now, tag), now);
        await recordStaffAction(tx, {
          actor: caller,
          action: 'auction.reschedule',
          target: { type: 'auction', id: a.id },
          before: { start_at: a.startAt.toISOString(), end_at: a.endAt.toISOString() },
          after: { start_at: startAt.toISOString(), end_at: endAt.toISOString() },
          at: now,
        });
        await notify(
          tx,
          {
            recipientId: a.sellerId,
            type: 'auction',
            title: 'Thời gian phiên đấu giá đã được điều chỉnh',
            message: `Phiên đấu giá "${a.kitSnapshot.name}" sẽ diễn ra từ ${formatDateTime(startAt)} đến ${formatDateTime(endAt)}.`,
            link: '/shop/auction-management',
          },
          now,
        );
        return moved;
      });
      jobs.poke();
      return res;
    },
  };
}

export type LifecycleService = ReturnType<typeof lifecycleService>;
