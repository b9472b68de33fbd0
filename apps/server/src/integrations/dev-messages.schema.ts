import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What would have been emailed or texted when SMTP_URL / SMS_WEBHOOK_URL are unset (never in production). */
export const devMessages = pgTable(
  'dev_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_messages_created_idx').on(t.createdAt)],
);
