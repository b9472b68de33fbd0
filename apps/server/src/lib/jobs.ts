import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.js';
import type { Clock } from './clock.js';
import { jobs } from './jobs.schema.js';

/**
 * The jobs runner. Jobs are rows: enqueued inside the business transaction, claimed with
 * `FOR UPDATE SKIP LOCKED` (so many server processes can share one PostgreSQL), retried with
 * exponential backoff, and expected to be idempotent because a crash after the work but before
 * `done` runs them again.
 */
export type JobHandler = (payload: Record<string, unknown>, ctx: { jobId: string; attempt: number }) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

const ASAP = new Date(0);

export async function enqueueJob(ex: Executor, kind: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}) {
  const rows = await ex
    .insert(jobs)
    .values({
      kind,
      payload,
      // no run-at means "as soon as possible": the epoch is due for any clock, the test's included
      runAt: opts.runAt ?? ASAP,
      dedupeKey: opts.dedupeKey ?? null,
      maxAttempts: opts.maxAttempts ?? 8,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** 5 s, 10 s, 20 s … capped at one hour */
export const backoffMs = (attempt: number) => Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempt - 1));

const LOCK_MS = 5 * 60_000;

interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export class JobRunner {
  private handlers = new Map<string, { run: JobHandler; redactOnDone: boolean }>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  /** `redactOnDone` empties the payload once the job succeeded (e.g. an email carrying a one-time code). */
  register(kind: string, handler: JobHandler, opts: { redactOnDone?: boolean } = {}) {
    if (this.handlers.has(kind)) throw new Error(`job kind registered twice: ${kind}`);
    this.handlers.set(kind, { run: handler, redactOnDone: opts.redactOnDone ?? false });
  }

  /** Runs a sweep soon instead of waiting for the next poll (called after a commit that queued work). */
  poke() {
    if (this.stopped || this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tickNow(), 0);
  }
  private tickNow: () => void = () => {};

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      if (this.running) return;
      if (this.stopped) return;
      this.running = this.runDue().catch((err) => this.log.error({ err }, 'job sweep failed'));
      await this.running;
      this.running = null;
      if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
    };
    this.tickNow = () => void tick();
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling and waits for the job in hand to finish (graceful shutdown). */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Claims and runs every due job, a batch at a time. Returns how many ran. Tests call it directly. */
  async runDue(limit = 20): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim(limit);
      for (const job of claimed) await this.runOne(job);
      total += claimed.length;
      if (claimed.length < limit) return total;
    }
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const now = this.clock.now();
    const lockedUntil = new Date(now.getTime() + LOCK_MS);
    // pending jobs that are due, and running jobs whose worker died (lock expired)
    const res = await this.db.execute(sql`
      update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1, locked_until = ${lockedUntil}, updated_at = ${now}
      where ${jobs.id} in (
        select id from ${jobs}
        where (status = 'pending' and run_at <= ${now}) or (status = 'running' and locked_until < ${now})
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`);
    return (res as unknown as { rows: ClaimedJob[] }).rows;
  }

  private async runOne(job: ClaimedJob) {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler.run(job.payload, { jobId: job.id, attempt: job.attempts });
      await this.db
        .update(jobs)
        .set({ status: 'done', lockedUntil: null, updatedAt: this.clock.now(), ...(handler.redactOnDone ? { payload: {} } : {}) })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    } catch (err) {
      const failed = job.attempts >= job.max_attempts;
      this.log.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts, failed }, 'job failed');
      await this.db
        .update(jobs)
        .set({
          status: failed ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: String((err as Error)?.message ?? err).slice(0, 2000),
          runAt: new Date(this.clock.now().getTime() + backoffMs(job.attempts)),
          updatedAt: this.clock.now(),
        })
        .where(eq(jobs.id, job.id));
    }
  }
}
