import { z } from 'zod';
import { addressSchema } from './addresses.js';
import { uuidField } from './fields.js';
import { KIT_CONDITIONS, KIT_RULES, KIT_SORTS, KIT_STATUSES, kitCardSchema } from './kits.js';
import { pageQuery, paged } from './pagination.js';
import { SHOP_NAME_RULES } from './constants.js';

export const SHOP_DESCRIPTION_MAX = 2000;

export const shopNameField = z
  .string({ error: 'Vui lòng nhập tên shop' })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(SHOP_NAME_RULES.min, { error: `Tên shop tối thiểu ${SHOP_NAME_RULES.min} ký tự` })
      .max(SHOP_NAME_RULES.max, { error: `Tên shop tối đa ${SHOP_NAME_RULES.max} ký tự` }),
  );

export const registerShopBody = z.strictObject({ name: shopNameField });
export type RegisterShopBody = z.infer<typeof registerShopBody>;

export const updateShopBody = z.strictObject({
  name: shopNameField.optional(),
  description: z
    .string()
    .trim()
    .max(SHOP_DESCRIPTION_MAX, { error: `Mô tả shop tối đa ${SHOP_DESCRIPTION_MAX} ký tự` })
    .optional(),
});
export type UpdateShopBody = z.infer<typeof updateShopBody>;

export const shopSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  owner_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shop = z.infer<typeof shopSchema>;

/** `GET /subscription-plans`: null limits mean unlimited. */
export const subscriptionPlanSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  price: z.number(),
  duration_days: z.number().nullable(),
  max_listings: z.number().nullable(),
  max_open_auctions: z.number().nullable(),
  is_unlimited: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;
export const subscriptionPlanListResponse = z.array(subscriptionPlanSchema);

/**
 * The seller's plan as it applies right now. `listings_used` is counted from the published kits,
 * never stored. When a paid plan has ended, the limits are the trial's (`expired: true`, and
 * `plan_code`/`max_*` are the trial's) until the seller buys a plan again.
 * `remaining` is the number of listings that can still be published (null = unlimited).
 */
export const subscriptionUsageSchema = z.object({
  plan_id: z.string(),
  plan_code: z.string(),
  subscription_name: z.string(),
  listings_used: z.number(),
  max_listings: z.number().nullable(),
  open_auctions_used: z.number(),
  max_open_auctions: z.number().nullable(),
  is_unlimited: z.boolean(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  expired: z.boolean(),
  remaining: z.number().nullable(),
});
export type SubscriptionUsage = z.infer<typeof subscriptionUsageSchema>;

export const myShopResponse = z.object({
  shop: shopSchema,
  pickup_address: addressSchema.nullable(),
  subscription: subscriptionUsageSchema,
});
export type MyShopResponse = z.infer<typeof myShopResponse>;

/** What anyone sees of a shop (product detail shop card, public shop page). */
export const publicShopSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  owner: z.object({ id: z.string(), full_name: z.string(), avatar_url: z.string().nullable() }),
  joined_at: z.string(),
  published_count: z.number(),
  /** ratings come with orders; null until then */
  rating: z.number().nullable(),
});
export type PublicShop = z.infer<typeof publicShopSchema>;

export const listingPriceField = z
  .number({ error: 'Giá bán phải là số' })
  .int({ error: 'Giá bán phải là số nguyên (đồng)' })
  .min(KIT_RULES.priceMin, { error: 'Giá bán tối thiểu 1.000 ₫' })
  .max(KIT_RULES.priceMax, { error: 'Giá bán tối đa 1.000.000.000 ₫' });

export const publishKitBody = z.strictObject({ price: listingPriceField.optional() }).optional();
export type PublishKitBody = z.infer<typeof publishKitBody>;

/** A seller's kit as listed in /shop/management: the kit card and how often it was viewed. */
export const sellerKitSchema = kitCardSchema.extend({ view_count: z.number() });
export type SellerKit = z.infer<typeof sellerKitSchema>;

export const publishKitResponse = z.object({ kit: sellerKitSchema, subscription: subscriptionUsageSchema });
export type PublishKitResponse = z.infer<typeof publishKitResponse>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const sellerKitsQuery = pageQuery.extend({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, { error: 'Từ khóa tối đa 100 ký tự' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(KIT_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional()),
  grade: z.preprocess(blankToUndefined, z.string().trim().toUpperCase().max(10).optional()),
  condition: z.preprocess(blankToUndefined, z.enum(KIT_CONDITIONS, { error: 'Tình trạng không hợp lệ' }).optional()),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(KIT_SORTS, { error: 'Cách sắp xếp phải là newest, name, price_desc hoặc price_asc' }).default('newest'),
  ),
});
export type SellerKitsQuery = z.infer<typeof sellerKitsQuery>;
export const sellerKitListResponse = paged(sellerKitSchema);

