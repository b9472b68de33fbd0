import { sql } from 'drizzle-orm';
import type { PostalAddressRecord } from '@cho-gundam/contracts';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kits } from '../kits/kits.schema.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';

export const EXCHANGE_POST_STATUSES = ['open', 'closed', 'traded'] as const;
export const EXCHANGE_OFFER_STATUSES = ['open', 'revision_requested', 'withdrawn', 'rejected', 'accepted', 'closed'] as const;
export const EXCHANGE_STATUSES = ['pending', 'packaging', 'delivering', 'delivered', 'completed', 'canceled', 'failed'] as const;
export const COMPENSATION_PAYERS = ['poster', 'offerer'] as const;
export const COMPENSATION_STATES = ['none', 'held', 'released', 'refunded'] as const;
export const OFFER_KIT_SIDES = ['poster', 'offerer'] as const;
/** A side's delivery fee: held from its wallet when paid, refunded on cancel, applied to its order (stage 3). */
export const FEE_STATES = ['none', 'held', 'refunded', 'applied'] as const;

/** An address chosen from the address book, as it was then (the book may change later). */
export type TradeAddress = PostalAddressRecord & { addressId: string };

/** A stored photo of a post: `exchanges/<postId>/<sha>` with `-card.webp` and `-full.webp` files. */
export interface PostPhoto {
  key: string;
  width: number;
  height: number;
}

/**
 * A post on the exchange board (docs/domain/exchanges.md): open → closed (by the poster) or traded
 * (an offer accepted; kept as history). `search_text` holds the content and its kits' search text,
 * for the board's search (GIN trigram index).
 */
export const exchangePosts = pgTable(
  'exchange_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    posterId: uuid('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    photos: jsonb('photos').$type<PostPhoto[]>().notNull(),
    status: text('status', { enum: EXCHANGE_POST_STATUSES }).notNull().default('open'),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** a moderator hid it (flags): off the board, its page answers "Nội dung đã bị ẩn" to everyone but the poster */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    // the board: open posts, newest first (created_at desc, id desc)
    index('exchange_posts_board_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('exchange_posts_poster_idx').on(t.posterId, t.createdAt.desc()),
    index('exchange_posts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('exchange_posts_status_valid', sql`${t.status} in ('open','closed','traded')`),
    check('exchange_posts_photos_count', sql`jsonb_array_length(${t.photos}) between 1 and 5`),
    check('exchange_posts_closed_at', sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
  ],
);

/** The kits a post offers, with the filter columns of the board (grade, series, scale) copied from the kit. */
export const exchangePostKits = pgTable(
  'exchange_post_kits',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => exchangePosts.id, { onDelete: 'cascade' }),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    gradeCode: text('grade_code').notNull(),
    series: text('series').notNull(),
    scale: text('scale').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.kitId] }),
    index('exchange_post_kits_kit_idx').on(t.kitId),
    index('exchange_post_kits_grade_idx').on(t.gradeCode, t.postId),
    index('exchange_post_kits_series_idx').on(t.series, t.postId),
    index('exchange_post_kits_scale_idx').on(t.scale, t.postId),
  ],
);

/**
 * An offer on a post: open ⇄ revision_requested (≤ 3 rounds), then exactly one of withdrawn,
 * rejected, accepted or closed (the post closed or another offer was accepted). One live offer per
 * member per post (partial unique index).
 */
