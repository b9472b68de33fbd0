import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publishKitBody, publishKitResponse, sellerKitListResponse, sellerKitsQuery, uuidField } from '@cho-gundam/contracts';
import { caller } from '../../plugins/auth-guard.js';
import type { PublishingService } from './publishing.service.js';

const tags = ['sellers'];
const security = [{ bearer: [] }];
const kitParams = z.object({ gid: uuidField });

/** /sellers/me/gundams*: the seller's product management: list, publish, unpublish (guest → 401, member → 403). */
export const sellersRoutes =
  (publishing: PublishingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.allow('shop.manage'));

    app.patch(
      '/sellers/me/gundams/:gid/publish',
      {
        schema: {
          tags,
          security,
          summary: 'Đăng bán mô hình (cần giá ≥ 1.000 ₫, ảnh chính, còn lượt đăng bán)',
          params: kitParams,
          body: publishKitBody,
          response: { 200: publishKitResponse },
        },
      },
      async (req) => publishing.publish(caller(req), req.params.gid, req.body),
    );

    app.patch(
      '/sellers/me/gundams/:gid/unpublish',
      { schema: { tags, security, summary: 'Hủy bán mô hình (về bộ sưu tập)', params: kitParams, response: { 200: publishKitResponse } } },
      async (req) => publishing.unpublish(caller(req), req.params.gid),
    );

    app.get(
      '/sellers/me/gundams',
      {
        schema: {
          tags,
          security,
          summary: 'Quản lý sản phẩm của shop (tìm kiếm, lọc, sắp xếp, phân trang)',
          querystring: sellerKitsQuery,
          response: { 200: sellerKitListResponse },
        },
      },
      async (req) => publishing.listKits(caller(req), req.query),
    );
  };
