import { describe, expect, it } from 'vitest';
import { clockOffset, formatRemaining } from './auction-time';

describe('auction time left', () => {
  it('shows days over a day, a clock under it, and zero once over', () => {
    expect(formatRemaining(2 * 86_400_000 + 3 * 3_600_000 + 14 * 60_000 + 5_000)).toBe('2 ngày 03:14:05');
    expect(formatRemaining(59_999)).toBe('00:00:59');
    expect(formatRemaining(-5_000)).toBe('00:00:00');
  });
  it('measures how far the device clock is from the server', () => {
    expect(clockOffset('2026-11-25T10:00:00.000Z', Date.parse('2026-11-25T09:55:00.000Z'))).toBe(300_000);
    expect(clockOffset('not a date', 1)).toBe(0);
  });
});
