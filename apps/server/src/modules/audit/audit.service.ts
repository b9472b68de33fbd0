import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../lib/access.js';
import { users } from '../users/index.js';
import { staffAuditLog } from './audit.schema.js';

export interface StaffAction {
  /** the staff member acting (null: the system on their behalf) */
  actor: Pick<Actor, 'userId'> | null;
  /** dotted verb, e.g. `withdrawal.complete`, `complaint.decide` */
  action: string;
  target: { type: string; id: string };
  /** what the target looked like before and after (the fields the action changed) */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  /** anything else worth keeping (amounts, codes, the other party) */
  details?: Record<string, unknown>;
  at: Date;
}

/** Writes one audit row in the caller's transaction: the action and its record commit together. */
export async function recordStaffAction(ex: Executor, a: StaffAction) {
  await ex.insert(staffAuditLog).values({
    actorId: a.actor?.userId ?? null,
    action: a.action,
    targetType: a.target.type,
    targetId: a.target.id,
    before: a.before ?? null,
    after: a.after ?? null,
    reason: a.reason ?? null,
    details: a.details ?? {},
    createdAt: a.at,
  });
}

/** The latest audit rows about one target, newest first, with the acting staff member's name (staff_audit_log_target_idx). */
export async function auditOfTarget(ex: Executor, target: { type: string; id: string }, limit = 20) {
  return ex
    .select({
      id: staffAuditLog.id,
      action: staffAuditLog.action,
      reason: staffAuditLog.reason,
      details: staffAuditLog.details,
      createdAt: staffAuditLog.createdAt,
      actorName: users.fullName,
    })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.actorId))
    .where(and(eq(staffAuditLog.targetType, target.type), eq(staffAuditLog.targetId, target.id)))
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(limit);
}
