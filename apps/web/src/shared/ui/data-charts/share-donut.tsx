import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { formatNumber } from '@/shared/lib/format';
import './data-charts.css';

export interface ShareDatum {
  label: string;
  value: number;
  color: string;
}

interface Props {
  data: ShareDatum[];
  ariaLabel: string;
  /** the big text in the hole, e.g. "5/50" */
  centerValue: string;
  centerLabel?: string;
}

const SIZE = 160;

/** A ring of shares with its legend (e.g. listings used vs left on the plan); an empty ring when all are 0. */
export function ShareDonut({ data, ariaLabel, centerValue, centerLabel }: Props) {
  const empty = data.every((d) => d.value <= 0);
  const ring = empty ? [{ label: '', value: 1, color: '#eef2fb' }] : data.filter((d) => d.value > 0);
  return (
    <figure className="cg-donut" aria-label={ariaLabel}>
      <div className="cg-donut__ring">
        <PieChart width={SIZE} height={SIZE}>
          <Pie
            data={ring}
            dataKey="value"
            nameKey="label"
            innerRadius={52}
            outerRadius={76}
            startAngle={90}
            endAngle={-270}
            isAnimationActive={false}
            stroke="none"
          >
            {ring.map((d) => (
              <Cell key={d.label || 'empty'} fill={d.color} />
            ))}
          </Pie>
          {!empty && <Tooltip formatter={(v) => formatNumber(Number(v))} />}
        </PieChart>
        <div className="cg-donut__center" aria-hidden="true">
          <strong>{centerValue}</strong>
          {centerLabel ? <span>{centerLabel}</span> : null}
        </div>
      </div>
      <ul className="cg-donut__legend">
        {data.map((d) => (
          <li key={d.label}>
            <span className="cg-donut__swatch" style={{ background: d.color }} aria-hidden="true" />
            {d.label}: <strong>{formatNumber(d.value)}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