/** `GET /sellers/me/dashboard`. Money and order figures stay 0 / {} until orders exist. */
export const sellerDashboardSchema = z.object({
  published_count: z.number(),
  in_store_count: z.number(),
  total_views: z.number(),
  /** the 5 most viewed kits of the seller */
  views_top: z.array(sellerKitSchema),
  subscription: subscriptionUsageSchema,
  /** one entry per day (Asia/Ho_Chi_Minh), oldest first, the last 30 days including today */
  recent_published: z.array(z.object({ date: z.string(), count: z.number() })),
  total_income: z.number(),
  income_this_month: z.number(),
  completed_orders_count: z.number(),
  processing_orders_count: z.number(),
  active_auctions_count: z.number(),
  pending_auction_requests_count: z.number(),
  orders_by_status: z.record(z.string(), z.number()),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

/* ---------------------------------------------------------------------------------------------
 * Plans bought from the wallet (product.md §4; docs/domain/plans.md)
 * ------------------------------------------------------------------------------------------- */

/**
 * What buying a plan does, decided on the server from the seller's current plan:
 * `purchase` — from the trial (or a paid plan already ended): starts now for `duration_days`;
 * `renewal` — the same paid plan still running: the end date moves `duration_days` further;
 * `upgrade` / `change` — another paid plan while one is running: starts now, the unused part of
 * the old plan is credited (`change` is a move to a cheaper plan).
 */
export const PLAN_PURCHASE_ACTIONS = ['purchase', 'renewal', 'upgrade', 'change'] as const;
export type PlanPurchaseAction = (typeof PLAN_PURCHASE_ACTIONS)[number];
export const PLAN_PURCHASE_ACTION_LABELS: Record<PlanPurchaseAction, string> = {
  purchase: 'Mua gói',
  renewal: 'Gia hạn',
  upgrade: 'Nâng cấp',
  change: 'Đổi gói',
};

/** A row of the seller's plan history: `trial` is the free plan (at registration or after a paid plan ended). */
export const SUBSCRIPTION_PERIOD_KINDS = ['trial', ...PLAN_PURCHASE_ACTIONS] as const;
export type SubscriptionPeriodKind = (typeof SUBSCRIPTION_PERIOD_KINDS)[number];
export const SUBSCRIPTION_PERIOD_KIND_LABELS: Record<SubscriptionPeriodKind, string> = {
  trial: 'Gói dùng thử',
  ...PLAN_PURCHASE_ACTION_LABELS,
};

/** `POST /subscriptions/purchase` (header Idempotency-Key required). */
export const planPurchaseBody = z.strictObject({ plan_id: uuidField });
export type PlanPurchaseBody = z.infer<typeof planPurchaseBody>;

/** `GET /subscriptions/quote?plan_id=` */
export const planQuoteQuery = z.object({ plan_id: uuidField });
export type PlanQuoteQuery = z.infer<typeof planQuoteQuery>;

/**
 * What buying `plan` would do right now. `charge = max(0, price − credit)` is taken from the
 * available balance; `missing` > 0 means the balance is short by that much (top up first).
 * `credit_lost` is the part of the credit above the new price (a move to a cheaper plan): it is
 * not refunded. `over_limit` means more kits are published than the new plan allows: nothing is
 * taken down, but nothing new can be published until the seller is under the limit again.
 */
export const planQuoteSchema = z.object({
  plan: subscriptionPlanSchema,
  action: z.enum(PLAN_PURCHASE_ACTIONS),
  current_plan_id: z.string().nullable(),
  current_plan_name: z.string().nullable(),
  price: z.number(),
  credit: z.number(),
  credit_lost: z.number(),
  charge: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  available_balance: z.number(),
  missing: z.number(),
  listings_used: z.number(),
  over_limit: z.boolean(),
});
export type PlanQuote = z.infer<typeof planQuoteSchema>;

export const planPurchaseResponse = z.object({
  subscription_id: z.string(),
  action: z.enum(PLAN_PURCHASE_ACTIONS),
  plan: subscriptionPlanSchema,
  price: z.number(),
  credit: z.number(),
  charge: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  subscription: subscriptionUsageSchema,
  available_balance: z.number(),
});
export type PlanPurchaseResponse = z.infer<typeof planPurchaseResponse>;

/** `GET /subscriptions/history`: the seller's periods, newest first; `amount_paid` is what that purchase took from the wallet. */
export const subscriptionPeriodSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_code: z.string(),
  plan_name: z.string(),
  kind: z.enum(SUBSCRIPTION_PERIOD_KINDS),
  start_date: z.string(),
  end_date: z.string().nullable(),
  amount_paid: z.number(),
  is_active: z.boolean(),
  purchased_at: z.string(),
});
export type SubscriptionPeriod = z.infer<typeof subscriptionPeriodSchema>;
export const subscriptionHistoryResponse = z.array(subscriptionPeriodSchema);

/** `GET /api/v1/moderator/shops?q=`: order management's shop picker (the name or its unaccented form). */
export const staffShopSearchQuery = z.object({
  q: z
    .string({ error: 'Vui lòng nhập tên shop' })
    .trim()
    .min(1, { error: 'Vui lòng nhập tên shop' })
    .max(100, { error: 'Tên shop tối đa 100 ký tự' }),
});
export const staffShopOptionSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), owner_name: z.string() });
export type StaffShopOption = z.infer<typeof staffShopOptionSchema>;
export const staffShopOptionsResponse = z.array(staffShopOptionSchema);
