import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isWebRoute, webRouteRegExp } from '@cho-gundam/contracts';
import type { Config } from '../config.js';
import { BOOT_SCRIPT, previewMarkup, type PreviewShape } from './first-screen-preview.js';
import { escapeAttribute } from './html-attribute.js';

/**
 * A public page's largest image, as its `<img>` describes it (`srcset` and `sizes` when it has them),
 * looked up from the page's parameters and whether the address has a query string.
 */
export type PageImage = (
  params: Record<string, string>,
  query: boolean,
) => Promise<{ src: string; srcset?: string; sizes?: string } | null>;

/**
 * The built web app is served from the same port as the API. Unknown `/api/...` paths answer a
 * JSON 404; every other path gets index.html so the client router can show its page: with 200 when
 * it is one of the app's pages (`WEB_ROUTE_PATTERNS`, the list the client router is checked
 * against), with 404 otherwise, so the not-found page also has the not-found status.
 * Files are sent as their build-time Brotli or gzip copy when the client accepts one. A public page's
 * HTML also names what its first screen needs (`pagesWithPreloads`); `pageImages` looks up the photo
 * it paints largest, by route pattern.
 */
export async function registerWeb(app: FastifyInstance, config: Config, pageImages: Record<string, PageImage> = {}) {
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
  const preloaded = hasWeb ? pagesWithPreloads(dist, page ?? indexHtml, pageImages) : [];
  app.setNotFoundHandler(async (req, reply) => {
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
    if (own) {
      // the page's data links depend on the access-token cookie: a cache must keep the two apart
      reply.header('vary', 'cookie');
      const query = req.url.includes('?');
      const guestDefaultView = !query && !req.cookies[ACCESS_TOKEN_COOKIE];
      const html = await own.render(url, query, guestDefaultView, (err) => req.log.warn({ err }, 'page image lookup failed'));
      return reply.type('text/html; charset=utf-8').send(html);
    }
    return page ? reply.type('text/html; charset=utf-8').send(page) : reply.sendFile('index.html');
  });
}

export const withTokenSyncMeta = (html: string, url: string) =>
  html.replace('</head>', `<meta name="cg-token-sync" content="${escapeAttribute(url)}" /></head>`);

/** The build's entry script in index.html (Vite writes exactly this tag), with its URL. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The cookie the web app keeps the access token in (apps/web shared/lib/cookies.ts): someone is signed in. */
const ACCESS_TOKEN_COOKIE = 'access_token';

/**
 * The public pages' HTML, each with its own code preloaded (`route-preloads.json`, written by the web
 * build: apps/web/route-preloads.ts): a phone fetches the page's chunks alongside the entry instead of
 * after the entry has run. Built once at start; none when the build has no such file.
 *
 * A page whose first screen renders antd components also links the stylesheet of their styles
 * (`antdStyles`, apps/web/antd-first-screen.ts), which antd would otherwise make while the page renders.
 *
 * `render` adds what depends on the address:
 * - the page's API requests as `<link rel=preload as=fetch>`, so its data is on the way while its
 *   code still is. Only for `withData`: the page's default view (no query string: filters and pages
 *   change the requests) seen by a visitor who is not signed in (the app sends a signed-in member's
 *   requests with their token, which the browser does not match with a preload, so theirs would be
 *   fetched twice). `use-credentials` because the app's requests carry cookies (shared/lib/http.ts).
 * - the page's largest image (`pageImages`: a kit's first photo, a list's first card), with the same
 *   candidates as its `<img>` and high priority, for everyone: it is requested with the page's code
 *   instead of after the page has rendered. A failed lookup only leaves it out.
 * - for a page the build gives a `preview` shape, with its photo found: the preview of its first
 *   screen (first-screen-preview.ts), whose script starts the entry once the photo has painted; the
 *   page's own files are preloaded from the end of the body instead of the head.
 */
function pagesWithPreloads(dist: string, html: string, pageImages: Record<string, PageImage>) {
  const file = path.join(dist, 'route-preloads.json');
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, 'utf8')) as {
    route: string;
    scripts: string[];
    styles: string[];
    data?: string[];
    antdStyles?: string;
    preview?: PreviewShape;
  }[];
  const entry = ENTRY_SCRIPT.exec(html);
  return routes.map(({ route, scripts, styles, data = [], antdStyles, preview }) => {
    const styleLinks = styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`).join('');
    const moduleLinks = scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`).join('');
    const links = styleLinks + moduleLinks;
    // Before the app's own stylesheet, where antd puts the styles it makes, so the app's rules still
    // win. Asked for at once (preload) but linked for print: it does not hold the HTML's first paint,
    // and the app switches it on before antd draws a component (apps/web src/main.tsx).
    const antd = antdStyles
      ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(antdStyles)}">` +
        `<link rel="stylesheet" crossorigin media="print" data-antd-styles href="${escapeAttribute(antdStyles)}">`
      : '';
    const withCode = html.replace('</title>', `</title>${antd}`).replace('</head>', `${links}</head>`);
    // with a preview of its first screen, the entry is started by the preview's script once the
    // photo has painted (first-screen-preview.ts): no module script in the head; the page's own files
    // are preloaded at the end of the body, after the photo
    const previewed =
      preview && entry && html.includes('<body>')
        ? {
            shape: preview,
            head: html.replace(entry[0], '').replace('</title>', `</title>${antd}`).replace('</head>', `${styleLinks}</head>`),
            entry: entry[1]!,
          }
        : null;
    const image = pageImages[route];
    return {
      // matched as the client router matches it (case, trailing slash), like isWebRoute
      pattern: webRouteRegExp(route),
      async render(url: string, query: boolean, withData: boolean, onImageError: (err: unknown) => void) {
        const params = routeParams(route, url);
        if (!params) return withCode;
        const extra: string[] = [];
        const found = image
          ? await image(params, query).catch((err: unknown) => {
              onImageError(err);
              return null;
            })
          : null;
        if (found) {
          const candidates = found.srcset
            ? ` imagesrcset="${escapeAttribute(found.srcset)}" imagesizes="${escapeAttribute(found.sizes ?? '100vw')}"`
            : '';
          extra.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(found.src)}"${candidates}>`);
        }
        if (withData) {
          for (const template of data) {
            const href = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
            extra.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`);
          }
        }
        if (found && previewed) {
          return previewed.head
            .replace('</head>', () => `${extra.join('')}</head>`)
            .replace('<body>', () => `<body>${previewMarkup(previewed.shape, found, previewed.entry)}`)
            .replace('</body>', () => `${moduleLinks}<script>${BOOT_SCRIPT}</script></body>`);
        }
        return extra.length ? withCode.replace('</head>', `${extra.join('')}</head>`) : withCode;
      },
    };
  });
}

/** The values of a route's `:name` segments in a path it matches (decoded), or null if one cannot be read. */
function routeParams(route: string, url: string): Record<string, string> | null {
  const names = route.split('/').filter(Boolean);
  const values = url.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    if (!name.startsWith(':')) continue;
    try {
      params[name.slice(1)] = decodeURIComponent(values[i] ?? '');
    } catch {
      return null;
    }
  }
  return params;
}
