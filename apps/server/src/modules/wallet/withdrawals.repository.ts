import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldVietnamese, type MoneyTableSort } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { userMatches, users } from '../users/index.js';
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

/** The moderator's filters (docs/domain/wallet.md "Withdrawal"); `from`/`to` are instants, `to` excluded. */
export interface WithdrawalFilter {
  status?: WithdrawalStatus;
  q?: string;
  from?: Date;
  to?: Date;
  /** none: the queue's own order */
  sort?: MoneyTableSort;
}

/** The bank account snapshot as one text, the expression withdrawals_account_trgm_idx is built on. */
const accountText = sql`(${withdrawals.accountNumber} || ' ' || ${withdrawals.accountName})`;

/**
 * The ids of the requests `q` names: those of the members it finds (users_search_trgm_idx, then
 * withdrawals_user_idx) and those whose account number or holder contains it
 * (withdrawals_account_trgm_idx; holders are written without accents, so `q` is folded first).
 */
const withdrawalsNamedBy = (ex: Executor, q: string) => {
  const term = `%${foldVietnamese(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ex
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      inArray(
        withdrawals.userId,
        ex
          .select({ id: users.id })
          .from(users)
          .where(and(...userMatches(q))),
      ),
    )
    .unionAll(
      ex
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(sql`${accountText} ilike ${term}`),
    );
};

const withdrawalWhere = (ex: Executor, q: WithdrawalFilter) =>
  and(
    q.status ? eq(withdrawals.status, q.status) : undefined,
    q.q ? inArray(withdrawals.id, withdrawalsNamedBy(ex, q.q)) : undefined,
    q.from ? gte(withdrawals.createdAt, q.from) : undefined,
    q.to ? lt(withdrawals.createdAt, q.to) : undefined,
  );

/** created: withdrawals_status_idx, or withdrawals_created_idx for every status; amount: withdrawals_amount_idx (read backwards for desc). */
const WITHDRAWAL_ORDER = {
  created_desc: [desc(withdrawals.createdAt), desc(withdrawals.id)],
  created_asc: [asc(withdrawals.createdAt), asc(withdrawals.id)],
  amount_desc: [desc(withdrawals.amount), desc(withdrawals.id)],
  amount_asc: [asc(withdrawals.amount), asc(withdrawals.id)],
} satisfies Record<MoneyTableSort, (SQL | AnyPgColumn)[]>;

/** The moderators' queue with the member's name and e-mail: pending oldest first (the queue is worked that way), the rest newest first, unless `sort` says otherwise. */
export async function withdrawalQueue(ex: Executor, q: WithdrawalFilter & { page: number; page_size: number }) {
  const where = withdrawalWhere(ex, q);
  const sort = q.sort ?? (q.status === 'pending' ? 'created_asc' : 'created_desc');
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ex
      .select({ withdrawal: withdrawals, name: users.fullName, email: users.email })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(where)
      .orderBy(...WITHDRAWAL_ORDER[sort])
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ex.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: n };
}

/** Withdrawal requests waiting for staff (the moderator dashboard's queue; `withdrawals_status_idx`). */
export async function countPendingWithdrawals(ex: Executor) {
  const [row] = await ex.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** One withdrawal with its member (name, e-mail, phone) and the staff member who decided it, for the detail drawer. */
export async function findWithdrawalWithMember(ex: Executor, id: string) {
  const [row] = await ex
    .select({ withdrawal: withdrawals, name: users.fullName, email: users.email, phone: users.phoneNumber })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  if (!row) return null;
  const decidedBy = row.withdrawal.processedBy;
  const [staff] = decidedBy ? await ex.select({ name: users.fullName }).from(users).where(eq(users.id, decidedBy)) : [];
  return { ...row, processedByName: staff?.name ?? null };
}
