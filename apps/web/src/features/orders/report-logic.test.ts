import { describe, expect, it } from 'vitest';
import { csvFileName, dayText, periodText, presetRange, statusBars, totalRevenue, vnDay } from './report-logic';
import { direction, filterTransactions } from './transactions-logic';

describe('report periods (Vietnam calendar days)', () => {
  // 2026-11-30 20:00 UTC is already 1 December in Vietnam (UTC+7)
  const now = new Date('2026-11-30T20:00:00Z');
  it('uses the day in Asia/Ho_Chi_Minh', () => {
    expect(vnDay(now)).toBe('2026-12-01');
  });
  it('this month, last month, last 7 and 30 days', () => {
    expect(presetRange('this_month', now)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetRange('last_month', now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('last_7', now)).toEqual({ from: '2026-11-25', to: '2026-12-01' });
    expect(presetRange('last_30', now)).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    expect(presetRange('last_month', new Date('2027-01-10T03:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
  it('prints days as DD/MM/YYYY', () => {
    expect(dayText('2026-11-05')).toBe('05/11/2026');
    expect(periodText('2026-11-01', '2026-11-21')).toBe('01/11/2026 – 21/11/2026');
    expect(periodText('2026-11-01', '2026-11-01')).toBe('01/11/2026');
    expect(csvFileName('2026-11-01', '2026-11-21')).toBe('bao-cao-doanh-thu_2026-11-01_2026-11-21.csv');
  });
});

describe('chart data', () => {
  it('adds up the revenue of the period', () => {
    expect(
      totalRevenue([
        { date: '2026-11-01', revenue: 1_500_000 },
        { date: '2026-11-02', revenue: 0 },
      ]),
    ).toBe(1_500_000);
  });
  it('orders by status in life order, leaving out empty statuses', () => {
    expect(statusBars({ completed: 3, pending: 1, canceled: 0 }).map((b) => b.label)).toEqual(['Chờ xác nhận', 'Hoàn tất']);
  });
});

describe('shop transactions', () => {
  const row = (id: number, kind: 'sale_income' | 'payout', amount: number) =>
    ({ id, kind, kind_label: '', account: 'available', amount, order_id: null, order_code: null, memo: null, created_at: '' }) as const;
  it('says money in or out', () => {
    expect(direction(100)).toMatchObject({ sign: '+', label: 'Tiền vào' });
    expect(direction(-100)).toMatchObject({ sign: '−', label: 'Tiền ra' });
  });
  it('filters by type and direction', () => {
    const rows = [row(1, 'sale_income', 500), row(2, 'payout', -200)];
    expect(filterTransactions(rows, { kind: 'payout' }).map((r) => r.id)).toEqual([2]);
    expect(filterTransactions(rows, { direction: 'in' }).map((r) => r.id)).toEqual([1]);
    expect(filterTransactions(rows, {}).length).toBe(2);
  });
});
