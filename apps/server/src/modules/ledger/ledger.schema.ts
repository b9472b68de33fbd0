import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * Account kinds of the double-entry ledger (docs/domain/wallet.md).
 * Per member: `available` (spendable), `held` (order escrow paid by the buyer, pending withdrawals,
 * deposits) and `pending` (a seller's income from orders not completed yet).
 * Platform: `escrow` is the contra account of every member's `pending` (it may go negative: its
 * balance is minus the open obligations to sellers), `revenue` (plans, fees), `shipping` (delivery
 * fees owed to the carrier), `gateway_clearing` (money that entered through ZaloPay; negative by the
 * total topped up) and `payouts` (money that left to banks through withdrawals).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'available',
  'held',
  'pending',
  'escrow',
  'revenue',
  'shipping',
  'gateway_clearing',
  'payouts',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** One row per account, holding the cached balance; lines are the truth, reconciliation proves they agree. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for platform accounts */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /** platform escrow is split into ESCROW_SHARDS rows so checkouts do not queue on one row (ADR 0007); 0 elsewhere */
    shard: smallint('shard').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_key')
      .on(t.ownerId, t.kind)
      .where(sql`${t.ownerId} is not null`),
    uniqueIndex('ledger_accounts_platform_kind_key')
      .on(t.kind, t.shard)
      .where(sql`${t.ownerId} is null`),
    check('ledger_accounts_balance_nonneg', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** A journal entry: one money movement. Its lines sum to zero; its key makes posting it exactly-once. */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** e.g. topup, withdrawal_hold, withdrawal_complete, order_checkout, order_release, order_refund, plan_purchase */
    kind: text('kind').notNull(),
    /** exactly-once key, e.g. `topup:<app_trans_id>`, `order:<id>:settle` */
    postingKey: text('posting_key').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_journals_posting_key').on(t.postingKey),
    index('ledger_journals_reference_idx').on(t.referenceType, t.referenceId),
    // the journal browser's newest-first pages
    index('ledger_journals_created_idx').on(t.createdAt.desc()),
  ],
);

/** Append-only lines; `amount` is signed: positive raises the account's balance. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the account's balance right after this line, for the history view */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_lines_account_idx').on(t.accountId, t.createdAt.desc(), t.id),
    index('ledger_lines_journal_idx').on(t.journalId),
    check('ledger_lines_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Idempotency keys of money commands (Stripe-style): the key is claimed in the same transaction as
 * the business write; a repeat with the same fingerprint gets the stored response, a different one 422.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    command: text('command').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Platform settings editable by the admin (fee rate, deadlines); value is JSON. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
