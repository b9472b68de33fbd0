import type { SubscriptionPlan, SubscriptionUsage } from '@cho-gundam/contracts';
import type { Db, Executor } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { listPlans, planByCode, insertSubscription, TRIAL_PLAN_CODE } from './plans.repository.js';
import { currentUsage } from './quota.js';
import { planCopy, presentPlan } from './subscription.js';

const noShopYet = () => notFound('Bạn chưa có shop. Hãy đăng ký shop trước.');

/** The plans on offer and what a seller's plan allows right now. */
export function plansService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async list(): Promise<SubscriptionPlan[]> {
      return (await listPlans(db)).map(presentPlan);
    },

    async usage(caller: Actor): Promise<SubscriptionUsage> {
      authorize(caller, 'shop.manage');
      const usage = await currentUsage(db, caller.userId, clock.now());
      if (!usage) throw noShopYet();
      return usage;
    },
  };
}
export type PlansService = ReturnType<typeof plansService>;

/** A new seller starts on the trial plan (GÓI DÙNG THỬ, no end date), in the transaction that opens the shop. */
export async function startTrial(tx: Executor, sellerId: string, now: Date) {
  const trial = await planByCode(tx, TRIAL_PLAN_CODE);
  if (!trial) throw new Error('the trial plan is missing (seeded by migration 0001)');
  await insertSubscription(tx, {
    sellerId,
    planId: trial.id,
    startDate: now,
    endDate: null,
    ...planCopy(trial),
    createdAt: now,
    updatedAt: now,
  });
}
