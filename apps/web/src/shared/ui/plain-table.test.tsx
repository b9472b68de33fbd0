import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainTable, type PlainColumn } from './plain-table';

interface Row {
  id: string;
  name: string;
  count: number;
}
const COLUMNS: PlainColumn<Row>[] = [
  { key: 'name', title: 'Tên', render: (r) => <strong>{r.name}</strong> },
  { key: 'count', title: 'Số lượng', render: (r, i) => `${i + 1}: ${r.count}` },
];
const ROWS: Row[] = [
  { id: 'a', name: 'Zaku', count: 2 },
  { id: 'b', name: 'Gouf', count: 5 },
];

describe('PlainTable', () => {
  it('draws a heading per column and a row per item, each cell from its column’s render', () => {
    render(<PlainTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} aria-label="Kho" />);
    const table = screen.getByRole('table', { name: 'Kho' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tên', 'Số lượng']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Zaku', '1: 2'],
      ['Gouf', '2: 5'],
    ]);
    expect(within(rows[0]!).getByText('Zaku').tagName).toBe('STRONG');
    expect(table.closest('.cg-table')!.getAttribute('aria-busy')).toBeNull();
  });

  it('while busy, says so and dims its rows; below its least width it scrolls sideways', () => {
    const { container } = render(<PlainTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} busy minWidth={640} />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.getAttribute('aria-busy')).toBe('true');
    expect(wrapper.classList.contains('cg-table--busy')).toBe(true);
    expect(screen.getByRole('table').style.minWidth).toBe('640px');
  });

  it('names each row for screen readers when asked (antd’s onRow with an aria-label)', () => {
    render(<PlainTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} rowLabel={(r) => `Mô hình ${r.name}`} />);
    expect(within(screen.getByRole('row', { name: 'Mô hình Gouf' })).getByText('2: 5')).toBeTruthy();
    render(<PlainTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} aria-label="Không tên" />);
    const rows = within(screen.getByRole('table', { name: 'Không tên' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([null, null]);
  });

  it('shows what it is given under the headings when there are no rows, and nothing of it when there are', () => {
    const { rerender } = render(<PlainTable columns={COLUMNS} rows={[]} rowKey={(r) => r.id} empty="Chưa có gì" aria-label="Trống" />);
    const cell = within(screen.getByRole('table', { name: 'Trống' })).getByText('Chưa có gì');
    expect(cell.getAttribute('colspan')).toBe('2');
    rerender(<PlainTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} empty="Chưa có gì" aria-label="Trống" />);
    expect(screen.queryByText('Chưa có gì')).toBeNull();
  });
});
