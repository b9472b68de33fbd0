import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** A notification; on the wire it keeps the seed's field names (id, recipientID, title, message, type, link, isRead, createdAt, readAt). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** order | wallet | withdrawal | subscription | auction | exchange | system */
    type: text('type').notNull(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc(), t.id),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`not ${t.isRead}`),
  ],
);
