import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MoneyTableSort } from '@cho-gundam/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { CreatedOrder, SandboxOrderStore, SandboxRemoteState } from '../../integrations/zalopay/index.js';
import { userMatches, users } from '../users/index.js';
import { gatewayCallbacks, topups } from './wallet.schema.js';

/** Every query on the top-up tables (docs/domain/wallet.md). The first parameter is the db or the transaction. */
export type TopupRow = typeof topups.$inferSelect;
export type NewTopupRow = typeof topups.$inferInsert;
export type TopupStatus = TopupRow['status'];

/** `metadata || patch`: keys are added or replaced, the others stay */
const withMetadata = (patch: Record<string, unknown>) => sql`${topups.metadata} || ${JSON.stringify(patch)}::jsonb`;

export async function findTopup(ex: Executor, id: string): Promise<TopupRow | null> {
  const [row] = await ex.select().from(topups).where(eq(topups.id, id));
  return row ?? null;
}

export async function findTopupByAppTransId(ex: Executor, provider: string, appTransId: string): Promise<TopupRow | null> {
  const [row] = await ex
    .select()
    .from(topups)
    .where(and(eq(topups.provider, provider), eq(topups.appTransId, appTransId)));
  return row ?? null;
}

/** The top-up a payment report names, locked until the transaction ends (callback and query job serialise here). */
export async function lockTopupByAppTransId(ex: Executor, provider: string, appTransId: string): Promise<TopupRow | null> {
  const [row] = await ex
    .select()
    .from(topups)
    .where(and(eq(topups.provider, provider), eq(topups.appTransId, appTransId)))
    .for('update');
  return row ?? null;
}

export async function insertTopup(ex: Executor, values: NewTopupRow): Promise<string> {
  const [row] = await ex.insert(topups).values(values).returning({ id: topups.id });
  return row!.id;
}

/** pending → succeeded; false when it was not pending any more (someone else settled it) */
export async function markTopupSucceeded(ex: Executor, id: string, gatewayTransId: string, now: Date): Promise<boolean> {
  const moved = await ex
    .update(topups)
    .set({ status: 'succeeded', gatewayTransId, succeededAt: now, updatedAt: now })
    .where(and(eq(topups.id, id), eq(topups.status, 'pending')))
    .returning({ id: topups.id });
  return !!moved[0];
}

/** pending → failed or expired (a no-op when it is not pending) */
export async function endTopup(ex: Executor, id: string, status: 'failed' | 'expired', now: Date) {
  await ex
    .update(topups)
    .set({ status, updatedAt: now })
    .where(and(eq(topups.id, id), eq(topups.status, 'pending')));
}

/** A moderator has to look at it (late payment, wrong amount): shown under "Cần kiểm tra". */
export async function flagTopup(ex: Executor, id: string, reason: string, now: Date) {
  await ex
    .update(topups)
    .set({ metadata: withMetadata({ needs_review: true, review_reason: reason }), updatedAt: now })
    .where(eq(topups.id, id));
}

/** The gateway's order (payment page, QR, token) kept on the row. */
export async function saveGatewayOrder(ex: Executor, id: string, order: CreatedOrder, now: Date): Promise<TopupRow> {
  const [row] = await ex
    .update(topups)
    .set({ orderUrl: order.orderUrl, qrCode: order.qrCode, metadata: withMetadata({ zp_trans_token: order.zpTransToken }), updatedAt: now })
    .where(eq(topups.id, id))
    .returning();
  return row!;
}

export async function markTopupQueried(ex: Executor, id: string, now: Date) {
  await ex.update(topups).set({ lastQueriedAt: now }).where(eq(topups.id, id));
}

/** One top-up with its member's name and email (the moderator's view). */
export async function findTopupWithMember(ex: Executor, id: string) {
  const [row] = await ex
    .select({ topup: topups, name: users.fullName, email: users.email, phone: users.phoneNumber })
    .from(topups)
    .innerJoin(users, eq(users.id, topups.userId))
    .where(eq(topups.id, id));
  return row ?? null;
}

/** The moderator's filters (docs/domain/wallet.md "Moderator side"); `from`/`to` are instants, `to` excluded. */
export interface TopupFilter {
  status?: TopupStatus;
  needs_review?: 'true' | 'false';
  q?: string;
  from?: Date;
  to?: Date;
}
export type TopupSort = MoneyTableSort;

/** Every value of `topups.provider` (integrations/zalopay): the leading column of the transaction-id keys. */
const PROVIDERS = ['zalopay', 'sandbox'] as const;

/**
 * The ids of the top-ups `q` names: those of the members it finds (users_search_trgm_idx, then
 * topups_user_idx), and the one whose app_trans_id or gateway transaction id it is
 * (topups_app_trans_key, topups_gateway_trans_key). A union of indexed reads, not one OR the
 * planner would answer by reading every top-up.
 */
