import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kits } from '../kits/kits.schema.js';
import { users } from '../users/users.schema.js';

/** A kit is in a member's cart at most once (seed §4). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_kit_key').on(t.userId, t.kitId),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    index('cart_items_kit_idx').on(t.kitId),
  ],
);
