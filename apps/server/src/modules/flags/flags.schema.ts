import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * One member's report of one target (docs/domain/flags.md). `target_type` is a growing list
 * (listing, auction, user, exchange_post), so it is text under a CHECK, and the target id
 * is not a foreign key. A member reports a target once, ever (the unique key). Open flags of one
 * target are decided together: the moderator's decision closes them all.
 */
export const flags = pgTable(
  'flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: ['listing', 'auction', 'user', 'exchange_post'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** who answers for the target (the kit's owner, the auction's seller, the user, the post's poster) when reported */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['counterfeit', 'prohibited', 'misleading', 'scam', 'offensive', 'duplicate', 'other'] }).notNull(),
    text: text('text'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    decision: text('decision', { enum: ['hide', 'warn', 'lock', 'dismiss'] }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flags_target_reporter_key').on(t.targetType, t.targetId, t.reporterId),
    // the queue: groups by target within a status (and a type)
    index('flags_queue_idx').on(t.status, t.targetType, t.targetId, t.createdAt),
    index('flags_target_idx').on(t.targetType, t.targetId, t.status),
    index('flags_owner_idx').on(t.ownerId, t.createdAt),
    index('flags_reporter_idx').on(t.reporterId),
    check('flags_target_type_valid', sql`${t.targetType} in ('listing','auction','user','exchange_post')`),
    check('flags_reason_valid', sql`${t.reason} in ('counterfeit','prohibited','misleading','scam','offensive','duplicate','other')`),
    check('flags_status_valid', sql`${t.status} in ('open','closed')`),
    check(
      'flags_decision_consistent',
      sql`(${t.status} = 'open' and ${t.decision} is null) or (${t.status} = 'closed' and ${t.decision} in ('hide','warn','lock','dismiss') and ${t.decidedAt} is not null)`,
    ),
    check('flags_text_length', sql`${t.text} is null or char_length(${t.text}) <= 1000`),
  ],
);
export type FlagRow = typeof flags.$inferSelect;
