import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from '@/app/router/app-frame';

function Broken(): never {
  throw new Error('hỏng');
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('the error page in place of a page that crashed', () => {
  it('shows "Đã có lỗi xảy ra" with a reload button, and the next page renders again', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <AppFrame />,
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/product', element: <p>danh sách</p> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Đã có lỗi xảy ra' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
    // the error was reported, with what crashed
    expect(
      vi.mocked(console.error).mock.calls.some((call) => call[0] === 'Lỗi khi hiển thị trang' && (call[1] as Error).message === 'hỏng'),
    ).toBe(true);

    await act(() => router.navigate('/product'));
    expect(await screen.findByText('danh sách')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Đã có lỗi xảy ra' })).toBeNull();
  });
});
