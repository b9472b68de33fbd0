import { scaleLinear } from './scale';
import './charts.css';

export interface HBarDatum {
  label: string;
  value: number;
  /** printed at the end of the bar; defaults to the value */
  valueText?: string;
}

interface Props {
  data: HBarDatum[];
  ariaLabel: string;
  /** labels longer than this are cut with "…" (the full one stays in the hover text) */
  labelChars?: number;
}

const W = 640;
const ROW = 34;
const LABEL_W = 250;
const VALUE_W = 70;

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** One labelled bar per row, longest first as given (e.g. the most viewed kits). */
export function HorizontalBarChart({ data, ariaLabel, labelChars = 34 }: Props) {
  const barW = W - LABEL_W - VALUE_W;
  const x = scaleLinear(Math.max(1, ...data.map((d) => d.value)), barW);
  const height = data.length * ROW;
  return (
    <svg className="cg-chart" viewBox={`0 0 ${W} ${height}`} role="img" aria-label={ariaLabel}>
      {data.map((d, i) => {
        const top = i * ROW;
        return (
          <g key={`${d.label}-${i}`} transform={`translate(0,${top})`}>
            <title>{`${d.label}: ${d.valueText ?? d.value}`}</title>
            <text className="cg-chart__label" x={0} y={ROW / 2} dy="0.32em">
              {cut(d.label, labelChars)}
            </text>
            <rect className="cg-chart__track" x={LABEL_W} y={8} width={barW} height={ROW - 16} rx={4} />
            <rect className="cg-chart__bar" x={LABEL_W} y={8} width={Math.max(x(d.value), d.value > 0 ? 3 : 0)} height={ROW - 16} rx={4} />
            <text className="cg-chart__value" x={LABEL_W + barW + 8} y={ROW / 2} dy="0.32em">
              {d.valueText ?? d.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
