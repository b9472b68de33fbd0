import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema, dashboardPeriodQuery, moderatorDashboardSchema } from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import type { DashboardsService } from './dashboards.service.js';

const security = [{ bearer: [] }];

/** The back-office dashboards: `/moderator/dashboard` (staff) and `/admin/dashboard` (admins). */
export const dashboardsRoutes =
  (dashboards: DashboardsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/moderator/dashboard',
      {
        onRequest: app.allow('dashboard.moderator'),
        schema: {
          tags: ['moderator'],
          security,
          summary: 'Bảng điều khiển kiểm duyệt: hàng đợi công việc, tuần này so với tuần trước, biểu đồ 7, 30 hoặc 90 ngày qua',
          querystring: dashboardPeriodQuery,
          response: { 200: moderatorDashboardSchema },
        },
      },
      async (req) => dashboards.moderator(caller(req), req.query.days),
    );

    app.get(
      '/admin/dashboard',
      {
        onRequest: app.allow('dashboard.admin'),
        schema: {
          tags: ['admin'],
          security,
          summary: 'Tổng quan toàn sàn: thành viên, người bán theo gói, GMV, doanh thu nền tảng, ví, đơn hàng, đấu giá',
          querystring: dashboardPeriodQuery,
          response: { 200: adminDashboardSchema },
        },
      },
      async (req) => dashboards.admin(caller(req), req.query.days),
    );
  };
