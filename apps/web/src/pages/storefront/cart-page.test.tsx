import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem, CartValue } from '@/features/cart';
import { CartContext } from '@/features/cart/cart-context';
import { makeUser, TestProviders } from '../../../test/support';
import CartPage from './cart-page';

const item = (id: string, shop: string, price: number, available = true): CartItem => ({
  cart_item_id: `c${id}`,
  gundam_id: `0000000${id}-0000-4000-8000-000000000000`,
  gundam_name: `Kit ${id}`,
  gundam_slug: `kit-${id}`,
  gundam_price: price,
  gundam_image_url: null,
  seller_id: `s-${shop}`,
  seller_name: `Shop ${shop}`,
  available,
});

function renderCart(items: CartItem[]) {
  const cart: CartValue = {
    cartItems: items,
    loading: false,
    ready: true,
    error: null,
    addToCart: vi.fn(),
    removeFromCart: vi.fn(async () => {}),
    reload: vi.fn(async () => {}),
  };
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/checkout', element: <h1>Thanh toán</h1> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(
    <TestProviders user={makeUser('member')}>
      <CartContext.Provider value={cart}>
        <RouterProvider router={router} />
      </CartContext.Provider>
    </TestProviders>,
  );
  return router;
}

const total = () => screen.getByText(/^Tổng thanh toán/).parentElement!;

describe('cart page, first visit', () => {
  it('starts with the kits that can be bought ticked: their total and "Mua hàng" ready', async () => {
    // Kit 3 was sold since it was added (the server also marks the viewer's own kits unavailable)
    const router = renderCart([item('1', 'A', 1_250_000), item('2', 'B', 300_000), item('3', 'B', 450_000, false)]);
    expect(within(total()).getByText('1.550.000 ₫')).toBeTruthy();
    expect(screen.getByText('Tổng thanh toán (2 sản phẩm):')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Chọn Kit 1' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Chọn Kit 3' }) as HTMLInputElement).checked).toBe(false);
    const buy = screen.getByRole('button', { name: 'Mua hàng' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(false);

    // unticking a shop takes its kits out; the choice is the member's from then on
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chọn tất cả sản phẩm của Shop B' }));
    expect(within(total()).getByText('1.250.000 ₫')).toBeTruthy();
    fireEvent.click(buy);
    expect(router.state.location.search).toBe('?kits=00000001-0000-4000-8000-000000000000');
  });

  it('ticks nothing when nothing can be bought', () => {
    renderCart([item('3', 'B', 450_000, false)]);
    expect(within(total()).getByText('0 ₫')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mua hàng' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
