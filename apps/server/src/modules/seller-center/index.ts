// The seller centre: the seller's figures over their shop, plan, kits, orders and ledger lines.
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import type { AppModule } from '../../lib/module.js';
import { sellerCenterRoutes } from './seller-center.routes.js';
import { sellerDashboardService } from './seller-dashboard.js';
import { sellerTransactionsService } from './seller-transactions.js';

export function createSellerCenterModule(deps: { db: Db; clock: Clock; storage: Storage }) {
  return {
    routes: sellerCenterRoutes({
      db: deps.db,
      clock: deps.clock,
      dashboard: sellerDashboardService(deps),
      transactions: sellerTransactionsService(deps),
    }),
  } satisfies AppModule;
}
