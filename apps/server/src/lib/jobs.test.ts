import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { minutes } from './clock.js';
import { backoffMs, bindJob, defineJob, defineRecurringJob, enqueueJob, nextSlot } from './jobs.js';
import { jobs } from './jobs.schema.js';

describe('jobs runner', () => {
  let t: TestApp;
  const seen: string[] = [];
  let failuresLeft = 2;
  let sweeps = 0;
  const record = defineJob('test_record', z.object({ tag: z.string() }), async (p, deps: { seen: string[] }) => void deps.seen.push(p.tag));
  const flaky = defineJob('test_flaky', z.object({}), async () => {
    if (failuresLeft-- > 0) throw new Error('provider down');
  });
  const sweep = defineRecurringJob(
    'test_sweep',
    minutes(10),
    async () => {
      sweeps += 1;
      if (sweeps === 1) throw new Error('the first sweep fails');
    },
    { maxAttempts: 1 },
  );
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-01-01T00:00:00Z' });
    t.app.ctx.jobs.register(bindJob(record, { seen }));
    t.app.ctx.jobs.register(bindJob(flaky, undefined));
    t.app.ctx.jobs.register(bindJob(sweep, undefined));
  });
  afterAll(async () => t.close());

  it('runs a job enqueued without a time at once, whatever the clock says', async () => {
    await record.enqueue(t.database.db, { tag: 'now' });
    expect(await t.app.ctx.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(seen).toEqual(['now']);
  });

  it('keeps a scheduled job until the clock reaches its time', async () => {
    // (modules keep their own recurring jobs, e.g. the shipping poll: look at this job only)
    await record.enqueue(t.database.db, { tag: 'later' }, { runAt: new Date('2026-01-01T01:00:00Z') });
    await t.app.ctx.jobs.runDue();
    expect(seen).not.toContain('later');
    t.clock.advance(60 * 60_000);
    expect(await t.app.ctx.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(seen).toContain('later');
  });

  it('retries a failing job with backoff and then completes it', async () => {
    const id = await flaky.enqueue(t.database.db, {});
    await t.app.ctx.jobs.runDue();
    let [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.status).toBe('pending');
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBe('provider down');
    expect(row!.runAt.getTime()).toBe(t.clock.now().getTime() + backoffMs(1));
    t.clock.advance(backoffMs(1));
    await t.app.ctx.jobs.runDue();
    t.clock.advance(backoffMs(2));
    await t.app.ctx.jobs.runDue();
    [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.status).toBe('done');
    expect(row!.attempts).toBe(3);
  });

  it('keeps one pending job per dedupe key', async () => {
    const a = await record.enqueue(t.database.db, { tag: 'a' }, { dedupeKey: 'order:1:deadline', runAt: new Date('2027-01-01') });
    const b = await record.enqueue(t.database.db, { tag: 'b' }, { dedupeKey: 'order:1:deadline', runAt: new Date('2027-01-01') });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
  });

  it('refuses to enqueue a payload that does not fit the job, and fails a stored one at once, without retries', async () => {
    await expect(record.enqueue(t.database.db, { tag: 42 } as unknown as { tag: string })).rejects.toThrow();
    const id = await enqueueJob(t.database.db, 'test_record', { tag: 42 });
    await t.app.ctx.jobs.runDue();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.status).toBe('failed');
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toContain('payload does not fit test_record');
  });

  it('picks up a job whose worker died once its lock expires', async () => {
    const id = await record.enqueue(t.database.db, { tag: 'orphan' });
    // a worker claimed it and was killed: status running with a lock in the past
    await t.database.db
      .update(jobs)
      .set({ status: 'running', lockedUntil: new Date(t.clock.now().getTime() - 1000), attempts: 1 })
      .where(eq(jobs.id, id!));
    await t.app.ctx.jobs.runDue();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.status).toBe('done');
    expect(seen).toContain('orphan');
  });

  it('runs a recurring job on its aligned slots, and a failing run still schedules the next one', async () => {
    const pending = () =>
      t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, 'test_sweep'))
        .then((rows) => rows.filter((r) => r.status === 'pending'));
    // registered after boot: schedule it as the app does at boot, twice (one pending run per database)
    await t.app.ctx.jobs.scheduleRecurring();
    await t.app.ctx.jobs.scheduleRecurring();
    const [first] = await pending();
    expect(await pending()).toHaveLength(1);
    expect(first!.runAt.getTime()).toBe(nextSlot(t.clock.now(), minutes(10)).getTime());
    t.clock.set(first!.runAt);
    await t.app.ctx.jobs.runDue();
    expect(sweeps).toBe(1);
    // the run failed, but its successor was enqueued before the work
    const [next] = await pending();
    expect(next!.runAt.getTime()).toBe(first!.runAt.getTime() + minutes(10));
    t.clock.set(next!.runAt);
    await t.app.ctx.jobs.runDue();
    expect(sweeps).toBe(2);
  });
});
