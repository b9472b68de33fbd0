import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sellerDashboardSchema,
  sellerRevenueSchema,
  shopReportQuery,
  shopReportSchema,
  shopTransactionListResponse,
  shopTransactionQuery,
} from '@cho-gundam/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { authorize } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { caller } from '../../plugins/auth-guard.js';
import type { SellerDashboardService } from './seller-dashboard.js';
import { shopReportCsv } from './seller-report-csv.js';
import { sellerRevenue, shopReport } from './seller-reports.js';
import type { SellerTransactionsService } from './seller-transactions.js';

const security = [{ bearer: [] }];

export interface SellerCenterParts {
  db: Db;
  clock: Clock;
  dashboard: SellerDashboardService;
  transactions: SellerTransactionsService;
}

/** The seller's figures: /shop/dashboard, /shop/transition (transactions) and /shop/reports. Sellers only. */
export const sellerCenterRoutes =
  ({ db, clock, dashboard, transactions }: SellerCenterParts): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.allow('shop.manage'));

    app.get(
      '/sellers/me/dashboard',
      {
        schema: {
          tags: ['sellers'],
          security,
          summary: 'Tổng quan shop: sản phẩm, lượt xem, gói dịch vụ, đăng bán 30 ngày',
          response: { 200: sellerDashboardSchema },
        },
      },
      async (req) => dashboard.dashboard(caller(req)),
    );

    app.get(
      '/shop/transactions',
      {
        schema: {
          tags: ['shop'],
          security,
          summary: 'Giao dịch của shop (sổ cái: chờ thanh toán, tiền bán hàng, hoàn tiền, rút tiền)',
          querystring: shopTransactionQuery,
          response: { 200: shopTransactionListResponse },
        },
      },
      async (req) => transactions.transactions(caller(req), req.query.page, req.query.page_size),
    );

    app.get(
      '/shop/reports',
      {
        schema: {
          tags: ['shop'],
          security,
          summary: 'Báo cáo doanh thu theo khoảng ngày',
          querystring: shopReportQuery,
          response: { 200: shopReportSchema },
        },
      },
      async (req) => shopReport(db, clock, authorize(caller(req), 'shop.manage').userId, req.query.from, req.query.to),
    );

    app.get(
      '/shop/reports.csv',
      {
        schema: {
          tags: ['shop'],
          security,
          summary: 'Xuất báo cáo CSV (UTF-8 có BOM)',
          querystring: shopReportQuery,
          response: { 200: z.string().describe('text/csv') },
        },
      },
      async (req, reply) => {
        const sellerId = authorize(caller(req), 'shop.manage').userId;
        const csv = await shopReportCsv(db, clock.now(), sellerId, req.query.from, req.query.to);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .send(csv.body);
      },
    );

    app.get(
      '/shop/revenue',
      { schema: { tags: ['shop'], security, summary: 'Doanh thu cho trang tổng quan người bán', response: { 200: sellerRevenueSchema } } },
      async (req) => sellerRevenue(db, authorize(caller(req), 'shop.manage').userId, clock.now()),
    );
  };
