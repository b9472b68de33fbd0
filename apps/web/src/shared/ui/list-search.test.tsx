import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListSearch } from './list-search';

function setup(value: string | undefined, buttonText?: string) {
  const onSearch = vi.fn();
  const view = render(
    <ListSearch
      value={value}
      onSearch={onSearch}
      placeholder="Tìm theo tên…"
      label="Tìm sản phẩm"
      buttonText={buttonText}
      className="cg-x"
    />,
  );
  const input = () => screen.getByLabelText('Tìm sản phẩm') as HTMLInputElement;
  const clearButton = () => screen.getByRole('button', { name: 'Xóa nội dung đã nhập', hidden: true });
  const rerender = (next: string | undefined) =>
    view.rerender(<ListSearch value={next} onSearch={onSearch} placeholder="Tìm theo tên…" label="Tìm sản phẩm" className="cg-x" />);
  return { onSearch, input, clearButton, rerender, container: view.container };
}

describe('ListSearch', () => {
  it('is a search box with the URL’s value, its placeholder, a limit of 100 and antd’s look', () => {
    const { input, container } = setup('zaku');
    expect(input().value).toBe('zaku');
    expect(input().type).toBe('search');
    expect(input().placeholder).toBe('Tìm theo tên…');
    expect(input().maxLength).toBe(100);
    const root = container.firstElementChild!;
    expect(root.className).toContain('cg-list-search');
    expect(root.className).toContain('cg-x');
    expect(root.className).toMatch(/css-var-/);
    expect(screen.getByRole('button', { name: 'Tìm' }).className).toContain('cg-btn--primary');
  });

  it('Enter searches with the trimmed text, once per press; a blank search is undefined', () => {
    const { onSearch, input } = setup(undefined);
    fireEvent.change(input(), { target: { value: '  rx-78 ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    // held down, Enter repeats: one search until it is released
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSearch.mock.calls).toEqual([['rx-78']]);
    fireEvent.keyUp(input(), { key: 'Enter' });
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSearch.mock.calls).toEqual([['rx-78'], [undefined]]);
  });

  it('no search on the Enter that ends an IME composition', () => {
    const { onSearch, input } = setup(undefined);
    fireEvent.compositionStart(input());
    fireEvent.change(input(), { target: { value: 'tìm' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.compositionEnd(input());
    fireEvent.keyUp(input(), { key: 'Enter' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSearch.mock.calls).toEqual([['tìm']]);
  });

  it('the button searches with the trimmed text, under the caller’s name', () => {
    const { onSearch, input } = setup(undefined, 'Tìm kiếm');
    fireEvent.change(input(), { target: { value: ' zaku  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(onSearch.mock.calls).toEqual([['zaku'], [undefined]]);
  });

  it('the clear icon shows with text; it empties the box, keeps the focus there and searches with nothing (as antd’s)', () => {
    const { onSearch, input, clearButton } = setup(undefined);
    expect(clearButton().className).toContain('cg-list-search__clear--hidden');
    fireEvent.change(input(), { target: { value: 'zaku' } });
    expect(clearButton().className).not.toContain('--hidden');
    // a press on it does not take the focus from the input
    expect(fireEvent.mouseDown(clearButton())).toBe(false);
    fireEvent.click(clearButton());
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(clearButton().className).toContain('--hidden');
    expect(onSearch.mock.calls).toEqual([[undefined]]);
  });

  it('a press on the button keeps the focus in the input', () => {
    const { input } = setup('zaku');
    const button = screen.getByRole('button', { name: 'Tìm' });
    expect(fireEvent.mouseDown(button)).toBe(true);
    input().focus();
    expect(fireEvent.mouseDown(button)).toBe(false);
  });

  it('shows the URL’s value again when it changes, dropping what was typed', () => {
    const { input, clearButton, rerender } = setup('zaku');
    fireEvent.change(input(), { target: { value: 'zaku typed' } });
    rerender('rx-78');
    expect(input().value).toBe('rx-78');
    rerender(undefined);
    expect(input().value).toBe('');
    expect(clearButton().className).toContain('--hidden');
    // the same value: what was typed stays
    fireEvent.change(input(), { target: { value: 'gundam' } });
    rerender(undefined);
    expect(input().value).toBe('gundam');
  });
});
