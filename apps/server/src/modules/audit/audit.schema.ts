import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * Every staff action and money decision: who, when, what, on which target, the target's state
 * before and after, and why (product.md §10). Append-only; written by `recordStaffAction` in the
 * same transaction as the action, so an action and its audit row exist together or not at all.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. withdrawal.complete, withdrawal.reject, complaint.decide */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').notNull().default({}),
    /** the target's relevant fields before and after the action (null: not applicable) */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_target_idx').on(t.targetType, t.targetId),
    index('staff_audit_log_actor_idx').on(t.actorId, t.createdAt),
    // the log page: newest first, and by action (the reason's trigram index is hand-written in the migration)
    index('staff_audit_log_time_idx').on(t.createdAt.desc(), t.id.desc()),
    index('staff_audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
