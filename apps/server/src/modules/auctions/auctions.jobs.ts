import { z } from 'zod';
import { minutes } from '../../lib/clock.js';
import { defineJob, defineRecurringJob } from '../../lib/jobs.js';

/**
 * The auction's clock (docs/domain/auctions.md). Every job re-reads the auction under its lock and
 * acts only if the stored times say it is due and the status is still the one it expects, so a
 * moved start or end (soft close, a moderator) or a duplicate run is a no-op. Dedupe keys carry the
 * time the job was scheduled for: a new time is a new job, the old one does nothing when it runs.
 */
const auctionId = z.object({ auctionId: z.uuid() });

export const auctionStartJob = defineJob('auctions.start', auctionId, (p, deps: { start(id: string): Promise<unknown> }) =>
  deps.start(p.auctionId).then(() => undefined),
);
export const auctionEndJob = defineJob('auctions.end', auctionId, (p, deps: { end(id: string): Promise<unknown> }) =>
  deps.end(p.auctionId).then(() => undefined),
);
/** The payment window closed: forfeit and the runner-up's second chance, or the auction fails. */
export const auctionPaymentDueJob = defineJob(
  'auctions.payment_due',
  auctionId.extend({ round: z.number().int().min(0) }),
  (p, deps: { paymentDue(id: string, round: number): Promise<unknown> }) => deps.paymentDue(p.auctionId, p.round).then(() => undefined),
);
export const auctionReminderJob = defineJob(
  'auctions.payment_reminder',
  auctionId.extend({ round: z.number().int().min(0), hours: z.number().int().positive() }),
  (p, deps: { remind(id: string, round: number): Promise<unknown> }) => deps.remind(p.auctionId, p.round).then(() => undefined),
);

/** Every minute: auctions whose end passed while their end job has not run (a stopped server) are ended. */
export const auctionSweepJob = defineRecurringJob('auctions.sweep', minutes(1), async (deps: { sweep(): Promise<unknown> }) => {
  await deps.sweep();
});

export const timeKey = (kind: string, id: string, at: Date) => `auctions.${kind}:${id}:${at.toISOString()}`;
