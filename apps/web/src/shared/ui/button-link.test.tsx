import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
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
    expect(link.className).toContain('ant-btn-primary');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/shop/management?action=add');
  });

  it('a Ctrl-click is left to the browser (a new tab), the page stays', () => {
    const link = open();
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.getByRole('status').textContent).toBe('/shop/dashboard');
  });
});
