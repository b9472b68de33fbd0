import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfigResponse } from '@cho-gundam/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latency_ms: z.number().nullable() }),
  uptime_seconds: z.number(),
});

export const healthRoutes =
  ({ database, config }: { database: Database; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Tình trạng máy chủ và cơ sở dữ liệu',
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_req, reply) => {
        const started = performance.now();
        let ok = true;
        try {
          await database.db.execute(sql`select 1`);
        } catch {
          ok = false;
        }
        const body = {
          status: ok ? ('ok' as const) : ('degraded' as const),
          database: { kind: database.kind, ok, latency_ms: ok ? Math.round((performance.now() - started) * 100) / 100 : null },
          uptime_seconds: Math.round(process.uptime()),
        };
        return reply.status(ok ? 200 : 503).send(body);
      },
    );

    // what the web app needs to know at start-up (no secrets)
    app.get(
      '/v1/config',
      { schema: { tags: ['system'], summary: 'Cấu hình công khai cho ứng dụng web', response: { 200: publicConfigResponse } } },
      async () => ({ google_client_id: config.google.clientId ?? null, environment: config.env, dev_mailbox: config.devMailbox }),
    );
  };
