import { fireEvent, render, screen } from '@testing-library/react';
import { PlusOutlined } from '@ant-design/icons';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ButtonLink } from './button-link';

function Where() {
  const at = useLocation();
  return <output>{at.pathname + at.search}</output>;
}

function open() {
  render(
    <MemoryRouter initialEntries={['/shop/dashboard']}>
      <ButtonLink type="primary" to="/shop/management?action=add">
        Thêm sản phẩm
      </ButtonLink>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Thêm sản phẩm' });
}

describe('ButtonLink', () => {
  it('is one link drawn as a button, with its address, and a plain click moves inside the app', () => {
    const link = open();
    expect(link.getAttribute('href')).toBe('/shop/management?action=add');
    expect(link.className).toContain('cg-btn--primary');
    expect(link.className).not.toContain('ant-btn');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/shop/management?action=add');
  });

  it('a Ctrl-, Shift- or middle-click is left to the browser (a new tab or window), the page stays', () => {
    const link = open();
    // the browser's own opening, which jsdom cannot do, is stopped after the app has let the click by
    const leftToBrowser = vi.fn((e: Event) => e.preventDefault());
    document.addEventListener('click', leftToBrowser);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    document.removeEventListener('click', leftToBrowser);
    expect(leftToBrowser).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status').textContent).toBe('/shop/dashboard');
  });

  it('carries its icon before the text', () => {
    render(
      <MemoryRouter>
        <ButtonLink type="primary" icon={<PlusOutlined />} to="/collection/add">
          Thêm mô hình
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Thêm mô hình/ });
    expect(link.firstElementChild!.querySelector('.anticon-plus')).not.toBeNull();
    expect(link.textContent).toBe('Thêm mô hình');
  });
});
