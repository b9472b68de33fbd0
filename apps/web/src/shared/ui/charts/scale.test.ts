import { describe, expect, it } from 'vitest';
import { arcPath, bands, labelIndexes, niceMax, polar, scaleLinear, slices, ticks } from './scale';

describe('chart scales', () => {
  it('rounds the top of the axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(-3)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(22)).toBe(25);
    expect(niceMax(480)).toBe(500);
    expect(niceMax(NaN)).toBe(1);
  });

  it('gives whole-number ticks for small counts and even ticks otherwise', () => {
    expect(ticks(2)).toEqual([0, 1, 2]);
    expect(ticks(0)).toEqual([0, 1]);
    expect(ticks(18)).toEqual([0, 5, 10, 15, 20]);
  });

  it('maps values onto the axis length and clamps outside values', () => {
    const y = scaleLinear(20, 200);
    expect(y(0)).toBe(0);
    expect(y(5)).toBe(50);
    expect(y(20)).toBe(200);
    expect(y(40)).toBe(200);
    expect(y(-1)).toBe(0);
    expect(scaleLinear(0, 100)(0)).toBe(0);
  });

  it('lays bars out in equal bands with gaps, at least one pixel wide', () => {
    const b = bands(4, 400, 0.5);
    expect(b.map((x) => x.width)).toEqual([50, 50, 50, 50]);
    expect(b[0]).toEqual({ x: 25, width: 50, center: 50 });
    expect(b[3]!.center).toBe(350);
    expect(bands(0, 100)).toEqual([]);
    expect(bands(1000, 100)[0]!.width).toBe(1);
  });

  it('prints a bounded number of labels, always the first and the last', () => {
    expect([...labelIndexes(5, 8)]).toEqual([0, 1, 2, 3, 4]);
    const thirty = labelIndexes(30, 8);
    expect(thirty.size).toBeLessThanOrEqual(8);
    expect(thirty.has(0)).toBe(true);
    expect(thirty.has(29)).toBe(true);
  });

  it('cuts a ring into slices proportional to the values', () => {
    const s = slices([1, 3, 0]);
    expect(s[0]!.fraction).toBe(0.25);
    expect(s[1]!.start).toBeCloseTo(Math.PI / 2);
    expect(s[1]!.end).toBeCloseTo(Math.PI * 2);
    expect(s[2]!.fraction).toBe(0);
    expect(slices([0, 0]).every((x) => x.fraction === 0)).toBe(true);
  });

  it('draws arcs clockwise from twelve o’clock and a full ring without collapsing', () => {
    const [x, y] = polar(50, 50, 10, 0);
    expect(x).toBeCloseTo(50);
    expect(y).toBeCloseTo(40);
    const [x2, y2] = polar(50, 50, 10, Math.PI / 2);
    expect(x2).toBeCloseTo(60);
    expect(y2).toBeCloseTo(50);
    const full = arcPath(50, 50, 40, 30, 0, Math.PI * 2);
    expect(full).toMatch(/^M50 10 A40 40 0 1 1 /);
    expect(full).not.toContain('NaN');
  });
});
