import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderListItem, OrderStatus } from '@cho-gundam/contracts';
import { HCM_ADDRESS } from '../../../../test/fixtures';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { BuyerOrdersView } from './buyer-orders-view';
import { SellerOrdersView } from './seller-orders-view';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

const order = (id: string, code: string, status: OrderStatus, isPackaged = false): OrderListItem => ({
  id,
  code,
  type: 'regular',
  status,
  status_label: '',
  is_packaged: isPackaged,
  buyer: { id: 'u-buyer', full_name: 'Nguyễn Văn Mua', avatar_url: null },
  seller: { id: 'u-seller', full_name: 'Trần Bán', avatar_url: null },
  shop: { id: 's1', name: 'Shop Mô Hình', slug: 'shop-mo-hinh' },
  items: [
    {
      id: `i-${id}`,
      kit_id: 'k1',
      name: 'Zaku II',
      slug: 'zaku-ii',
      grade: 'MG',
      scale: '1/100',
      quantity: 1,
      price: 500_000,
      weight_grams: 500,
      image_url: null,
    },
  ],
  items_subtotal: 500_000,
  delivery_fee: 30_000,
  total_amount: 530_000,
  platform_fee: 0,
  seller_amount: 500_000,
  confirm_deadline: null,
  auto_complete_at: null,
  exchange_id: null,
  created_at: '2026-11-21T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
});

