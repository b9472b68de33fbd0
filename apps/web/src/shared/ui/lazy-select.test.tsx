import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const GRADES = [
  { value: 'HG', label: 'HG · High Grade' },
  { value: 'RG', label: 'RG · Real Grade' },
];

// each test starts from a page that has not loaded antd's Select yet (the module keeps what it loaded)
const fresh = async () => {
  vi.resetModules();
  return (await import('./lazy-select')).LazySelect;
};
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('LazySelect', () => {
  it('draws the chosen label (or the placeholder) before antd’s Select loads; a tap opens the real one, whose choice is the value', async () => {
    const LazySelect = await fresh();
    const onChange = vi.fn();
    render(
      <>
        <LazySelect aria-label="Lọc theo phân khúc" placeholder="Phân khúc" value="HG" options={GRADES} onChange={onChange} />
        <LazySelect aria-label="Lọc theo dòng phim" placeholder="Dòng phim" value={undefined} options={[]} onChange={vi.fn()} loading />
      </>,
    );
    const grade = screen.getByRole('combobox', { name: 'Lọc theo phân khúc' });
    expect(grade.textContent).toBe('HG · High Grade');
    expect(screen.getByRole('combobox', { name: 'Lọc theo dòng phim' }).textContent).toBe('Dòng phim');
    // the catalog still loading: antd's spinner in place of the arrow
    expect(document.querySelector('.cg-lazy-select .anticon-loading')).not.toBeNull();
    expect(document.querySelector('.ant-select')).toBeNull();

    fireEvent.pointerDown(grade);
    fireEvent.focus(grade);
    // the real Select arrives open (with the choices in its list), and both fields are antd's now
    fireEvent.click(await screen.findByTitle('RG · Real Grade'));
    expect(onChange).toHaveBeenCalledWith('RG', expect.anything());
    expect(document.querySelectorAll('.cg-lazy-select')).toHaveLength(0);
    expect(document.querySelectorAll('.ant-select')).toHaveLength(2);
  });

  it('a keyboard reader tabbing onto it gets the focus in the real one, and Enter opens it', async () => {
    const LazySelect = await fresh();
    render(<LazySelect aria-label="Lọc theo phân khúc" placeholder="Phân khúc" value={undefined} options={GRADES} onChange={vi.fn()} />);
    const standIn = screen.getByRole('combobox', { name: 'Lọc theo phân khúc' });
    standIn.focus();
    fireEvent.keyDown(standIn, { key: 'Enter' });
    expect(await screen.findByTitle('HG · High Grade')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.closest('.ant-select')).not.toBeNull());
  });

  it('a disabled one is not focusable and loads nothing when touched', async () => {
    const LazySelect = await fresh();
    render(
      <LazySelect aria-label="Lọc theo phân khúc" placeholder="Phân khúc" value={undefined} options={GRADES} onChange={vi.fn()} disabled />,
    );
    const standIn = screen.getByRole('combobox', { name: 'Lọc theo phân khúc' });
    expect(standIn.getAttribute('tabindex')).toBe('-1');
    expect(standIn.getAttribute('aria-disabled')).toBe('true');
    fireEvent.pointerDown(standIn);
    fireEvent.keyDown(standIn, { key: 'Enter' });
    // nothing arrives: the stand-in stays
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.ant-select')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Lọc theo phân khúc' }).classList.contains('cg-lazy-select')).toBe(true);
  });
});
