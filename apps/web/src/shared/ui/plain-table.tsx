import type { Key, ReactNode } from 'react';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './plain-table.css';

/** One column: its heading, and what each row shows in it. */
export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
}

/**
 * antd's default `<Table>` (a heading row on a grey ground, 16px cells, a line under each row, a row
 * lit under the pointer) drawn from antd's rules and theme variables (plain-table.css), as a plain
 * table: antd's Table brings its sorting, filters, selection, virtual list, Spin and Pagination
 * (~30 KB gzip) to the first load of a page that only lists rows (issue 13). The page numbers are
 * the page's own (shared/ui/list-pagination.tsx).
 */
export function PlainTable<T>({
  columns,
  rows,
  rowKey,
  busy = false,
  minWidth,
  className,
  rowLabel,
  empty,
  'aria-label': ariaLabel,
}: {
  columns: PlainColumn<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** another page or a refresh on its way: the rows shown stay, dimmed, as antd's `loading` */
  busy?: boolean;
  /** antd's `scroll.x`: below this width the table scrolls sideways instead of squeezing its columns */
  minWidth?: number;
  className?: string;
  /** each row's name for screen readers (antd's `onRow` with an `aria-label`): "Giao dịch với …" */
  rowLabel?: (row: T) => string;
  /** what the body shows with no rows, under the headings (antd's `locale.emptyText`) */
  empty?: ReactNode;
  'aria-label'?: string;
}) {
  const cssVar = useThemeVarClass();
  return (
    <div className={classNames('cg-table', busy && 'cg-table--busy', cssVar, className)} aria-busy={busy || undefined}>
      <div className="cg-table__content">
        <table style={minWidth ? { minWidth } : undefined} aria-label={ariaLabel}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={rowKey(row)} aria-label={rowLabel?.(row)}>
                {columns.map((c) => (
                  <td key={c.key}>{c.render(row, i)}</td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && empty !== undefined ? (
              <tr className="cg-table__placeholder">
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
