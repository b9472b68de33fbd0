import { gt, inArray, max } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import type { ManualClock } from '../lib/clock.js';
import { ledgerJournals, ledgerLines } from '../modules/ledger/index.js';

/** One thing that happened in the demo's past, at `at` (epoch ms). */
export interface DemoEvent {
  at: number;
  run: () => Promise<unknown>;
}

/**
 * Runs `step` with the demo clock where it stands, then dates the ledger journals and lines it wrote
 * at that time: the services read the time from the clock, but a line takes the database's time when
 * written, and the admin dashboard's revenue and the wallet histories read the lines' dates. Safe
 * only because the demo writes one thing at a time.
 */
export async function onDemoClock<T>(ctx: AppContext, clock: ManualClock, step: () => Promise<T>): Promise<T> {
  const [before] = await ctx.db.select({ last: max(ledgerLines.id) }).from(ledgerLines);
  const last = before?.last ?? 0;
  const out = await step();
  const at = clock.now();
  const written = ctx.db.select({ id: ledgerLines.journalId }).from(ledgerLines).where(gt(ledgerLines.id, last));
  await ctx.db.update(ledgerJournals).set({ createdAt: at }).where(inArray(ledgerJournals.id, written));
  await ctx.db.update(ledgerLines).set({ createdAt: at }).where(gt(ledgerLines.id, last));
  return out;
}

/** Runs the events oldest first (events at the same time in the order given), each at its time on the clock. */
export async function runTimeline(ctx: AppContext, clock: ManualClock, events: DemoEvent[]) {
  for (const e of [...events].sort((a, b) => a.at - b.at)) {
    clock.set(new Date(e.at));
    await onDemoClock(ctx, clock, e.run);
  }
}
