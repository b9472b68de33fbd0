import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kits } from '../kits/kits.schema.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';

export const AUCTION_STATUSES = ['scheduled', 'active', 'ended', 'completed', 'failed', 'canceled'] as const;
export const AUCTION_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const DEPOSIT_STATES = ['held', 'released', 'forfeited', 'applied'] as const;
export const BID_KINDS = ['bid', 'auto', 'buy_now'] as const;

/** What the kit looked like when it was put up (the auction shows it even if the kit changes hands). */
export interface KitSnapshot {
  id: string;
  name: string;
  slug: string;
  gradeCode: string;
  gradeName: string;
  scale: string;
  condition: string;
  series: string;
  weightGrams: number;
  imageKey: string | null;
}

/** A seller's request to put a kit up for auction; a moderator approves (→ an auction) or rejects it. */
export const auctionRequests = pgTable(
  'auction_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kitSnapshot: jsonb('kit_snapshot').$type<KitSnapshot>().notNull(),
    startingPrice: bigint('starting_price', { mode: 'number' }).notNull(),
    bidIncrement: bigint('bid_increment', { mode: 'number' }).notNull(),
    buyNowPrice: bigint('buy_now_price', { mode: 'number' }),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: AUCTION_REQUEST_STATUSES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auction_requests_seller_idx').on(t.sellerId, t.status, t.createdAt.desc()),
    index('auction_requests_queue_idx').on(t.status, t.createdAt),
    // one live request per kit
    uniqueIndex('auction_requests_kit_pending_key')
      .on(t.kitId)
      .where(sql`${t.status} = 'pending'`),
    check('auction_requests_status_valid', sql`${t.status} in ('pending','approved','rejected','withdrawn')`),
    check(
      'auction_requests_money_valid',
      sql`${t.startingPrice} > 0 and ${t.bidIncrement} > 0 and ${t.depositAmount} >= 0 and (${t.buyNowPrice} is null or ${t.buyNowPrice} > ${t.startingPrice})`,
    ),
    check('auction_requests_times_valid', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * One auction (docs/domain/auctions.md). Status follows the clock even when a job runs late: every
 * read and every bid compares with `start_at` / `end_at`. All bids on one auction are serialized by
 * this row's lock; the proxy standing (leader, runner-up) and the visible price live here, each
 * bidder's maximum on their participant row.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').references(() => auctionRequests.id, { onDelete: 'set null' }),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kitSnapshot: jsonb('kit_snapshot').$type<KitSnapshot>().notNull(),
    /** for the public list's filters and search: the kit's grade and series, and its folded text */
    gradeCode: text('grade_code').notNull(),
    series: text('series').notNull(),
    searchText: text('search_text').notNull(),
    startingPrice: bigint('starting_price', { mode: 'number' }).notNull(),
    bidIncrement: bigint('bid_increment', { mode: 'number' }).notNull(),
    buyNowPrice: bigint('buy_now_price', { mode: 'number' }),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** the scheduled end, moved by soft close; the actual end once it ended */
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** the end the moderator approved (before any soft-close extension) */
    plannedEndAt: timestamp('planned_end_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: AUCTION_STATUSES }).notNull().default('scheduled'),
    currentPrice: bigint('current_price', { mode: 'number' }).notNull(),
    bidCount: integer('bid_count').notNull().default(0),
    participantCount: integer('participant_count').notNull().default(0),
    leaderId: uuid('leader_id').references(() => users.id, { onDelete: 'set null' }),
    runnerUpId: uuid('runner_up_id').references(() => users.id, { onDelete: 'set null' }),
    /** once ended: who must pay, what, and by when (the runner-up's second chance replaces them) */
    winnerId: uuid('winner_id').references(() => users.id, { onDelete: 'set null' }),
    winningPrice: bigint('winning_price', { mode: 'number' }),
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    secondChance: integer('second_chance').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    canceledBy: uuid('canceled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    /** a moderator hid it (flags): out of the public list, its page answers "Nội dung đã bị ẩn" to outsiders, nobody new may join */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** the last live event's sequence number (event ids of the public stream) */
    eventSeq: integer('event_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auctions_request_key').on(t.requestId),
    index('auctions_status_end_idx').on(t.status, t.endAt),
    index('auctions_status_start_idx').on(t.status, t.startAt),
    index('auctions_seller_idx').on(t.sellerId, t.status, t.createdAt.desc()),
    index('auctions_kit_idx').on(t.kitId),
    index('auctions_grade_idx').on(t.gradeCode, t.status, t.endAt),
    index('auctions_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('auctions_status_valid', sql`${t.status} in ('scheduled','active','ended','completed','failed','canceled')`),
    check(
      'auctions_money_valid',
      sql`${t.startingPrice} > 0 and ${t.bidIncrement} > 0 and ${t.depositAmount} >= 0 and ${t.currentPrice} >= ${t.startingPrice}`,
    ),
  ],
);

/** A member who joined (deposit held) and their proxy maximum. */
export const auctionParticipants = pgTable(
  'auction_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull(),
    depositState: text('deposit_state', { enum: DEPOSIT_STATES }).notNull().default('held'),
    /** the member's current maximum (private), and when they set it (ties go to the earlier) */
    maxBid: bigint('max_bid', { mode: 'number' }),
    maxBidAt: timestamp('max_bid_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auction_participants_key').on(t.auctionId, t.userId),
    index('auction_participants_user_idx').on(t.userId, t.joinedAt.desc()),
    index('auction_participants_max_idx').on(t.auctionId, t.maxBid.desc(), t.maxBidAt),
    check('auction_participants_deposit_valid', sql`${t.depositState} in ('held','released','forfeited','applied')`),
  ],
);

/** The public history: every visible price step (the bidder's own, or their proxy answering). */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id').references(() => users.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: BID_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auction_bids_auction_idx').on(t.auctionId, t.id.desc()),
    index('auction_bids_bidder_idx').on(t.bidderId, t.createdAt.desc()),
  ],
);

/**
 * The live stream's events, numbered per auction (`seq` = the SSE event id): a client that
 * reconnects with Last-Event-ID is sent what it missed from here. Only public figures, never a
 * name, phone or email.
 */
export const auctionEvents = pgTable(
  'auction_events',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auction_events_key').on(t.auctionId, t.seq)],
);
