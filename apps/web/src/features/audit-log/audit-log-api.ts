import type { AuditLogPage, AuditLogSort, MemberListItem, Paged } from '@cho-gundam/contracts';
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
  sort?: AuditLogSort;
}

export const auditLogApi = api.injectEndpoints({
  endpoints: (b) => ({
    auditLog: b.query<AuditLogPage, AuditLogArgs>({
      query: (q) => ({ url: '/moderator/audit-log', query: { ...q } }),
      providesTags: ['AuditLog'],
    }),
    /** the actor picker: staff accounts (moderators and admins) matching a name or an e-mail */
    auditActors: b.query<Paged<MemberListItem>, string>({
      query: (q) => ({ url: '/moderator/users', query: { role: 'staff', q, page_size: 10 } }),
    }),
  }),
});

export const { useAuditLogQuery, useAuditActorsQuery } = auditLogApi;
