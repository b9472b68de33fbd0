import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { sellerSubscriptions, subscriptionPlans } from './plans.schema.js';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof sellerSubscriptions.$inferSelect;

export const TRIAL_PLAN_CODE = 'trial';

export async function listPlans(ex: Executor) {
  return ex
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.price));
}

export async function planByCode(ex: Executor, code: string) {
  const [row] = await ex.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, code)).limit(1);
  return row ?? null;
}

export async function insertSubscription(ex: Executor, values: typeof sellerSubscriptions.$inferInsert) {
  const [row] = await ex.insert(sellerSubscriptions).values(values).returning();
  return row!;
}

const trialPlan = alias(subscriptionPlans, 'trial_plan');

/**
 * The seller's active subscription with its plan and the trial plan (the limits that apply once a
 * paid plan has ended). `lock` takes the row FOR UPDATE: every publish of one seller then runs one
 * at a time, which is what keeps the quota exact under concurrency.
 */
export async function activeSubscription(ex: Executor, sellerId: string, opts: { lock?: boolean } = {}) {
  const q = ex
    .select({ subscription: sellerSubscriptions, plan: subscriptionPlans, trial: trialPlan })
    .from(sellerSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, sellerSubscriptions.planId))
    .innerJoin(trialPlan, eq(trialPlan.code, TRIAL_PLAN_CODE))
    .where(and(eq(sellerSubscriptions.sellerId, sellerId), eq(sellerSubscriptions.isActive, true)))
    .limit(1);
  if (!opts.lock) return (await q)[0] ?? null;
  // Under FOR UPDATE, a transaction that waited for a plan purchase finds the row it waited for
  // no longer active (the purchase replaced it) and gets nothing back; the replacement committed
  // with the purchase, so a fresh statement sees it. A few tries cover back-to-back purchases.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await q.for('update', { of: sellerSubscriptions });
    if (row) return row;
  }
  return null;
}

export async function planById(ex: Executor, id: string) {
  const [row] = await ex.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).limit(1);
  return row ?? null;
}

export async function deactivateSubscription(ex: Executor, id: string, now: Date) {
  await ex.update(sellerSubscriptions).set({ isActive: false, updatedAt: now }).where(eq(sellerSubscriptions.id, id));
}

/** Every period of the seller, oldest first (a renewal shares its start with the period it extends and ends later). */
export async function subscriptionPeriods(ex: Executor, sellerId: string) {
  return ex
    .select({ subscription: sellerSubscriptions, plan: subscriptionPlans })
    .from(sellerSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, sellerSubscriptions.planId))
    .where(eq(sellerSubscriptions.sellerId, sellerId))
    .orderBy(asc(sellerSubscriptions.startDate), sql`${sellerSubscriptions.endDate} asc nulls first`, asc(sellerSubscriptions.createdAt));
}

/** Active paid periods whose end date falls in (after, upTo]: candidates for the expiry warning or the switch back to the trial. */
export async function activePaidEndingBetween(ex: Executor, after: Date | null, upTo: Date, limit = 500) {
  return ex
    .select({ id: sellerSubscriptions.id, sellerId: sellerSubscriptions.sellerId, endDate: sellerSubscriptions.endDate })
    .from(sellerSubscriptions)
    .where(
      and(
        eq(sellerSubscriptions.isActive, true),
        isNotNull(sellerSubscriptions.endDate),
        lte(sellerSubscriptions.endDate, upTo),
        after ? gt(sellerSubscriptions.endDate, after) : undefined,
      ),
    )
    .orderBy(asc(sellerSubscriptions.endDate))
    .limit(limit);
}

/** One subscription with its plan, locked (FOR UPDATE): the same lock publishing and purchases take. */
export async function lockSubscriptionById(ex: Executor, id: string) {
  const [row] = await ex
    .select({ subscription: sellerSubscriptions, plan: subscriptionPlans })
    .from(sellerSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, sellerSubscriptions.planId))
    .where(eq(sellerSubscriptions.id, id))
    .for('update', { of: sellerSubscriptions });
  return row ?? null;
}

/** The expiry warning of this period was sent (plan-expiry.ts). */
export async function markExpiryWarned(ex: Executor, id: string, now: Date) {
  await ex.update(sellerSubscriptions).set({ expiryWarnedAt: now }).where(eq(sellerSubscriptions.id, id));
}

/** Every plan (those no longer sold too), in the shop page's order. */
export async function allPlans(ex: Executor) {
  return ex.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.price));
}

/** Active subscriptions per plan that have not ended at `now` (one grouped query). */
export async function activeSubscriptionCounts(ex: Executor, now: Date) {
  const rows = await ex
    .select({ planId: sellerSubscriptions.planId, n: sql<number>`count(*)::int` })
    .from(sellerSubscriptions)
    .where(
      and(
        eq(sellerSubscriptions.isActive, true),
        sql`(${sellerSubscriptions.endDate} is null or ${sellerSubscriptions.endDate} > ${now.toISOString()})`,
      ),
    )
    .groupBy(sellerSubscriptions.planId);
  return new Map(rows.map((r) => [r.planId, r.n]));
}

/** One plan, locked (an admin's edit; purchases read it without waiting). */
export async function lockPlan(ex: Executor, id: string) {
  const [row] = await ex.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).for('update');
  return row ?? null;
}

export async function updatePlan(ex: Executor, id: string, set: Partial<typeof subscriptionPlans.$inferInsert>) {
  const [row] = await ex.update(subscriptionPlans).set(set).where(eq(subscriptionPlans.id, id)).returning();
  return row!;
}
