interface LegendItem {
  name: string;
  color: string;
  /** a square for bars, a line with a ring for lines */
  icon: 'square' | 'line';
}

/** The series' names in their colours under a chart, each with the mark of its shape. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="cg-chart-legend">
      {items.map((item) => (
        <li key={item.name} style={{ color: item.color }}>
          <svg width={14} height={14} viewBox="0 0 32 32" aria-hidden="true">
            {item.icon === 'square' ? (
              <rect x={0} y={4} width={32} height={24} fill={item.color} />
            ) : (
              <g fill="none" stroke={item.color} strokeWidth={4}>
                <path d="M0,16H10M22,16H32" />
                <circle cx={16} cy={16} r={6} />
              </g>
            )}
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