export const exchangeOffers = pgTable(
  'exchange_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => exchangePosts.id, { onDelete: 'cascade' }),
    offererId: uuid('offerer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EXCHANGE_OFFER_STATUSES }).notNull().default('open'),
    compensationPayer: text('compensation_payer', { enum: COMPENSATION_PAYERS }),
    compensationAmount: bigint('compensation_amount', { mode: 'number' }),
    note: text('note').notNull().default(''),
    revisionNote: text('revision_note'),
    revisionRounds: integer('revision_rounds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exchange_offers_live_key')
      .on(t.postId, t.offererId)
      .where(sql`${t.status} in ('open','revision_requested')`),
    index('exchange_offers_post_idx').on(t.postId, t.status, t.createdAt),
    index('exchange_offers_offerer_idx').on(t.offererId, t.createdAt.desc()),
    check('exchange_offers_status_valid', sql`${t.status} in ('open','revision_requested','withdrawn','rejected','accepted','closed')`),
    check(
      'exchange_offers_compensation_valid',
      sql`(${t.compensationPayer} is null and ${t.compensationAmount} is null) or (${t.compensationPayer} in ('poster','offerer') and ${t.compensationAmount} >= 1000)`,
    ),
    check('exchange_offers_rounds_range', sql`${t.revisionRounds} between 0 and 3`),
  ],
);

/** The kits of an offer: the post's kits it asks for (side poster) and the offerer's own (side offerer). */
export const exchangeOfferKits = pgTable(
  'exchange_offer_kits',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => exchangeOffers.id, { onDelete: 'cascade' }),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'restrict' }),
    side: text('side', { enum: OFFER_KIT_SIDES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.kitId] }),
    index('exchange_offer_kits_kit_idx').on(t.kitId),
    check('exchange_offer_kits_side_valid', sql`${t.side} in ('poster','offerer')`),
  ],
);

/**
 * A trade made by accepting an offer: pending → … → completed, or canceled / failed. The
 * compensation, when there is one, is held from the payer's wallet (`compensation_state` held)
 * until the trade completes (released to the receiver) or is canceled (refunded).
 */
