import { DAY_MS, vnDate, vnDayEnd, vnDayStart, vnLastDays } from '../../lib/time.js';

/** Pure date and bucketing helpers of the dashboards (Vietnamese days and Monday-first weeks). */

/** The last `n` Vietnamese days up to today: their dates, oldest first, and [since, until) as instants. */
export function lastDays(now: Date, n: number) {
  const { days, since } = vnLastDays(now, n);
  return { days, since, until: vnDayEnd(vnDate(now)) };
}

/** This Vietnamese calendar week (Monday 00:00 in Vietnam, up to today) and the whole week before. */
export function vnWeeks(now: Date) {
  const today = vnDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const sinceMonday = (weekday + 6) % 7;
  const thisStart = new Date(vnDayStart(today).getTime() - sinceMonday * DAY_MS);
  const lastStart = new Date(thisStart.getTime() - 7 * DAY_MS);
  const day = (t: Date, plus: number) => vnDate(new Date(t.getTime() + plus * DAY_MS));
  return {
    thisWeek: { from: vnDate(thisStart), to: today },
    lastWeek: { from: vnDate(lastStart), to: day(lastStart, 6) },
  };
}

/** Adds up the named figures of the points whose date lies in [from, to] ("YYYY-MM-DD" compare as text). */
export function sumBetween<P extends { date: string }, K extends keyof P>(points: P[], from: string, to: string, keys: readonly K[]) {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const p of points) {
    if (p.date < from || p.date > to) continue;
    for (const k of keys) out[k] += Number(p[k]);
  }
  return out;
}

/** A per-day lookup of query rows: `get(day)` → the row's value or 0. */
export function byDay<R extends { day: string }>(rows: R[], value: (r: R) => number) {
  const map = new Map<string, number>();
  for (const r of rows) map.set(r.day, (map.get(r.day) ?? 0) + value(r));
  return (day: string) => map.get(day) ?? 0;
}
