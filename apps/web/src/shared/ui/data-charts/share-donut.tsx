import { formatNumber } from '@/shared/lib/format';
import { ChartSurface, ChartTooltip, useActiveItem } from './chart-pointer';
import { ringSlicePath } from './chart-scale';
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
const [INNER, OUTER] = [52, 76];

/** A ring of shares with its legend (e.g. listings used vs left on the plan); an empty ring when all are 0. */
export function ShareDonut({ data, ariaLabel, centerValue, centerLabel }: Props) {
  const slices = data.filter((d) => d.value > 0);
  const total = slices.reduce((sum, d) => sum + d.value, 0);
  let start = 0;
  // clockwise from the top, each slice its share of a turn
  const arcs = slices.map((d) => {
    const end = start + d.value / total;
    const arc = { ...d, d: ringSlicePath(SIZE / 2, SIZE / 2, INNER, OUTER, start, end) };
    start = end;
    return arc;
  });
  const { active, handlers } = useActiveItem(arcs.length, (x, y) => sliceAt(slices, x, y));
  const slice = active ? arcs[active.index] : undefined;

  return (
    <figure className="cg-donut" aria-label={ariaLabel}>
      <div className="cg-donut__ring cg-chart__plot">
        <ChartSurface
          width={SIZE}
          height={SIZE}
          // an empty ring has nothing to point at: the legend says it all
          hint={arcs.length ? 'Dùng phím mũi tên để đọc từng phần' : null}
          handlers={handlers}
        >
          {arcs.length === 0 ? (
            <path d={ringSlicePath(SIZE / 2, SIZE / 2, INNER, OUTER, 0, 1)} fill="#eef2fb" />
          ) : (
            arcs.map((a) => <path key={a.label} d={a.d} fill={a.color} />)
          )}
        </ChartSurface>
        <div className="cg-donut__center" aria-hidden="true">
          <strong>{centerValue}</strong>
          {centerLabel ? <span>{centerLabel}</span> : null}
        </div>
        <ChartTooltip
          at={active ? (active.pointer ?? { x: SIZE / 2, y: SIZE / 2 }) : null}
          rows={slice ? [{ name: slice.label, value: formatNumber(slice.value), color: slice.color }] : []}
          width={SIZE}
          height={SIZE}
        />
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

/** The slice under the pointer: within the ring, by its angle clockwise from the top. */
function sliceAt(slices: ShareDatum[], x: number, y: number) {
  const [dx, dy] = [x - SIZE / 2, y - SIZE / 2];
  const r = Math.hypot(dx, dy);
  if (slices.length === 0 || r < INNER || r > OUTER) return null;
  const turn = (Math.atan2(dx, -dy) / (2 * Math.PI) + 1) % 1;
  const total = slices.reduce((sum, d) => sum + d.value, 0);
  let end = 0;
  for (const [i, d] of slices.entries()) {
    end += d.value / total;
    if (turn < end) return i;
  }
  return slices.length - 1;
}
