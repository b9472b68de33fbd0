import type { SubscriptionPlan, SubscriptionUsage } from '@cho-gundam/contracts';

/** The three seller plans as the server lists them (trial, upgrade, unlimited). */
export const SUBSCRIPTION_PLANS: [SubscriptionPlan, SubscriptionPlan, SubscriptionPlan] = [
  {
    id: 't',
    code: 'trial',
    name: 'GÓI DÙNG THỬ',
    price: 0,
    duration_days: null,
    max_listings: 5,
    max_open_auctions: 1,
    is_unlimited: false,
  },
  {
    id: 'u',
    code: 'upgrade',
    name: 'GÓI NÂNG CẤP',
    price: 359_000,
    duration_days: 30,
    max_listings: 50,
    max_open_auctions: 10,
    is_unlimited: false,
  },
  {
    id: 'x',
    code: 'unlimited',
    name: 'GÓI KHÔNG GIỚI HẠN',
    price: 1_049_000,
    duration_days: 30,
    max_listings: null,
    max_open_auctions: null,
    is_unlimited: true,
  },
];

/**
 * A shop's use of `plan` as GET /sellers/me/subscription answers it: nothing listed and no auction
 * open, bought on 01/03/2026 and running (a paid plan far into the future); `over` changes any field.
 */
export function planUsage(plan: SubscriptionPlan = SUBSCRIPTION_PLANS[0], over: Partial<SubscriptionUsage> = {}): SubscriptionUsage {
  const listingsUsed = over.listings_used ?? 0;
  return {
    plan_id: plan.id,
    plan_code: plan.code,
    subscription_name: plan.name,
    listings_used: listingsUsed,
    max_listings: plan.max_listings,
    open_auctions_used: 0,
    max_open_auctions: plan.max_open_auctions,
    is_unlimited: plan.is_unlimited,
    start_date: '2026-03-01T03:00:00.000Z',
    end_date: plan.duration_days === null ? null : '2099-03-31T00:00:00.000Z',
    expired: false,
    remaining: plan.max_listings === null ? null : plan.max_listings - listingsUsed,
    ...over,
  };
}

/** A buyer's delivery address in Hồ Chí Minh city (the fields an order and an address book share). */
export const HCM_ADDRESS = {
  full_name: 'Nguyễn Văn Mua',
  phone_number: '0901234567',
  province_code: '79',
  province_name: 'Thành phố Hồ Chí Minh',
  ward_code: '26734',
  ward_name: 'Phường Bến Thành',
  detail: '12 Lê Lợi',
};
