import { bands, labelIndexes, niceMax, scaleLinear, ticks } from './scale';
import './charts.css';

export interface BarDatum {
  /** printed under the bar (only some are printed when there are many) */
  label: string;
  value: number;
  /** the hover text; defaults to "label: value" */
  title?: string;
}

interface Props {
  data: BarDatum[];
  /** what the chart shows, read by screen readers */
  ariaLabel: string;
  height?: number;
  /** at most this many x labels */
  maxLabels?: number;
}

const W = 640;
const M = { top: 12, right: 8, bottom: 26, left: 36 };

/** Vertical bars with a y axis of round ticks (e.g. kits published per day). */
export function BarChart({ data, ariaLabel, height = 220, maxLabels = 8 }: Props) {
  const plotW = W - M.left - M.right;
  const plotH = height - M.top - M.bottom;
  const max = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const y = scaleLinear(max, plotH);
  const layout = bands(data.length, plotW, 0.3);
  const shown = labelIndexes(data.length, maxLabels);
  return (
    <svg className="cg-chart" viewBox={`0 0 ${W} ${height}`} role="img" aria-label={ariaLabel}>
      <g transform={`translate(${M.left},${M.top})`}>
        {ticks(max).map((t) => (
          <g key={t} transform={`translate(0,${plotH - y(t)})`}>
            <line className="cg-chart__grid" x1={0} x2={plotW} />
            <text className="cg-chart__axis-text" x={-6} dy="0.32em" textAnchor="end">
              {Number.isInteger(t) ? t : t.toFixed(1)}
            </text>
          </g>
        ))}
        {data.map((d, i) => {
          const b = layout[i]!;
          const h = y(d.value);
          return (
            <g key={`${d.label}-${i}`}>
              {/* a zero day still gets a 1 px stub so the 30 days read as a timeline */}
              <rect
                className="cg-chart__bar"
                x={b.x}
                width={b.width}
                y={plotH - Math.max(h, 1)}
                height={Math.max(h, 1)}
                rx={2}
                tabIndex={-1}
              >
                <title>{d.title ?? `${d.label}: ${d.value}`}</title>
              </rect>
              {shown.has(i) && (
                <text className="cg-chart__axis-text" x={b.center} y={plotH + 16} textAnchor="middle">
                  {d.label}
                </text>
              )}
            </g>
          );
        })}
      </g>
    </svg>
  );
}
