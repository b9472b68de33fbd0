import { describe, expect, it } from 'vitest';
import { planSlices, totalPublished, viewBars } from './dashboard-data';

describe('seller dashboard chart data', () => {
  it('sums the listings of the 30 days', () => {
    const recent = [
      { date: '2026-11-20', count: 0 },
      { date: '2026-11-21', count: 3 },
    ];
    expect(totalPublished(recent)).toBe(3);
  });

  it('shows only viewed kits among the most viewed', () => {
    const kit = (name: string, view_count: number) => ({ name, view_count }) as Parameters<typeof viewBars>[0][number];
    expect(viewBars([kit('RX-78', 1200), kit('Zaku', 0)])).toEqual([{ label: 'RX-78', value: 1200 }]);
  });

  it('splits the plan into used and free listings, without a free share when unlimited', () => {
    expect(planSlices(5, 50).map((s) => s.value)).toEqual([5, 45]);
    expect(planSlices(7, 5).map((s) => s.value)).toEqual([7, 0]);
    expect(planSlices(7, null).map((s) => s.label)).toEqual(['Đang đăng bán']);
  });
});
