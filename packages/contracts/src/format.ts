/**
 * The one formatter for money and time shown to people (product.md: `1.250.000 ₫`,
 * `DD/MM/YYYY HH:mm` in Asia/Ho_Chi_Minh), shared by the server (emails) and the web.
 *
 * They write exactly what `Intl.NumberFormat('vi-VN')` and an `Intl.DateTimeFormat` in
 * Asia/Ho_Chi_Minh write, but by arithmetic: building those two formatters loads the locale's and the
 * time zone's data, 60–70 ms of a phone's start at 4× slowdown, in the one task that runs the app's
 * code (issue 13). Intl is still used, built on first need, for what arithmetic would not write the
 * same: numbers too large or too small for plain digits, and times before Vietnam's present offset.
 */

let intlNumbers: Map<number, Intl.NumberFormat> | undefined;
/** vi-VN as Intl writes it, for the rare values the arithmetic below leaves to it */
function intlNumber(value: number, maximumFractionDigits: number) {
  intlNumbers ??= new Map();
  let f = intlNumbers.get(maximumFractionDigits);
  if (!f) intlNumbers.set(maximumFractionDigits, (f = new Intl.NumberFormat('vi-VN', { maximumFractionDigits })));
  return f.format(value);
}

/** thousands grouped with '.', as Vietnamese readers write them */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * A number in Vietnamese: `1.250.000`, `4,5`. At most `maximumFractionDigits` decimals, rounded half
 * away from zero on the number as written (4.35 → 4,4), trailing zeros dropped; a negative number,
 * -0 included, keeps its minus sign (Intl's default).
 */
export function formatNumber(value: number | bigint, maximumFractionDigits = 0): string {
  if (typeof value === 'bigint') return value < 0n ? `-${grouped((-value).toString())}` : grouped(value.toString());
  const negative = value < 0 || Object.is(value, -0);
  const abs = Math.abs(value);
  const written = String(abs);
  const scale = 10 ** maximumFractionDigits;
  // exponent notation (1e21, 1e-7), NaN, Infinity, or digits past what a double holds exactly
  if (!/^\d+(\.\d+)?$/.test(written) || abs * scale >= Number.MAX_SAFE_INTEGER) return intlNumber(value, maximumFractionDigits);
  // rounded on the decimal digits as written: 4.35 * 10 is 43.49999… in binary, "4.35e1" is 43.5
  const units = Math.round(Number(`${written}e${maximumFractionDigits}`));
  const whole = grouped(Math.floor(units / scale).toString());
  const fraction = maximumFractionDigits ? (units % scale).toString().padStart(maximumFractionDigits, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `,${fraction}` : ''}`;
}

export function formatMoney(amount: number | bigint | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  // vi-VN groups with '.', which is what Vietnamese shoppers read
  return `${formatNumber(amount)} ₫`;
}

/** Asia/Ho_Chi_Minh has been UTC+7, without daylight saving, since 13/06/1975 (UTC+8 before) */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const PRESENT_OFFSET_SINCE = Date.UTC(1975, 5, 12, 16); // 13/06/1975 00:00 at UTC+8

let intlDateTime: Intl.DateTimeFormat | undefined;
/** Intl's reading of a time before 1975, as the day and time fields of `DD/MM/YYYY HH:mm` */
function intlParts(d: Date) {
  intlDateTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
  const p: Record<string, string> = {};
  for (const { type, value } of intlDateTime.formatToParts(d)) p[type] = value;
  return { day: p.day, month: p.month, year: p.year, hour: p.hour === '24' ? '00' : p.hour, minute: p.minute, second: p.second };
}

const two = (n: number) => String(n).padStart(2, '0');

/** the wall clock in Hồ Chí Minh City since 1975: UTC shifted by seven hours */
function vietnamParts(ms: number) {
  const local = new Date(ms + VIETNAM_OFFSET_MS);
  return {
    day: two(local.getUTCDate()),
    month: two(local.getUTCMonth() + 1),
    year: String(local.getUTCFullYear()),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
    second: two(local.getUTCSeconds()),
  };
}

/**
 * The wall clock in Hồ Chí Minh City at an instant, as two-digit fields (`year` in full), or null for
 * no valid time: for the screens that write a time their own way (a bid's `20:40:39 25/11`, a
 * report's calendar day) without building an Intl formatter.
 */
export function vietnamWallClock(value: string | Date | null | undefined) {
  if (!value) return null;
  const d = typeof value === 'string' ? new Date(value) : value;
  const ms = d.getTime();
  if (Number.isNaN(ms)) return null;
  return ms >= PRESENT_OFFSET_SINCE && d.getUTCFullYear() < 9999 ? vietnamParts(ms) : intlParts(d);
}

export function formatDateTime(value: string | Date | null | undefined): string {
  const p = vietnamWallClock(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '—';
}
export function formatDate(value: string | Date | null | undefined): string {
  return formatDateTime(value).split(' ')[0] ?? '—';
}
