import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressInput, addressListResponse, addressSchema, addressUpdate, uuidField } from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import type { AddressesService } from './addresses.service.js';

const tags = ['addresses'];
const security = [{ bearer: [] }];
const bookParams = z.object({ id: uuidField });
const addressParams = z.object({ id: uuidField, addressId: uuidField });

export const addressesRoutes =
  (service: AddressesService): FastifyPluginAsyncZod =>
  async (app) => {
    // onRequest: a guest gets 401 before any validation of what they sent
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/users/:id/addresses',
      {
        schema: {
          tags,
          security,
          summary: 'Sổ địa chỉ (địa chỉ mặc định đứng đầu)',
          params: bookParams,
          response: { 200: addressListResponse },
        },
      },
      async (req) => service.list(caller(req), req.params.id),
    );

    app.post(
      '/users/:id/addresses',
      { schema: { tags, security, summary: 'Thêm địa chỉ', params: bookParams, body: addressInput, response: { 201: addressSchema } } },
      async (req, reply) => reply.status(201).send(await service.create(caller(req), req.params.id, req.body)),
    );

    app.put(
      '/users/:id/addresses/:addressId',
      {
        schema: {
          tags,
          security,
          summary: 'Sửa địa chỉ, đặt làm mặc định hoặc địa chỉ lấy hàng',
          params: addressParams,
          body: addressUpdate,
          response: { 200: addressSchema },
        },
      },
      async (req) => service.update(caller(req), req.params.id, req.params.addressId, req.body),
    );

    app.delete(
      '/users/:id/addresses/:addressId',
      {
        schema: {
          tags,
          security,
          summary: 'Xóa địa chỉ (không xóa được địa chỉ mặc định hoặc địa chỉ lấy hàng)',
          params: addressParams,
          response: { 204: z.null().describe('Đã xóa') },
        },
      },
      async (req, reply) => {
        await service.remove(caller(req), req.params.id, req.params.addressId);
        return reply.status(204).send(null);
      },
    );
  };
