import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_LOADER_MS } from '@cho-gundam/contracts';
import { RouteChangeLoader } from '@/app/router/route-change-loader';

function Page({ name }: { name: string }) {
  return (
    <>
      <RouteChangeLoader />
      <p>{name}</p>
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('route-change loader (seed §2, S1.12)', () => {
  it('shows "Vui lòng chờ..." for 500 ms on arrival and again on every new pathname', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Page name="home" /> },
        { path: '/product', element: <Page name="product" /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(ROUTE_LOADER_MS).toBe(500);
    const loader = screen.getByTestId('page-loader');
    expect(loader.getAttribute('role')).toBe('status');
    expect(loader.textContent).toContain('Vui lòng chờ...');

    await act(() => vi.advanceTimersByTimeAsync(ROUTE_LOADER_MS - 1));
    expect(screen.queryByTestId('page-loader')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByTestId('page-loader')).toBeNull();

    await act(() => router.navigate('/product'));
    expect(screen.queryByTestId('page-loader')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(ROUTE_LOADER_MS));
    expect(screen.queryByTestId('page-loader')).toBeNull();

    // the same page with another search is not a route change
    await act(() => router.navigate('/product?search=zaku'));
    expect(screen.queryByTestId('page-loader')).toBeNull();
  });

  it("leaves the arrival to the first screen's preview when the page's HTML drew one, and shows on the next route change", async () => {
    // the server's preview of a public page (apps/server plugins/first-screen-preview.ts), still up
    const preview = document.createElement('div');
    preview.id = 'cg-preview';
    document.body.prepend(preview);
    try {
      const router = createMemoryRouter(
        [
          { path: '/', element: <Page name="home" /> },
          { path: '/product', element: <Page name="product" /> },
        ],
        { initialEntries: ['/'] },
      );
      render(<RouterProvider router={router} />);
      expect(screen.getByText('home')).not.toBeNull();
      expect(screen.queryByTestId('page-loader')).toBeNull();

      // the preview goes once the page shows its photo; the next page is a route change like any other
      preview.remove();
      await act(() => router.navigate('/product'));
      expect(screen.queryByTestId('page-loader')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(ROUTE_LOADER_MS));
      expect(screen.queryByTestId('page-loader')).toBeNull();
    } finally {
      preview.remove();
    }
  });
});
