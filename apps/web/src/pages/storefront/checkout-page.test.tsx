import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { HCM_ADDRESS } from '../../../test/fixtures';
import { json, setupStubServer } from '../../../test/stub-server';
import { makeUser, TestProviders } from '../../../test/support';
import CheckoutPage from './checkout-page';

const K1 = '11111111-1111-4111-8111-111111111111';
const K2 = '22222222-2222-4222-8222-222222222222';
const user = makeUser('member', 'u-buyer');

const { answers, calls } = setupStubServer();

const address = {
  id: 'a0000000-0000-4000-8000-000000000001',
  user_id: user.id,
  ...HCM_ADDRESS,
  is_primary: true,
  is_pickup_address: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const item = (kit_id: string, name: string, price: number, available = true) => ({
  kit_id,
  cart_item_id: null,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  grade_name: 'Master Grade',
  image_url: null,
  price,
  weight_grams: 500,
  available,
  unavailable_reason: available ? null : 'Sản phẩm đã được bán',
});
function quote(balance: number, k2Available = true) {
  const items = [item(K1, 'Zaku II', 500_000), item(K2, 'Gundam Exia', 300_000, k2Available)];
  const subtotal = items.filter((i) => i.available).reduce((s, i) => s + i.price, 0);
  const grand = subtotal + 30_000;
  return {
    address_id: address.id,
    groups: [
      {
        shop: { id: 's1', name: 'Shop Mô Hình', slug: null },
        seller_id: 'seller-1',
        items,
        subtotal,
        delivery_fee: 30_000,
        expected_delivery_at: '2026-11-25T00:00:00.000Z',
        total: grand,
        shippable: true,
        problem: null,
      },
    ],
    items_total: subtotal,
    delivery_total: 30_000,
    grand_total: grand,
    available_balance: balance,
    missing_amount: Math.max(0, grand - balance),
    can_checkout: balance >= grand && k2Available,
  };
}

beforeEach(() => {
  answers['GET /api/v1/users/u-buyer/addresses'] = [json([address])];
});

function renderCheckout(kits: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/member/profile/orders/regular-auction', element: <h1>Đơn mua</h1> },
      { path: '/member/profile/wallet', element: <h1>Ví</h1> },
    ],
    { initialEntries: [`/checkout?kits=${kits.join(',')}`] },
  );
  render(
    <TestProviders user={user}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/** the machine running the tests may be busy: give the screen time */
const slow = { timeout: 15_000 };
const placeCalls = () => calls.filter((c) => c.key === 'POST /api/v1/checkout');
const keyOf = (c: { init: RequestInit }) => (c.init.headers as Record<string, string>)['idempotency-key'];

describe('checkout page', { timeout: 60_000 }, () => {
  it('quotes the kits of the URL for the default address and offers a top-up of exactly the missing amount', async () => {
    answers['POST /api/v1/checkout/quote'] = [json(quote(770_000))];
    const router = renderCheckout([K1, K2]);
    expect(await screen.findByText('Shop Mô Hình', {}, slow)).toBeTruthy();
    const body = JSON.parse(String(calls.find((c) => c.key === 'POST /api/v1/checkout/quote')!.init.body));
    expect(body).toEqual({ address_id: address.id, kit_ids: [K1, K2] });
    expect(screen.getByTestId('checkout-grand-total').textContent).toBe('830.000 ₫');
    expect(screen.getByText('Số dư không đủ')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Đặt hàng' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Nạp thêm 60.000 ₫' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/profile/wallet'), slow);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('topup')).toBe('60000');
    // the wallet accepts no comma in a return path: it is written %2C, read back the same by the checkout
    expect(params.get('return')).toBe(`/checkout?kits=${K1}%2C${K2}`);
  });

  it('a kit no longer for sale is shown as such and blocks the order', async () => {
    answers['POST /api/v1/checkout/quote'] = [json(quote(5_000_000, false))];
    renderCheckout([K1, K2]);
    expect(await screen.findByText('Một số sản phẩm không còn được bán', {}, slow)).toBeTruthy();
    expect(screen.getAllByText('Sản phẩm đã được bán').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Đặt hàng' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Bỏ sản phẩm không còn bán' })).toBeTruthy();
  });

  it('retries after a lost connection with the SAME Idempotency-Key, and lands on the orders page', async () => {
    answers['POST /api/v1/checkout/quote'] = [json(quote(5_000_000))];
    answers['POST /api/v1/checkout'] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      json(
        { checkout_id: 'c1', total_amount: 830_000, orders: [{ id: 'o1', code: 'CG-0001', total_amount: 830_000, seller_id: 'seller-1' }] },
        201,
      ),
    ];
    const router = renderCheckout([K1, K2]);
    await screen.findByText('Shop Mô Hình', {}, slow);
    fireEvent.change(screen.getByLabelText('Ghi chú cho shop'), { target: { value: 'Gói kỹ giúp mình' } });
    const button = screen.getByRole('button', { name: 'Đặt hàng' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), slow);
    fireEvent.click(button);
    fireEvent.click(button); // a double click is one request
    expect(await screen.findByText('Chưa rõ kết quả đặt hàng', {}, slow)).toBeTruthy();
    expect(placeCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Đặt hàng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/profile/orders/regular-auction'), slow);
    const [first, second] = placeCalls();
    expect(keyOf(first!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(second!)).toBe(keyOf(first!));
    expect(JSON.parse(String(second!.init.body))).toEqual({
      address_id: address.id,
      kit_ids: [K1, K2],
      notes: { 'seller-1': 'Gói kỹ giúp mình' },
      expected_total: 830_000,
    });
    expect(router.state.location.state).toEqual({ placed: { codes: ['CG-0001'] } });
  });

  it('a refusal (price changed) re-quotes, and the next press is a new attempt with a new key', async () => {
    answers['POST /api/v1/checkout/quote'] = [json(quote(5_000_000))];
    answers['POST /api/v1/checkout'] = [
      json({ error: { code: 'conflict', message: 'Giá hoặc phí vận chuyển đã thay đổi', details: { reason: 'price_changed' } } }, 409),
      json(
        { checkout_id: 'c1', total_amount: 830_000, orders: [{ id: 'o1', code: 'CG-0002', total_amount: 830_000, seller_id: 'seller-1' }] },
        201,
      ),
    ];
    const router = renderCheckout([K1, K2]);
    await screen.findByText('Shop Mô Hình', {}, slow);
    const quotesBefore = calls.filter((c) => c.key === 'POST /api/v1/checkout/quote').length;
    await waitFor(() => expect((screen.getByRole('button', { name: 'Đặt hàng' }) as HTMLButtonElement).disabled).toBe(false), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Đặt hàng' }));
    expect(await screen.findByText('Giá hoặc phí vận chuyển đã thay đổi', {}, slow)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/v1/checkout/quote').length).toBeGreaterThan(quotesBefore), slow);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Đặt hàng' }) as HTMLButtonElement).disabled).toBe(false), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Đặt hàng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/profile/orders/regular-auction'), slow);
    const [first, second] = placeCalls();
    expect(keyOf(second!)).not.toBe(keyOf(first!));
  });

  it('a member without an address is asked for it in the page, and the summary says why it has no totals yet', async () => {
    answers['GET /api/v1/users/u-buyer/addresses'] = [json([])];
    answers['GET /api/v1/regions/provinces'] = [json([{ code: '79', name: 'Thành phố Hồ Chí Minh', short: 'Hồ Chí Minh' }])];
    renderCheckout([K1]);
    expect(await screen.findByLabelText('Thêm địa chỉ nhận hàng', {}, slow)).toBeTruthy();
    // the form's code loads when it is shown (issue 13)
    expect(await screen.findByLabelText('Họ và tên người nhận', {}, slow)).toHaveProperty('value', user.full_name);
    expect(screen.getByLabelText('Tỉnh/Thành phố')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lưu địa chỉ và tiếp tục' })).toBeTruthy();
    // not the grey bars of a quote that will never come
    expect(screen.getByTestId('checkout-needs-address').textContent).toBe(
      'Thêm địa chỉ nhận hàng để xem phí vận chuyển và tổng thanh toán.',
    );
    expect(screen.queryByLabelText('Đang tính phí vận chuyển')).toBeNull();
    expect(calls.some((c) => c.key === 'POST /api/v1/checkout/quote')).toBe(false);
    expect((screen.getByRole('button', { name: 'Đặt hàng' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without kits in the URL says there is nothing to pay', async () => {
    renderCheckout([]);
    expect(await screen.findByText('Không có sản phẩm nào để thanh toán', {}, slow)).toBeTruthy();
  });
});
