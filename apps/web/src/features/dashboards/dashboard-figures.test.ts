import { describe, expect, it } from 'vitest';
import { changeText, periodFrom, weekChange } from './dashboard-figures';

describe('dashboard figures', () => {
  it('compares this week with last week', () => {
    expect(weekChange(15, 12)).toEqual({ delta: 3, percent: 25, trend: 'up' });
    expect(weekChange(6, 12)).toEqual({ delta: -6, percent: -50, trend: 'down' });
    expect(weekChange(3, 0)).toEqual({ delta: 3, percent: null, trend: 'up' });
    expect(changeText(15, 12)).toBe('+25% so với tuần trước');
    expect(changeText(6, 12)).toBe('−50% so với tuần trước');
    expect(changeText(3, 0)).toBe('+3 so với tuần trước');
    expect(changeText(4, 4)).toBe('Bằng tuần trước');
  });

  it('reads the period from the URL, 30 days otherwise', () => {
    expect(periodFrom('7')).toBe('7');
    expect(periodFrom('90')).toBe('90');
    expect(periodFrom('14')).toBe('30');
    expect(periodFrom(null)).toBe('30');
  });
});
