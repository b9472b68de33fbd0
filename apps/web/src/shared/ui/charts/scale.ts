/**
 * Pure geometry for the small SVG charts (no chart library: the three charts of the seller
 * dashboard cost a few KiB this way instead of the ~400 KiB of G2Plot the original shipped).
 */

/** The smallest "round" number (1, 2, 2.5, 5 × 10^k) at or above `max`; 1 for an empty series. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * power;
    if (candidate >= max - 1e-9) return candidate;
  }
  return 10 * power;
}

/**
 * Evenly spaced axis ticks from 0 to niceMax(max). Counts (kits, views) are whole numbers, so a
 * small maximum gets one tick per unit instead of 0, 0.5, 1, 1.5.
 */
export function ticks(max: number, count = 4, integer = true): number[] {
  const top = niceMax(max);
  const n = integer && top < count ? Math.max(1, top) : count;
  return Array.from({ length: n + 1 }, (_, i) => (top / n) * i);
}

/** value → pixels on an axis of `length` pixels whose top value is `domainMax` (clamped to the axis). */
export function scaleLinear(domainMax: number, length: number) {
  const d = domainMax > 0 ? domainMax : 1;
  return (value: number) => Math.min(length, Math.max(0, (value / d) * length));
}

export interface Band {
  /** left edge of the bar */
  x: number;
  /** width of the bar */
  width: number;
  /** centre of the band, where its label goes */
  center: number;
}

/**
 * `n` bars across `length` pixels; `gapRatio` of each band is left empty between bars.
 * Bars are never thinner than one pixel, so 30 days still draw on a phone.
 */
export function bands(n: number, length: number, gapRatio = 0.25): Band[] {
  if (n <= 0) return [];
  const band = length / n;
  const width = Math.max(1, band * (1 - gapRatio));
  return Array.from({ length: n }, (_, i) => {
    const x = i * band + (band - width) / 2;
    return { x, width, center: i * band + band / 2 };
  });
}

/** Which of `n` labels to print so that at most `max` of them appear (always the first and the last). */
export function labelIndexes(n: number, max: number): Set<number> {
  if (n <= max) return new Set(Array.from({ length: n }, (_, i) => i));
  const step = Math.ceil((n - 1) / (max - 1));
  const out = new Set<number>();
  for (let i = 0; i < n; i += step) out.add(i);
  out.add(n - 1);
  // the last regular label may sit right beside the final one: drop it so they don't overlap
  const beforeLast = n - 1 - ((n - 1) % step || step);
  if (beforeLast > 0 && n - 1 - beforeLast < step / 2) out.delete(beforeLast);
  return out;
}

/** A point on a circle; angle 0 is 12 o'clock, growing clockwise (how people read a donut). */
export function polar(cx: number, cy: number, r: number, angle: number): [number, number] {
  return [cx + r * Math.sin(angle), cy - r * Math.cos(angle)];
}

const round = (n: number) => Math.round(n * 100) / 100;

/** SVG path of a ring segment between two angles (radians, clockwise from 12 o'clock). */
export function arcPath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  // a full turn cannot be one arc (start and end points coincide): stop just short of it
  const sweep = Math.min(end - start, Math.PI * 2 - 1e-4);
  const stop = start + sweep;
  const large = sweep > Math.PI ? 1 : 0;
  const [x0, y0] = polar(cx, cy, outer, start);
  const [x1, y1] = polar(cx, cy, outer, stop);
  const [x2, y2] = polar(cx, cy, inner, stop);
  const [x3, y3] = polar(cx, cy, inner, start);
  return [
    `M${round(x0)} ${round(y0)}`,
    `A${outer} ${outer} 0 ${large} 1 ${round(x1)} ${round(y1)}`,
    `L${round(x2)} ${round(y2)}`,
    `A${inner} ${inner} 0 ${large} 0 ${round(x3)} ${round(y3)}`,
    'Z',
  ].join(' ');
}

export interface Slice {
  start: number;
  end: number;
  /** share of the total, 0–1 */
  fraction: number;
}

/** Angles of each value's slice; zero and negative values get no slice; an all-zero series gives none. */
export function slices(values: number[]): Slice[] {
  const positive = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = positive.reduce((a, b) => a + b, 0);
  let angle = 0;
  return positive.map((v) => {
    const fraction = total > 0 ? v / total : 0;
    const start = angle;
    angle += fraction * Math.PI * 2;
    return { start, end: angle, fraction };
  });
}
