import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { exchangeItems, exchangeOfferKits, exchangeOffers, exchangePostKits, exchangePosts, exchanges } from './exchanges.schema.js';

export type PostRow = typeof exchangePosts.$inferSelect;
export type OfferRow = typeof exchangeOffers.$inferSelect;
export type ExchangeRow = typeof exchanges.$inferSelect;
export type OfferKitRow = typeof exchangeOfferKits.$inferSelect;

export const LIVE = ['open', 'revision_requested'] as const;

// ---- locks (the order every command follows: post → offers → kits → ledger accounts) ----

export async function lockPost(tx: Tx, id: string) {
  const [row] = await tx.select().from(exchangePosts).where(eq(exchangePosts.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The offer's post first, then the offer (the lock order), or null when the offer does not exist. */
export async function lockOfferWithPost(tx: Tx, offerId: string) {
  const [pre] = await tx.select({ postId: exchangeOffers.postId }).from(exchangeOffers).where(eq(exchangeOffers.id, offerId)).limit(1);
  if (!pre) return null;
  const post = await lockPost(tx, pre.postId);
  const [offer] = await tx.select().from(exchangeOffers).where(eq(exchangeOffers.id, offerId)).for('update').limit(1);
  return post && offer ? { post, offer } : null;
}

/** Every live offer of a post, locked in id order (after the post). */
export async function lockLiveOffers(tx: Tx, postId: string) {
  return tx
    .select()
    .from(exchangeOffers)
    .where(and(eq(exchangeOffers.postId, postId), inArray(exchangeOffers.status, [...LIVE])))
    .orderBy(asc(exchangeOffers.id))
    .for('update');
}

export async function lockExchange(tx: Tx, id: string) {
  const [row] = await tx.select().from(exchanges).where(eq(exchanges.id, id)).for('update').limit(1);
  return row ?? null;
}

// ---- reads ----

export async function findPost(ex: Executor, id: string) {
  const [row] = await ex.select().from(exchangePosts).where(eq(exchangePosts.id, id)).limit(1);
  return row ?? null;
}

export async function findExchange(ex: Executor, id: string) {
  const [row] = await ex.select().from(exchanges).where(eq(exchanges.id, id)).limit(1);
  return row ?? null;
}

export async function postKitIds(ex: Executor, postId: string) {
  const rows = await ex
    .select({ kitId: exchangePostKits.kitId })
    .from(exchangePostKits)
    .where(eq(exchangePostKits.postId, postId))
    .orderBy(asc(exchangePostKits.position));
  return rows.map((r) => r.kitId);
}

export async function offerKits(ex: Executor, offerIds: readonly string[]) {
  if (!offerIds.length) return [];
  return ex
    .select()
    .from(exchangeOfferKits)
    .where(inArray(exchangeOfferKits.offerId, [...offerIds]));
}

/** The post kits that a live offer of this post asks for. */
export async function postKitsChosenByLiveOffers(ex: Executor, postId: string) {
  const rows = await ex
    .selectDistinct({ kitId: exchangeOfferKits.kitId })
    .from(exchangeOfferKits)
    .innerJoin(exchangeOffers, eq(exchangeOffers.id, exchangeOfferKits.offerId))
    .where(and(eq(exchangeOffers.postId, postId), inArray(exchangeOffers.status, [...LIVE]), eq(exchangeOfferKits.side, 'poster')));
  return rows.map((r) => r.kitId);
}

export async function myLiveOffer(ex: Executor, postId: string, offererId: string) {
  const [row] = await ex
    .select()
    .from(exchangeOffers)
    .where(and(eq(exchangeOffers.postId, postId), eq(exchangeOffers.offererId, offererId), inArray(exchangeOffers.status, [...LIVE])))
    .limit(1);
  return row ?? null;
}

// ---- writes ----

export async function insertPost(tx: Tx, v: typeof exchangePosts.$inferInsert) {
  const [row] = await tx.insert(exchangePosts).values(v).returning();
  return row!;
}

export async function updatePost(tx: Tx, id: string, v: Partial<typeof exchangePosts.$inferInsert>) {
  const [row] = await tx.update(exchangePosts).set(v).where(eq(exchangePosts.id, id)).returning();
  return row!;
}

export async function replacePostKits(tx: Tx, postId: string, kits: { id: string; gradeCode: string; series: string; scale: string }[]) {
  await tx.delete(exchangePostKits).where(eq(exchangePostKits.postId, postId));
  await tx
    .insert(exchangePostKits)
    .values(kits.map((k, i) => ({ postId, kitId: k.id, position: i, gradeCode: k.gradeCode, series: k.series, scale: k.scale })));
}

export async function insertOffer(tx: Tx, v: typeof exchangeOffers.$inferInsert) {
  const [row] = await tx.insert(exchangeOffers).values(v).returning();
  return row!;
}

export async function updateOffer(tx: Tx, id: string, v: Partial<typeof exchangeOffers.$inferInsert>) {
  const [row] = await tx.update(exchangeOffers).set(v).where(eq(exchangeOffers.id, id)).returning();
  return row!;
}

export async function replaceOfferKits(tx: Tx, offerId: string, postKitIds: readonly string[], myKitIds: readonly string[]) {
  await tx.delete(exchangeOfferKits).where(eq(exchangeOfferKits.offerId, offerId));
  await tx
    .insert(exchangeOfferKits)
    .values([
      ...postKitIds.map((kitId) => ({ offerId, kitId, side: 'poster' as const })),
      ...myKitIds.map((kitId) => ({ offerId, kitId, side: 'offerer' as const })),
    ]);
}

export async function insertExchange(tx: Tx, v: typeof exchanges.$inferInsert, items: { kitId: string; fromSide: 'poster' | 'offerer' }[]) {
  const [row] = await tx.insert(exchanges).values(v).returning();
  await tx.insert(exchangeItems).values(items.map((i) => ({ exchangeId: row!.id, ...i })));
  return row!;
}

export async function updateExchange(tx: Tx, id: string, v: Partial<typeof exchanges.$inferInsert>) {
  const [row] = await tx.update(exchanges).set(v).where(eq(exchanges.id, id)).returning();
  return row!;
}

export async function exchangeItemsOf(ex: Executor, exchangeIds: readonly string[]) {
  if (!exchangeIds.length) return [];
  return ex
    .select()
    .from(exchangeItems)
    .where(inArray(exchangeItems.exchangeId, [...exchangeIds]));
}

/** Completed trades per member (either side), for the offers the poster compares. */
export async function completedTrades(ex: Executor, userIds: readonly string[]) {
  const out = new Map<string, number>();
  if (!userIds.length) return out;
  const ids = [...new Set(userIds)];
  const res = await ex.execute(sql`
    select u.user_id, count(*)::text as n from (
      select poster_id as user_id from exchanges where status = 'completed' and ${inArray(exchanges.posterId, ids)}
      union all
      select offerer_id as user_id from exchanges where status = 'completed' and ${inArray(exchanges.offererId, ids)}
    ) u group by u.user_id`);
  for (const r of (res as unknown as { rows: { user_id: string; n: string }[] }).rows) out.set(r.user_id, Number(r.n));
  return out;
}

/** The offer's two parties, without a lock (a command creates their ledger accounts before its transaction). */
export async function offerParties(ex: Executor, offerId: string) {
  const [row] = await ex
    .select({ posterId: exchangePosts.posterId, offererId: exchangeOffers.offererId })
    .from(exchangeOffers)
    .innerJoin(exchangePosts, eq(exchangePosts.id, exchangeOffers.postId))
    .where(eq(exchangeOffers.id, offerId))
    .limit(1);
  return row ?? null;
}

/**
 * The trade of each of these exchange orders (the orders module's lists link a parcel to its trade).
 * Each order's buyer is one side of its trade, so the parties' indexes find the candidate trades and
 * no index on the order columns is needed.
 */
export async function tradesOfOrders(ex: Executor, orders: readonly { id: string; buyerId: string }[]) {
  const out = new Map<string, string>();
  if (!orders.length) return out;
  const ids = orders.map((o) => o.id);
  const parties = [...new Set(orders.map((o) => o.buyerId))];
  const rows = await ex
    .select({ id: exchanges.id, toPoster: exchanges.orderToPosterId, toOfferer: exchanges.orderToOffererId })
    .from(exchanges)
    .where(
      and(
        or(inArray(exchanges.posterId, parties), inArray(exchanges.offererId, parties)),
        or(inArray(exchanges.orderToPosterId, ids), inArray(exchanges.orderToOffererId, ids)),
      ),
    );
  for (const r of rows) {
    if (r.toPoster) out.set(r.toPoster, r.id);
    if (r.toOfferer) out.set(r.toOfferer, r.id);
  }
  return out;
}
