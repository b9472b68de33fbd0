import { minutes } from '../../lib/clock.js';
import { defineRecurringJob } from '../../lib/jobs.js';

/** how often open shipments are tracked with the carrier */
export const POLL_INTERVAL_MS = minutes(5);

/** Every 5 minutes: up to a batch of open shipments are tracked with the carrier (shipping-updates.ts). */
export const shipmentPollJob = defineRecurringJob('shipping.poll', POLL_INTERVAL_MS, async (deps: { poll(): Promise<unknown> }) => {
  await deps.poll();
});
