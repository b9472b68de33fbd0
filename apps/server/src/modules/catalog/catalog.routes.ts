import type { Db } from '../../db/client.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUNDAM_SERIES, gradeListResponse, seriesListResponse, slugify, type Grade } from '@cho-gundam/contracts';
import { listGrades } from './catalog.repository.js';

const tags = ['catalog'];
// reference data changes only with a release or a migration: browsers and proxies may keep it a while
const CACHE = 'public, max-age=300';
const SERIES = GUNDAM_SERIES.map((name) => ({ name, slug: slugify(name) }));

export const catalogRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/grades',
      { schema: { tags, summary: 'Danh sách phân khúc (grade) mô hình', response: { 200: gradeListResponse } } },
      async (_req, reply) => {
        const rows = await listGrades(db);
        const body: Grade[] = rows.map((g) => ({ code: g.code, name: g.name, display_name: g.displayName, slug: g.slug }));
        return reply.header('cache-control', CACHE).send(body);
      },
    );

    app.get(
      '/series',
      {
        schema: {
          tags,
          summary: 'Danh sách dòng phim / series gợi ý (có thể nhập series khác khi thêm mô hình)',
          response: { 200: seriesListResponse },
        },
      },
      async (_req, reply) => reply.header('cache-control', CACHE).send(SERIES),
    );
  };
