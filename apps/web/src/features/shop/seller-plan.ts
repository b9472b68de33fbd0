import type { SubscriptionUsage } from '@cho-gundam/contracts';
import type { SellerPlan } from './user-slice';

/** The server's usage as the sidebar's `sellerPlan` (it names the plan `plan_name`; null limits mean unlimited). */
export function toSellerPlan(u: SubscriptionUsage): SellerPlan {
  return {
    plan_name: u.subscription_name,
    listings_used: u.listings_used,
    max_listings: u.max_listings,
    open_auctions_used: u.open_auctions_used,
    max_open_auctions: u.max_open_auctions,
    end_date: u.end_date,
  };
}

/** "5 / 50", "5 / Không giới hạn". */
export function quotaText(used: number, max: number | null): string {
  return `${used} / ${max === null ? 'Không giới hạn' : max}`;
}

/** Share of the plan in use, 0–100 (0 for an unlimited plan: there is no ceiling to approach). */
export function quotaPercent(used: number, max: number | null): number {
  if (max === null || max <= 0) return 0;
  return Math.min(100, Math.round((used / max) * 100));
}
