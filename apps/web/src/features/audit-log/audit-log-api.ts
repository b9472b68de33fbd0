import type { AuditLogPage } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AuditLog'] });

export interface AuditLogArgs {
  page: number;
  page_size: number;
  actor_id?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
  q?: string;
}

export const auditLogApi = api.injectEndpoints({
  endpoints: (b) => ({
    auditLog: b.query<AuditLogPage, AuditLogArgs>({
      query: (q) => ({ url: '/moderator/audit-log', query: { ...q } }),
      providesTags: ['AuditLog'],
    }),
  }),
});

export const { useAuditLogQuery } = auditLogApi;
