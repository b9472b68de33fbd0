import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCartItemBody, cartItemSchema, cartListResponse, uuidField } from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import type { CartService } from './cart.service.js';

const tags = ['cart'];
const security = [{ bearer: [] }];

/** Seed §7: exactly these three calls. */
export const cartRoutes =
  (service: CartService): FastifyPluginAsyncZod =>
  async (app) => {
    // onRequest: a guest gets 401 before any validation of what they sent
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/cart/items',
      {
        schema: {
          tags,
          security,
          summary: 'Giỏ hàng (mảng, tối đa 100 sản phẩm; available=false nếu sản phẩm không còn được bán)',
          response: { 200: cartListResponse },
        },
      },
      async (req) => service.list(caller(req)),
    );

    app.post(
      '/cart/items',
      { schema: { tags, security, summary: 'Thêm sản phẩm vào giỏ hàng', body: addCartItemBody, response: { 201: cartItemSchema } } },
      async (req, reply) => reply.status(201).send(await service.add(caller(req), req.body.gundam_id)),
    );

    app.delete(
      '/cart/items/:cart_item_id',
      {
        schema: {
          tags,
          security,
          summary: 'Xóa sản phẩm khỏi giỏ hàng',
          params: z.object({ cart_item_id: uuidField }),
          response: { 204: z.null().describe('Đã xóa') },
        },
      },
      async (req, reply) => {
        await service.remove(caller(req), req.params.cart_item_id);
        return reply.status(204).send(null);
      },
    );
  };
