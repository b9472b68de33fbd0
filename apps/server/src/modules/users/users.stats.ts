import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from './users.schema.js';

/** Members of the market (buyers and sellers; staff accounts are not members). */
const MEMBER_ROLES = ['member', 'seller'] as const;

/** How many members there are (`users_role_idx`). */
export async function countMembers(ex: Executor) {
  const [row] = await ex.select({ n: count() }).from(users).where(inArray(users.role, MEMBER_ROLES));
  return Number(row?.n ?? 0);
}

/** Members who joined per Vietnamese day in [since, until) (`users_created_at_idx`). */
export async function newMembersPerDay(ex: Executor, since: Date, until: Date) {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;
  const rows = await ex
    .select({ day, n: count() })
    .from(users)
    .where(and(gte(users.createdAt, since), lt(users.createdAt, until), inArray(users.role, MEMBER_ROLES)))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, members: Number(r.n) }));
}
