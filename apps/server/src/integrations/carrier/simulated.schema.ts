import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The simulated carrier's own state (it plays the remote carrier in development and tests). */
export const simulatedParcels = pgTable('simulated_parcels', {
  trackingCode: text('tracking_code').primaryKey(),
  /** the next scripted statuses and when each happens */
  script: jsonb('script').$type<{ status: string; at: string }[]>().notNull(),
  delivered: integer('delivered_steps').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
