// The audit module's public surface: every staff action is recorded through recordStaffAction;
// staff read the log through `GET /moderator/audit-log`.
import type { Db } from '../../db/client.js';
import type { AppModule } from '../../lib/module.js';
import { auditReadService } from './audit.read.js';
import { auditRoutes } from './audit.routes.js';

export { auditOfTarget, recordStaffAction, type StaffAction } from './audit.service.js';
export { staffAuditLog } from './audit.schema.js';

export function createAuditModule(deps: { db: Db }) {
  const audit = auditReadService(deps);
  return { routes: auditRoutes({ audit }) } satisfies AppModule;
}
