import { ChartLegend } from './chart-legend';
import { ChartSurface, ChartTooltip, useActiveItem } from './chart-pointer';
import { DayAxis, GRID_COLOR, ValueAxis } from './chart-axes';
import { axisValue, dayLong, dayTick, fullValue, type ValueKind } from './chart-format';
import { monotonePath, niceTicks, visibleTickIndexes } from './chart-scale';
import { textWidth } from './measure-text';
import { useWidth } from './use-width';
import './data-charts.css';

export interface SeriesSpec<K extends string> {
  /** the point's field */
  key: K;
  /** the legend's and the tooltip's name */
  name: string;
  color: string;
  /** bars for daily amounts, a line for a trend (default) */
  shape?: 'bar' | 'line';
}

export type TimePoint<K extends string> = { date: string } & Record<K, number>;

interface Props<K extends string> {
  /** one point per Vietnamese day ("YYYY-MM-DD"), oldest first */
  data: TimePoint<K>[];
  series: SeriesSpec<K>[];
  /** money or counts: how the axis and the tooltip write values */
  kind: ValueKind;
  /** what the chart shows, read by screen readers */
  ariaLabel: string;
  height?: number;
}

// the drawing's margins, the value axis' width and the day axis' height (px)
const [TOP, RIGHT, LEFT] = [8, 12, 4];
const VALUE_AXIS = 56;
const DAY_AXIS = 30;
const LEGEND = 19;
const BAR_GAP = 4;
const MAX_BAR = 28;

/**
 * A time series over days, drawn as SVG: x axis of days (`05/11`, as many as have room), y axis in
 * Vietnamese units, bars for daily amounts side by side and smooth lines for trends, a tooltip with
 * the day (`05/11/2026`) and each value in full through the shared formatters (under the mouse, or
 * with the arrow keys once the chart has the focus), a legend when there is more than one series.
 */
export function TimeSeriesChart<K extends string>({ data, series, kind, ariaLabel, height = 260 }: Props<K>) {
  const { ref, width } = useWidth<HTMLElement>();
  const n = data.length;
  const svgHeight = series.length > 1 ? height - LEGEND : height;
  const [left, right, top, bottom] = [LEFT + VALUE_AXIS, width - RIGHT, TOP, svgHeight - DAY_AXIS];
  const plotWidth = Math.max(1, right - left);
  const bars = series.filter((s) => s.shape === 'bar');
  // with bars each day is a band and its bars sit in the middle; lines alone run edge to edge
  const band = bars.length > 0;
  const spacing = band ? plotWidth / Math.max(1, n) : plotWidth / Math.max(1, n - 1);
  const xAt = (i: number) => (band ? left + spacing * (i + 0.5) : n === 1 ? left + plotWidth / 2 : left + spacing * i);

  const max = Math.max(0, ...data.flatMap((p) => series.map((s) => p[s.key])));
  const ticks = niceTicks(max, kind === 'money');
  const ceiling = ticks.at(-1)!;
  const yAt = (v: number) => bottom - (Math.max(0, v) / ceiling) * (bottom - top);

  const dayTicks = data.map((p, i) => ({ label: dayTick(p.date), x: xAt(i) }));
  const widest = Math.max(0, ...dayTicks.map((t) => textWidth(t.label, 11)));
  const shown = visibleTickIndexes(n, spacing, widest, 16);

  // the bars of one day: 80 % of its band shared out, 4 px apart, at most 28 px each, centred
  const barSize = Math.min(MAX_BAR, Math.max(1, (spacing * 0.8 - (bars.length - 1) * BAR_GAP) / Math.max(1, bars.length)));
  const groupWidth = bars.length * barSize + (bars.length - 1) * BAR_GAP;

  const { active, handlers } = useActiveItem(n, (x, y) => {
    if (n === 0 || x < left || x > right || y < top || y > bottom) return null;
    const i = band ? Math.floor((x - left) / spacing) : Math.round((x - left) / spacing);
    return Math.min(n - 1, Math.max(0, i));
  });
  const activeX = active ? xAt(active.index) : 0;
  const point = active ? data[active.index] : undefined;

  return (
    <figure className="cg-ts" aria-label={ariaLabel} ref={ref}>
      <div className="cg-chart__plot">
        <ChartSurface width={width} height={svgHeight} hint="Dùng phím mũi tên để đọc từng ngày" handlers={handlers}>
          {ticks.map((t) => (
            <line key={t} x1={left} x2={right} y1={yAt(t)} y2={yAt(t)} stroke={GRID_COLOR} />
          ))}
          {/* the axes under the data, so a line along 0 is not hidden by the axis */}
          <ValueAxis x={left} top={top} bottom={bottom} ticks={ticks.map((t) => ({ label: axisValue(t, kind), y: yAt(t) }))} />
          <DayAxis ticks={dayTicks} shown={shown} y={bottom} left={left} right={right} width={width} />
          {active ? <line className="cg-chart__cursor" x1={activeX} x2={activeX} y1={top} y2={bottom} /> : null}
          {bars.map((s, b) => (
            <g key={s.key} fill={s.color}>
              {data.map((p, i) => {
                const h = bottom - yAt(p[s.key]);
                if (h <= 0) return null;
                const x = xAt(i) - groupWidth / 2 + b * (barSize + BAR_GAP);
                return <path key={p.date} d={topRoundedBar(x, yAt(p[s.key]), barSize, h, 2)} />;
              })}
            </g>
          ))}
          {series
            .filter((s) => s.shape !== 'bar')
            .map((s) => (
              <path
                key={s.key}
                d={monotonePath(data.map((p, i) => ({ x: xAt(i), y: yAt(p[s.key]) })))}
                fill="none"
                stroke={s.color}
                strokeWidth={2}
              />
            ))}
          {point
            ? series
                .filter((s) => s.shape !== 'bar')
                .map((s) => <circle key={s.key} cx={activeX} cy={yAt(point[s.key])} r={4} fill={s.color} stroke="#fff" strokeWidth={2} />)
            : null}
        </ChartSurface>
        <ChartTooltip
          at={active ? { x: activeX, y: active.pointer?.y ?? (top + bottom) / 2 } : null}
          title={point ? dayLong(point.date) : undefined}
          rows={point ? series.map((s) => ({ name: s.name, value: fullValue(point[s.key], kind), color: s.color })) : []}
          width={width}
          height={svgHeight}
        />
      </div>
      {series.length > 1 ? (
        <ChartLegend items={series.map((s) => ({ name: s.name, color: s.color, icon: s.shape === 'bar' ? 'square' : 'line' }))} />
      ) : null}
    </figure>
  );
}

/** A bar standing on the axis with its two top corners rounded by `r`. */
function topRoundedBar(x: number, y: number, w: number, h: number, r: number) {
  const k = Math.min(r, w / 2, h);
  return `M${x},${y + h}V${y + k}Q${x},${y} ${x + k},${y}H${x + w - k}Q${x + w},${y} ${x + w},${y + k}V${y + h}Z`;
}
