import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './tile-grid.css';

/** antd's breakpoints (its theme's screenSM … screenXXL): the widths tile-grid.css switches at. */
const WIDTHS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
type Width = (typeof WIDTHS)[number];

/** At a width: that many equal columns, or columns in these proportions (`[2, 1]`: two thirds, one third). */
type Columns = number | readonly number[];

interface TileGridProps extends HTMLAttributes<HTMLDivElement> {
  /** The columns from each width up, until a wider one says otherwise; one column below the first given. */
  columns: Partial<Record<Width, Columns>>;
  /** The space between tiles, in px: one figure, or [between columns, between rows] as antd's Row gutter. */
  gap: number | readonly [number, number];
  children: ReactNode;
}

const tracks = (c: Columns) =>
  typeof c === 'number' ? `repeat(${c}, minmax(0, 1fr))` : c.map((share) => `minmax(0, ${share}fr)`).join(' ');

/**
 * Tiles laid out in CSS grid: what the area pages used antd's `Row`/`Col` for. Those bring antd's grid
 * and its breakpoint watcher, which redraws each `Row` in a layout effect right after it mounts; the
 * account page and the shop dashboard only needed columns that change with the width (issue 13).
 * A child with `className="cg-tile-grid__full"` takes a whole row. Each child is a grid cell and is
 * stretched to its row's height: wrap a card in a `<div>` to keep its own height, as it had in a `Col`.
 */
export function TileGrid({ columns, gap, className, style, children, ...rest }: TileGridProps) {
  const vars: Record<string, string> = {};
  let current: Columns = 1;
  for (const width of WIDTHS) {
    current = columns[width] ?? current;
    vars[`--cg-tiles-${width}`] = tracks(current);
  }
  const [columnGap, rowGap] = typeof gap === 'number' ? [gap, gap] : gap;
  return (
    <div
      {...rest}
      className={className ? `cg-tile-grid ${className}` : 'cg-tile-grid'}
      style={{ ...vars, columnGap, rowGap, ...style } as CSSProperties}
    >
      {children}
    </div>
  );
}
