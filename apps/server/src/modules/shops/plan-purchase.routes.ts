import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planPurchaseBody, planPurchaseResponse, planQuoteQuery, planQuoteSchema, subscriptionHistoryResponse } from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import { IDEMPOTENCY_HEADER, requireIdempotencyKey } from '../ledger/index.js';
import { PLAN_SWEEP_JOB, planPurchaseService, planSweepHandler, schedulePlanSweep } from './plan-purchase.service.js';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];

/**
 * Plans bought from the wallet: quote, purchase (renew / upgrade / change), history; and the
 * expiry sweep job. Sellers only (guest → 401, member → 403).
 */
export const planPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.ctx.db, clock: app.ctx.clock, log: app.log };
  const service = planPurchaseService(deps);
  app.ctx.jobs.register(PLAN_SWEEP_JOB, planSweepHandler(deps));
  // the first run of the recurring sweep, where this process runs jobs (tests run it by hand or
  // through a purchase, which schedules it too); the dedupe key keeps one pending run per database
  if (app.ctx.config.jobs.enabled) await schedulePlanSweep(app.ctx.db, app.ctx.clock.now());

  app.get(
    '/subscriptions/quote',
    {
      onRequest: app.requireRole('seller'),
      schema: { tags, security, summary: 'Báo giá mua / gia hạn / nâng cấp gói: số tiền trừ ví, phần giá trị gói cũ được trừ, số tiền còn thiếu', querystring: planQuoteQuery, response: { 200: planQuoteSchema } },
    },
    async (req) => service.quote(caller(req), req.query.plan_id),
  );

  app.post(
    '/subscriptions/purchase',
    {
      onRequest: app.requireRole('seller'),
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
      const result = await service.purchase(caller(req), req.body, key);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(200).send(result.body);
    },
  );

  app.get(
    '/subscriptions/history',
    { onRequest: app.requireRole('seller'), schema: { tags, security, summary: 'Lịch sử gói dịch vụ của shop và số tiền đã trả', response: { 200: subscriptionHistoryResponse } } },
    async (req) => service.history(caller(req)),
  );
};
