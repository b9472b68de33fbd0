import { and, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../users/index.js';
import { withdrawals } from './wallet.schema.js';

/** Every query on the withdrawals table (docs/domain/wallet.md). The first parameter is the db or the transaction. */
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawalRow = typeof withdrawals.$inferInsert;
export type WithdrawalStatus = WithdrawalRow['status'];

export async function findWithdrawal(ex: Executor, id: string): Promise<WithdrawalRow | null> {
  const [row] = await ex.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}

export async function insertWithdrawal(ex: Executor, values: NewWithdrawalRow): Promise<WithdrawalRow> {
  const [row] = await ex.insert(withdrawals).values(values).returning();
  return row!;
}

/**
 * Moves a pending request to `to` (a conditional update: `where status = 'pending'`); null when it
 * was not pending any more (someone else won), or when `requester` / `notRequester` does not match.
 */
export async function moveWithdrawal(
  ex: Executor,
  id: string,
  to: WithdrawalStatus,
  set: Partial<NewWithdrawalRow> & { updatedAt: Date },
  who: { requester: string } | { notRequester: string },
): Promise<WithdrawalRow | null> {
  const guard = 'requester' in who ? eq(withdrawals.userId, who.requester) : ne(withdrawals.userId, who.notRequester);
  const [row] = await ex
    .update(withdrawals)
    .set({ status: to, ...set })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending'), guard))
    .returning();
  return row ?? null;
}

/** A member's own requests, newest first. */
export async function listWithdrawalsOf(ex: Executor, userId: string, q: { page: number; page_size: number; status?: WithdrawalStatus }) {
  const where = and(eq(withdrawals.userId, userId), q.status ? eq(withdrawals.status, q.status) : undefined);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ex
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ex.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: n };
}

/** The moderators' queue with the member's name and email; `q` searches email, name, account number and holder. */
export async function withdrawalQueue(ex: Executor, q: { page: number; page_size: number; status?: WithdrawalStatus; q?: string }) {
  const term = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    q.status ? eq(withdrawals.status, q.status) : undefined,
    term
      ? or(
          ilike(users.email, term),
          ilike(users.fullName, term),
          ilike(withdrawals.accountNumber, term),
          ilike(withdrawals.accountName, term),
        )
      : undefined,
  );
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ex
      .select({ withdrawal: withdrawals, name: users.fullName, email: users.email })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(where)
      // the queue is worked oldest first
      .orderBy(q.status === 'pending' ? withdrawals.createdAt : desc(withdrawals.createdAt), withdrawals.id)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ex.select({ n: count() }).from(withdrawals).innerJoin(users, eq(users.id, withdrawals.userId)).where(where),
  ]);
  return { rows, total: n };
}

/** Withdrawal requests waiting for staff (the moderator dashboard's queue; `withdrawals_status_idx`). */
export async function countPendingWithdrawals(ex: Executor) {
  const [row] = await ex.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'pending'));
  return Number(row?.n ?? 0);
}
