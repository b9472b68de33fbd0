/**
 * Time comes from an injected clock so deadlines can be driven by tests.
 * `now()` is the only way services read the time.
 */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date | string = new Date()) {
    this.t = new Date(start).getTime();
  }
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
  set(d: Date | string) {
    this.t = new Date(d).getTime();
  }
}
/**
 * Development only (`DEV_CLOCK_CONTROL=true`, refused in production): the system clock plus an
 * offset that only grows, moved by `POST /api/v1/dev/clock/advance`, so a browser test or a
 * developer can reach an auction's start or end without waiting a day.
 */
export class OffsetClock implements Clock {
  private offset = 0;
  now() {
    return new Date(Date.now() + this.offset);
  }
  get offsetMs() {
    return this.offset;
  }
  advance(ms: number) {
    if (!(ms > 0)) throw new Error('the clock only moves forward');
    this.offset += ms;
  }
}

export const seconds = (n: number) => n * 1000;
export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;
