import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client.js';
import type { Clock } from './clock.js';
import { jobs } from './jobs.schema.js';

/**
 * Background work and deadlines (ADR 0003). A job is a row: enqueued inside the business
 * transaction, claimed with `FOR UPDATE SKIP LOCKED` (so many server processes can share one
 * PostgreSQL), retried with exponential backoff, and expected to be idempotent because a crash
 * after the work but before `done` runs it again.
 *
 * Every kind of job is declared once, in its module's `<domain>.jobs.ts`, with `defineJob(name,
 * payload schema, handler)`: the schema types `enqueue` for the code that asks for the work and is
 * checked again when the job runs (a row that does not match fails at once, without retries). The
 * handler receives the module's services as `deps`, bound when the app registers every module's
 * jobs in one place at boot (`composition.ts`). Recurring sweeps use `defineRecurringJob`.
 */
export interface JobContext {
  jobId: string;
  attempt: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

const ASAP = new Date(0);

/** The raw insert behind `JobDefinition.enqueue` (and the runner's own tests). */
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

export interface JobDefinition<P, D = unknown> {
  readonly type: 'once';
  readonly name: string;
  readonly schema: z.ZodType<P>;
  readonly handler: (payload: P, deps: D, ctx: JobContext) => Promise<void>;
  /** empty the payload once the job succeeded (e.g. an email carrying a one-time code) */
  readonly redactOnDone: boolean;
  /** queue the work in the caller's transaction; returns null when the dedupe key is already pending */
  enqueue(ex: Executor, payload: P, opts?: EnqueueOptions): Promise<string | null>;
}

/** A job kind: its name, its payload's schema and what running it does with the module's `deps`. */
export function defineJob<S extends z.ZodType<Record<string, unknown>>, D = void>(
  name: string,
  schema: S,
  handler: (payload: z.output<S>, deps: D, ctx: JobContext) => Promise<void>,
  opts: { redactOnDone?: boolean; maxAttempts?: number } = {},
): JobDefinition<z.output<S>, D> {
  return {
    type: 'once',
    name,
    schema: schema as unknown as z.ZodType<z.output<S>>,
    handler,
    redactOnDone: opts.redactOnDone ?? false,
    async enqueue(ex, payload, enqueueOpts = {}) {
      // a payload that does not fit is a programming error: refuse it before it is stored
      const checked = schema.parse(payload) as Record<string, unknown>;
      return enqueueJob(ex, name, checked, { maxAttempts: opts.maxAttempts, ...enqueueOpts });
    },
  };
}

/** The next run of a recurring job: aligned on the interval, so every server process computes the same slot. */
export const nextSlot = (now: Date, everyMs: number) => new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs);

export interface RecurringJob<D = unknown> {
  readonly type: 'recurring';
  readonly name: string;
  readonly everyMs: number;
  readonly handler: (deps: D, ctx: JobContext & { now: Date }) => Promise<void>;
  /** make sure one run is pending at the next slot (one per database, whatever the number of processes) */
  schedule(ex: Executor, now: Date): Promise<string | null>;
}

/**
 * A sweep that runs every `everyMs`, aligned on the interval. Each run first enqueues the next one
 * under a dedupe key (so a failing sweep never ends the chain, and many processes keep one pending
 * run), then does its work. The app schedules the first run at boot.
 */
export function defineRecurringJob<D = void>(
  name: string,
  everyMs: number,
  handler: (deps: D, ctx: JobContext & { now: Date }) => Promise<void>,
  opts: { maxAttempts?: number } = {},
): RecurringJob<D> {
  return {
    type: 'recurring',
    name,
    everyMs,
    handler,
    schedule(ex, now) {
      const runAt = nextSlot(now, everyMs);
      return enqueueJob(ex, name, {}, { runAt, dedupeKey: `${name}:${runAt.toISOString()}`, maxAttempts: opts.maxAttempts ?? 3 });
    },
  };
}

/** A job together with the services its handler needs: what a module hands to the runner. */
export interface BoundJob {
  job: JobDefinition<any, any> | RecurringJob<any>;
  deps: unknown;
}
export function bindJob<P, D>(job: JobDefinition<P, D> | RecurringJob<D>, deps: D): BoundJob {
  return { job, deps };
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

type Registered = { run: (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>; redactOnDone: boolean };

/** Thrown for a stored payload that does not fit its job's schema: the job fails without retries. */
class BadPayload extends Error {}

export class JobRunner {
  private handlers = new Map<string, Registered>();
  private recurring: RecurringJob<any>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  /** Registers a module's job with the services its handler needs (composition.ts, once per kind). */
  register({ job, deps }: BoundJob) {
    if (this.handlers.has(job.name)) throw new Error(`job kind registered twice: ${job.name}`);
    if (job.type === 'recurring') {
      this.recurring.push(job);
      this.handlers.set(job.name, {
        redactOnDone: false,
        run: async (_payload, ctx) => {
          const now = this.clock.now();
          // the next run first, so a failing sweep never ends the chain
          await job.schedule(this.db, now);
          await job.handler(deps, { ...ctx, now });
        },
      });
      return;
    }
    this.handlers.set(job.name, {
      redactOnDone: job.redactOnDone,
      run: async (payload, ctx) => {
        const parsed = job.schema.safeParse(payload);
        if (!parsed.success) throw new BadPayload(`payload does not fit ${job.name}: ${parsed.error.message}`);
        await job.handler(parsed.data, deps, ctx);
      },
    });
  }

  /** Makes sure every recurring job has its next run pending (at boot; idempotent). */
  async scheduleRecurring() {
    const now = this.clock.now();
    for (const job of this.recurring) await job.schedule(this.db, now);
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
      await handler.run(job.payload ?? {}, { jobId: job.id, attempt: job.attempts });
      await this.db
        .update(jobs)
        .set({ status: 'done', lockedUntil: null, updatedAt: this.clock.now(), ...(handler.redactOnDone ? { payload: {} } : {}) })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    } catch (err) {
      const failed = job.attempts >= job.max_attempts || err instanceof BadPayload;
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
