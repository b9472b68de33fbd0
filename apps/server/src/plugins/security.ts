import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { BOOT_SCRIPT_SOURCE } from './first-screen-preview.js';

/**
 * Security headers for the API and the web app (one origin): a strict CSP that still lets the
 * Google Identity Services script and popup work, no framing, nosniff, HSTS in production.
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  // images may come from PUBLIC_URL (a CDN) or the bucket's public URL
  const imageOrigins = [config.publicUrl, config.s3?.publicUrl].filter((u): u is string => !!u).map((u) => new URL(u).origin);
  // built once: @fastify/helmet rebuilt the whole policy (parsing every CSP directive) on every
  // request, 7 % of the server's CPU in bench/auction-bids.mjs; the headers never change per request
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // and the script of a public page's first-screen preview, by its hash (first-screen-preview.ts)
        scriptSrc: ["'self'", BOOT_SCRIPT_SOURCE, 'https://accounts.google.com/gsi/client'],
        // antd writes its CSS-in-JS at runtime
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        // the token sync peer (seed S7.14) is another origin the page talks to
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/', ...(config.tokenSyncUrl ? [new URL(config.tokenSyncUrl).origin] : [])],
        frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // the Google sign-in popup must be able to talk back to its opener
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));

  // Another web or mobile client may call the API from the origins listed in CORS_ORIGINS, with
  // credentials; every other origin gets no CORS headers, so browsers keep their pages out.
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Last-Event-ID', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
    hideOptionsRoute: true,
  });

  // a global ceiling per IP; sign-in and codes have their own, stricter, database-backed limits.
  // With REDIS_URL the counts live in Redis, so N processes behind a proxy share one budget per IP
  // (without it each process counts its own). A Redis outage lets requests through rather than
  // refusing everyone: the database-backed sign-in limits still hold.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
    : null;
  if (redis) {
    await redis
      .connect()
      .catch((err: Error) =>
        app.log.warn({ err }, 'REDIS_URL: không kết nối được Redis, giới hạn số yêu cầu chung tạm thời không áp dụng'),
      );
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  // A client that hung up before its request was routed has no socket address left (req.ip is
  // undefined): the rate limiter would throw on it and log a 500 nobody receives. Drop such a request
  // quietly; there is nobody to answer. Seen under load in bench/auction-bids.mjs (autocannon timeouts).
  app.addHook('onRequest', async (req, reply) => {
    if (req.ip === undefined) {
      reply.hijack();
      req.raw.destroy();
    }
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
    ...(redis ? { redis, nameSpace: 'cg-rate-limit:', skipOnError: true } : {}),
  });
}
