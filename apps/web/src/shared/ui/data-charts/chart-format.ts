import { formatDate, formatMoney, formatNumber } from '@/shared/lib/format';

/** How a series' values read: money (`1.250.000 ₫`, axis `1,3 tr`) or a count (`1.250`). */
export type ValueKind = 'money' | 'count';

/** "2026-11-05" (a Vietnamese calendar day from the server) → "05/11": the x axis. */
export function dayTick(isoDay: string) {
  const [, m, d] = isoDay.split('-');
  return m && d ? `${d}/${m}` : isoDay;
}

/** "2026-11-05" → "05/11/2026" through the shared date formatter (midnight in Vietnam of that day). */
export function dayLong(isoDay: string) {
  return formatDate(`${isoDay}T00:00:00+07:00`);
}

/** An axis tick: money shortened in Vietnamese units (N = nghìn, tr = triệu, tỷ), counts as they are. */
export function axisValue(value: number, kind: ValueKind) {
  if (kind === 'count') return formatNumber(value, 1);
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${formatNumber(value / 1e9, 1)} tỷ`;
  if (abs >= 1e6) return `${formatNumber(value / 1e6, 1)} tr`;
  if (abs >= 1e3) return `${formatNumber(value / 1e3, 1)} N`;
  return formatNumber(value);
}

/** A value in full (tooltips, cards): `1.250.000 ₫` or `1.250`. */
export function fullValue(value: number, kind: ValueKind) {
  return kind === 'money' ? formatMoney(value) : formatNumber(value);
}
