import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ComplaintListItem, ModeratorOrder } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../../test/support';
import { OrderManagement } from './order-management';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

const order = (id: string, code: string, over: Partial<ModeratorOrder> = {}): ModeratorOrder => ({
  id,
  code,
  type: 'regular',
  status: 'delivered',
  status_label: 'Đã giao hàng',
  is_packaged: true,
  buyer: { id: '11111111-1111-4111-8111-111111111111', full_name: 'Lê Hoàng Cường', avatar_url: null },
  seller: { id: 'u-seller', full_name: 'Trần Thị Bình', avatar_url: null },
  shop: { id: '22222222-2222-4222-8222-222222222222', name: 'Bình Gunpla', slug: 'binh-gunpla' },
  items: [],
  items_subtotal: 400_000,
  delivery_fee: 30_000,
  total_amount: 430_000,
  platform_fee: 0,
  seller_amount: 400_000,
  confirm_deadline: null,
  auto_complete_at: null,
  exchange_id: null,
  created_at: '2026-11-21T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  complaint_status: null,
  complaint_status_label: null,
  ...over,
});

const complaint = (o: ModeratorOrder): ComplaintListItem => ({
  id: 'c1',
  reason: 'Hộp bị móp một góc và thiếu decal',
  image_urls: ['/uploads/complaints/a.webp'],
  status: 'open',
  status_label: 'Đang chờ xử lý',
  refund_amount: null,
  decision_note: null,
  decided_at: null,
  seller_response: 'Shop có video đóng gói đủ decal',
  seller_responded_at: '2026-11-22T03:00:00.000Z',
  created_at: '2026-11-22T01:00:00.000Z',
  order: o,
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/moderator/order-management', element: <OrderManagement /> }], { initialEntries: [path] });
  render(
    <TestProviders user={makeUser('moderator', 'u-mod')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/** A column's header cell (antd repeats a sortable title in the header's tooltip and measure row). */
const header = (title: string) =>
  screen
    .getAllByText(title)
    .find((e) => e.closest('th'))!
    .closest('th')!;
const lastQuery = (key: string) => new URL([...calls].reverse().find((c) => c.key === key)!.url, 'http://x').searchParams;

describe('moderator order management', { timeout: 60_000 }, () => {
  it('lists every order with the filters of the URL, and a buyer’s name filters by them (into the URL too)', async () => {
    answers['GET /api/v1/moderator/orders'] = json({
      items: [
        order('o1', 'DH261121AAAAAA', { complaint_status: 'open', complaint_status_label: 'Đang chờ xử lý' }),
        order('o2', 'DH261121BBBBBB', { type: 'auction' }),
      ],
      page: 1,
      page_size: 20,
      total: 2,
    });
    const router = renderAt('/moderator/order-management?status=delivered&from=2026-11-01&to=2026-11-30');
    expect(await screen.findByText('DH261121AAAAAA', {}, slow)).toBeTruthy();
    expect(screen.getByText('Khiếu nại: Đang chờ xử lý')).toBeTruthy();
    expect(screen.getByText('2 đơn hàng')).toBeTruthy();
    const q = lastQuery('GET /api/v1/moderator/orders');
    expect([q.get('status'), q.get('from'), q.get('to'), q.get('page_size')]).toEqual(['delivered', '2026-11-01', '2026-11-30', '20']);

    fireEvent.click(screen.getAllByText('Lê Hoàng Cường')[0]!.closest('button')!);
    await waitFor(() => expect(router.state.location.search).toContain('buyer_id=11111111-1111-4111-8111-111111111111'));
    await waitFor(() => expect(lastQuery('GET /api/v1/moderator/orders').get('buyer_id')).toBe('11111111-1111-4111-8111-111111111111'));
    // the buyer picker shows who was chosen
    await waitFor(() =>
      expect(screen.getByLabelText('Lọc theo người mua').closest('.ant-select')!.textContent).toContain('Lê Hoàng Cường'),
    );
    // the status filter is still there
    expect(lastQuery('GET /api/v1/moderator/orders').get('status')).toBe('delivered');
  });

  it('a header click sorts on the server: the sort goes into the URL and the request, back to page 1', async () => {
    answers['GET /api/v1/moderator/orders'] = json({ items: [order('o1', 'DH261121AAAAAA')], page: 1, page_size: 20, total: 1 });
    const router = renderAt('/moderator/order-management?status=delivered&page=3');
    expect(await screen.findByText('DH261121AAAAAA', {}, slow)).toBeTruthy();
    expect(lastQuery('GET /api/v1/moderator/orders').get('sort')).toBe('newest');

    fireEvent.click(header('Tổng tiền'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('total_asc'));
    // a new order starts again at page 1; the filters stay
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await waitFor(() => expect(lastQuery('GET /api/v1/moderator/orders').get('sort')).toBe('total_asc'));
    expect(lastQuery('GET /api/v1/moderator/orders').get('status')).toBe('delivered');

    fireEvent.click(header('Tổng tiền'));
    await waitFor(() => expect(lastQuery('GET /api/v1/moderator/orders').get('sort')).toBe('total_desc'));
    // the date is the default sort: its first click is newest first (the URL drops the sort), the next oldest first
    fireEvent.click(header('Ngày đặt'));
    await waitFor(() => expect(lastQuery('GET /api/v1/moderator/orders').get('sort')).toBe('newest'));
    expect(router.state.location.search).not.toContain('sort=');
    fireEvent.click(header('Ngày đặt'));
    await waitFor(() => expect(lastQuery('GET /api/v1/moderator/orders').get('sort')).toBe('oldest'));
    expect(router.state.location.search).toContain('sort=oldest');
    fireEvent.click(header('Trạng thái'));
    await waitFor(() => expect(lastQuery('GET /api/v1/moderator/orders').get('sort')).toBe('status_asc'));
  });

  it('a shop is chosen by name from the server’s search; the list is asked for that shop', async () => {
    answers['GET /api/v1/moderator/orders'] = json({ items: [order('o1', 'DH261121AAAAAA')], page: 1, page_size: 20, total: 1 });
    answers['GET /api/v1/moderator/shops'] = json([
      { id: '33333333-3333-4333-8333-333333333333', name: 'Đào Gunpla', slug: 'dao-gunpla-abc', owner_name: 'Đào Văn Nam' },
    ]);
    const router = renderAt('/moderator/order-management');
    expect(await screen.findByText('DH261121AAAAAA', {}, slow)).toBeTruthy();
    const box = screen.getByLabelText('Lọc theo shop');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'dao' } });
    fireEvent.click(await screen.findByText('Đào Gunpla · Đào Văn Nam', {}, slow));
    expect(lastQuery('GET /api/v1/moderator/shops').get('q')).toBe('dao');
    await waitFor(() => expect(router.state.location.search).toContain('shop_id=33333333-3333-4333-8333-333333333333'));
    await waitFor(() => expect(lastQuery('GET /api/v1/moderator/orders').get('shop_id')).toBe('33333333-3333-4333-8333-333333333333'));
  });

  it('says so when nothing matches the filters', async () => {
    answers['GET /api/v1/moderator/orders'] = json({ items: [], page: 1, page_size: 20, total: 0 });
    renderAt('/moderator/order-management?type=exchange');
    expect(await screen.findByText('Không có đơn hàng nào khớp bộ lọc', {}, slow)).toBeTruthy();
  });

  it('the complaint queue shows both sides; a partial refund above the items’ price is refused before sending, then sent', async () => {
    const o = order('o1', 'DH261121AAAAAA', { complaint_status: 'open', complaint_status_label: 'Đang chờ xử lý' });
    answers['GET /api/v1/moderator/complaints'] = json({ items: [complaint(o)], page: 1, page_size: 10, total: 1 });
    answers['POST /api/v1/moderator/orders/o1/complaint/decision'] = json({});
    renderAt('/moderator/order-management?tab=complaints');
    expect(await screen.findByText('Hộp bị móp một góc và thiếu decal', {}, slow)).toBeTruthy();
    expect(screen.getByText('Shop có video đóng gói đủ decal')).toBeTruthy();
    expect(screen.getByAltText('Ảnh khiếu nại 1')).toBeTruthy();

    fireEvent.click(screen.getByText('Xử lý').closest('button')!);
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByText('Hoàn tiền một phần'));
    const amount = await within(dialog).findByLabelText('Số tiền hoàn');
    fireEvent.change(amount, { target: { value: '500000' } });
    fireEvent.click(within(dialog).getByText('Xác nhận quyết định').closest('button')!);
    expect(await within(dialog).findByText('Số tiền hoàn tối đa là 400.000 ₫ (tiền hàng của đơn)', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/v1/moderator/orders/o1/complaint/decision')).toBe(false);

    fireEvent.change(amount, { target: { value: '200000' } });
    fireEvent.change(within(dialog).getByLabelText('Ghi chú quyết định'), { target: { value: 'Hoàn một nửa tiền hàng' } });
    fireEvent.click(within(dialog).getByText('Xác nhận quyết định').closest('button')!);
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/moderator/orders/o1/complaint/decision')).toBe(true), slow);
    const sent = calls.find((c) => c.key === 'POST /api/v1/moderator/orders/o1/complaint/decision')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ decision: 'partial_refund', amount: 200_000, note: 'Hoàn một nửa tiền hàng' });
  });
});
