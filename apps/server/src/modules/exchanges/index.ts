// The exchanges module's public surface (docs/domain/exchanges.md): the exchange board's posts,
// offers and negotiation, and the trades made by accepting an offer.
import type { Db } from '../../db/client.js';
import type { Carrier } from '../../integrations/carrier/types.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { bindJob } from '../../lib/jobs.js';
import type { AppModule } from '../../lib/module.js';
import { exchangeDecisions } from './exchange-decisions.js';
import { countStuckExchanges } from './exchange-moderation.repository.js';
import { exchangeModerationRoutes } from './exchange-moderation.routes.js';
import { exchangeModerationService } from './exchange-moderation.service.js';
import { exchangeKitsReadService } from './exchange-kits.read.js';
import { exchangeKitsRoutes } from './exchange-kits.routes.js';
import { feeDueJob, receiptSweepJob, shipDueJob } from './exchanges.jobs.js';
import { exchangesReadService } from './exchanges.read.js';
import { tradesOfOrders } from './exchanges.repository.js';
import { setExchangeOfOrders } from '../orders/index.js';
import { exchangesRoutes } from './exchanges.routes.js';
import { tradeRoutes } from './trades.routes.js';
import { offersService } from './offers.service.js';
import { postsService } from './posts.service.js';
import { tradeClockRoutes, tradeClockService } from './trade-clock.js';
import { tradeDisputeRoutes } from './trade-disputes.routes.js';
import { tradeDisputesService } from './trade-disputes.service.js';
import { tradeReceiptsService } from './trade-receipts.service.js';
import { receiptReminders } from './trade-reminders.js';
import { tradeStagesService } from './trade-stages.service.js';
import { tradesService } from './trades.service.js';

export {
  exchangeDisputes,
  exchangeItems,
  exchangeOfferKits,
  exchangeOffers,
  exchangePostKits,
  exchangePosts,
  exchanges,
} from './exchanges.schema.js';
// for the back-office dashboards
export { exchangesCompletedPerDay } from './exchanges.stats.js';
// for flags (report, describe, hide a post) and user-admin (a member's trades)
export { describePosts, findPostHead, hidePost, tradesOfMember } from './post-moderation.js';

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
  const disputes = tradeDisputesService(deps);
  const moderation = exchangeModerationService(deps);
  const decisions = exchangeDecisions(deps);
  // the orders' lists link each exchange parcel to its trade (the orders module cannot import this one)
  setExchangeOfOrders(tradesOfOrders);
  return {
    routes: async (app) => {
      await app.register(exchangesRoutes({ read, posts, offers, trades }));
      await app.register(tradeRoutes({ read, trades, stages, receipts }));
      await app.register(tradeClockRoutes(tradeClockService(deps)));
      await app.register(tradeDisputeRoutes({ disputes }));
      await app.register(exchangeModerationRoutes({ moderation, decisions }));
      await app.register(exchangeKitsRoutes(exchangeKitsReadService(deps)));
    },
    jobs: [
      bindJob(receiptSweepJob, { ...receipts, ...receiptReminders(deps) }),
      bindJob(shipDueJob, receipts),
      bindJob(feeDueJob, receipts),
    ],
    queues: [
      {
        key: 'stuck_exchanges',
        label: 'Giao dịch trao đổi cần xử lý',
        path: '/moderator/exchange-management?stuck=1',
        count: () => countStuckExchanges(deps.db, deps.clock.now()),
      },
    ],
    services: { read, posts, offers, trades, stages, receipts, disputes, moderation, decisions },
  } satisfies AppModule & { services: object };
}
