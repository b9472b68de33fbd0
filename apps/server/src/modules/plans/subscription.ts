import type { SubscriptionPlan, SubscriptionUsage } from '@cho-gundam/contracts';
import { TRIAL_PLAN_CODE, type activeSubscription, type PlanRow, type SubscriptionRow } from './plans.repository.js';

type ActiveSubscription = NonNullable<Awaited<ReturnType<typeof activeSubscription>>>;

export function presentPlan(p: PlanRow): SubscriptionPlan {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    price: p.price,
    duration_days: p.durationDays,
    max_listings: p.isUnlimited ? null : p.maxListings,
    max_open_auctions: p.isUnlimited ? null : p.maxOpenAuctions,
    is_unlimited: p.isUnlimited,
  };
}

/**
 * A paid period as it was bought: the plan's name and code, with the price, quotas and duration
 * copied onto the subscription at purchase (an admin's later edit of the plan applies to new
 * purchases only). The trial is not bought: a trial row follows the trial plan as it is now.
 */
export function boughtPlan(sub: SubscriptionRow, plan: PlanRow): PlanRow {
  if (plan.code === TRIAL_PLAN_CODE || sub.planPrice === null) return plan;
  return {
    ...plan,
    price: sub.planPrice,
    maxListings: sub.maxListings,
    maxOpenAuctions: sub.maxOpenAuctions,
    isUnlimited: sub.isUnlimited ?? plan.isUnlimited,
    durationDays: sub.durationDays,
  };
}

/** The copy of a plan a new subscription row keeps (see `boughtPlan`). */
export const planCopy = (plan: PlanRow) => ({
  planPrice: plan.price,
  maxListings: plan.maxListings,
  maxOpenAuctions: plan.maxOpenAuctions,
  isUnlimited: plan.isUnlimited,
  durationDays: plan.durationDays,
});

/**
 * The plan that applies at `now`. A paid plan past its end date is not switched off by a job:
 * the effective plan is computed when read, so the limits fall back to the trial's the very
 * moment the plan ends (product.md §4: nothing is unpublished, nothing new can be published
 * until the seller is under the trial limit again).
 */
export function subscriptionUsage(row: ActiveSubscription, listingsUsed: number, now: Date, openAuctionsUsed = 0): SubscriptionUsage {
  const { subscription } = row;
  const expired = subscription.endDate !== null && subscription.endDate.getTime() <= now.getTime();
  const plan = presentPlan(expired ? row.trial : boughtPlan(subscription, row.plan));
  return {
    plan_id: plan.id,
    plan_code: plan.code,
    subscription_name: plan.name,
    listings_used: listingsUsed,
    max_listings: plan.max_listings,
    open_auctions_used: openAuctionsUsed,
    max_open_auctions: plan.max_open_auctions,
    is_unlimited: plan.is_unlimited,
    start_date: subscription.startDate.toISOString(),
    end_date: subscription.endDate?.toISOString() ?? null,
    expired,
    remaining: plan.max_listings === null ? null : Math.max(0, plan.max_listings - listingsUsed),
  };
}

export const hasListingLeft = (u: SubscriptionUsage) => u.max_listings === null || u.listings_used < u.max_listings;
export const hasAuctionLeft = (u: SubscriptionUsage) => u.max_open_auctions === null || u.open_auctions_used < u.max_open_auctions;
