import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Carrier } from './integrations/carrier/index.js';
import type { Mailer } from './integrations/mail.js';
import { outboxJobs } from './integrations/outbox.js';
import type { SmsSender } from './integrations/sms.js';
import type { Storage } from './integrations/storage.js';
import type { Clock } from './lib/clock.js';
import type { BoundJob } from './lib/jobs.js';
import type { AppModule, JobsPoke } from './lib/module.js';
import { createAddressesModule } from './modules/addresses/index.js';
import { createAuctionsModule } from './modules/auctions/index.js';
import { createAuditModule } from './modules/audit/index.js';
import { createAuthModule } from './modules/auth/index.js';
import { createCartModule } from './modules/cart/index.js';
import { createCatalogModule } from './modules/catalog/index.js';
import { createExchangesModule } from './modules/exchanges/index.js';
import { createFlagsModule } from './modules/flags/index.js';
import { createDashboardsModule } from './modules/dashboards/index.js';
import { createKitsModule } from './modules/kits/index.js';
import { createNotificationsModule } from './modules/notifications/index.js';
import { createOrdersModule } from './modules/orders/index.js';
import { createPlansModule } from './modules/plans/index.js';
import { createRegionsModule } from './modules/regions/index.js';
import { createSellerCenterModule } from './modules/seller-center/index.js';
import { createSettingsModule } from './modules/settings/index.js';
import { createShippingModule } from './modules/shipping/index.js';
import { createShopsModule, shopNameOfOwner } from './modules/shops/index.js';
import { createStorefrontModule } from './modules/storefront/index.js';
import { createUserAdminModule, lockReportedOwner } from './modules/user-admin/index.js';
import { createUsersModule } from './modules/users/index.js';
import { createWalletModule } from './modules/wallet/index.js';

/** The infrastructure every module may be built from (app.ts makes it once per app). */
export interface Infrastructure {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  carrier: Carrier;
  storage: Storage;
  fetch: typeof fetch;
  jobs: JobsPoke;
  log: FastifyBaseLogger;
}

/**
 * The one composition point (docs/architecture.md): every domain module built once, in dependency
 * order, from exactly the parts it needs. Nothing else constructs a module; routes get their
 * services from here and every job kind is handed to the runner from here.
 */
export function composeModules(infra: Infrastructure) {
  const { config, database, clock, storage, carrier, jobs, log } = infra;
  const db = database.db;

  const users = createUsersModule({ db, clock, storage });
  const auth = createAuthModule({ db, clock, config, jobs, fetch: infra.fetch });
  const notifications = createNotificationsModule({ database, clock, appUrl: config.appUrl, log });
  const addresses = createAddressesModule({ db, clock });
  const regions = createRegionsModule();
  const catalog = createCatalogModule({ db });
  const kits = createKitsModule({ db, clock, storage, shopNameOf: shopNameOfOwner });
  const plans = createPlansModule({ db, clock, log });
  const shops = createShopsModule({ db, clock, storage });
  // totals and home stats may be reused for 10 s (counting is costlier than a page); tests see every change at once
  const storefront = createStorefrontModule({ db, storage, countCacheMs: config.env === 'test' ? 0 : 10_000 });
  const cart = createCartModule({ db, clock, storage });
  const wallet = createWalletModule({ db, clock, config, fetch: infra.fetch });
  const shipping = createShippingModule({ db, clock, carrier, log, config });
  const orders = createOrdersModule({ db, clock, carrier, storage, jobs, shipping, log });
  const sellerCenter = createSellerCenterModule({ db, clock, storage });
  const auctions = createAuctionsModule({ database, clock, carrier, storage, jobs, tagSecret: config.jwtSecret, log });
  const exchanges = createExchangesModule({ db, clock, storage, carrier });
  // a flag's lock decision is user management's lock; user-admin sits above flags, so it is handed down here
  const flags = createFlagsModule({ db, clock, storage, jobs, lockOwner: lockReportedOwner });
  const userAdmin = createUserAdminModule({ db, clock, jobs, appUrl: config.appUrl });
  const dashboards = createDashboardsModule({ db, clock });
  const audit = createAuditModule({ db });
  const settings = createSettingsModule({ db, clock });

  const modules = {
    auth,
    users,
    addresses,
    regions,
    catalog,
    kits,
    plans,
    shops,
    storefront,
    cart,
    wallet,
    shipping,
    orders,
    sellerCenter,
    auctions,
    exchanges,
    notifications,
    flags,
    userAdmin,
    dashboards,
    audit,
    settings,
  };
  const all: AppModule[] = Object.values(modules);
  // every staff queue a module declares is counted on the moderator dashboard, in module order
  for (const m of all) for (const queue of m.queues ?? []) dashboards.registerQueue(queue);
  const boundJobs: BoundJob[] = [...outboxJobs(infra.mailer, infra.sms), ...all.flatMap((m) => m.jobs ?? [])];
  return { modules, all, jobs: boundJobs };
}

export type Modules = ReturnType<typeof composeModules>['modules'];
