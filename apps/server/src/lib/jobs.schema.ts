import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Background work and deadlines. A job is enqueued inside the transaction that makes it
 * necessary, so it exists exactly when that transaction committed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** at most one pending/running job per key (e.g. one deadline per order) */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`${t.status} in ('pending','running')`),
    check('jobs_status_valid', sql`${t.status} in ('pending','running','done','failed')`),
  ],
);
