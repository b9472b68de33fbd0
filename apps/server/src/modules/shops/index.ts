// The shops module's public surface: shops, their public page, and the seller's listings.
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import type { AppModule } from '../../lib/module.js';
import { publishingService } from './publishing.service.js';
import { sellersRoutes } from './sellers.routes.js';
import { shopsRoutes } from './shops.routes.js';
import { shopsService } from './shops.service.js';

export { findShopByOwner, shopNameOfOwner } from './shops.repository.js';
export { shops } from './shops.schema.js';
export { presentSellerKit } from './publishing.service.js';
export { mostViewed, publishedPerDay, statusCounts } from './sellers.repository.js';

export function createShopsModule(deps: { db: Db; clock: Clock; storage: Storage }) {
  const shops = shopsService(deps);
  const publishing = publishingService(deps);
  return {
    routes: async (app) => {
      await app.register(shopsRoutes(shops));
      await app.register(sellersRoutes(publishing));
    },
  } satisfies AppModule;
}
