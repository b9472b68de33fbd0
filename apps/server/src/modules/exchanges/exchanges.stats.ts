import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { exchanges } from './exchanges.schema.js';

/**
 * Trades completed per Vietnamese day (the day both kits changed owner, `completed_at`), for the
 * back-office dashboards. Served by `exchanges_completed_idx`.
 */
export async function exchangesCompletedPerDay(ex: Executor, since: Date, until: Date) {
  const day = sql<string>`to_char(${exchanges.completedAt} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;
  const rows = await ex
    .select({ day, completed: count() })
    .from(exchanges)
    .where(and(eq(exchanges.status, 'completed'), gte(exchanges.completedAt, since), lt(exchanges.completedAt, until)))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, completed: Number(r.completed) }));
}
