import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobsPoke } from '../../lib/module.js';

/** What the auth module is built from (composition.ts). */
export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'jwtSecret' | 'otpSecret' | 'appUrl' | 'corsOrigins' | 'isProduction' | 'google'>;
  /** codes are emailed and texted through jobs: poked after the commit so they leave at once */
  jobs: JobsPoke;
  /** outbound HTTP (Google's keys) */
  fetch: typeof fetch;
}
