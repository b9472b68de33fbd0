import { asc, count, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sellerSubscriptions, subscriptionPlans } from './plans.schema.js';

/** Sellers per plan, by their active subscription (every plan listed, retired ones too, in the plans' order, zero included). */
export async function sellersByPlan(ex: Executor) {
  const rows = await ex
    .select({ code: subscriptionPlans.code, name: subscriptionPlans.name, n: count(sellerSubscriptions.id) })
    .from(subscriptionPlans)
    .leftJoin(sellerSubscriptions, sql`${sellerSubscriptions.planId} = ${subscriptionPlans.id} and ${sellerSubscriptions.isActive}`)
    .groupBy(subscriptionPlans.id, subscriptionPlans.code, subscriptionPlans.name, subscriptionPlans.sortOrder)
    .orderBy(asc(subscriptionPlans.sortOrder));
  return rows.map((r) => ({ code: r.code, name: r.name, sellers: Number(r.n) }));
}
