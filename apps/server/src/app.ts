import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { devMailboxMailer, smtpMailer, type Mailer } from './integrations/mail.js';
import { devMailboxSms, webhookSms, type SmsSender } from './integrations/sms.js';
import { OffsetClock, systemClock, type Clock } from './lib/clock.js';
import { JobRunner } from './lib/jobs.js';
import { registerAuthGuard } from './plugins/auth-guard.js';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerSecurity } from './plugins/security.js';
import { registerWeb } from './plugins/web.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.js';
import { devClockRoutes } from './modules/dev-clock/dev-clock.routes.js';
import { s3Storage } from './integrations/s3-storage.js';
import { localDiskStorage, registerUploadRoutes, type ReadableStorage, type Storage } from './integrations/storage.js';
import { createCarrier, type Carrier } from './integrations/carrier/index.js';
import { composeModules, type Modules } from './composition.js';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  sms?: SmsSender;
  /** outbound HTTP (Google keys, SMS gateway…); tests may point it at local servers */
  fetch?: typeof fetch;
  /** the shipping carrier; by default GHN when configured, else the simulated carrier */
  carrier?: Carrier;
  /** where log lines go as JSON (tests read them); by default stdout, and nothing under NODE_ENV=test */
  logStream?: { write(line: string): void };
}

/** The app's infrastructure, for tests, benchmarks and the server (modules get theirs through composition.ts). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Database['db'];
  clock: Clock;
  jobs: JobRunner;
  carrier: Carrier;
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** every domain module, built once (composition.ts) */
    modules: Modules;
    /** every route as it was registered (method and full path), e.g. for the back-office access test */
    routeTable: readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Builds the whole server without listening: tests call it with their own database and clock.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logStream
      ? { level: config.logLevel, stream: deps.logStream }
      : config.env === 'test'
        ? false
        : { level: config.logLevel },
    // a number of hops: trust the nearest n proxies (what Fastify does with a number, typed as a function)
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // refusals Fastify or Node answer by themselves get our error body too (plugins/errors.ts)
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // the route table, read from the app itself: a route added later is in it with nobody listing it
  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routeTable.push({ method, url: r.url });
  });
  app.decorate('routeTable', routeTable);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = deps.clock ?? systemClock;
  const log = (line: string) => app.log.info(line);
  const mailer = deps.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : devMailboxMailer(database.db, log));
  const sms = deps.sms ?? (config.smsWebhookUrl ? webhookSms(config.smsWebhookUrl, deps.fetch) : devMailboxSms(database.db, log));
  const jobs = new JobRunner(database.db, clock, app.log, config.jobs.pollMs);
  const outboundFetch = deps.fetch ?? fetch;
  const carrier = deps.carrier ?? createCarrier(config, { db: database.db, clock, fetch: outboundFetch });
  // uploaded files (avatars, kit photos): an S3-compatible bucket when S3_* is set (several
  // processes share it), else the local disk under the data dir; served at /uploads/* either way
  const storage: ReadableStorage = config.s3
    ? s3Storage(config.s3, { publicUrl: config.publicUrl })
    : localDiskStorage(path.join(config.dataDir, 'uploads'), config.publicUrl && `${config.publicUrl}/uploads`);
  const composed = composeModules({ config, database, clock, mailer, sms, carrier, storage, fetch: outboundFetch, jobs, log: app.log });
  // every job kind of every module, registered once, here
  for (const job of composed.jobs) jobs.register(job);
  app.decorate('ctx', { config, database, db: database.db, clock, jobs, carrier, storage } satisfies AppContext);
  app.decorate('modules', composed.modules);

  // once shutting down, a response still in flight closes its connection: otherwise the kept-alive
  // socket would hold `close()` open for Fastify's 72-second keep-alive timeout
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
    // authenticated API answers are private to the caller and never cached
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurity(app, config);
  // JSON (and any other text answer) of 1 KB or more, compressed for clients that accept it, with
  // `Vary: Accept-Encoding`; registered before the routes (it hooks each route as it is added).
  // The SSE streams write to the hijacked socket, so they are never compressed nor buffered; the
  // web app's files come compressed from the build (plugins/web.ts)
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 9, fields: 40 } });
  registerAuthGuard(app, composed.modules.auth.resolveCaller);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Chợ Gundam API', version: '1.0.0', description: 'API của chợ mô hình Gundam. Mọi thông báo lỗi bằng tiếng Việt.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes({ database, config }), { prefix: '/api' });
  await app.register(
    async (v1) => {
      // domain modules, each one folder under src/modules (composition.ts builds them)
      for (const m of composed.all) if (m.routes) await v1.register(m.routes);
      // development only, twice guarded: the configuration refuses DEV_CLOCK_CONTROL in production
      if (config.devClockControl && !config.isProduction && clock instanceof OffsetClock)
        await v1.register(devClockRoutes({ clock, poke: () => jobs.poke() }));
    },
    { prefix: '/api/v1' },
  );
  if (config.devMailbox) await app.register(devMailboxRoutes({ db: database.db }));

  registerUploadRoutes(app, storage);

  // a public page's largest paint is a photo: its HTML asks for it with the page's code (issue 13).
  // A list's first card is known only for its default view (a query string filters or pages it).
  const { storefront, auctions } = composed.modules;
  await registerWeb(app, config, {
    '/product/:slug': ({ slug }) => storefront.kitPagePhoto(slug ?? ''),
    '/': () => storefront.firstCardPhoto(),
    '/product': (_, query) => (query ? Promise.resolve(null) : storefront.firstCardPhoto()),
    '/shops/:slug': ({ slug }, query) => (query ? Promise.resolve(null) : storefront.firstCardPhoto(slug)),
    '/auction': (_, query) => (query ? Promise.resolve(null) : auctions.pagePhotos.firstLiveCardPhoto()),
    '/auction/:auctionID': ({ auctionID }) => auctions.pagePhotos.auctionPagePhoto(auctionID ?? ''),
  });

  app.addHook('onReady', async () => {
    // recurring sweeps (shipment polling, plan expiry…) keep one pending run per database
    await jobs.scheduleRecurring();
    if (config.jobs.enabled) jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    storage.close?.();
  });
  return app;
}
