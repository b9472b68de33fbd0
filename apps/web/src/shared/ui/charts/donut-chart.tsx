import { arcPath, slices } from './scale';
import './charts.css';

export interface DonutDatum {
  label: string;
  value: number;
  color: string;
}

interface Props {
  data: DonutDatum[];
  ariaLabel: string;
  /** the big text in the hole, e.g. "5/50" */
  centerValue: string;
  centerLabel?: string;
}

const SIZE = 160;
const C = SIZE / 2;

/** A ring of shares with a legend (e.g. listings used vs left on the plan). */
export function DonutChart({ data, ariaLabel, centerValue, centerLabel }: Props) {
  const parts = slices(data.map((d) => d.value));
  const empty = parts.every((p) => p.fraction === 0);
  return (
    <div className="cg-donut">
      <svg className="cg-donut__svg" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={ariaLabel}>
        {empty ? (
          <path d={arcPath(C, C, 76, 52, 0, Math.PI * 2)} fill="#eef2fb" />
        ) : (
          parts.map((p, i) =>
            p.fraction > 0 ? (
              <path key={data[i]!.label} d={arcPath(C, C, 76, 52, p.start, p.end)} fill={data[i]!.color}>
                <title>{`${data[i]!.label}: ${data[i]!.value} (${Math.round(p.fraction * 100)}%)`}</title>
              </path>
            ) : null,
          )
        )}
        <text className="cg-donut__center-value" x={C} y={centerLabel ? C - 2 : C} textAnchor="middle" dy="0.32em">
          {centerValue}
        </text>
        {centerLabel && (
          <text className="cg-donut__center-label" x={C} y={C + 20} textAnchor="middle">
            {centerLabel}
          </text>
        )}
      </svg>
      <ul className="cg-donut__legend">
        {data.map((d) => (
          <li key={d.label}>
            <span className="cg-donut__swatch" style={{ background: d.color }} aria-hidden="true" />
            {d.label}: <strong>{d.value}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
