import { sql, type SQL } from 'drizzle-orm';
import type { PostalAddressRecord } from '@cho-gundam/contracts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { kits } from '../kits/kits.schema.js';
import { shops } from '../shops/shops.schema.js';
import { users } from '../users/users.schema.js';

export const ORDER_STATUSES = ['pending', 'packaging', 'delivering', 'delivered', 'completed', 'canceled', 'failed'] as const;
export const ORDER_TYPES = ['regular', 'auction', 'exchange'] as const;

/**
 * A status's place in the order's life (pending 0 … failed 6), the moderator's sort by status. The
 * numbers are literals, not parameters, so a query's expression is the index's and the planner uses
 * orders_status_rank_idx.
 */
export const orderStatusRank = (status: AnyPgColumn): SQL =>
  sql`(case ${status} ${sql.raw(ORDER_STATUSES.map((s, i) => `when '${s}' then ${i}`).join(' '))} end)`;

/** One checkout = one or more orders (one per shop), paid in one transaction. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkouts_buyer_idx').on(t.buyerId, t.createdAt)],
);

/**
 * An order between one buyer and one seller. Status transitions are conditional updates
 * (`where status = expected`) in the same transaction as their ledger entries (docs/domain/orders.md).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    type: text('type', { enum: ORDER_TYPES }).notNull().default('regular'),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    itemsSubtotal: bigint('items_subtotal', { mode: 'number' }).notNull(),
    deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    /** platform fee taken from the seller's share on completion (rate fixed at checkout) */
    platformFee: bigint('platform_fee', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    isPackaged: boolean('is_packaged').notNull().default(false),
    packagingImageUrls: text('packaging_image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    shipFrom: jsonb('ship_from').$type<PostalAddressRecord>().notNull(),
    shipTo: jsonb('ship_to').$type<PostalAddressRecord>().notNull(),
    canceledBy: uuid('canceled_by').references(() => users.id, { onDelete: 'set null' }),
    canceledReason: text('canceled_reason'),
    /** pending: auto-cancel at this time if the seller has not confirmed (48 h) */
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** delivered: auto-complete at this time (7 days) unless a complaint is open */
    autoCompleteAt: timestamp('auto_complete_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_code_key').on(t.code),
    index('orders_buyer_idx').on(t.buyerId, t.type, t.status, t.createdAt.desc()),
    index('orders_seller_idx').on(t.sellerId, t.status, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    // the moderator's order list: newest first, by shop or by type (docs/domain/back-office.md)
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_shop_idx').on(t.shopId, t.createdAt.desc()),
    index('orders_type_idx').on(t.type, t.createdAt.desc()),
    // the moderator's sorts by total and by status (its place in the order's life), each walked either way
    index('orders_total_idx').on(t.totalAmount, t.id),
    // nulls first: what a query's plain `desc` means, so the walk needs no sort (the columns are never null anyway)
    index('orders_status_rank_idx').on(orderStatusRank(t.status), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // the back-office dashboards: GMV of completed orders per day
    index('orders_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_confirm_deadline_idx')
      .on(t.confirmDeadline)
      .where(sql`${t.status} = 'pending'`),
    index('orders_auto_complete_idx')
      .on(t.autoCompleteAt)
      .where(sql`${t.status} = 'delivered'`),
    check(
      'orders_amounts_nonneg',
      sql`${t.itemsSubtotal} >= 0 and ${t.deliveryFee} >= 0 and ${t.platformFee} >= 0 and ${t.totalAmount} = ${t.itemsSubtotal} + ${t.deliveryFee}`,
    ),
    check('orders_status_valid', sql`${t.status} in ('pending','packaging','delivering','delivered','completed','canceled','failed')`),
  ],
);

/** Snapshot of each kit at order time. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kitId: uuid('kit_id').references(() => kits.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    grade: text('grade').notNull(),
    scale: text('scale').notNull(),
    quantity: integer('quantity').notNull().default(1),
    price: bigint('price', { mode: 'number' }).notNull(),
    weightGrams: integer('weight_grams').notNull(),
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_kit_idx').on(t.kitId)],
);

/**
 * A kit belongs to at most one open order: this row exists while the order is open and is deleted
 * when it completes, cancels or fails. The unique key makes "no kit in two orders" a database fact.
 */
export const openOrderKits = pgTable(
  'open_order_kits',
  {
    kitId: uuid('kit_id')
      .primaryKey()
      .references(() => kits.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [index('open_order_kits_order_idx').on(t.orderId)],
);

/** The order's timeline: one row per transition, with who did it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** null when the system (a deadline job, the carrier) did it */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** created | confirmed | packed | shipped | delivered | completed | canceled | failed | complaint_opened | complaint_resolved | auto_canceled | auto_completed */
    action: text('action').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const COMPLAINT_STATUSES = ['open', 'refunded', 'partially_refunded', 'released'] as const;

/** "Khiếu nại": opened by the buyer within 3 days of delivery; a moderator decides. */
export const orderComplaints = pgTable(
  'order_complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('open'),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** the seller's answer, once, while the complaint is open */
    sellerResponse: text('seller_response'),
    sellerRespondedAt: timestamp('seller_responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_complaints_order_key').on(t.orderId), index('order_complaints_status_idx').on(t.status, t.createdAt)],
);
