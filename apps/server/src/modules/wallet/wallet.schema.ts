import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** A member's saved bank account for withdrawals. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('bank_accounts_user_number_key')
      .on(t.userId, t.bankCode, t.accountNumber)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const TOPUP_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;

/** A top-up through a gateway ("Nạp tiền"); `app_trans_id` is our id at the gateway and the idempotency key. */
export const topups = pgTable(
  'topups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    appTransId: text('app_trans_id').notNull(),
    status: text('status', { enum: TOPUP_STATUSES }).notNull().default('pending'),
    /** the gateway's own transaction id, set once credited */
    gatewayTransId: text('gateway_trans_id'),
    orderUrl: text('order_url'),
    qrCode: text('qr_code'),
    /** where the member returns after paying (checkout shortcut) */
    returnPath: text('return_path'),
    metadata: jsonb('metadata').notNull().default({}),
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('topups_app_trans_key').on(t.provider, t.appTransId),
    uniqueIndex('topups_gateway_trans_key')
      .on(t.provider, t.gatewayTransId)
      .where(sql`${t.gatewayTransId} is not null`),
    index('topups_user_idx').on(t.userId, t.createdAt.desc()),
    // the moderator's list by time, optionally by status, either way: the id breaks ties in the same
    // direction, so a page is one index scan, forwards or backwards, with no sort of the whole table.
    // Ascending on purpose: read backwards it is `created_at desc` with PostgreSQL's default nulls
    // first, which a `.desc()` index (nulls last) never matches
    index('topups_created_idx').on(t.createdAt, t.id),
    index('topups_status_idx').on(t.status, t.createdAt, t.id),
    // the moderator's list sorted by amount (either way)
    index('topups_amount_idx').on(t.amount, t.id),
    index('topups_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('topups_amount_range', sql`${t.amount} >= 10000 and ${t.amount} <= 50000000`),
  ],
);

/**
 * Every callback a gateway sent us, whatever its outcome (for audits). Verified ones are kept whole
 * for good; unverified ones keep a 2 KB prefix, a few headers and `headers->':body'` (size, SHA-256)
 * and are deleted after 30 days (callbacks.service.ts, docs/domain/wallet.md).
 */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    appTransId: text('app_trans_id'),
    body: text('body').notNull(),
    headers: jsonb('headers').notNull().default({}),
    ip: text('ip'),
    macValid: boolean('mac_valid').notNull(),
    /** credited | duplicate | bad_mac | rejected:<why> | error */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gateway_callbacks_trans_idx').on(t.provider, t.appTransId)],
);

export const WITHDRAWAL_STATUSES = ['pending', 'completed', 'rejected', 'canceled'] as const;

/** "Rút tiền": the amount is held at once; a moderator completes or rejects, the member may cancel while pending. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    /** snapshot of the bank account at request time */
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    bankReference: text('bank_reference'),
    rejectReason: text('reject_reason'),
    processedBy: uuid('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt.desc()),
    // the moderator's list, by time or by amount, either way (the id breaks ties in the same direction)
    index('withdrawals_status_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    index('withdrawals_amount_idx').on(t.amount, t.id),
    // the moderator's search by account number or holder (withdrawals.repository.ts accountText)
    index('withdrawals_account_trgm_idx').using('gin', sql`(${t.accountNumber} || ' ' || ${t.accountName}) gin_trgm_ops`),
    // the outer bounds an admin may set (contracts PLATFORM_SETTINGS); the limits in force are settings the service checks
    check('withdrawals_amount_range', sql`${t.amount} >= 10000 and ${t.amount} <= 100000000`),
  ],
);
