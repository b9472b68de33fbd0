import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { provinceListResponse, wardListResponse } from '@cho-gundam/contracts';
import { notFound } from '../../lib/errors.js';
import { listProvinces, wardsOf } from './regions.registry.js';

const CACHE = 'public, max-age=86400';

/** Public and the same for everyone: browsers and proxies may keep it a day. */
export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/regions/provinces',
    { schema: { tags: ['regions'], summary: 'Danh sách 34 tỉnh/thành phố (từ 01/07/2025)', response: { 200: provinceListResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return listProvinces();
    },
  );

  app.get(
    '/regions/provinces/:code/wards',
    {
      schema: {
        tags: ['regions'],
        summary: 'Danh sách phường/xã của một tỉnh/thành phố',
        params: z.object({ code: z.string().max(10) }),
        response: { 200: wardListResponse },
      },
    },
    async (req, reply) => {
      const wards = wardsOf(req.params.code);
      if (!wards) throw notFound('Không tìm thấy tỉnh/thành phố');
      reply.header('cache-control', CACHE);
      return wards;
    },
  );
};
