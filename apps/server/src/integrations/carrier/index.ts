import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { GhnCarrier } from './ghn.js';
import { SimulatedCarrier } from './simulated.js';
import type { Carrier } from './types.js';

export * from './types.js';
export { SimulatedCarrier, SIM_FEES, SIM_DELIVERY_DAYS, simulatedFee } from './simulated.js';
export { GhnCarrier, GHN_STATUS_MAP, mapGhnStatus, ghnTrackingUrl } from './ghn.js';

/** GHN when configured (config.ghn: GHN_TOKEN, GHN_SHOP_ID, GHN_ENDPOINT), the simulated carrier otherwise (development and tests). */
export function createCarrier(config: Config, deps: { db: Db; clock: Clock; fetch: typeof fetch }): Carrier {
  if (config.ghn) return new GhnCarrier(config.ghn, { fetch: deps.fetch, clock: deps.clock });
  return new SimulatedCarrier({ db: deps.db, clock: deps.clock });
}
