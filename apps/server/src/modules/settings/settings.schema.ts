import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * Every change of a platform setting (the values live in the ledger's `platform_settings`): who,
 * when, which key, the value before and after, and the admin's note. Append-only; written in the
 * transaction that changes the value, with the audit row.
 */
export const platformSettingChanges = pgTable(
  'platform_setting_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    /** null: the key had never been set (its default applied) */
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('platform_setting_changes_time_idx').on(t.changedAt.desc(), t.id.desc()),
    index('platform_setting_changes_key_idx').on(t.key, t.changedAt.desc()),
  ],
);
