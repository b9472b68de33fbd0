// The auctions module's public surface (docs/domain/auctions.md): requests and moderation, the live
// auction with proxy bidding and soft close, deposits, the winner's payment and the second chance.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Carrier } from '../../integrations/carrier/types.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { bindJob } from '../../lib/jobs.js';
import type { AppModule, JobsPoke } from '../../lib/module.js';
import { setOpenAuctionCounter } from '../plans/index.js';
import { AuctionHub } from './auction-stream.js';
import { tagger } from './auction-view.js';
import { auctionEndJob, auctionPaymentDueJob, auctionReminderJob, auctionStartJob, auctionSweepJob } from './auctions.jobs.js';
import { auctionsReadService } from './auctions.read.js';
import { countOpenAuctions } from './auctions.repository.js';
import { auctionsRoutes } from './auctions.routes.js';
import { countPendingAuctionRequests } from './auctions.stats.js';
import { biddingService } from './bidding.service.js';
import { lifecycleService } from './lifecycle.service.js';
import { paymentService } from './payment.service.js';
import { requestsService } from './requests.service.js';
import { auctionPagePhotos } from './page-photos.js';

export { auctionsClosedPerDay, countPendingAuctionRequests } from './auctions.stats.js';
export { auctionParticipants, auctionRequests, auctions } from './auctions.schema.js';
export { hideAuction } from './auctions.repository.js';
export { recentAuctionsOfUser } from './auctions.staff-read.js';

export interface AuctionsDeps {
  database: Database;
  clock: Clock;
  carrier: Carrier;
  storage: Storage;
  jobs: JobsPoke;
  /** keys the bidder tags of the public history and stream (an HMAC, never reversible) */
  tagSecret: Uint8Array | string;
  log: FastifyBaseLogger;
}

export function createAuctionsModule(deps: AuctionsDeps) {
  const { database, clock, carrier, storage, jobs, log } = deps;
  const db = database.db;
  const tag = tagger(deps.tagSecret);
  // open auctions count against the seller's plan: the plans module (below us) asks us how many
  setOpenAuctionCounter(countOpenAuctions);
  const lifecycle = lifecycleService({ db, clock, tag, jobs });
  const payment = paymentService({ db, clock, carrier, storage, tag, jobs });
  const bidding = biddingService({ db, clock, tag, jobs });
  const requests = requestsService({ db, clock, storage, jobs });
  const read = auctionsReadService({ db, clock, storage, tag });
  const hub = new AuctionHub(database, log);
  return {
    routes: auctionsRoutes({ read, requests, bidding, lifecycle, payment, hub, clock }),
    jobs: [
      bindJob(auctionStartJob, lifecycle),
      bindJob(auctionEndJob, lifecycle),
      bindJob(auctionPaymentDueJob, payment),
      bindJob(auctionReminderJob, payment),
      bindJob(auctionSweepJob, lifecycle),
    ],
    queues: [
      {
        key: 'auction_requests',
        label: 'Yêu cầu đấu giá chờ duyệt',
        path: '/moderator/auction-management',
        count: () => countPendingAuctionRequests(db),
      },
    ],
    hub,
    services: { read, requests, bidding, lifecycle, payment },
    pagePhotos: auctionPagePhotos({ db, clock, storage }),
  } satisfies AppModule & { hub: AuctionHub; services: object; pagePhotos: object };
}
