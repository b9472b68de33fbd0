import { tracingChannel } from 'node:diagnostics_channel';
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
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { storefrontService } from './storefront.service.js';

export interface StorefrontRoutesOptions {
  db: Db;
  storage: Storage;
  /** how long list totals and home stats may be reused (ms); 0 in tests */
  countCacheMs: number;
  /**
   * How long one page of the product list may be reused (ms, at most 2,000; defaults to 1,000
   * when totals are cached, else 0). A page is forgotten as soon as any write request (not GET or
   * HEAD: publish, unpublish, a kit or shop edit…) ends in this process; another server process
   * sharing the database may show the old page until it expires. A caller sending
   * `Cache-Control: no-cache` always gets a fresh page.
   */
  pageCacheMs?: number;
}

const tags = ['storefront'];

/**
 * The product list's answer is written with plain `JSON.stringify` instead of being validated
 * again by zod on every call (the busiest public call; validating 24 cards cost more CPU than
 * writing them). The zod schema still types the handler and documents the route, the presenter
 * builds every card field by field in the schema's order, and the tests check the answer against
 * the schema.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);
const handlerEnds = tracingChannel('fastify.request.handler');
const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });

export const storefrontRoutes =
  (opts: StorefrontRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const pageCacheMs = opts.pageCacheMs ?? (opts.countCacheMs > 0 ? 1_000 : 0);
    const service = storefrontService({ db: opts.db, storage: opts.storage, countCacheMs: opts.countCacheMs, pageCacheMs });
    if (pageCacheMs > 0) {
      // Fastify reports every route handler's end on this channel, whichever plugin owns the route
      const afterWrite = ({ request, async }: { request: { method: string }; async?: boolean }, ending: 'end' | 'asyncEnd') => {
        // `end` of an async handler fires when it starts waiting; its `asyncEnd` is the real end
        if (ending === 'end' && async) return;
        if (request.method !== 'GET' && request.method !== 'HEAD') service.forgetPages();
      };
      const subscribers = {
        start: () => {},
        asyncStart: () => {},
        end: (store: unknown) => afterWrite(store as never, 'end'),
        asyncEnd: (store: unknown) => afterWrite(store as never, 'asyncEnd'),
        // a failed handler still ends (`end` or `asyncEnd`), which is enough
        error: () => {},
      };
      handlerEnds.subscribe(subscribers);
      app.addHook('onClose', async () => {
        handlerEnds.unsubscribe(subscribers);
      });
    }

    app.get(
      '/gundams',
      {
        schema: {
          tags,
          summary: 'Danh sách mô hình đang đăng bán (lọc, tìm kiếm không dấu, sắp xếp, phân trang)',
          querystring: storefrontQuery,
          response: { 200: storefrontListResponse },
        },
        serializerCompiler: plainJson,
      },
      async (req) => service.list(req.query, { fresh: /no-cache/i.test(req.headers['cache-control'] ?? '') }),
    );

    app.get(
      '/gundams/suggest',
      {
        schema: {
          tags,
          summary: 'Gợi ý tìm kiếm cho thanh điều hướng (tối đa 8 mô hình)',
          querystring: suggestQuery,
          response: { 200: kitSuggestionListResponse },
        },
      },
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
        schema: {
          tags,
          summary: 'Mô hình liên quan (cùng dòng phim hoặc cùng phân khúc), tối đa 8',
          params: slugParams,
          response: { 200: storefrontKitListResponse },
        },
      },
      async (req) => service.related(req.auth, req.params.slug),
    );

    app.get(
      '/home',
      {
        schema: {
          tags,
          summary: 'Trang chủ: mô hình mới nhất, theo phân khúc HG/RG/MG/PG và số liệu chung',
          response: { 200: homeResponse },
        },
      },
      async () => service.home(),
    );
  };
