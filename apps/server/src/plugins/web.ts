import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * The built web app is served from the same port as the API. Unknown `/api/...` paths answer a
 * JSON 404; every other unknown path gets index.html so the client router can show its page.
 */
export async function registerWeb(app: FastifyInstance, config: Config) {
  const dist = config.webDistDir;
  const hasWeb = existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // hashed bundles never change; index.html must always be revalidated
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api' || req.method !== 'GET' || !hasWeb || url.startsWith('/assets/')) {
      // the path is not echoed back: the client knows what it asked for
      return reply.status(404).send({
        error: { code: 'not_found', message: 'Không tìm thấy đường dẫn yêu cầu', details: null, request_id: req.id },
      });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
