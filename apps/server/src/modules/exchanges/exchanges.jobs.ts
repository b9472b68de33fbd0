import { minutes } from '../../lib/clock.js';
import { defineRecurringJob } from '../../lib/jobs.js';

/**
 * Every 15 minutes: a trade's parcel delivered 7 days ago and not confirmed by its receiver is
 * received for them (docs/domain/exchanges.md); the second one completes the trade. The sweep
 * re-checks each trade under its lock, so a confirmation meanwhile makes it a no-op.
 */
export const receiptSweepJob = defineRecurringJob(
  'exchanges.receipt_sweep',
  minutes(15),
  async (deps: { sweepReceipts(): Promise<unknown> }) => {
    await deps.sweepReceipts();
  },
);
