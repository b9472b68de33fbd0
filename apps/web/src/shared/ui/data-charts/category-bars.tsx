import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { axisValue, fullValue, type ValueKind } from './chart-format';
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

/** One labelled horizontal bar per category (orders by status, revenue by source, most viewed kits…), value at the end. */
export function CategoryBars({ data, kind, ariaLabel, color = '#1d4ed8', labelWidth = 150 }: Props) {
  const height = Math.max(80, data.length * 34 + 16);
  const { ref, width } = useWidth<HTMLElement>();
  return (
    <figure className="cg-ts" aria-label={ariaLabel} ref={ref}>
      <BarChart width={width} height={height} data={data} layout="vertical" margin={{ top: 4, right: 72, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="#e6ebf3" horizontal={false} />
        <XAxis type="number" hide tickFormatter={(v: number) => axisValue(v, kind)} />
        <YAxis type="category" dataKey="label" width={labelWidth} tick={{ fontSize: 12, fill: '#1f2a44' }} interval={0} />
        <Tooltip formatter={(value) => fullValue(Number(value), kind)} cursor={{ fill: 'rgba(29, 78, 216, 0.06)' }} />
        <Bar dataKey="value" name="Giá trị" fill={color} radius={[0, 2, 2, 0]} maxBarSize={22} isAnimationActive={false}>
          <LabelList dataKey="value" position="right" formatter={(v) => fullValue(Number(v), kind)} className="cg-ts__value" />
        </Bar>
      </BarChart>
    </figure>
  );
}
