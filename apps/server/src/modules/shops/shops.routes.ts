import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myShopResponse,
  publicShopSchema,
  registerShopBody,
  staffShopOptionsResponse,
  staffShopSearchQuery,
  updateShopBody,
} from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import type { ShopsService } from './shops.service.js';

const tags = ['shops'];
const security = [{ bearer: [] }];

export const shopsRoutes =
  (service: ShopsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/shops',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Đăng ký shop (cần số điện thoại đã xác thực và địa chỉ lấy hàng); trở thành người bán với gói dùng thử',
          body: registerShopBody,
          response: { 201: myShopResponse },
        },
      },
      async (req, reply) => reply.status(201).send(await service.register(caller(req), req.body)),
    );

    app.get(
      '/shops/me',
      {
        onRequest: app.allow('shop.manage'),
        schema: { tags, security, summary: 'Shop của tôi: thông tin, địa chỉ lấy hàng, gói dịch vụ', response: { 200: myShopResponse } },
      },
      async (req) => service.mine(caller(req)),
    );

    app.patch(
      '/shops/me',
      {
        onRequest: app.allow('shop.manage'),
        schema: { tags, security, summary: 'Cập nhật tên hoặc mô tả shop', body: updateShopBody, response: { 200: myShopResponse } },
      },
      async (req) => service.updateMine(caller(req), req.body),
    );

    app.get(
      '/shops/:slugOrId',
      {
        schema: {
          tags,
          summary: 'Thông tin công khai của shop (theo slug hoặc mã)',
          params: z.object({ slugOrId: z.string().trim().min(1).max(100) }),
          response: { 200: publicShopSchema },
        },
      },
      async (req) => service.publicShop(req.params.slugOrId),
    );

    app.get(
      '/moderator/shops',
      {
        onRequest: app.allow('orders.moderate'),
        schema: {
          tags: ['moderator'],
          security,
          summary: 'Tìm shop theo tên (bộ lọc shop của quản lý đơn hàng), tối đa 10 kết quả',
          querystring: staffShopSearchQuery,
          response: { 200: staffShopOptionsResponse },
        },
      },
      async (req) => service.searchForStaff(caller(req), req.query.q),
    );
  };
