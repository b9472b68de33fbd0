/**
 * Vietnamese calendar time. Vietnam is UTC+7 all year (no daylight saving), so a day there starts
 * at 17:00 UTC of the day before. Reports, order codes, gateway ids and the kit release year are
 * all counted in Vietnamese days and months: every such boundary is computed here, once.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const VN_OFFSET_MS = 7 * HOUR_MS;

/** The instant shifted so that its UTC fields read as Vietnamese wall-clock time. */
const wallClock = (at: Date) => new Date(at.getTime() + VN_OFFSET_MS);

/** "YYYY-MM-DD": the Vietnamese calendar day `at` falls on. */
export const vnDate = (at: Date) => wallClock(at).toISOString().slice(0, 10);

/** "YYYY-MM-DD HH:mm" in Vietnam (CSV exports). */
export const vnDateTime = (at: Date) => wallClock(at).toISOString().slice(0, 16).replace('T', ' ');

/** "YYMMDD" in Vietnam (order codes, ZaloPay's app_trans_id prefix). */
export function vnYymmdd(at: Date) {
  const d = vnDate(at);
  return d.slice(2, 4) + d.slice(5, 7) + d.slice(8, 10);
}

/** The year in Vietnam (kit release years may not be in the future). */
export const vnYear = (at: Date) => wallClock(at).getUTCFullYear();

/** The instant a Vietnamese calendar day ("YYYY-MM-DD") starts; an invalid date gives an Invalid Date. */
export const vnDayStart = (ymd: string) => new Date(Date.parse(`${ymd}T00:00:00Z`) - VN_OFFSET_MS);

/** The instant the Vietnamese day after `ymd` starts (the end of a day range, exclusive). */
export const vnDayEnd = (ymd: string) => new Date(vnDayStart(ymd).getTime() + DAY_MS);

/** A filter's `from`/`to` Vietnamese days (both included) as instants: `from` inclusive, `to` exclusive. */
export const vnDayRange = (days: { from?: string; to?: string }) => ({
  from: days.from ? vnDayStart(days.from) : undefined,
  to: days.to ? vnDayEnd(days.to) : undefined,
});

/** The instant the Vietnamese calendar month containing `at` started. */
export function vnMonthStart(at: Date) {
  const local = wallClock(at);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - VN_OFFSET_MS);
}

/** The last `n` Vietnamese days up to today, oldest first, and the instant the first one started. */
export function vnLastDays(now: Date, n: number) {
  const since = new Date(vnDayStart(vnDate(now)).getTime() - (n - 1) * DAY_MS);
  const days = Array.from({ length: n }, (_, i) => vnDate(new Date(since.getTime() + i * DAY_MS)));
  return { days, since };
}

/** Every Vietnamese day from `start` (a day start) up to `end` (exclusive), as "YYYY-MM-DD". */
export function vnDaysBetween(start: Date, end: Date) {
  const days: string[] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) days.push(vnDate(new Date(t)));
  return days;
}
