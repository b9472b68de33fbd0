import { defineRecurringJob } from '../../lib/jobs.js';
import { minutes } from '../../lib/clock.js';

/** Every 10 minutes: expiry warnings 3 days ahead and the switch back to the trial (plan-expiry.ts). */
export const planSweepJob = defineRecurringJob('plans.expiry_sweep', minutes(10), async (deps: { sweep(): Promise<unknown> }) => {
  await deps.sweep();
});
