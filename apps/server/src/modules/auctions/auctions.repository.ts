import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auctionBids, auctionEvents, auctionParticipants, auctionRequests, auctions } from './auctions.schema.js';

/** Every query on the auction tables (docs/domain/auctions.md). The first parameter is the db or the transaction. */
export type AuctionRow = typeof auctions.$inferSelect;
export type RequestRow = typeof auctionRequests.$inferSelect;
export type ParticipantRow = typeof auctionParticipants.$inferSelect;
export type BidRow = typeof auctionBids.$inferSelect;

/** The PostgreSQL channel of the public live streams (every server process listens). */
export const AUCTION_CHANNEL = 'cg_auctions';

// ---- requests ----

export async function insertRequest(tx: Executor, values: typeof auctionRequests.$inferInsert) {
  const [row] = await tx.insert(auctionRequests).values(values).returning();
  return row!;
}

export async function lockRequest(tx: Executor, id: string): Promise<RequestRow | null> {
  const [row] = await tx.select().from(auctionRequests).where(eq(auctionRequests.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateRequest(tx: Executor, id: string, patch: Partial<typeof auctionRequests.$inferInsert>) {
  const [row] = await tx.update(auctionRequests).set(patch).where(eq(auctionRequests.id, id)).returning();
  return row!;
}

export async function listRequests(ex: Executor, where: SQL | undefined, page: number, pageSize: number, oldestFirst = false) {
  const order = oldestFirst
    ? [asc(auctionRequests.createdAt), asc(auctionRequests.id)]
    : [desc(auctionRequests.createdAt), desc(auctionRequests.id)];
  const [rows, [total]] = await Promise.all([
    ex
      .select({ request: auctionRequests, auctionId: auctions.id })
      .from(auctionRequests)
      .leftJoin(auctions, eq(auctions.requestId, auctionRequests.id))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ex.select({ n: count() }).from(auctionRequests).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Pending requests plus scheduled and active auctions: what the plan's open-auction quota counts. */
export async function countOpenAuctions(ex: Executor, sellerId: string) {
  const [row] = await ex
    .execute<{ n: number | string }>(
      sql`
    select (select count(*) from ${auctionRequests} where seller_id = ${sellerId} and status = 'pending')
         + (select count(*) from ${auctions} where seller_id = ${sellerId} and status in ('scheduled','active')) as n`,
    )
    .then((r) => (r as unknown as { rows: { n: number | string }[] }).rows);
  return Number(row?.n ?? 0);
}

// ---- auctions ----

export async function insertAuction(tx: Executor, values: typeof auctions.$inferInsert) {
  const [row] = await tx.insert(auctions).values(values).returning();
  return row!;
}

/** The auction row, locked: every bid, join, end, payment and cancel of one auction queues here. */
export async function lockAuction(tx: Executor, id: string): Promise<AuctionRow | null> {
  const [row] = await tx.select().from(auctions).where(eq(auctions.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findAuction(ex: Executor, id: string): Promise<AuctionRow | null> {
  const [row] = await ex.select().from(auctions).where(eq(auctions.id, id)).limit(1);
  return row ?? null;
}

export async function updateAuction(tx: Executor, id: string, patch: Partial<typeof auctions.$inferInsert>) {
  const [row] = await tx.update(auctions).set(patch).where(eq(auctions.id, id)).returning();
  return row!;
}

export async function listAuctions(ex: Executor, where: SQL | undefined, order: SQL[], page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    ex
      .select()
      .from(auctions)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ex.select({ n: count() }).from(auctions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Live by the clock: started, not yet ended (a late job does not matter). */
export const liveAt = (now: Date) =>
  and(inArray(auctions.status, ['scheduled', 'active']), lte(auctions.startAt, now), gt(auctions.endAt, now))!;
export const upcomingAt = (now: Date) => and(eq(auctions.status, 'scheduled'), gt(auctions.startAt, now))!;
export const finishedAt = (now: Date) =>
  or(
    inArray(auctions.status, ['ended', 'completed', 'failed']),
    and(inArray(auctions.status, ['scheduled', 'active']), lte(auctions.endAt, now)),
  )!;

/** Auctions whose time passed while still marked scheduled/active (the end job is late), up to `limit`. */
export async function overdueAuctions(ex: Executor, now: Date, limit: number) {
  return ex
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(inArray(auctions.status, ['scheduled', 'active']), lte(auctions.endAt, now)))
    .orderBy(asc(auctions.endAt))
    .limit(limit);
}

// ---- participants ----

/** A new participant; null when the member had joined already (the unique key decides races). */
export async function insertParticipant(tx: Executor, values: typeof auctionParticipants.$inferInsert) {
  const [row] = await tx.insert(auctionParticipants).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findParticipant(ex: Executor, auctionId: string, userId: string): Promise<ParticipantRow | null> {
  const [row] = await ex
    .select()
    .from(auctionParticipants)
    .where(and(eq(auctionParticipants.auctionId, auctionId), eq(auctionParticipants.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function participantsOf(ex: Executor, auctionId: string) {
  return ex
    .select()
    .from(auctionParticipants)
    .where(eq(auctionParticipants.auctionId, auctionId))
    .orderBy(asc(auctionParticipants.joinedAt));
}

export async function setDepositState(tx: Executor, id: string, state: ParticipantRow['depositState'], now: Date) {
  await tx.update(auctionParticipants).set({ depositState: state, updatedAt: now }).where(eq(auctionParticipants.id, id));
}

/** The best maximum of someone other than `excludeUserId` (the second chance goes to them). */
export async function bestOtherBidder(ex: Executor, auctionId: string, excludeUserId: string) {
  const [row] = await ex
    .select()
    .from(auctionParticipants)
    .where(
      and(
        eq(auctionParticipants.auctionId, auctionId),
        ne(auctionParticipants.userId, excludeUserId),
        isNotNull(auctionParticipants.maxBid),
      ),
    )
    .orderBy(desc(auctionParticipants.maxBid), asc(auctionParticipants.maxBidAt))
    .limit(1);
  return row ?? null;
}

/** A member's auctions, newest joined first, with their participation. */
export async function myParticipations(ex: Executor, userId: string, where: SQL | undefined, page: number, pageSize: number) {
  const cond = and(eq(auctionParticipants.userId, userId), where);
  const [rows, [total]] = await Promise.all([
    ex
      .select({ auction: auctions, participant: auctionParticipants })
      .from(auctionParticipants)
      .innerJoin(auctions, eq(auctions.id, auctionParticipants.auctionId))
      .where(cond)
      .orderBy(desc(auctionParticipants.joinedAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ex.select({ n: count() }).from(auctionParticipants).innerJoin(auctions, eq(auctions.id, auctionParticipants.auctionId)).where(cond),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

// ---- bids and events ----

/**
 * A bid round's writes to its bidders and its history, in ONE statement (a round holds the auction's
 * lock, so every round trip it saves is time the next bids do not wait): each bidder's new maximum
 * (one `at` for all) and the history lines, inserted in order. Answers the stored lines, in order.
 */
export async function recordBids(
  tx: Executor,
  auctionId: string,
  maxima: ReadonlyMap<string, number>,
  lines: readonly { bidderId: string; amount: number; kind: BidRow['kind'] }[],
  at: Date,
): Promise<BidRow[]> {
  const res = await tx.execute<{ id: string | number }>(sql`
    with maxima as (
      update ${auctionParticipants} p set max_bid = v.max, max_bid_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify([...maxima].map(([userId, max]) => ({ user_id: userId, max })))}::json) as v(user_id uuid, max bigint)
      where p.auction_id = ${auctionId} and p.user_id = v.user_id
    )
    insert into ${auctionBids} (auction_id, bidder_id, amount, kind, created_at)
    select ${auctionId}, (l.v->>'bidder_id')::uuid, (l.v->>'amount')::bigint, l.v->>'kind', ${at.toISOString()}::timestamptz
    from json_array_elements(${JSON.stringify(lines.map((l) => ({ bidder_id: l.bidderId, amount: l.amount, kind: l.kind })))}::json)
      with ordinality as l(v, n)
    order by l.n
    returning id`);
  // the ids come from one sequence, taken in insertion order: ascending ids are the lines in order
  const ids = (res as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id)).sort((x, y) => x - y);
  return lines.map((l, i) => ({ id: ids[i]!, auctionId, bidderId: l.bidderId, amount: l.amount, kind: l.kind, createdAt: at }));
}

export async function listBids(ex: Executor, auctionId: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    ex
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, auctionId))
      .orderBy(desc(auctionBids.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ex.select({ n: count() }).from(auctionBids).where(eq(auctionBids.auctionId, auctionId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Appends one event to the auction's live stream in the caller's transaction, in ONE statement:
 * the auction's sequence moves on, the event is stored under it (for streams that reconnect),
 * and every server process is told on commit (a rolled-back event is never heard). The payload is
 * the whole event: its data is a few figures and at most two history lines, far under NOTIFY's
 * 8000 bytes.
 */
export async function appendEvent(tx: Executor, auctionId: string, type: string, data: object, now: Date): Promise<number> {
  const res = await tx.execute<{ seq: number }>(sql`
    with s as (update ${auctions} set event_seq = event_seq + 1 where id = ${auctionId} returning event_seq),
    e as (
      insert into ${auctionEvents} (auction_id, seq, type, data, created_at)
      select ${auctionId}, event_seq, ${type}, ${JSON.stringify(data)}::jsonb, ${now.toISOString()}::timestamptz from s
      returning seq, type, data
    )
    select seq, pg_notify(${AUCTION_CHANNEL}, json_build_object('a', ${auctionId}::text, 's', seq, 't', type, 'd', data)::text) from e`);
  return Number((res as unknown as { rows: { seq: number }[] }).rows[0]!.seq);
}

/** Events after `afterSeq` (a reconnecting stream), oldest first, at most `limit`. */
export async function eventsAfter(ex: Executor, auctionId: string, afterSeq: number, limit: number) {
  return ex
    .select()
    .from(auctionEvents)
    .where(and(eq(auctionEvents.auctionId, auctionId), gt(auctionEvents.seq, afterSeq)))
    .orderBy(asc(auctionEvents.seq))
    .limit(limit);
}

/**
 * A moderator hides an auction (flags): stamped `hidden_at` under the auction's lock, so the public
 * list drops it and its page answers "Nội dung đã bị ẩn" to outsiders. Its clock, deposits and
 * bids are untouched (stopping it is a cancel in auction management). Null when it does not exist.
 */
export async function hideAuction(tx: Executor, id: string, now: Date) {
  const a = await lockAuction(tx, id);
  if (!a) return null;
  if (!a.hiddenAt) await tx.update(auctions).set({ hiddenAt: now, updatedAt: now }).where(eq(auctions.id, id));
  return {
    id: a.id,
    sellerId: a.sellerId,
    name: a.kitSnapshot.name,
    status: a.status,
    before: { hidden: a.hiddenAt !== null },
    after: { hidden: true },
  };
}
