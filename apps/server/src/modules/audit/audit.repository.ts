import type { AuditLogQuery } from '@cho-gundam/contracts';
import { and, asc, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { vnDayEnd, vnDayStart } from '../../lib/time.js';
import { users } from '../users/index.js';
import { staffAuditLog } from './audit.schema.js';

/** `%`, `_` and `\` typed by the reader match themselves in the reason search. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the audit log, newest (or oldest) first with the id breaking ties, with the actor's name: every filter is served by an
 * index (actor + time, action + time, target, time; the reason by a trigram index).
 */
export async function searchAuditLog(ex: Executor, q: AuditLogQuery) {
  const conds: SQL[] = [];
  if (q.actor_id) conds.push(eq(staffAuditLog.actorId, q.actor_id));
  if (q.action) conds.push(eq(staffAuditLog.action, q.action));
  if (q.target_type) conds.push(eq(staffAuditLog.targetType, q.target_type));
  if (q.target_id) conds.push(eq(staffAuditLog.targetId, q.target_id));
  if (q.from) conds.push(gte(staffAuditLog.createdAt, vnDayStart(q.from)));
  if (q.to) conds.push(lt(staffAuditLog.createdAt, vnDayEnd(q.to)));
  if (q.q) conds.push(ilike(staffAuditLog.reason, `%${likeEscape(q.q)}%`));
  const where = conds.length ? and(...conds) : undefined;
  const rows = await ex
    .select({ entry: staffAuditLog, actorName: users.fullName, actorEmail: users.email })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.actorId))
    .where(where)
    .orderBy(
      ...(q.sort === 'oldest'
        ? [asc(staffAuditLog.createdAt), asc(staffAuditLog.id)]
        : [desc(staffAuditLog.createdAt), desc(staffAuditLog.id)]),
    )
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const [count] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(staffAuditLog)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}
