import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** Vietnam's two-level units since 1 July 2025: province → ward (no district). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    wardCode: text('ward_code').notNull(),
    wardName: text('ward_name').notNull(),
    detail: text('detail').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    isPickupAddress: boolean('is_pickup_address').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.createdAt),
    // at most one primary and one pickup address per member, enforced by the database
    uniqueIndex('user_addresses_one_primary')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    uniqueIndex('user_addresses_one_pickup')
      .on(t.userId)
      .where(sql`${t.isPickupAddress}`),
  ],
);
