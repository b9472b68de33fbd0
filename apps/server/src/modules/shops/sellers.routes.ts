import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publishKitBody, publishKitResponse, sellerDashboardSchema, sellerKitListResponse, sellerKitsQuery, subscriptionUsageSchema, uuidField } from '@cho-gundam/contracts';
import type { Storage } from '../../integrations/storage.js';
import { caller } from '../../plugins/auth-guard.js';
import { publishingService } from './publishing.service.js';
import { sellerCenterService } from './seller-center.service.js';
import { shopsService } from './shops.service.js';

export interface SellersRoutesOptions {
  storage: Storage;
}

const tags = ['sellers'];
const security = [{ bearer: [] }];
const kitParams = z.object({ gid: uuidField });

/** /sellers/me/*: the signed-in seller's own back office (guest → 401, member → 403). */
export const sellersRoutes: FastifyPluginAsyncZod<SellersRoutesOptions> = async (app, opts) => {
  const deps = { db: app.ctx.db, clock: app.ctx.clock, storage: opts.storage };
  const shops = shopsService(deps);
  const publishing = publishingService(deps);
  const center = sellerCenterService(deps);
  app.addHook('onRequest', app.requireRole('seller'));

  app.get(
    '/sellers/me/subscription',
    { schema: { tags, security, summary: 'Gói dịch vụ đang áp dụng và số lượt đăng bán đã dùng', response: { 200: subscriptionUsageSchema } } },
    async (req) => shops.usage(caller(req)),
  );

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
    '/sellers/me/dashboard',
    { schema: { tags, security, summary: 'Tổng quan shop: sản phẩm, lượt xem, gói dịch vụ, đăng bán 30 ngày', response: { 200: sellerDashboardSchema } } },
    async (req) => center.dashboard(caller(req)),
  );

  app.get(
    '/sellers/me/gundams',
    { schema: { tags, security, summary: 'Quản lý sản phẩm của shop (tìm kiếm, lọc, sắp xếp, phân trang)', querystring: sellerKitsQuery, response: { 200: sellerKitListResponse } } },
    async (req) => center.listKits(caller(req), req.query),
  );
};
