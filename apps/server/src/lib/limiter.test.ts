import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.js';

/** A job that runs until the test releases it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('createLimiter', () => {
  it('runs at most K of N queued jobs at once, in arrival order, and finishes them all', async () => {
    const limiter = createLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 7 }, gate);
    const results = gates.map((g, i) =>
      limiter.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        started.push(i);
        await g.opened;
        running -= 1;
        return i * 10;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.active).toBe(2);
    expect(limiter.queued).toBe(5);

    // release out of order: the freed slot goes to the oldest waiting job
    gates[1]!.open();
    await expect(results[1]).resolves.toBe(10);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    expect(running).toBe(2);

    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(limiter.active).toBe(0);
    expect(limiter.queued).toBe(0);
  });

  it('frees the slot of a job that throws', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error('hỏng')))).rejects.toThrow('hỏng');
    expect(limiter.active).toBe(0);
    await expect(limiter.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => createLimiter(0)).toThrow();
    expect(() => createLimiter(1.5)).toThrow();
  });
});
