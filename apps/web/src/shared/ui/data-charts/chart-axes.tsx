import { textWidth } from './measure-text';

/** The axes' ink: the lines and tick marks grey, the writing a little bluer. */
export const AXIS_COLOR = '#666';
export const GRID_COLOR = '#e6ebf3';
export const TICK_SIZE = 6;
const TICK_MARGIN = 2;

interface ValueAxisProps {
  /** the value ticks and where each is drawn (px from the top) */
  ticks: { label: string; y: number }[];
  /** the plot's left edge, where the axis line runs */
  x: number;
  top: number;
  bottom: number;
}

/** The value axis on the left: its line, a mark and a label at each tick. */
export function ValueAxis({ ticks, x, top, bottom }: ValueAxisProps) {
  return (
    <g className="cg-chart__axis">
      <line x1={x} y1={top} x2={x} y2={bottom} stroke={AXIS_COLOR} />
      {ticks.map((t) => (
        <g key={t.label}>
          <line x1={x - TICK_SIZE} y1={t.y} x2={x} y2={t.y} stroke={AXIS_COLOR} />
          <text x={x - TICK_SIZE - TICK_MARGIN} y={t.y} dy="0.355em" textAnchor="end" fontSize={11} fill="#5b6478">
            {t.label}
          </text>
        </g>
      ))}
    </g>
  );
}

interface DayAxisProps {
  /** every day's label and centre; only those given in `shown` are written */
  ticks: { label: string; x: number }[];
  shown: number[];
  y: number;
  left: number;
  right: number;
  /** the drawing's width: the last label is moved left rather than cut off */
  width: number;
}

/** The day axis at the bottom: its line, and a mark and a label on each day that has room. */
export function DayAxis({ ticks, shown, y, left, right, width }: DayAxisProps) {
  return (
    <g className="cg-chart__axis">
      <line x1={left} y1={y} x2={right} y2={y} stroke={AXIS_COLOR} />
      {shown.map((i) => {
        const t = ticks[i]!;
        const half = textWidth(t.label, 11) / 2;
        const tx = Math.min(t.x, width - half);
        // a first label that would run off the left edge is left out, as one in the way would be
        if (tx - half < 0) return null;
        return (
          <g key={t.label}>
            <line x1={t.x} y1={y} x2={t.x} y2={y + TICK_SIZE} stroke={AXIS_COLOR} />
            <text x={tx} y={y + TICK_SIZE + TICK_MARGIN} dy="0.71em" textAnchor="middle" fontSize={11} fill="#5b6478">
              {t.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

interface CategoryAxisProps {
  labels: { label: string; y: number }[];
  x: number;
  top: number;
  bottom: number;
  /** the room on the left for the labels; a longer one is shortened with "…" and shown whole on hover */
  room: number;
}

/** The categories down the left of a bar list, each beside its bar. */
export function CategoryAxis({ labels, x, top, bottom, room }: CategoryAxisProps) {
  const fits = room - TICK_SIZE - TICK_MARGIN - 4;
  return (
    <g className="cg-chart__axis">
      <line x1={x} y1={top} x2={x} y2={bottom} stroke={AXIS_COLOR} />
      {labels.map((l, i) => (
        <g key={i}>
          <line x1={x - TICK_SIZE} y1={l.y} x2={x} y2={l.y} stroke={AXIS_COLOR} />
          <text x={x - TICK_SIZE - TICK_MARGIN} y={l.y} dy="0.355em" textAnchor="end" fontSize={12} fill="#1f2a44">
            {textWidth(l.label, 12) > fits ? <title>{l.label}</title> : null}
            {shorten(l.label, fits, 12)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The label cut to the words (or letters) that fit `room` px, with "…". */
function shorten(text: string, room: number, fontSize: number) {
  if (textWidth(text, fontSize) <= room) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, fontSize) > room) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
