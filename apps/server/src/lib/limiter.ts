/**
 * At most `max` jobs at once; the others wait in arrival order. Used process-wide for image
 * decoding (`images.ts`) so that a burst of uploads queues instead of occupying every thread.
 */
export interface Limiter {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** jobs running now */
  readonly active: number;
  /** jobs waiting for a slot */
  readonly queued: number;
}

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new Error(`limiter size must be a positive integer: ${max}`);
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // the slot passes straight to the next job: `active` stays the same
    if (next) next();
    else active -= 1;
  };
  return {
    async run(job) {
      if (active < max) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