function renderAt(path: string, element: React.ReactNode, role: 'member' | 'seller') {
  const router = createMemoryRouter([{ path: path.split('?')[0]!, element }], { initialEntries: [path] });
  render(
    <TestProviders user={makeUser(role, role === 'seller' ? 'u-seller' : 'u-buyer')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('shop orders', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answers['GET /api/v1/orders'] = json({
      items: [order('o1', 'CG-0001', 'pending'), order('o2', 'CG-0002', 'packaging')],
      page: 1,
      page_size: 10,
      total: 2,
      counts: { all: 2, pending: 1, packaging: 1 },
    });
  });

  it("lists the seller's orders with status tabs and counts", async () => {
    renderAt('/shop/order-management', <SellerOrdersView />, 'seller');
    const row = await screen.findByRole('row', { name: 'Đơn hàng CG-0001' }, slow);
    expect(within(row).getByText('Chờ xác nhận')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Chờ xác nhận (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tất cả (2)' })).toBeTruthy();
    const query = new URL(calls.find((c) => c.key === 'GET /api/v1/orders')!.url, 'http://x').searchParams;
    expect(query.get('role')).toBe('seller');
    expect(query.get('status')).toBe('all');
    // the pending order can be confirmed or canceled, the packaging one packed
    expect(within(row).getByRole('button', { name: 'Xác nhận đơn' })).toBeTruthy();
    const row2 = screen.getByRole('row', { name: 'Đơn hàng CG-0002' });
    expect(within(row2).getByRole('button', { name: 'Đóng gói' })).toBeTruthy();
    expect(within(row2).queryByRole('button', { name: 'Hủy đơn' })).toBeNull();
  });

  it('refuses a cancel reason under 10 characters, then sends the reason', async () => {
    answers['POST /api/v1/orders/o1/cancel'] = json({});
    renderAt('/shop/order-management', <SellerOrdersView />, 'seller');
    const row = await screen.findByRole('row', { name: 'Đơn hàng CG-0001' }, slow);
    fireEvent.click(within(row).getByRole('button', { name: 'Hủy đơn' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByLabelText(/Lý do hủy đơn hàng/), { target: { value: 'hết hàng' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận hủy' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do hủy đơn (tối thiểu 10 ký tự)', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/v1/orders/o1/cancel')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Lý do hủy đơn hàng/), { target: { value: 'Sản phẩm bị lỗi khi kiểm tra' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận hủy' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/orders/o1/cancel')).toBe(true), slow);
    const sent = calls.find((c) => c.key === 'POST /api/v1/orders/o1/cancel')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ reason: 'Sản phẩm bị lỗi khi kiểm tra' });
  });

  it('packing needs at least one photo and sends them as multipart "images"', async () => {
    answers['POST /api/v1/orders/o2/packing'] = json({});
    renderAt('/shop/order-management', <SellerOrdersView />, 'seller');
    const row = await screen.findByRole('row', { name: 'Đơn hàng CG-0002' }, slow);
    fireEvent.click(within(row).getByRole('button', { name: 'Đóng gói' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đóng gói' }));
    expect(await within(dialog).findByText('Vui lòng tải lên ít nhất 1 ảnh', {}, slow)).toBeTruthy();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'goi-hang.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    await within(dialog).findByText('1/5 ảnh · JPG, PNG, WebP, tối đa 10 MB mỗi ảnh', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đóng gói' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/orders/o2/packing')).toBe(true), slow);
    const body = calls.find((c) => c.key === 'POST /api/v1/orders/o2/packing')!.init.body as FormData;
    expect(body.getAll('images')).toHaveLength(1);
  });
});

describe('member orders', { timeout: 60_000 }, () => {
  it('asks the server for the page\'s type and tab, and offers "Đã nhận hàng" on a delivered order', async () => {
    answers['GET /api/v1/orders'] = json({
      items: [order('o3', 'CG-0003', 'delivered')],
      page: 1,
      page_size: 10,
      total: 1,
      counts: { all: 4, delivered: 1, completed: 3 },
    });
    renderAt('/member/profile/orders/regular-auction?status=delivered', <BuyerOrdersView page="regular-auction" />, 'member');
    const card = await screen.findByRole('article', { name: 'Đơn hàng CG-0003' }, slow);
    expect(within(card).getByText('Đã giao hàng')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Đã nhận hàng' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Hoàn tất (3)' })).toBeTruthy();
    const query = new URL(calls.find((c) => c.key === 'GET /api/v1/orders')!.url, 'http://x').searchParams;
    expect([query.get('role'), query.get('type'), query.get('status')]).toEqual(['buyer', 'regular', 'delivered']);
  });

  it('says so when there is no order', async () => {
    answers['GET /api/v1/orders'] = json({ items: [], page: 1, page_size: 10, total: 0, counts: { all: 0 } });
    renderAt('/member/profile/orders/exchange', <BuyerOrdersView page="exchange" />, 'member');
    expect(await screen.findByText('Chưa có đơn trao đổi nào', {}, slow)).toBeTruthy();
  });
});

describe('order detail drawer', { timeout: 60_000 }, () => {
  it('shows items, addresses, the timeline in Vietnam time, tracking, packing photos and the allowed actions', async () => {
    const base = order('o4', 'CG-0004', 'delivered');
    answers['GET /api/v1/orders'] = json({ items: [base], page: 1, page_size: 10, total: 1, counts: { all: 1, delivered: 1 } });
    const addr = HCM_ADDRESS;
    answers['GET /api/v1/orders/o4'] = json({
      ...base,
      viewer_role: 'buyer',
      note: 'Gói kỹ giúp mình',
      ship_from: { ...addr, full_name: 'Trần Bán', detail: '1 Trần Phú' },
      ship_to: addr,
      packaging_image_urls: ['/uploads/p1.webp', '/uploads/p2.webp'],
      canceled_reason: null,
      canceled_by: null,
      delivered_at: '2026-11-22T05:00:00.000Z',
      completed_at: null,
      complaint_deadline: '2026-11-25T05:00:00.000Z',
      events: [
        {
          id: 1,
          from_status: null,
          to_status: 'pending',
          action: 'created',
          action_label: 'Đặt hàng thành công',
          actor_id: 'u-buyer',
          note: null,
          created_at: '2026-11-21T03:00:00.000Z',
        },
        {
          id: 2,
          from_status: 'delivering',
          to_status: 'delivered',
          action: 'delivered',
          action_label: 'Đã giao hàng thành công',
          actor_id: null,
          note: null,
          created_at: '2026-11-22T05:00:00.000Z',
        },
      ],
      shipment: {
        carrier: 'simulated',
        carrier_label: 'Vận chuyển mô phỏng',
        tracking_code: 'SIM123456',
        status: 'delivered',
        status_label: 'Đã giao hàng',
        expected_delivery_at: '2026-11-24T00:00:00.000Z',
        events: [{ status: 'delivered', status_label: 'Đã giao hàng', note: null, at: '2026-11-22T05:00:00.000Z' }],
      },
      complaint: null,
      actions: {
        can_cancel: false,
        can_confirm: false,
        can_pack: false,
        can_confirm_receipt: true,
        can_complain: true,
        can_decide_complaint: false,
      },
    });
    renderAt('/member/profile/orders/regular-auction?order=o4', <BuyerOrdersView page="regular-auction" />, 'member');
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByText('Đơn hàng CG-0004', {}, slow)).toBeTruthy();
    expect(within(drawer).getByTestId('tracking-code').textContent).toContain('SIM123456');
    // the carrier by its Vietnamese name, never its id (issue 14)
    expect(within(drawer).getByText('Vận chuyển mô phỏng')).toBeTruthy();
    expect(drawer.textContent).not.toMatch(/simulated/i);
    // 03:00 UTC is 10:00 in Vietnam
    // ordered on (Descriptions) and the first timeline entry
    expect(within(drawer).getAllByText('21/11/2026 10:00').length).toBe(2);
    expect(within(drawer).getByText('Đặt hàng thành công')).toBeTruthy();
    expect(within(drawer).getByText('12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh')).toBeTruthy();
    expect(within(drawer).getByText('Gói kỹ giúp mình')).toBeTruthy();
    expect(within(drawer).getAllByRole('img', { name: /Ảnh đóng gói/ })).toHaveLength(2);
    expect(within(drawer).getByRole('button', { name: 'Đã nhận hàng' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Khiếu nại' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Hủy đơn' })).toBeNull();
  });
});
