import { describe, expect, it } from 'vitest';
import { axisValue, dayLong, dayTick, fullValue } from './chart-format';

describe('chart formats', () => {
  it('writes days the Vietnamese way', () => {
    expect(dayTick('2030-03-09')).toBe('09/03');
    expect(dayLong('2030-03-09')).toBe('09/03/2030');
  });

  it('shortens money on the axis and writes it in full elsewhere', () => {
    expect(axisValue(2_500_000_000, 'money')).toBe('2,5 tỷ');
    expect(axisValue(1_250_000, 'money')).toBe('1,3 tr');
    expect(axisValue(45_000, 'money')).toBe('45 N');
    expect(axisValue(0, 'money')).toBe('0');
    expect(axisValue(1500, 'count')).toBe('1.500');
    expect(fullValue(1_250_000, 'money')).toMatch(/^1\.250\.000\s₫$/);
    expect(fullValue(1250, 'count')).toBe('1.250');
  });
});
