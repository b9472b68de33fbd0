import type { AuditLogArgs } from './audit-log-api';

export const AUDIT_PAGE_SIZE = 20;
const FILTERS = ['actor_id', 'action', 'target_type', 'target_id', 'from', 'to', 'q'] as const;
export type AuditFilter = (typeof FILTERS)[number];

/** The request the URL asks for: every filter the URL carries, the page (1 when missing or wrong). */
export function auditArgsFromParams(params: URLSearchParams): AuditLogArgs {
  const page = Number(params.get('page'));
  const args: AuditLogArgs = { page: Number.isInteger(page) && page > 0 ? page : 1, page_size: AUDIT_PAGE_SIZE };
  for (const k of FILTERS) {
    const v = params.get(k)?.trim();
    if (v) args[k] = v;
  }
  return args;
}

/** One value of a before/after snapshot as people read it. */
export function showValue(v: unknown): string {
  if (v === undefined) return '—';
  if (v === null) return 'trống';
  if (typeof v === 'boolean') return v ? 'có' : 'không';
  if (typeof v === 'number') return v.toLocaleString('vi-VN');
  if (typeof v === 'string') {
    // ISO instants read as DD/MM/YYYY HH:mm
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) {
      const d = new Date(v);
      if (!Number.isNaN(d.getTime())) {
        return new Intl.DateTimeFormat('vi-VN', {
          timeZone: 'Asia/Ho_Chi_Minh',
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hour12: false,
        })
          .format(d)
          .replace(',', '');
      }
    }
    return v;
  }
  return JSON.stringify(v);
}
