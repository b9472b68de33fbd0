import { describe, expect, it } from 'vitest';
import { readSort, sortableColumn, sortFromSorter, type SortableColumns } from './table-sort';

type S = 'newest' | 'oldest' | 'total_desc' | 'total_asc';
const COLUMNS: SortableColumns<S> = {
  created_at: { ascend: 'oldest', descend: 'newest' },
  total: { ascend: 'total_asc', descend: 'total_desc' },
};

describe('server-sorted table columns', () => {
  it('shows the URL’s sort on its column only; the default column turns between its two directions', () => {
    expect(sortableColumn(COLUMNS, 'created_at', 'newest', 'newest')).toMatchObject({
      key: 'created_at',
      sorter: true,
      sortOrder: 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
    });
    expect(sortableColumn(COLUMNS, 'total', 'newest', 'newest')).toMatchObject({ sortOrder: null, sortDirections: ['ascend', 'descend'] });
    expect(sortableColumn(COLUMNS, 'total', 'total_asc', 'newest').sortOrder).toBe('ascend');
    expect(sortableColumn(COLUMNS, 'created_at', 'total_asc', 'newest').sortOrder).toBeNull();
  });

  it('turns a header click into the sort, null for the default or a cleared sort', () => {
    expect(sortFromSorter(COLUMNS, { columnKey: 'total', order: 'descend' }, 'newest')).toBe('total_desc');
    expect(sortFromSorter(COLUMNS, { columnKey: 'created_at', order: 'ascend' }, 'newest')).toBe('oldest');
    expect(sortFromSorter(COLUMNS, { columnKey: 'created_at', order: 'descend' }, 'newest')).toBeNull();
    expect(sortFromSorter(COLUMNS, { columnKey: 'total', order: undefined }, 'newest')).toBeNull();
    expect(sortFromSorter(COLUMNS, [{ columnKey: 'total', order: 'ascend' }], 'newest')).toBe('total_asc');
  });

  it('reads only sorts the server knows from the URL', () => {
    const allowed = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
    expect(readSort('total_asc', allowed, 'newest')).toBe('total_asc');
    expect(readSort('price', allowed, 'newest')).toBe('newest');
    expect(readSort(null, allowed, 'newest')).toBe('newest');
  });
});
