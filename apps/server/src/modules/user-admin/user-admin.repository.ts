import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { type MemberSort, type Role } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { userMatches, userNameSortKey, users } from '../users/index.js';

export type UserRow = typeof users.$inferSelect;

/**
 * The conditions of a back-office search: every word of `q` (accents and case ignored) must appear in the name, e-mail or phone; words of 3+ characters
 * anywhere (served by the trigram index), shorter ones as the start of a word.
 */
export function searchConditions(f: { q?: string; roles?: readonly Role[]; status?: 'active' | 'locked' }): SQL[] {
  const where: SQL[] = [];
  if (f.q) where.push(...userMatches(f.q));
  if (f.roles) where.push(f.roles.length === 1 ? eq(users.role, f.roles[0]!) : inArray(users.role, [...f.roles]));
  if (f.status) where.push(eq(users.status, f.status));
  return where;
}

/** Each sort with the id as its tiebreaker in the same direction (users_created_at_idx, users_name_sort_idx). */
const memberOrder: Record<MemberSort, SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name_asc: [asc(userNameSortKey(users.fullName)), asc(users.id)],
  name_desc: [desc(userNameSortKey(users.fullName)), desc(users.id)],
};

/** One page of accounts, newest first unless another sort is asked for, with the total. */
export async function searchUsers(ex: Executor, where: SQL[], page: { page: number; page_size: number; sort?: MemberSort }) {
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    ex
      .select()
      .from(users)
      .where(cond)
      .orderBy(...memberOrder[page.sort ?? 'newest'])
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    ex.select({ n: count() }).from(users).where(cond),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function userNameOf(ex: Executor, id: string | null) {
  if (!id) return null;
  const [row] = await ex.select({ name: users.fullName }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name ?? null;
}

export async function insertStaffUser(ex: Executor, v: { email: string; fullName: string; role: 'moderator' | 'admin'; now: Date }) {
  const [row] = await ex
    .insert(users)
    .values({
      email: v.email,
      fullName: v.fullName,
      passwordHash: null,
      emailVerified: false,
      role: v.role,
      createdAt: v.now,
      updatedAt: v.now,
    })
    .returning();
  return row!;
}
