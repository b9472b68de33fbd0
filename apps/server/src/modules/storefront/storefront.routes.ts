import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  homeResponse,
  kitSuggestionListResponse,
  storefrontKitDetailSchema,
  storefrontKitListResponse,
  storefrontListResponse,
  storefrontQuery,
  suggestQuery,
} from '@cho-gundam/contracts';
import type { Storage } from '../../integrations/storage.js';
import { storefrontService } from './storefront.service.js';

export interface StorefrontRoutesOptions {
  storage: Storage;
  /** how long list totals and home stats may be reused (ms); 0 in tests */
  countCacheMs: number;
}

const tags = ['storefront'];
const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });

export const storefrontRoutes: FastifyPluginAsyncZod<StorefrontRoutesOptions> = async (app, opts) => {
  const service = storefrontService({ db: app.ctx.db, storage: opts.storage, countCacheMs: opts.countCacheMs });

  app.get(
    '/gundams',
    {
      schema: {
        tags,
        summary: 'Danh sách mô hình đang đăng bán (lọc, tìm kiếm không dấu, sắp xếp, phân trang)',
        querystring: storefrontQuery,
        response: { 200: storefrontListResponse },
      },
    },
    async (req) => service.list(req.query),
  );

  app.get(
    '/gundams/suggest',
    { schema: { tags, summary: 'Gợi ý tìm kiếm cho thanh điều hướng (tối đa 8 mô hình)', querystring: suggestQuery, response: { 200: kitSuggestionListResponse } } },
    async (req) => service.suggest(req.query.q),
  );

  app.get(
    '/gundams/by-slug/:slug',
    {
      onRequest: app.optionalAuthenticate,
      schema: {
        tags,
        summary: 'Trang sản phẩm: chi tiết mô hình đang bán (chủ sở hữu xem được cả khi chưa đăng bán), tăng lượt xem',
        params: slugParams,
        response: { 200: storefrontKitDetailSchema },
      },
    },
    async (req) => service.detail(req.auth, req.params.slug),
  );

  app.get(
    '/gundams/by-slug/:slug/related',
    {
      onRequest: app.optionalAuthenticate,
      schema: { tags, summary: 'Mô hình liên quan (cùng dòng phim hoặc cùng phân khúc), tối đa 8', params: slugParams, response: { 200: storefrontKitListResponse } },
    },
    async (req) => service.related(req.auth, req.params.slug),
  );

  app.get(
    '/home',
    { schema: { tags, summary: 'Trang chủ: mô hình mới nhất, theo phân khúc HG/RG/MG/PG và số liệu chung', response: { 200: homeResponse } } },
    async () => service.home(),
  );
};
