import { DASHBOARD_PERIODS, type DashboardPeriod } from '@cho-gundam/contracts/core';
import { formatNumber } from '@/shared/lib/format';

/** This week against last week: the difference and, when last week had any, the change in percent. */
export function weekChange(now: number, before: number): { delta: number; percent: number | null; trend: 'up' | 'down' | 'flat' } {
  const delta = now - before;
  const percent = before === 0 ? null : Math.round((delta / before) * 100);
  return { delta, percent, trend: delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat' };
}

/** "+25% so với tuần trước", "Bằng tuần trước", "+3 so với tuần trước" (last week had none). */
export function changeText(now: number, before: number, format: (n: number) => string = formatNumber) {
  const c = weekChange(now, before);
  if (c.trend === 'flat') return 'Bằng tuần trước';
  const sign = c.delta > 0 ? '+' : '−';
  const amount = c.percent === null ? format(Math.abs(c.delta)) : `${formatNumber(Math.abs(c.percent))}%`;
  return `${sign}${amount} so với tuần trước`;
}

/** The period in the URL (`?days=`), or 30 days when it is missing or not one we offer. */
export function periodFrom(raw: string | null): DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly string[]).includes(raw ?? '') ? (raw as DashboardPeriod) : '30';
}

/** "05/11/2026" from "2026-11-05" for the period's caption. */
export function shortDay(isoDay: string) {
  const [y, m, d] = isoDay.split('-');
  return y && m && d ? `${d}/${m}/${y}` : isoDay;
}
