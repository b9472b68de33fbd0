import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutBody, checkoutQuoteBody, checkoutQuoteResponse, checkoutResponse } from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import { requireIdempotencyKey } from '../ledger/index.js';
import type { CheckoutService } from './checkout.service.js';

const tags = ['checkout'];
const security = [{ bearer: [] }];

/** /checkout: the quote and the purchase (product.md §5). */
export const checkoutRoutes =
  (checkout: CheckoutService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/checkout/quote',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Báo giá thanh toán: nhóm theo shop, phí vận chuyển, số dư',
          body: checkoutQuoteBody,
          response: { 200: checkoutQuoteResponse },
        },
      },
      async (req) => checkout.quote(caller(req), req.body),
    );

    app.post(
      '/checkout',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Đặt hàng và thanh toán bằng ví (header Idempotency-Key bắt buộc)',
          headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
          body: checkoutBody,
          response: { 201: checkoutResponse },
        },
      },
      async (req, reply) => {
        const key = requireIdempotencyKey(req.headers['idempotency-key']);
        const res = await checkout.checkout(caller(req), key, req.body);
        return reply
          .status(res.statusCode as 201)
          .header('idempotent-replayed', String(res.replayed))
          .send(res.body);
      },
    );
  };
