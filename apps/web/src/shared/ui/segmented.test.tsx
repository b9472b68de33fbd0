import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Segmented } from './segmented';
import { Statistic } from './statistic';

describe('Segmented', () => {
  it('is a named group of radios, the chosen one checked and raised', () => {
    const onChange = vi.fn();
    render(
      <Segmented<string>
        aria-label="Khoảng thời gian"
        value="30"
        onChange={onChange}
        options={[{ value: '7', label: '7 ngày' }, { value: '30', label: '30 ngày' }, '90']}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Khoảng thời gian' });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, true, false]);
    // one name: the browser moves between them with the arrow keys
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
    expect(screen.getByRole('radio', { name: '30 ngày' }).closest('label')!.className).toContain('cg-segmented__item--selected');
    expect(group.textContent).toBe('7 ngày30 ngày90');
    fireEvent.click(screen.getByText('7 ngày'));
    expect(onChange).toHaveBeenCalledWith('7');
  });

  it('a disabled group or item cannot be chosen', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Segmented value="a" onChange={onChange} options={['a', { value: 'b', label: 'B', disabled: true }]} />);
    expect((screen.getByRole('radio', { name: 'B' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('B'));
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Segmented value="a" onChange={onChange} options={['a', 'c']} disabled />);
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
  });
});

describe('Statistic', () => {
  it('writes a number the Vietnamese way under its title, and text as given', () => {
    const { rerender } = render(<Statistic title="Lượt xem" value={1250} />);
    expect(screen.getByText('Lượt xem').className).toBe('cg-statistic-title');
    expect(screen.getByText('1.250').className).toBe('cg-statistic-content-value');
    rerender(<Statistic title="Đơn hoàn tất" value="3" suffix="· hủy 1" />);
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('· hủy 1').className).toBe('cg-statistic-content-suffix');
  });
});
