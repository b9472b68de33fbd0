import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** GÓI DÙNG THỬ / GÓI NÂNG CẤP / GÓI KHÔNG GIỚI HẠN, seeded by migration; null limits mean unlimited. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    durationDays: integer('duration_days'),
    maxListings: integer('max_listings'),
    maxOpenAuctions: integer('max_open_auctions'),
    isUnlimited: boolean('is_unlimited').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_plans_code_key').on(t.code), check('subscription_plans_price_nonneg', sql`${t.price} >= 0`)],
);

/**
 * The seller's plan over time; exactly one active row per seller. Publishing locks this row, so
 * concurrent publishes of one seller are serialized and the quota cannot be exceeded.
 * `listings_used` is not stored: it is the count of the seller's published kits, always true.
 */
export const sellerSubscriptions = pgTable(
  'seller_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * What the seller bought, copied from the plan at purchase (admins edit plans for new purchases
     * only, docs/domain/plans.md): the plan's price, quotas and duration then. Null only on rows
     * written without it (older test fixtures), which follow the plan row.
     */
    planPrice: bigint('plan_price', { mode: 'number' }),
    maxListings: integer('max_listings'),
    maxOpenAuctions: integer('max_open_auctions'),
    isUnlimited: boolean('is_unlimited'),
    durationDays: integer('duration_days'),
    /** what the seller paid from the wallet for this period (after any upgrade credit) */
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull().default(0),
    /** when the seller was warned that this period ends within 3 days (once per period) */
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_subscriptions_one_active')
      .on(t.sellerId)
      .where(sql`${t.isActive}`),
    index('seller_subscriptions_seller_idx').on(t.sellerId, t.createdAt),
  ],
);
