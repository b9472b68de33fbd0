import { ORDER_STATUS_LABELS, type OrderStatus } from '@cho-gundam/contracts/core';
import { vietnamWallClock } from '@/shared/lib/format';

/** The reports page's period and chart data, pure. Days are Asia/Ho_Chi_Minh calendar days (YYYY-MM-DD). */

/** The calendar day in Vietnam at this instant, as YYYY-MM-DD. */
export function vnDay(at: Date) {
  const p = vietnamWallClock(at);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

export type PeriodPreset = 'this_month' | 'last_month' | 'last_7' | 'last_30';
export const PERIOD_PRESETS: { key: PeriodPreset; label: string }[] = [
  { key: 'this_month', label: 'Tháng này' },
  { key: 'last_month', label: 'Tháng trước' },
  { key: 'last_7', label: '7 ngày qua' },
  { key: 'last_30', label: '30 ngày qua' },
];

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A preset → the inclusive range of days it covers, as of `now`. */
export function presetRange(preset: PeriodPreset, now: Date): { from: string; to: string } {
  const today = vnDay(now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'this_month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last_month': {
      const py = m === 1 ? y - 1 : y;
      const pm = m === 1 ? 12 : m - 1;
      const first = `${py}-${String(pm).padStart(2, '0')}-01`;
      return { from: first, to: addDays(`${today.slice(0, 7)}-01`, -1) };
    }
    case 'last_7':
      return { from: addDays(today, -6), to: today };
    case 'last_30':
      return { from: addDays(today, -29), to: today };
  }
}

/** "2026-11-05" → "05/11/2026". */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}/${m}/${y}` : day;
}

/** The period in words: "01/11/2026 – 21/11/2026". */
export const periodText = (from: string, to: string) => (from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`);

/** A file name for the CSV of the period. */
export const csvFileName = (from: string, to: string) => `bao-cao-doanh-thu_${from}_${to}.csv`;

/** The period's revenue: the sum of its days. */
export const totalRevenue = (perDay: { date: string; revenue: number }[]) => perDay.reduce((s, d) => s + d.revenue, 0);

/** Orders by status → horizontal bars in the order of an order's life (statuses with 0 left out). */
export function statusBars(byStatus: Record<string, number>) {
  return (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[])
    .filter((s) => (byStatus[s] ?? 0) > 0)
    .map((s) => ({ label: ORDER_STATUS_LABELS[s], value: byStatus[s]! }));
}
