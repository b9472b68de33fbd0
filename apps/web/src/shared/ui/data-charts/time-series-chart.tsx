import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { axisValue, dayLong, dayTick, fullValue, type ValueKind } from './chart-format';
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

/**
 * A time series over days (recharts, loaded only with the pages that draw one): x axis of days
 * (`05/11`), y axis in Vietnamese units, a tooltip with the day (`05/11/2026`) and each value in
 * full through the shared formatters, a legend when there is more than one series.
 */
export function TimeSeriesChart<K extends string>({ data, series, kind, ariaLabel, height = 260 }: Props<K>) {
  const { ref, width } = useWidth<HTMLElement>();
  return (
    <figure className="cg-ts" aria-label={ariaLabel} ref={ref}>
      <ComposedChart width={width} height={height} data={data} margin={{ top: 8, right: 12, bottom: 0, left: 4 }}>
        <CartesianGrid stroke="#e6ebf3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={dayTick} tick={{ fontSize: 11, fill: '#5b6478' }} minTickGap={16} />
        <YAxis
          tickFormatter={(v: number) => axisValue(v, kind)}
          tick={{ fontSize: 11, fill: '#5b6478' }}
          width={56}
          allowDecimals={kind === 'money'}
        />
        <Tooltip
          labelFormatter={(label) => dayLong(String(label))}
          formatter={(value) => fullValue(Number(value), kind)}
          cursor={{ fill: 'rgba(29, 78, 216, 0.06)' }}
        />
        {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
        {series.map((s) =>
          s.shape === 'bar' ? (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[2, 2, 0, 0]} maxBarSize={28} isAnimationActive={false} />
          ) : (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={false}
              type="monotone"
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </figure>
  );
}
