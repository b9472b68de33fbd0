import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPlanListResponse,
  adminPlanParams,
  adminPlanSchema,
  adminPlanUpdateBody,
  planPurchaseBody,
  planPurchaseResponse,
  planQuoteQuery,
  planQuoteSchema,
  subscriptionHistoryResponse,
  subscriptionPlanListResponse,
  subscriptionUsageSchema,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import { IDEMPOTENCY_HEADER, requireIdempotencyKey } from '../ledger/index.js';
import type { PlanPurchaseService } from './plan-purchase.service.js';
import type { PlansAdminService } from './plans.admin.service.js';
import type { PlansService } from './plans.service.js';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];

/**
 * Plans: the public list, the seller's current usage, and plans bought from the wallet (quote,
 * purchase: renew / upgrade / change, history). Seller calls: guest → 401, member → 403.
 */
export const plansRoutes =
  ({ plans, purchases, admin }: { plans: PlansService; purchases: PlanPurchaseService; admin: PlansAdminService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/subscription-plans',
      { schema: { tags, summary: 'Các gói dịch vụ cho người bán', response: { 200: subscriptionPlanListResponse } } },
      async () => plans.list(),
    );

    app.get(
      '/sellers/me/subscription',
      {
        onRequest: app.allow('shop.manage'),
        schema: {
          tags: ['sellers'],
          security,
          summary: 'Gói dịch vụ đang áp dụng và số lượt đăng bán đã dùng',
          response: { 200: subscriptionUsageSchema },
        },
      },
      async (req) => plans.usage(caller(req)),
    );

    app.get(
      '/subscriptions/quote',
      {
        onRequest: app.allow('shop.manage'),
        schema: {
          tags,
          security,
          summary: 'Báo giá mua / gia hạn / nâng cấp gói: số tiền trừ ví, phần giá trị gói cũ được trừ, số tiền còn thiếu',
          querystring: planQuoteQuery,
          response: { 200: planQuoteSchema },
        },
      },
      async (req) => purchases.quote(caller(req), req.query.plan_id),
    );

    app.post(
      '/subscriptions/purchase',
      {
        onRequest: app.allow('shop.manage'),
        schema: {
          tags,
          security,
          summary: 'Mua, gia hạn hoặc nâng cấp gói dịch vụ bằng số dư ví (bắt buộc header Idempotency-Key)',
          body: planPurchaseBody,
          response: { 200: planPurchaseResponse },
        },
      },
      async (req, reply) => {
        const key = requireIdempotencyKey(req.headers[IDEMPOTENCY_HEADER]);
        const result = await purchases.purchase(caller(req), req.body, key);
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(200).send(result.body);
      },
    );

    app.get(
      '/subscriptions/history',
      {
        onRequest: app.allow('shop.manage'),
        schema: {
          tags,
          security,
          summary: 'Lịch sử gói dịch vụ của shop và số tiền đã trả',
          response: { 200: subscriptionHistoryResponse },
        },
      },
      async (req) => purchases.history(caller(req)),
    );

    // the admin's plans: guest 401, member, seller and moderator 403
    app.get(
      '/admin/plans',
      {
        onRequest: app.allow('plans.manage'),
        schema: {
          tags: ['admin'],
          security,
          summary: 'Các gói dịch vụ (cả gói ngừng bán) với số shop đang dùng',
          response: { 200: adminPlanListResponse },
        },
      },
      async (req) => admin.list(caller(req)),
    );
    app.patch(
      '/admin/plans/:id',
      {
        onRequest: app.allow('plans.manage'),
        schema: {
          tags: ['admin'],
          security,
          summary: 'Sửa giá, số sản phẩm, số phiên đấu giá, thời hạn của gói (chỉ áp dụng cho lần mua mới)',
          params: adminPlanParams,
          body: adminPlanUpdateBody,
          response: { 200: adminPlanSchema },
        },
      },
      async (req) => admin.update(caller(req), req.params.id, req.body),
    );
  };
