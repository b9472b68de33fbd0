import type { KeyboardEvent, MouseEvent } from 'react';
import type { SortOrder, SorterResult } from 'antd/es/table/interface';
import { MONEY_TABLE_SORTS, type MoneyTableSort } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';

export const MONEY_PAGE_SIZE = 20;
const YMD = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters, sort and page of one of the moderator's money tables, kept in the URL under the
 * table's own prefix (`w` withdrawals: `?wstatus=&wq=&wfrom=&wto=&wsort=&wpage=`, `t` top-ups:
 * `?tstatus=&treview=&tq=…`), so the two tabs keep theirs side by side and a reload, the back
 * button or a shared link shows the same list; the open detail drawer too (`?wopen=<id>`,
 * `?topen=<id>`). Values the server would refuse are left out.
 */
export function useMoneyTableParams(prefix: 'w' | 't') {
  const { params, update } = useQueryParams();
  const read = (name: string) => params.get(prefix + name) ?? '';
  const day = (name: string) => (YMD.test(read(name)) ? read(name) : undefined);
  const sort = read('sort');
  return {
    read,
    q: read('q').trim().slice(0, 100) || undefined,
    from: day('from'),
    to: day('to'),
    sort: (MONEY_TABLE_SORTS as readonly string[]).includes(sort) ? (sort as MoneyTableSort) : undefined,
    page: Math.max(1, Math.floor(Number(read('page'))) || 1),
    /** Changes filters (names without the prefix; null or '' removes one) and goes back to the first page. */
    set: (patch: Record<string, string | null | undefined>) =>
      update({ ...Object.fromEntries(Object.entries(patch).map(([k, v]) => [prefix + k, v])), [`${prefix}page`]: null }),
    setPage: (page: number) => update({ [`${prefix}page`]: page > 1 ? String(page) : null }),
    /** The row whose detail drawer is open (a uuid, else none). */
    open: UUID.test(read('open')) ? read('open') : null,
    /** Opens a row's drawer (null closes it); the list's filters and page stay. */
    setOpen: (id: string | null) => update({ [`${prefix}open`]: id }),
  };
}

/** The arrow a column shows for the sort the server applied. */
export const sortOrderOf = (column: 'created' | 'amount', sort: MoneyTableSort): SortOrder =>
  sort.startsWith(`${column}_`) ? (sort.endsWith('_asc') ? 'ascend' : 'descend') : null;

/** A click on a column header, as the `sort` the server takes (the whole list is sorted, not the page on screen). */
export function sortFromHeader<T>(sorter: SorterResult<T> | SorterResult<T>[]): MoneyTableSort | null {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!s?.order || (s.columnKey !== 'created' && s.columnKey !== 'amount')) return null;
  return `${s.columnKey}_${s.order === 'ascend' ? 'asc' : 'desc'}`;
}

/** Every click flips the direction; a column never falls back to "unsorted". */
export const FLIP: SortOrder[] = ['descend', 'ascend', 'descend'];

/**
 * A row that opens its detail drawer: a click anywhere on it but on its own buttons and links (they
 * do their own thing), or Enter while the row itself has the keyboard focus.
 */
export const opensDrawer = (open: () => void) => ({
  onClick: (e: MouseEvent<HTMLElement>) => {
    if (!(e.target as HTMLElement).closest('button, a')) open();
  },
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter' && e.target === e.currentTarget) open();
  },
  tabIndex: 0,
  style: { cursor: 'pointer' },
});
