import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeDisputeFields, exchangeIdParams, exchangeSchema } from '@cho-gundam/contracts';
import { badRequest } from '../../lib/errors.js';
import { caller } from '../../plugins/auth-guard.js';
import { readPhotos } from '../orders/index.js';
import type { TradeDisputesService } from './trade-disputes.service.js';

/** A side's complaint about the parcel it received. docs/domain/exchanges.md (Disputes) */
export const tradeDisputeRoutes =
  ({ disputes }: { disputes: TradeDisputesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/exchanges/:id/dispute',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags: ['exchanges'],
          security: [{ bearer: [] }],
          summary: 'Khiếu nại kiện hàng nhận được (multipart: reason + 0–5 ảnh images), sau khi giao và trước khi xác nhận',
          params: exchangeIdParams,
          response: { 201: exchangeSchema },
        },
      },
      async (req, reply) => {
        const { files, fields } = await readPhotos(req, ['reason']);
        const parsed = exchangeDisputeFields.safeParse({ reason: fields.reason });
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Nội dung khiếu nại không hợp lệ';
          throw badRequest('validation_failed', message, { fields: [{ field: 'reason', message }] });
        }
        return reply.status(201).send(await disputes.open(caller(req), req.params.id, parsed.data.reason, files));
      },
    );
  };
