import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema.js';

export const SHIPMENT_STATUSES = [
  'ready_to_pick',
  'picking',
  'picked',
  'delivering',
  'delivered',
  'delivery_failed',
  'returning',
  'returned',
  'canceled',
] as const;

/** `delivery`: the order's parcel to its buyer; `return`: the parcel back to its seller (an exchange's "hoàn hàng" decision). */
export const SHIPMENT_KINDS = ['delivery', 'return'] as const;
export type ShipmentKind = (typeof SHIPMENT_KINDS)[number];

/**
 * The carrier's parcel for an order, created when the seller uploads packing photos (`delivery`),
 * or when a moderator sends an exchange's delivered kits back to their senders (`return`): at most
 * one of each per order. `status_rank` orders carrier statuses so that late or repeated updates
 * never move a shipment backwards.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHIPMENT_KINDS }).notNull().default('delivery'),
    /** simulated | ghn */
    carrier: text('carrier').notNull(),
    trackingCode: text('tracking_code').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('ready_to_pick'),
    statusRank: integer('status_rank').notNull().default(0),
    /** the carrier's raw status string of the latest applied update */
    carrierStatus: text('carrier_status'),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    expectedDeliveryAt: timestamp('expected_delivery_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_order_kind_key').on(t.orderId, t.kind),
    check('shipments_kind_check', sql`${t.kind} in ('delivery', 'return')`),
    uniqueIndex('shipments_tracking_key').on(t.carrier, t.trackingCode),
    index('shipments_open_idx').on(t.status, t.updatedAt),
  ],
);

/** Every update received from the carrier (webhook or poll), applied or not. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    carrierStatus: text('carrier_status').notNull(),
    status: text('status').notNull(),
    /** applied | stale | duplicate */
    outcome: text('outcome').notNull(),
    raw: jsonb('raw').notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.id)],
);
