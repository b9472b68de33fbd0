// The audit module's public surface: every staff action is recorded through recordStaffAction.
export { auditOfTarget, recordStaffAction, type StaffAction } from './audit.service.js';
export { staffAuditLog } from './audit.schema.js';
