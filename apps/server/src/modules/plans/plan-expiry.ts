import { formatDateTime } from '@cho-gundam/contracts';
import type { Tx } from '../../db/client.js';
import { days } from '../../lib/clock.js';
import { countPublishedKits } from '../kits/index.js';
import { notify } from '../notifications/index.js';
import * as repo from './plans.repository.js';
import { overLimitNote, PLAN_TITLES, PLAN_WARNING_BEFORE_MS, PLANS_LINK } from './plan-rules.js';
import type { PlanPurchaseDeps } from './plan-purchase.service.js';
import { planCopy } from './subscription.js';

/**
 * The end of a paid plan (docs/domain/plans.md): a warning 3 days before, and the switch back to
 * the trial once it ended. Run every 10 minutes by the `plans.expiry_sweep` job.
 */
export function planExpiry({ db, clock, log }: PlanPurchaseDeps) {
  return {
    /**
     * The periodic sweep (every 10 minutes): (b) an active paid plan whose end date has passed is
     * replaced by the trial (start = the old end date, no end) and the seller is told; (a) an active
     * paid plan ending within 3 days gets one warning — `expiry_warned_at` is set in the same
     * transaction as the notification, under the subscription's row lock, so a sweep run twice
     * warns once.
     * The limits already follow the end date on read (subscription.ts); the switch only records it.
     */
    async sweep(): Promise<{ expired: number; warned: number }> {
      const now = clock.now();
      let expired = 0;
      let warned = 0;
      const failures: unknown[] = [];
      for (const c of await repo.activePaidEndingBetween(db, null, now)) {
        try {
          if (await db.transaction((tx) => expireOne(tx, c.id, now))) expired++;
        } catch (err) {
          failures.push(err);
          log?.error({ err, subscriptionId: c.id }, 'plan expiry failed');
        }
      }
      for (const c of await repo.activePaidEndingBetween(db, now, new Date(now.getTime() + PLAN_WARNING_BEFORE_MS))) {
        try {
          if (await db.transaction((tx) => warnOne(tx, c.id, now))) warned++;
        } catch (err) {
          failures.push(err);
          log?.error({ err, subscriptionId: c.id }, 'plan expiry warning failed');
        }
      }
      if (failures.length) throw failures[0];
      return { expired, warned };
    },
  };
}

async function expireOne(tx: Tx, subscriptionId: string, now: Date) {
  const row = await repo.lockSubscriptionById(tx, subscriptionId);
  const s = row?.subscription;
  if (!row || !s || !s.isActive || s.endDate === null || s.endDate.getTime() > now.getTime()) return false;
  const trial = await repo.planByCode(tx, repo.TRIAL_PLAN_CODE);
  if (!trial) throw new Error('the trial plan is missing (seeded by migration 0001)');
  await repo.deactivateSubscription(tx, s.id, now);
  await repo.insertSubscription(tx, {
    sellerId: s.sellerId,
    planId: trial.id,
    startDate: s.endDate,
    endDate: null,
    isActive: true,
    ...planCopy(trial),
    amountPaid: 0,
    createdAt: now,
    updatedAt: now,
  });
  const used = await countPublishedKits(tx, s.sellerId);
  const limit = trial.maxListings === null ? 'không giới hạn sản phẩm' : `tối đa ${trial.maxListings} sản phẩm đăng bán cùng lúc`;
  await notify(
    tx,
    {
      recipientId: s.sellerId,
      type: 'subscription',
      title: PLAN_TITLES.expired,
      message: `${row.plan.name} của shop đã hết hạn lúc ${formatDateTime(s.endDate)}. Shop trở về ${trial.name} (${limit}).${overLimitNote(trial, used)} Bạn có thể mua lại gói trong mục Gói dịch vụ.`,
      link: PLANS_LINK,
      email: true,
    },
    now,
  );
  return true;
}

async function warnOne(tx: Tx, subscriptionId: string, now: Date) {
  const row = await repo.lockSubscriptionById(tx, subscriptionId);
  const s = row?.subscription;
  if (!row || !s || !s.isActive || s.endDate === null) return false;
  const left = s.endDate.getTime() - now.getTime();
  if (left <= 0 || left > PLAN_WARNING_BEFORE_MS) return false;
  // once per period: the mark is written with the notification, under the subscription's row lock
  if (s.expiryWarnedAt) return false;
  await repo.markExpiryWarned(tx, s.id, now);
  const daysLeft = Math.max(1, Math.ceil(left / days(1)));
  await notify(
    tx,
    {
      recipientId: s.sellerId,
      type: 'subscription',
      title: PLAN_TITLES.expiring,
      message: `${row.plan.name} của shop sẽ hết hạn lúc ${formatDateTime(s.endDate)} (còn ${daysLeft} ngày). Gia hạn ngay để giữ giới hạn đăng bán của gói; khi hết hạn, shop trở về gói dùng thử.`,
      link: PLANS_LINK,
      email: true,
    },
    now,
  );
  return true;
}
