import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exchangeDecisionBody,
  exchangeIdParams,
  exchangeSchema,
  moderatorExchangeDetailSchema,
  moderatorExchangesQuery,
  moderatorExchangesResponse,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import { requireIdempotencyKey } from '../ledger/index.js';
import type { ExchangeDecisions } from './exchange-decisions.js';
import type { ExchangeModerationService } from './exchange-moderation.service.js';

const tags = ['moderator'];
const security = [{ bearer: [] }];

/** "Quản lý trao đổi": the trades' queue, one trade's story, and the decision. docs/domain/exchanges.md (Moderator decisions) */
export const exchangeModerationRoutes =
  ({ moderation, decisions }: { moderation: ExchangeModerationService; decisions: ExchangeDecisions }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/moderator/exchanges',
      {
        onRequest: app.allow('exchange.moderate'),
        schema: {
          tags,
          security,
          summary: 'Mọi giao dịch trao đổi: lọc theo trạng thái, đang vướng/khiếu nại, thành viên, khoảng ngày',
          querystring: moderatorExchangesQuery,
          response: { 200: moderatorExchangesResponse },
        },
      },
      async (req) => moderation.list(caller(req), req.query),
    );
    app.get(
      '/moderator/exchanges/:id',
      {
        onRequest: app.allow('exchange.moderate'),
        schema: {
          tags,
          security,
          summary: 'Chi tiết giao dịch: dòng thời gian, hai bên, hai đơn hàng, ảnh, khiếu nại, tiền',
          params: exchangeIdParams,
          response: { 200: moderatorExchangeDetailSchema },
        },
      },
      async (req) => moderation.detail(caller(req), req.params.id),
    );
    app.post(
      '/moderator/exchanges/:id/decision',
      {
        onRequest: app.allow('exchange.moderate'),
        schema: {
          tags,
          security,
          summary: 'Quyết định: hoàn tất giao dịch, hoàn tiền cho hai bên, hoặc hoàn hàng về người gửi (header Idempotency-Key bắt buộc)',
          params: exchangeIdParams,
          body: exchangeDecisionBody,
          headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
          response: { 200: exchangeSchema },
        },
      },
      async (req, reply) => {
        const res = await decisions.decide(caller(req), req.params.id, requireIdempotencyKey(req.headers['idempotency-key']), req.body);
        return reply.status(200).header('idempotent-replayed', String(res.replayed)).send(res.body);
      },
    );
  };
