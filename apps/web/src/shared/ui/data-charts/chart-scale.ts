/**
 * The arithmetic of the charts, apart from any drawing: the value axis' round ticks, which day
 * labels fit, the smooth line through the points and a ring's slices. Pure, so it is tested alone.
 */

/** How many ticks the value axis has: five lines, from 0 up (0, 400 N, 800 N, 1,2 tr, 1,6 tr). */
export const TICK_COUNT = 5;

/**
 * The value axis' ticks from 0: `TICK_COUNT` evenly spaced round values whose last covers `max`
 * (a step of 1, 2, 2,5, 5… times a power of ten, rounded up to a whole number for counts).
 * All zero (or nothing) gives 0, 1, 2, 3, 4, so an empty chart still has a scale.
 */
export function niceTicks(max: number, allowDecimals: boolean, count = TICK_COUNT): number[] {
  if (!(max > 0)) return Array.from({ length: count }, (_, i) => i);
  let step = roundStep(max / (count - 1), allowDecimals);
  // a step rounded down by floating point could leave max just past the last tick
  while (step * (count - 1) < max) step = roundStep(step * 1.0001, allowDecimals);
  return Array.from({ length: count }, (_, i) => clean(step * i));
}

/** A rough step rounded up to the next 0,05 of its power of ten (0,1 for steps of one digit). */
function roundStep(rough: number, allowDecimals: boolean) {
  const digits = Math.floor(Math.log10(rough)) + 1;
  const power = 10 ** digits;
  const grain = digits === 1 ? 0.1 : 0.05;
  const step = Math.ceil(clean(rough / power / grain)) * grain * power;
  return allowDecimals ? clean(step) : Math.max(1, Math.ceil(clean(step)));
}

/** 0.30000000000000004 → 0.3: ticks are written to people. */
function clean(n: number) {
  return Number(n.toPrecision(12));
}

/** The width a short label takes at `fontSize` px (digits ~0,56 em, a slash or a space ~0,3 em). */
export function labelWidth(text: string, fontSize: number) {
  let em = 0;
  for (const ch of text) em += /[0-9A-Z]/.test(ch) ? 0.56 : /[/ .,:]/.test(ch) ? 0.3 : 0.52;
  return em * fontSize;
}

/**
 * Which day labels to write under the axis so none runs into the next: the last day always, then
 * back to the first, every k-th day where k days hold a label and `gap` px of air.
 */
export function visibleTickIndexes(count: number, spacing: number, widest: number, gap: number) {
  if (count <= 0) return [];
  const every = spacing > 0 ? Math.max(1, Math.ceil((widest + gap) / spacing)) : count;
  const kept: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) kept.unshift(i);
  return kept;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * An SVG path through the points, smooth but never past a point's value between two points
 * (monotone cubic interpolation along x, with Steffen's tangents): a day of 0 between two of 1 stays at 0.
 */
export function monotonePath(points: Point[]): string {
  const n = points.length;
  if (n === 0) return '';
  const f = (p: Point) => `${round(p.x)},${round(p.y)}`;
  if (n === 1) return `M${f(points[0]!)}`;
  if (n === 2) return `M${f(points[0]!)}L${f(points[1]!)}`;
  const widths = points.slice(1).map((p, i) => p.x - points[i]!.x || 1);
  const slopes = points.slice(1).map((p, i) => (p.y - points[i]!.y) / widths[i]!);
  // Steffen's tangents: 0 at a peak, a valley or a flat step, and never steeper than either side allows
  const inner = points.map((_, i) => {
    if (i === 0 || i === n - 1) return 0;
    const [a, b, h0, h1] = [slopes[i - 1]!, slopes[i]!, widths[i - 1]!, widths[i]!];
    const p = (a * h1 + b * h0) / (h0 + h1);
    return (Math.sign(a) + Math.sign(b)) * Math.min(Math.abs(a), Math.abs(b), 0.5 * Math.abs(p));
  });
  // the ends lean as their one neighbour's slope and tangent allow
  const tangents = inner.map((t, i) =>
    i === 0 ? (3 * slopes[0]! - inner[1]!) / 2 : i === n - 1 ? (3 * slopes[n - 2]! - inner[n - 2]!) / 2 : t,
  );
  let d = `M${f(points[0]!)}`;
  for (let i = 0; i < n - 1; i++) {
    const [p, q] = [points[i]!, points[i + 1]!];
    const dx = (q.x - p.x) / 3;
    d += `C${round(p.x + dx)},${round(p.y + tangents[i]! * dx)},${round(q.x - dx)},${round(q.y - tangents[i + 1]! * dx)},${f(q)}`;
  }
  return d;
}

function round(n: number) {
  return Math.round(n * 100) / 100;
}

/**
 * One slice of a ring, clockwise from `start` to `end` (fractions of a turn, 0 at the top): the
 * outer arc, then back along the inner one. A whole turn is drawn as two halves (an arc cannot
 * start and end on the same point).
 */
export function ringSlicePath(cx: number, cy: number, inner: number, outer: number, start: number, end: number): string {
  if (end - start >= 1) {
    return ringSlicePath(cx, cy, inner, outer, start, start + 0.5) + ringSlicePath(cx, cy, inner, outer, start + 0.5, start + 1);
  }
  const at = (r: number, turn: number) => {
    const a = turn * 2 * Math.PI;
    return `${round(cx + r * Math.sin(a))},${round(cy - r * Math.cos(a))}`;
  };
  const large = end - start > 0.5 ? 1 : 0;
  return (
    `M${at(outer, start)}A${outer},${outer},0,${large},1,${at(outer, end)}` +
    `L${at(inner, end)}A${inner},${inner},0,${large},0,${at(inner, start)}Z`
  );
}
