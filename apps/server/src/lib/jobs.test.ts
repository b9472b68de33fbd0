import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { backoffMs, enqueueJob } from './jobs.js';
import { jobs } from './jobs.schema.js';

describe('jobs runner', () => {
  let t: TestApp;
  const seen: string[] = [];
  let failuresLeft = 2;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-01-01T00:00:00Z' });
    t.app.ctx.jobs.register('test_record', async (p) => void seen.push(String(p.tag)));
    t.app.ctx.jobs.register('test_flaky', async () => {
      if (failuresLeft-- > 0) throw new Error('provider down');
    });
  });
  afterAll(async () => t.close());

  it('runs a job enqueued without a time at once, whatever the clock says', async () => {
    await enqueueJob(t.database.db, 'test_record', { tag: 'now' });
    expect(await t.app.ctx.jobs.runDue()).toBe(1);
    expect(seen).toEqual(['now']);
  });

  it('keeps a scheduled job until the clock reaches its time', async () => {
    // (modules keep their own recurring jobs, e.g. the shipping poll: look at this job only)
    await enqueueJob(t.database.db, 'test_record', { tag: 'later' }, { runAt: new Date('2026-01-01T01:00:00Z') });
    await t.app.ctx.jobs.runDue();
    expect(seen).not.toContain('later');
    t.clock.advance(60 * 60_000);
    expect(await t.app.ctx.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(seen).toContain('later');
  });

  it('retries a failing job with backoff and then completes it', async () => {
    const id = await enqueueJob(t.database.db, 'test_flaky', {});
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
    const a = await enqueueJob(t.database.db, 'test_record', { tag: 'a' }, { dedupeKey: 'order:1:deadline', runAt: new Date('2027-01-01') });
    const b = await enqueueJob(t.database.db, 'test_record', { tag: 'b' }, { dedupeKey: 'order:1:deadline', runAt: new Date('2027-01-01') });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
  });

  it('picks up a job whose worker died once its lock expires', async () => {
    const id = await enqueueJob(t.database.db, 'test_record', { tag: 'orphan' });
    // a worker claimed it and was killed: status running with a lock in the past
    await t.database.db.update(jobs).set({ status: 'running', lockedUntil: new Date(t.clock.now().getTime() - 1000), attempts: 1 }).where(eq(jobs.id, id!));
    await t.app.ctx.jobs.runDue();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.status).toBe('done');
    expect(seen).toContain('orphan');
  });
});