export const exchanges = pgTable(
  'exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => exchangePosts.id, { onDelete: 'restrict' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => exchangeOffers.id, { onDelete: 'restrict' }),
    posterId: uuid('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    offererId: uuid('offerer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: EXCHANGE_STATUSES }).notNull().default('pending'),
    compensationPayer: text('compensation_payer', { enum: COMPENSATION_PAYERS }),
    /** the payer's user id (null without compensation): reconciliation sums held compensation per payer */
    compensationPayerId: uuid('compensation_payer_id').references(() => users.id, { onDelete: 'restrict' }),
    compensationAmount: bigint('compensation_amount', { mode: 'number' }),
    compensationState: text('compensation_state', { enum: COMPENSATION_STATES }).notNull().default('none'),
    // stage 1: each side's sending and receiving address
    posterFrom: jsonb('poster_from').$type<TradeAddress>(),
    posterTo: jsonb('poster_to').$type<TradeAddress>(),
    offererFrom: jsonb('offerer_from').$type<TradeAddress>(),
    offererTo: jsonb('offerer_to').$type<TradeAddress>(),
    // stage 2: each side pays the fee of the parcel it receives
    posterFee: bigint('poster_fee', { mode: 'number' }),
    posterFeeState: text('poster_fee_state', { enum: FEE_STATES }).notNull().default('none'),
    offererFee: bigint('offerer_fee', { mode: 'number' }),
    offererFeeState: text('offerer_fee_state', { enum: FEE_STATES }).notNull().default('none'),
    // stage 3: the two `exchange` orders (made when both fees are paid): the parcel each side receives
    orderToPosterId: uuid('order_to_poster_id').references(() => orders.id, { onDelete: 'restrict' }),
    orderToOffererId: uuid('order_to_offerer_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** each side packs its parcel by this time (orders made + 72 h), or the other side may cancel */
    shipBy: timestamp('ship_by', { withTimezone: true }),
    // stage 4: each side confirms the parcel it received (or the sweep does, 7 days after delivery)
    posterReceivedAt: timestamp('poster_received_at', { withTimezone: true }),
    offererReceivedAt: timestamp('offerer_received_at', { withTimezone: true }),
    /** when the side was reminded to confirm its parcel, two days before it is received for them (once) */
    posterReceiptRemindedAt: timestamp('poster_receipt_reminded_at', { withTimezone: true }),
    offererReceiptRemindedAt: timestamp('offerer_receipt_reminded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledBy: uuid('canceled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('exchanges_offer_key').on(t.offerId),
    uniqueIndex('exchanges_post_key').on(t.postId),
    index('exchanges_poster_idx').on(t.posterId, t.createdAt.desc()),
    index('exchanges_offerer_idx').on(t.offererId, t.createdAt.desc()),
    index('exchanges_compensation_held_idx')
      .on(t.compensationPayerId)
      .where(sql`${t.compensationState} = 'held'`),
    check('exchanges_status_valid', sql`${t.status} in ('pending','packaging','delivering','delivered','completed','canceled','failed')`),
    check('exchanges_compensation_state_valid', sql`${t.compensationState} in ('none','held','released','refunded')`),
    check(
      'exchanges_compensation_valid',
      sql`(${t.compensationPayer} is null and ${t.compensationAmount} is null and ${t.compensationPayerId} is null and ${t.compensationState} = 'none')
        or (${t.compensationPayer} in ('poster','offerer') and ${t.compensationAmount} >= 1000 and ${t.compensationPayerId} is not null and ${t.compensationState} <> 'none')`,
    ),
    index('exchanges_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    index('exchanges_packaging_idx')
      .on(t.shipBy)
      .where(sql`${t.status} = 'packaging'`),
    check('exchanges_orders_after_fees', sql`(${t.orderToPosterId} is null) = (${t.orderToOffererId} is null)`),
    check('exchanges_parties_differ', sql`${t.posterId} <> ${t.offererId}`),
    check(
      'exchanges_fee_states_valid',
      sql`${t.posterFeeState} in ('none','held','refunded','applied') and ${t.offererFeeState} in ('none','held','refunded','applied')`,
    ),
    check(
      'exchanges_fees_paid_have_amount',
      sql`(${t.posterFeeState} = 'none' or ${t.posterFee} >= 0) and (${t.offererFeeState} = 'none' or ${t.offererFee} >= 0)`,
    ),
  ],
);

/** The kits of a trade, as they were when the offer was accepted (the names stay even after the kits change hands). */
export const exchangeItems = pgTable(
  'exchange_items',
  {
    exchangeId: uuid('exchange_id')
      .notNull()
      .references(() => exchanges.id, { onDelete: 'cascade' }),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'restrict' }),
    /** who gives this kit */
    fromSide: text('from_side', { enum: OFFER_KIT_SIDES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.exchangeId, t.kitId] }), index('exchange_items_kit_idx').on(t.kitId)],
);

export const EXCHANGE_DISPUTE_STATUSES = ['open', 'resolved'] as const;

/**
 * A side's complaint about the parcel it received (docs/domain/exchanges.md, "Disputes"): at most
 * one per side and trade; while one is `open` the 7-day automatic receipt skips the trade and it
 * waits in the moderators' queue; a moderator's decision resolves it. Photos: `exchange-disputes/<id>/…`.
 */
export const exchangeDisputes = pgTable(
  'exchange_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    exchangeId: uuid('exchange_id')
      .notNull()
      .references(() => exchanges.id, { onDelete: 'cascade' }),
    side: text('side', { enum: OFFER_KIT_SIDES }).notNull(),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    status: text('status', { enum: EXCHANGE_DISPUTE_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('exchange_disputes_side_key').on(t.exchangeId, t.side),
    index('exchange_disputes_open_idx')
      .on(t.exchangeId)
      .where(sql`${t.status} = 'open'`),
    check('exchange_disputes_status_valid', sql`${t.status} in ('open','resolved')`),
    check('exchange_disputes_side_valid', sql`${t.side} in ('poster','offerer')`),
    check('exchange_disputes_resolved_at', sql`(${t.status} = 'open') = (${t.resolvedAt} is null)`),
    check('exchange_disputes_photos_count', sql`jsonb_array_length(${t.photoKeys}) between 0 and 5`),
  ],
);
