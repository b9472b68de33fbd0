import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Gunpla grades (EG, HG, RG, MG, PG, SD, NG …), seeded by migration; `code` is the wire value. */
export const grades = pgTable('grades', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});
