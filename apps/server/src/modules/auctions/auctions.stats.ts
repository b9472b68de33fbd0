import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auctionRequests, auctions } from './auctions.schema.js';

/**
 * Platform-wide auction figures for the back-office dashboards, bucketed in Vietnamese days. An
 * auction counts on the day it closed (`end_at`, the actual end once it ended): `closed` are all that
 * ended (with or without a sale), `completed` those whose winner paid. Served by `auctions_status_end_idx`.
 */
export async function auctionsClosedPerDay(ex: Executor, since: Date, until: Date) {
  const day = sql<string>`to_char(${auctions.endAt} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;
  const rows = await ex
    .select({ day, closed: count(), completed: sql<string>`count(*) filter (where ${auctions.status} = 'completed')` })
    .from(auctions)
    .where(and(inArray(auctions.status, ['ended', 'completed', 'failed']), gte(auctions.endAt, since), lt(auctions.endAt, until)))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, closed: Number(r.closed), completed: Number(r.completed) }));
}

/** Auction requests waiting for a moderator (`auction_requests_queue_idx`). */
export async function countPendingAuctionRequests(ex: Executor) {
  const [row] = await ex.select({ n: count() }).from(auctionRequests).where(eq(auctionRequests.status, 'pending'));
  return Number(row?.n ?? 0);
}
