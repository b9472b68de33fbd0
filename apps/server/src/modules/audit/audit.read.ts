import { auditActionLabel, auditTargetLabel, type AuditLogPage, type AuditLogQuery } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import { searchAuditLog } from './audit.repository.js';

/** The staff's read side of the audit log (product.md §10): search, newest first. */
export function auditReadService({ db }: { db: Db }) {
  return {
    async search(caller: Actor, q: AuditLogQuery): Promise<AuditLogPage> {
      authorize(caller, 'audit.read');
      const { rows, total } = await searchAuditLog(db, q);
      return {
        items: rows.map(({ entry: e, actorName, actorEmail }) => ({
          id: e.id,
          created_at: e.createdAt.toISOString(),
          actor_id: e.actorId,
          actor_name: actorName,
          actor_email: actorEmail,
          action: e.action,
          action_label: auditActionLabel(e.action),
          target_type: e.targetType,
          target_type_label: auditTargetLabel(e.targetType),
          target_id: e.targetId,
          reason: e.reason,
          before: (e.before as Record<string, unknown> | null) ?? null,
          after: (e.after as Record<string, unknown> | null) ?? null,
          details: (e.details as Record<string, unknown>) ?? {},
        })),
        page: q.page,
        page_size: q.page_size,
        total,
      };
    },
  };
}
export type AuditReadService = ReturnType<typeof auditReadService>;
