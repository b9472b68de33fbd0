import { describe, expect, it } from 'vitest';
import { monotonePath, niceTicks, ringSlicePath, visibleTickIndexes } from './chart-scale';

describe('the value axis', () => {
  it('takes five round ticks from 0 whose last covers the largest value', () => {
    expect(niceTicks(5, false)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(11, false)).toEqual([0, 3, 6, 9, 12]);
    expect(niceTicks(4, false)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(1_550_000, true)).toEqual([0, 400_000, 800_000, 1_200_000, 1_600_000]);
    expect(niceTicks(4_583_000, true)).toEqual([0, 1_500_000, 3_000_000, 4_500_000, 6_000_000]);
  });

  it('counts never take a step below 1; an empty chart still has 0 to 4', () => {
    expect(niceTicks(1, false)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(0, false)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(0, true)).toEqual([0, 1, 2, 3, 4]);
  });

  it('covers any value with evenly spaced ticks', () => {
    for (const max of [1, 3, 7, 9, 10, 17, 99, 101, 999, 12_345, 250_000, 7_777_777, 2_500_000_000]) {
      for (const decimals of [true, false]) {
        const ticks = niceTicks(max, decimals);
        expect(ticks).toHaveLength(5);
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
        // no more than about twice the room the value needs
        expect(ticks.at(-1)!).toBeLessThan(max * 2.5 + 4);
        const step = ticks[1]!;
        ticks.forEach((t, i) => expect(t).toBeCloseTo(step * i, 6));
      }
    }
  });
});

describe('the day labels', () => {
  it('keeps the last day and every k-th before it, k days holding a label and the gap', () => {
    // 30 days on 415 px, labels 28 px wide and 16 px apart: every 4th day
    expect(visibleTickIndexes(30, 415 / 30, 28, 16)).toEqual([1, 5, 9, 13, 17, 21, 25, 29]);
    // room for all seven days of a week
    expect(visibleTickIndexes(7, 60, 28, 16)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(visibleTickIndexes(0, 10, 28, 16)).toEqual([]);
  });
});

/** The y of every point a path's commands name (M, L and C's control and end points). */
function pathYs(d: string) {
  return [...d.matchAll(/-?[\d.]+,(-?[\d.]+)/g)].map((m) => Number(m[1]));
}

describe('the smooth line', () => {
  it('passes through every point', () => {
    const d = monotonePath([
      { x: 0, y: 100 },
      { x: 10, y: 50 },
      { x: 20, y: 80 },
    ]);
    expect(d.startsWith('M0,100C')).toBe(true);
    expect(d).toContain(',10,50C');
    expect(d.endsWith(',20,80')).toBe(true);
  });

  it('stays level along equal values and never dips below 0 between days of 0 and 1', () => {
    const ys = [100, 50, 50, 100, 100, 50];
    const d = monotonePath(ys.map((y, i) => ({ x: i * 10, y })));
    // every control point lies between its two points' values: no overshoot above a peak or below 0
    for (const y of pathYs(d)) expect(y >= 50 && y <= 100).toBe(true);
    // the segment between the two 50s is flat: its control points are at 50 too
    const second = d.split('C')[2]!;
    expect(pathYs(second)).toEqual([50, 50, 50]);
  });

  it('draws one point as a move and two as a straight line', () => {
    expect(monotonePath([])).toBe('');
    expect(monotonePath([{ x: 5, y: 5 }])).toBe('M5,5');
    expect(
      monotonePath([
        { x: 0, y: 0 },
        { x: 10, y: 5 },
      ]),
    ).toBe('M0,0L10,5');
  });
});

describe('a ring slice', () => {
  it('starts at the top and turns clockwise', () => {
    // a quarter from the top: outer arc from (80,4) to (156,80), back along the inner one
    expect(ringSlicePath(80, 80, 52, 76, 0, 0.25)).toBe('M80,4A76,76,0,0,1,156,80L132,80A52,52,0,0,0,80,28Z');
  });

  it('draws a whole ring as two halves, and a slice past half with the large arc', () => {
    expect(ringSlicePath(80, 80, 52, 76, 0, 1).match(/M/g)).toHaveLength(2);
    expect(ringSlicePath(80, 80, 52, 76, 0, 0.75)).toContain('A76,76,0,1,1');
  });
});
