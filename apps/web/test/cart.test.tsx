import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendUnlessPresent, CartProvider, toCartItems, useCart, type CartItem, type CartValue } from '@/features/cart';

const item = (id: string, gundam: string): CartItem => ({ cart_item_id: id, gundam_id: gundam });

describe('cart rules (seed §4)', () => {
  it('treats a response that is not an array as an empty cart', () => {
    expect(toCartItems(null)).toEqual([]);
    expect(toCartItems({ items: [item('c1', 'g1')] })).toEqual([]);
    expect(toCartItems([item('c1', 'g1')])).toEqual([item('c1', 'g1')]);
  });

  it('appends an added item unless its kit is already in the cart', () => {
    const cart = [item('c1', 'g1')];
    expect(appendUnlessPresent(cart, item('c2', 'g2'))).toEqual([item('c1', 'g1'), item('c2', 'g2')]);
    expect(appendUnlessPresent(cart, item('c3', 'g1'))).toBe(cart);
  });
});

describe('CartProvider', () => {
  let cart: CartValue;
  let answers: Record<string, () => Response>;
  function Probe() {
    cart = useCart();
    return null;
  }
  const ok =
    (body: unknown, status = 200) =>
    () =>
      new Response(JSON.stringify(body), { status });
  const fail = (status: number, message: string) => () => new Response(JSON.stringify({ error: { code: 'x', message } }), { status });

  beforeEach(() => {
    document.cookie = 'access_token=tok; Path=/';
    answers = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const a = answers[`${init.method} ${url}`];
        if (!a) throw new Error(`unexpected ${init.method} ${url}`);
        return a();
      }),
    );
  });
  afterEach(() => {
    document.cookie = 'access_token=; Path=/; Max-Age=0';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the cart of a signed-in person and counts it', async () => {
    answers['GET /api/v1/cart/items'] = ok([item('c1', 'g1'), item('c2', 'g2')]);
    render(
      <CartProvider userId="u1">
        <Probe />
      </CartProvider>,
    );
    // not ready before the server answered: a page waiting for the cart (the add after sign-in) waits
    expect(cart.ready).toBe(false);
    await waitFor(() => expect(cart.cartItems).toHaveLength(2));
    expect(cart.error).toBeNull();
    expect(cart.ready).toBe(true);
  });

  it('does not call the server for a guest', () => {
    render(
      <CartProvider userId={null}>
        <Probe />
      </CartProvider>,
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(cart.cartItems).toEqual([]);
    expect(cart.ready).toBe(false);
  });

  it('does not load without an access_token cookie', async () => {
    document.cookie = 'access_token=; Path=/; Max-Age=0';
    render(
      <CartProvider userId="u1">
        <Probe />
      </CartProvider>,
    );
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a failed load keeps the message, empties the cart and logs, without throwing (seed §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers['GET /api/v1/cart/items'] = fail(404, 'Không tìm thấy đường dẫn yêu cầu');
    render(
      <CartProvider userId="u1">
        <Probe />
      </CartProvider>,
    );
    await waitFor(() => expect(cart.error).toBe('Không tìm thấy đường dẫn yêu cầu'));
    expect(cart.cartItems).toEqual([]);
    expect(cart.loading).toBe(false);
    expect(cart.ready).toBe(true);
    expect(log).toHaveBeenCalled();
  });

  it('adds the returned item once per kit; a failed add is logged and rethrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers['GET /api/v1/cart/items'] = ok([item('c1', 'g1')]);
    render(
      <CartProvider userId="u1">
        <Probe />
      </CartProvider>,
    );
    await waitFor(() => expect(cart.cartItems).toHaveLength(1));

    answers['POST /api/v1/cart/items'] = ok(item('c2', 'g2'), 201);
    await act(() => cart.addToCart('g2'));
    answers['POST /api/v1/cart/items'] = ok(item('c9', 'g2'), 201);
    await act(() => cart.addToCart('g2'));
    expect(cart.cartItems.map((i) => i.cart_item_id)).toEqual(['c1', 'c2']);

    answers['POST /api/v1/cart/items'] = fail(409, 'Mô hình này đã được bán');
    await expect(act(() => cart.addToCart('g3'))).rejects.toMatchObject({ message: 'Mô hình này đã được bán' });
    expect(log).toHaveBeenCalled();
  });

  it('removes an item after the server agreed; a failed removal is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers['GET /api/v1/cart/items'] = ok([item('c1', 'g1'), item('c2', 'g2')]);
    render(
      <CartProvider userId="u1">
        <Probe />
      </CartProvider>,
    );
    await waitFor(() => expect(cart.cartItems).toHaveLength(2));

    answers['DELETE /api/v1/cart/items/c1'] = fail(500, 'Hệ thống đang bận');
    await act(() => cart.removeFromCart('c1'));
    expect(cart.cartItems).toHaveLength(2);
    expect(log).toHaveBeenCalled();

    answers['DELETE /api/v1/cart/items/c1'] = () => new Response(null, { status: 204 });
    await act(() => cart.removeFromCart('c1'));
    expect(cart.cartItems.map((i) => i.cart_item_id)).toEqual(['c2']);
  });

  it('shows nothing of a previous person’s cart after signing out', async () => {
    answers['GET /api/v1/cart/items'] = ok([item('c1', 'g1')]);
    const { rerender } = render(
      <CartProvider userId="u1">
        <Probe />
      </CartProvider>,
    );
    await waitFor(() => expect(cart.cartItems).toHaveLength(1));
    rerender(
      <CartProvider userId={null}>
        <Probe />
      </CartProvider>,
    );
    expect(cart.cartItems).toEqual([]);
  });
});
