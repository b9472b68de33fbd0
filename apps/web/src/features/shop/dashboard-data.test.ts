import { describe, expect, it } from 'vitest';
import { dayLabels, planSlices, publishedBars, totalPublished, viewBars } from './dashboard-data';

describe('seller dashboard chart data', () => {
  it('labels days the Vietnamese way', () => {
    expect(dayLabels('2026-11-05')).toEqual({ short: '05/11', long: '05/11/2026' });
    expect(dayLabels('bad')).toEqual({ short: 'bad', long: 'bad' });
  });

  it('keeps one bar per day in order and sums them', () => {
    const recent = [
      { date: '2026-11-20', count: 0 },
      { date: '2026-11-21', count: 3 },
    ];
    expect(publishedBars(recent)).toEqual([
      { label: '20/11', value: 0, title: '20/11/2026: 0 sản phẩm được đăng bán' },
      { label: '21/11', value: 3, title: '21/11/2026: 3 sản phẩm được đăng bán' },
    ]);
    expect(totalPublished(recent)).toBe(3);
  });

  it('shows only viewed kits among the most viewed', () => {
    const kit = (name: string, view_count: number) => ({ name, view_count }) as Parameters<typeof viewBars>[0][number];
    expect(viewBars([kit('RX-78', 1200), kit('Zaku', 0)])).toEqual([{ label: 'RX-78', value: 1200, valueText: '1.200 lượt' }]);
  });

  it('splits the plan into used and free listings, without a free share when unlimited', () => {
    expect(planSlices(5, 50).map((s) => s.value)).toEqual([5, 45]);
    expect(planSlices(7, 5).map((s) => s.value)).toEqual([7, 0]);
    expect(planSlices(7, null).map((s) => s.label)).toEqual(['Đang đăng bán']);
  });
});