const topupsNamedBy = (ex: Executor, q: string) =>
  ex
    .select({ id: topups.id })
    .from(topups)
    .where(
      inArray(
        topups.userId,
        ex
          .select({ id: users.id })
          .from(users)
          .where(and(...userMatches(q))),
      ),
    )
    .unionAll(
      ex
        .select({ id: topups.id })
        .from(topups)
        .where(and(inArray(topups.provider, [...PROVIDERS]), or(eq(topups.appTransId, q), eq(topups.gatewayTransId, q)))),
    );

const topupWhere = (ex: Executor, q: TopupFilter) => {
  const review = sql`coalesce((${topups.metadata} ->> 'needs_review')::boolean, false)`;
  return and(
    q.status ? eq(topups.status, q.status) : undefined,
    q.needs_review ? sql`${review} = ${q.needs_review === 'true'}` : undefined,
    q.q ? inArray(topups.id, topupsNamedBy(ex, q.q)) : undefined,
    q.from ? gte(topups.createdAt, q.from) : undefined,
    q.to ? lt(topups.createdAt, q.to) : undefined,
  );
};

/**
 * created: topups_created_idx, or topups_status_idx with a status; amount: topups_amount_idx (read backwards for desc), a
 * status checked on the way: most top-ups succeed, so a status filter rarely skips many.
 */
const TOPUP_ORDER = {
  created_desc: [desc(topups.createdAt), desc(topups.id)],
  created_asc: [asc(topups.createdAt), asc(topups.id)],
  amount_desc: [desc(topups.amount), desc(topups.id)],
  amount_asc: [asc(topups.amount), asc(topups.id)],
} satisfies Record<TopupSort, (SQL | AnyPgColumn)[]>;

/** The moderator's list with the member's name and e-mail; newest first unless `sort` says otherwise. */
export async function listTopupsWithMembers(ex: Executor, q: TopupFilter & { sort: TopupSort; page: number; page_size: number }) {
  const where = topupWhere(ex, q);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ex
      .select({ topup: topups, name: users.fullName, email: users.email })
      .from(topups)
      .innerJoin(users, eq(users.id, topups.userId))
      .where(where)
      .orderBy(...TOPUP_ORDER[q.sort])
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ex.select({ n: count() }).from(topups).where(where),
  ]);
  return { rows, total: n };
}

/** The top-up that already carries this gateway transaction id, if any. */
export async function findTopupByGatewayTransId(ex: Executor, provider: string, gatewayTransId: string): Promise<TopupRow | null> {
  const [row] = await ex
    .select()
    .from(topups)
    .where(and(eq(topups.provider, provider), eq(topups.gatewayTransId, gatewayTransId)));
  return row ?? null;
}

// ---- gateway callbacks (verified ones kept for good; unverified ones capped and pruned) ----

export async function insertGatewayCallback(ex: Executor, values: typeof gatewayCallbacks.$inferInsert): Promise<number> {
  const [row] = await ex.insert(gatewayCallbacks).values(values).returning({ id: gatewayCallbacks.id });
  return row!.id;
}

export async function setGatewayCallbackOutcome(ex: Executor, id: number, outcome: string) {
  await ex.update(gatewayCallbacks).set({ outcome }).where(eq(gatewayCallbacks.id, id));
}

/**
 * Deletes up to `batch` callbacks whose MAC did not verify, received before `before`; returns how
 * many went. Oldest ids first through the primary key, so each batch stops as soon as it has its rows.
 */
export async function deleteUnverifiedCallbacks(ex: Executor, before: Date, batch: number): Promise<number> {
  const doomed = ex
    .select({ id: gatewayCallbacks.id })
    .from(gatewayCallbacks)
    .where(and(eq(gatewayCallbacks.macValid, false), lt(gatewayCallbacks.receivedAt, before)))
    .orderBy(gatewayCallbacks.id)
    .limit(batch);
  const gone = await ex.delete(gatewayCallbacks).where(inArray(gatewayCallbacks.id, doomed)).returning({ id: gatewayCallbacks.id });
  return gone.length;
}

// ---- the sandbox gateway's orders ----

/** What the sandbox gateway's "remote" side recorded for this top-up (its payment page), if anything. */
export const sandboxStateOf = (t: TopupRow) => (t.metadata as { sandbox?: SandboxRemoteState }).sandbox ?? null;

/**
 * The sandbox gateway keeps its orders' remote state on our top-up rows (`metadata.sandbox`): the
 * gateway (integrations/zalopay/sandbox.ts) sees only this store, never the table.
 */
export function sandboxOrderStore(db: Db): SandboxOrderStore {
  return {
    async findOrder(appTransId) {
      const t = await findTopupByAppTransId(db, 'sandbox', appTransId);
      return t ? { amount: t.amount, remote: sandboxStateOf(t) } : null;
    },
    async saveRemoteState(appTransId, state) {
      await db
        .update(topups)
        .set({ metadata: withMetadata({ sandbox: state }) })
        .where(and(eq(topups.provider, 'sandbox'), eq(topups.appTransId, appTransId), sql`not (${topups.metadata} ? 'sandbox')`));
    },
  };
}
