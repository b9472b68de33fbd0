import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isWebRoute, webRouteRegExp } from '@cho-gundam/contracts';
import type { Config } from '../config.js';

/**
 * The built web app is served from the same port as the API. Unknown `/api/...` paths answer a
 * JSON 404; every other path gets index.html so the client router can show its page: with 200 when
 * it is one of the app's pages (`WEB_ROUTE_PATTERNS`, the list the client router is checked
 * against), with 404 otherwise, so the not-found page also has the not-found status.
 * Files are sent as their build-time Brotli or gzip copy when the client accepts one.
 */
export async function registerWeb(app: FastifyInstance, config: Config) {
  const dist = config.webDistDir;
  const hasWeb = existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz copies (apps/web/precompress.ts): sent by Accept-Encoding, with Vary
      preCompressed: true,
      setHeaders(reply, filePath) {
        // hashed bundles never change; index.html must always be revalidated
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  // the token sync URL (seed S7.14) reaches the page in a meta tag, so it is set where the server runs
  const indexHtml = hasWeb ? readFileSync(path.join(dist, 'index.html'), 'utf8') : '';
  const page = hasWeb && config.tokenSyncUrl ? withTokenSyncMeta(indexHtml, config.tokenSyncUrl) : null;
  const preloaded = hasWeb ? pagesWithPreloads(dist, page ?? indexHtml) : [];
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api' || req.method !== 'GET' || !hasWeb || url.startsWith('/assets/')) {
      // the path is not echoed back: the client knows what it asked for
      return reply.status(404).send({
        error: { code: 'not_found', message: 'Không tìm thấy đường dẫn yêu cầu', details: null, request_id: req.id },
      });
    }
    reply.header('cache-control', 'no-cache');
    reply.status(isWebRoute(url) ? 200 : 404);
    const own = preloaded.find((p) => p.pattern.test(url));
    if (own) return reply.type('text/html; charset=utf-8').send(own.html);
    return page ? reply.type('text/html; charset=utf-8').send(page) : reply.sendFile('index.html');
  });
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
export const withTokenSyncMeta = (html: string, url: string) =>
  html.replace('</head>', `<meta name="cg-token-sync" content="${escapeAttribute(url)}" /></head>`);

/**
 * The public pages' HTML, each with its own code preloaded (`route-preloads.json`, written by the web
 * build: apps/web/route-preloads.ts): a phone fetches the page's chunks alongside the entry instead of
 * after the entry has run. Built once at start; none when the build has no such file.
 */
function pagesWithPreloads(dist: string, html: string) {
  const file = path.join(dist, 'route-preloads.json');
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, 'utf8')) as { route: string; scripts: string[]; styles: string[] }[];
  return routes.map(({ route, scripts, styles }) => {
    const links = [
      ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`),
      ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    ].join('');
    // matched as the client router matches it (case, trailing slash), like isWebRoute
    return { pattern: webRouteRegExp(route), html: html.replace('</head>', `${links}</head>`) };
  });
}
