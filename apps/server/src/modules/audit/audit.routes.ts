import { auditLogQuery, auditLogResponse } from '@cho-gundam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/auth-guard.js';
import type { AuditReadService } from './audit.read.js';

/** The audit log for staff: `GET /moderator/audit-log` (guest 401, member and seller 403). */
export const auditRoutes =
  ({ audit }: { audit: AuditReadService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/moderator/audit-log',
      {
        onRequest: app.allow('audit.read'),
        schema: {
          tags: ['moderator'],
          security: [{ bearer: [] }],
          summary: 'Nhật ký thao tác của nhân viên: lọc theo người làm, thao tác, đối tượng, thời gian, lý do',
          querystring: auditLogQuery,
          response: { 200: auditLogResponse },
        },
      },
      async (req) => audit.search(caller(req), req.query),
    );
  };
