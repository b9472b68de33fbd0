import { z } from 'zod';
import { hours } from '../../lib/clock.js';
import { defineJob, defineRecurringJob } from '../../lib/jobs.js';

/**
 * A top-up that got no gateway callback is asked for at the gateway (ZaloPay's query API) every
 * few minutes until it is paid, failed or expired (docs/domain/wallet.md). `n` counts the tries.
 */
export const topupQueryPayload = z.object({ topupId: z.uuid(), n: z.number().int().min(1).default(1) });
export type TopupQueryPayload = z.infer<typeof topupQueryPayload>;

export const topupQueryJob = defineJob(
  'wallet.topup_query',
  topupQueryPayload,
  (payload, deps: { queryJob(p: TopupQueryPayload): Promise<void> }) => deps.queryJob(payload),
);

/** Every hour: callbacks whose MAC did not verify are deleted 30 days after they came (callbacks.service.ts). */
export const callbackRetentionJob = defineRecurringJob(
  'wallet.callback_retention',
  hours(1),
  async (deps: { pruneUnverified(now: Date): Promise<unknown> }, { now }) => {
    await deps.pruneUnverified(now);
  },
);
