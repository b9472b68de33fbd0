import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The name as the back office sorts it: folded by cg_user_search_text (migration 0011), so "Đào" sorts with "dao". */
export const userNameSortKey = (fullName: AnyPgColumn) => sql`cg_user_search_text(${fullName}, null, null)`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** stored lower-cased; the unique index is on the value itself */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** null for accounts created by Google sign-in */
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    role: text('role', { enum: ['member', 'seller', 'moderator', 'admin'] })
      .notNull()
      .default('member'),
    status: text('status', { enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    /** why the account is locked (shown to the member at sign-in), who locked it and when (docs/domain/accounts.md) */
    lockedReason: text('locked_reason'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: uuid('locked_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key')
      .on(t.phoneNumber)
      .where(sql`${t.phoneNumberVerified}`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    // the back office's sort by name: the folded name (accents and case ignored, like the search), then the id
    index('users_name_sort_idx').on(userNameSortKey(t.fullName), t.id),
    // users_search_trgm_idx (back-office search by name, email or phone) is hand-written in migration 0008:
    // a GIN trigram index on cg_user_search_text(full_name, email, phone_number), a function drizzle-kit cannot declare
    // locked accounts are few: the storefront's "owner not locked" anti-join probes this small index
    index('users_locked_idx')
      .on(t.id)
      .where(sql`${t.status} = 'locked'`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in ('member','seller','moderator','admin')`),
    check('users_status_valid', sql`${t.status} in ('active','locked')`),
  ],
);

/** Third-party identities (Google), keyed by the provider's subject, never by email. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
);
