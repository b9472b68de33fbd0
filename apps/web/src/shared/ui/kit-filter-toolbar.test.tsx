import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KitFilterToolbar, type KitToolbarFilters } from './kit-filter-toolbar';

const sorts = [
  { value: 'newest' as const, label: 'Mới nhất' },
  { value: 'name' as const, label: 'Tên A → Z' },
];
const base: KitToolbarFilters = { sort: 'newest', page: 3 };

function setup(over: Partial<Parameters<typeof KitFilterToolbar<KitToolbarFilters>>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <KitFilterToolbar
      layout="inline"
      filters={base}
      onChange={onChange}
      show={['status', 'grade']}
      search={{ placeholder: 'Tìm sản phẩm…', label: 'Tìm sản phẩm' }}
      sorts={sorts}
      gradeOptions={[{ value: 'MG', label: 'MG · Master Grade' }]}
      filtered={false}
      cleared={(f) => ({ sort: f.sort, page: 1 })}
      {...over}
    />,
  );
  return onChange;
}

describe('the kit filter toolbar', () => {
  it('shows the chosen filters in their order, the sort and the search', () => {
    setup();
    const bar = screen.getByRole('search');
    const labels = within(bar)
      .getAllByRole('combobox')
      .map((el) => el.getAttribute('aria-label'));
    expect(labels).toEqual(['Lọc theo trạng thái', 'Lọc theo phân khúc', 'Sắp xếp']);
    expect(screen.getByLabelText('Tìm sản phẩm')).toBeTruthy();
    expect(screen.queryByText('Xóa bộ lọc')).toBeNull();
  });

  it('a search goes back to page 1 and keeps the rest', () => {
    const onChange = setup({ filters: { ...base, grade: 'MG' } });
    fireEvent.change(screen.getByLabelText('Tìm sản phẩm'), { target: { value: '  zaku ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'newest', grade: 'MG', q: 'zaku', page: 1 });
  });

  it('"Xóa bộ lọc" shows while the list is narrowed and resets it the list\'s way', () => {
    const onChange = setup({ filters: { ...base, grade: 'MG', q: 'zaku' }, filtered: true });
    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'newest', page: 1 });
  });

  it('stacked: search, sort and the extra on the first row, the filters on the second', () => {
    setup({ layout: 'stacked', show: ['grade', 'scale', 'condition', 'status', 'series'], extra: <span>Lưới</span> });
    const [first, second] = Array.from(document.querySelectorAll('.cg-kit-toolbar__row')) as HTMLElement[];
    expect(within(first!).getByLabelText('Sắp xếp')).toBeTruthy();
    expect(within(first!).getByText('Lưới')).toBeTruthy();
    expect(within(second!).getAllByRole('combobox')).toHaveLength(5);
  });
});
