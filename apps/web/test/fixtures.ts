import type { SubscriptionPlan } from '@cho-gundam/contracts';

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
