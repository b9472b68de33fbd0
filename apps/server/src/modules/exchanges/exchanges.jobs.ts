import { z } from 'zod';
import { minutes } from '../../lib/clock.js';
import { defineJob, defineRecurringJob } from '../../lib/jobs.js';

/**
 * 72 h after the accept: while the trade is still `pending`, a side that has not paid its delivery
 * fee is reminded and the other side told it may cancel with everything refunded (either side may
 * cancel a `pending` trade at any time). A trade past `pending` makes it a no-op.
 */
export const feeDueJob = defineJob(
  'exchanges.fee_due',
  z.object({ exchangeId: z.uuid() }),
  (p, deps: { feeDue(id: string): Promise<unknown> }) => deps.feeDue(p.exchangeId).then(() => undefined),
);

/**
 * The 72 h packing time ended (`ship_by`): a side whose parcel is not packed is reminded, and the
 * other side told it may cancel with everything refunded. Re-checked under the trade's lock; a
 * trade no longer in `packaging` (or with a later `ship_by`) makes it a no-op.
 */
export const shipDueJob = defineJob(
  'exchanges.ship_due',
  z.object({ exchangeId: z.uuid() }),
  (p, deps: { shipDue(id: string): Promise<unknown> }) => deps.shipDue(p.exchangeId).then(() => undefined),
);

/**
 * Every 15 minutes: a trade's parcel delivered 7 days ago and not confirmed by its receiver is
 * received for them (docs/domain/exchanges.md); the second one completes the trade. The sweep
 * re-checks each trade under its lock, so a confirmation meanwhile makes it a no-op. Then a receiver
 * within two days of that moment who has not confirmed is reminded, once (trade-reminders.ts).
 */
export const receiptSweepJob = defineRecurringJob(
  'exchanges.receipt_sweep',
  minutes(15),
  async (deps: { sweepReceipts(): Promise<unknown>; remindReceipts(): Promise<unknown> }) => {
    await deps.sweepReceipts();
    await deps.remindReceipts();
  },
);
