export { AuditLogTable } from './components/audit-log-table';
