// The exchanges module's public surface (docs/domain/exchanges.md): the exchange board's posts,
// offers and negotiation, and the trades made by accepting an offer.
import type { Db } from '../../db/client.js';
import type { Carrier } from '../../integrations/carrier/types.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { bindJob } from '../../lib/jobs.js';
import type { AppModule } from '../../lib/module.js';
import { exchangeKitsReadService } from './exchange-kits.read.js';
import { exchangeKitsRoutes } from './exchange-kits.routes.js';
import { feeDueJob, receiptSweepJob, shipDueJob } from './exchanges.jobs.js';
import { exchangesReadService } from './exchanges.read.js';
import { exchangesRoutes } from './exchanges.routes.js';
import { offersService } from './offers.service.js';
import { postsService } from './posts.service.js';
import { tradeReceiptsService } from './trade-receipts.service.js';
import { tradeStagesService } from './trade-stages.service.js';
import { tradesService } from './trades.service.js';

export { exchangeItems, exchangeOfferKits, exchangeOffers, exchangePostKits, exchangePosts, exchanges } from './exchanges.schema.js';

export interface ExchangesDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  /** quotes each parcel's delivery fee (stage 2) */
  carrier: Carrier;
}

export function createExchangesModule(deps: ExchangesDeps) {
  const read = exchangesReadService(deps);
  const posts = postsService(deps);
  const offers = offersService(deps);
  const trades = tradesService(deps);
  const stages = tradeStagesService(deps);
  const receipts = tradeReceiptsService(deps);
  return {
    routes: async (app) => {
      await app.register(exchangesRoutes({ read, posts, offers, trades, stages, receipts }));
      await app.register(exchangeKitsRoutes(exchangeKitsReadService(deps)));
    },
    jobs: [bindJob(receiptSweepJob, receipts), bindJob(shipDueJob, receipts), bindJob(feeDueJob, receipts)],
    services: { read, posts, offers, trades, stages, receipts },
  } satisfies AppModule & { services: object };
}
