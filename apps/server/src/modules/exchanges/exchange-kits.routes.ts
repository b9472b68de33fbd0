import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heldExchangeKitListResponse, pageQuery } from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import type { ExchangeKitsReadService } from './exchange-kits.read.js';

/** "Gundam để trao đổi" (`/exchange/manage-gundam`): my kits the board holds and what holds each. docs/domain/exchanges.md */
export const exchangeKitsRoutes =
  (read: ExchangeKitsReadService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/me/exchange-kits',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags: ['exchanges'],
          security: [{ bearer: [] }],
          summary: 'Mô hình của tôi đang nằm trong bài đăng, đề nghị hoặc giao dịch trao đổi, kèm nơi giữ mỗi mô hình',
          querystring: pageQuery,
          response: { 200: heldExchangeKitListResponse },
        },
      },
      async (req) => read.myHeldKits(caller(req), req.query),
    );
  };
