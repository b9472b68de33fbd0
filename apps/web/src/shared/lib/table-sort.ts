import type { TableColumnType, TableProps } from 'antd';

/** A staff table's sortable columns: the column's key → the server's sort value for each direction. */
export type SortableColumns<S extends string> = Record<string, { ascend: S; descend: S }>;

type Sorter<T> = Parameters<NonNullable<TableProps<T>['onChange']>>[2];

/**
 * The antd props of one server-sorted column: its arrow shows the sort the URL holds. The default
 * sort's column turns between its two directions (it never has "no sort", since no sort is the
 * default); the others go ascending, descending, then back to the default.
 */
export function sortableColumn<T, S extends string>(
  columns: SortableColumns<S>,
  key: string,
  sort: S,
  defaultSort: S,
): Pick<TableColumnType<T>, 'key' | 'sorter' | 'sortOrder' | 'sortDirections'> {
  const c = columns[key]!;
  const isDefaultColumn = c.ascend === defaultSort || c.descend === defaultSort;
  return {
    key,
    sorter: true,
    sortOrder: sort === c.ascend ? 'ascend' : sort === c.descend ? 'descend' : null,
    sortDirections: isDefaultColumn
      ? c.descend === defaultSort
        ? ['descend', 'ascend', 'descend']
        : ['ascend', 'descend', 'ascend']
      : ['ascend', 'descend'],
  };
}

/** The sort a header click asks for, or null for the default (the URL then drops `sort`). */
export function sortFromSorter<T, S extends string>(columns: SortableColumns<S>, sorter: Sorter<T>, defaultSort: S): S | null {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  const c = s?.columnKey !== undefined ? columns[String(s.columnKey)] : undefined;
  const next = c && s?.order ? c[s.order] : defaultSort;
  return next === defaultSort ? null : next;
}

/** The URL's `sort` when it is one the server knows, else the default (a hand-edited link never shows an error). */
export function readSort<S extends string>(value: string | null, allowed: readonly S[], defaultSort: S): S {
  return allowed.includes(value as S) ? (value as S) : defaultSort;
}
