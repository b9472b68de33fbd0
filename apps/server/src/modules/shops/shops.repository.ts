import { and, asc, count, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { kits, sellerSubscriptions, shops, subscriptionPlans, userAddresses, users } from '../../db/schema.js';

export type ShopRow = typeof shops.$inferSelect;
export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof sellerSubscriptions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const TRIAL_PLAN_CODE = 'trial';

/**
 * Locks the member's row (FOR NO KEY UPDATE, the lock the address book takes too), so opening a
 * shop is decided on a stable picture: no concurrent second shop, and the pickup address cannot
 * be removed or unflagged while the shop is being created.
 */
export async function lockUser(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ id: users.id, role: users.role, phoneNumberVerified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row ?? null;
}

export async function setRole(ex: Executor, userId: string, role: 'seller', now: Date) {
  await ex.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId));
}

export async function pickupAddress(ex: Executor, userId: string) {
  const [row] = await ex
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isPickupAddress, true)))
    .limit(1);
  return row ?? null;
}

export async function findShopByOwner(ex: Executor, ownerId: string) {
  const [row] = await ex.select().from(shops).where(eq(shops.ownerId, ownerId)).limit(1);
  return row ?? null;
}

/** Is the name used by another shop, whatever its case (the shops_name_key index is on lower(name))? */
export async function shopNameTaken(ex: Executor, name: string, exceptShopId?: string) {
  const [row] = await ex
    .select({ id: shops.id })
    .from(shops)
    .where(sql`lower(${shops.name}) = lower(${name})`)
    .limit(1);
  return row !== undefined && row.id !== exceptShopId;
}

export async function insertShop(ex: Executor, values: typeof shops.$inferInsert) {
  const [row] = await ex.insert(shops).values(values).returning();
  return row!;
}

export async function updateShop(ex: Executor, shopId: string, patch: Partial<Pick<ShopRow, 'name' | 'description' | 'updatedAt'>>) {
  const [row] = await ex.update(shops).set(patch).where(eq(shops.id, shopId)).returning();
  return row ?? null;
}

/** The public shop card: the shop, its owner, and how many kits it lists right now. */
export async function findPublicShop(ex: Executor, slugOrId: string) {
  const where = UUID.test(slugOrId) ? eq(shops.id, slugOrId) : eq(shops.slug, slugOrId.toLowerCase());
  const [row] = await ex
    .select({
      shop: shops,
      owner: { id: users.id, fullName: users.fullName, avatarUrl: users.avatarUrl },
      published: sql<number>`(select count(*)::int from ${kits} where ${kits.ownerId} = ${shops.ownerId} and ${kits.status} = 'published')`,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export async function listPlans(ex: Executor) {
  return ex.select().from(subscriptionPlans).where(eq(subscriptionPlans.isActive, true)).orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.price));
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

/**
 * The listings in use: the seller's published kits, counted (never a stored counter, so it cannot
 * drift), an index-only read of kits_published_owner_idx. Run it as its own statement after
 * locking the subscription: in READ COMMITTED a statement sees what committed before it started,
 * so a count taken in the locking statement would miss the publish that held the lock.
 */
export async function countPublished(ex: Executor, sellerId: string) {
  const [row] = await ex
    .select({ n: count() })
    .from(kits)
    .where(and(eq(kits.ownerId, sellerId), sql`${kits.status} = 'published'`));
  return Number(row?.n ?? 0);
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
