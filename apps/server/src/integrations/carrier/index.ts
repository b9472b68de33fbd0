import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Carrier } from './types.js';

export * from './types.js';

/** GHN when configured, the simulated carrier otherwise. (Being built: issue 4, shipping.) */
export function createCarrier(_config: Config, _deps: { db: Db; clock: Clock; fetch: typeof fetch }): Carrier {
  const notYet = () => Promise.reject(new Error('carrier adapter not built yet'));
  return { name: 'simulated', quote: notYet, createParcel: notYet, track: notYet };
}
