import { CategoryAxis, GRID_COLOR } from './chart-axes';
import { ChartSurface, ChartTooltip, useActiveItem } from './chart-pointer';
import { fullValue, type ValueKind } from './chart-format';
import { niceTicks } from './chart-scale';
import { useWidth } from './use-width';
import './data-charts.css';

export interface CategoryDatum {
  label: string;
  value: number;
}

interface Props {
  data: CategoryDatum[];
  kind: ValueKind;
  ariaLabel: string;
  color?: string;
  /** the width kept for the labels on the left */
  labelWidth?: number;
}

// the drawing's margins (the right one holds the values written after the bars)
const [TOP, RIGHT, BOTTOM, LEFT] = [4, 72, 4, 4];
const MAX_BAR = 22;

/** One labelled horizontal bar per category (orders by status, revenue by source, most viewed kits…), value at the end. */
export function CategoryBars({ data, kind, ariaLabel, color = '#1d4ed8', labelWidth = 150 }: Props) {
  const height = Math.max(80, data.length * 34 + 16);
  const { ref, width } = useWidth<HTMLElement>();
  const n = data.length;
  const [left, right, top, bottom] = [LEFT + labelWidth, Math.max(LEFT + labelWidth + 1, width - RIGHT), TOP, height - BOTTOM];
  const band = (bottom - top) / Math.max(1, n);
  const barSize = Math.min(MAX_BAR, band * 0.8);
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)), kind === 'money');
  const xAt = (v: number) => left + (Math.max(0, v) / ticks.at(-1)!) * (right - left);
  const yAt = (i: number) => top + band * (i + 0.5);

  const { active, handlers } = useActiveItem(n, (x, y) =>
    n === 0 || x < left || x > right || y < top || y > bottom ? null : Math.min(n - 1, Math.floor((y - top) / band)),
  );
  const item = active ? data[active.index] : undefined;

  return (
    <figure className="cg-ts" aria-label={ariaLabel} ref={ref}>
      <div className="cg-chart__plot">
        <ChartSurface width={width} height={height} hint="Dùng phím mũi tên để đọc từng mục" handlers={handlers}>
          {ticks.map((t) => (
            <line key={t} x1={xAt(t)} x2={xAt(t)} y1={top} y2={bottom} stroke={GRID_COLOR} />
          ))}
          {active ? <rect className="cg-chart__band" x={left} y={top + band * active.index} width={right - left} height={band} /> : null}
          {data.map((d, i) => {
            const w = xAt(d.value) - left;
            return (
              <g key={i}>
                {w > 0 ? <path d={rightRoundedBar(left, yAt(i) - barSize / 2, w, barSize, 2)} fill={color} /> : null}
                {d.value > 0 ? (
                  <text className="cg-ts__value" x={left + w + 5} y={yAt(i)} dy="0.355em">
                    {fullValue(d.value, kind)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <CategoryAxis x={left} top={top} bottom={bottom} room={labelWidth} labels={data.map((d, i) => ({ label: d.label, y: yAt(i) }))} />
        </ChartSurface>
        <ChartTooltip
          // beside the labels, so it leaves the bars' ends and their values in view
          at={active ? { x: left, y: active.pointer?.y ?? yAt(active.index) } : null}
          title={item?.label}
          rows={item ? [{ name: 'Giá trị', value: fullValue(item.value, kind), color }] : []}
          width={width}
          height={height}
        />
      </div>
    </figure>
  );
}

/** A bar from the axis to the right, its two right corners rounded by `r`. */
function rightRoundedBar(x: number, y: number, w: number, h: number, r: number) {
  const k = Math.min(r, h / 2, w);
  return `M${x},${y}H${x + w - k}Q${x + w},${y} ${x + w},${y + k}V${y + h - k}Q${x + w},${y + h} ${x + w - k},${y + h}H${x}Z`;
}
