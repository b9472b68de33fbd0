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
export const seconds = (n: number) => n * 1000;
export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;
