import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Exchange, ModeratorExchangeDetail, ModeratorExchangeRow } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { ExchangeManagement } from './exchange-management';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };
const ID = 'aaaaaaaa-1111-4111-8111-111111111111';
const POSTER = '11111111-1111-4111-8111-111111111111';
const OFFERER = '22222222-2222-4222-8222-222222222222';

const row: ModeratorExchangeRow = {
  id: ID,
  status: 'packaging',
  poster: { id: POSTER, name: 'Nguyễn Văn An', email: 'an@example.com' },
  offerer: { id: OFFERER, name: 'Trần Thị Bình', email: 'binh@example.com' },
  compensation_amount: 50_000,
  compensation_state: 'held',
  order_statuses: { to_poster: 'delivered', to_offerer: 'delivering' },
  stuck_reason: 'dispute',
  open_disputes: 1,
  created_at: '2030-12-01T03:00:00.000Z',
  updated_at: '2030-12-02T03:00:00.000Z',
};

const address = {
  full_name: 'Nguyễn Văn An',
  phone_number: '0912000001',
  province_code: '01',
  province_name: 'Hà Nội',
  ward_code: '1',
  ward_name: 'Phường Cửa Nam',
  detail: '1 Tràng Tiền',
  address_id: 'ad1',
};
const trade: Exchange = {
  id: ID,
  post_id: 'p1',
  offer_id: 'o1',
  status: 'packaging',
  poster: { id: POSTER, full_name: 'Nguyễn Văn An', avatar_url: null },
  offerer: { id: OFFERER, full_name: 'Trần Thị Bình', avatar_url: null },
  poster_kits: [],
  offerer_kits: [],
  compensation: { payer: 'offerer', amount: 50_000, state: 'held' },
  my_side: null,
  addresses: { poster_from: address, poster_to: address, offerer_from: null, offerer_to: null },
  delivery_fees: { poster: { amount: 30_000, state: 'applied' }, offerer: { amount: 32_000, state: 'applied' } },
  orders: { to_poster: null, to_offerer: null },
  parcels: { to_poster: null, to_offerer: null },
  stage: 'fees',
  ship_by: '2030-12-04T03:00:00.000Z',
  received_at: { poster: null, offerer: null },
  completed_at: null,
  canceled_by: null,
  cancel_reason: null,
  created_at: '2030-12-01T03:00:00.000Z',
  updated_at: '2030-12-02T03:00:00.000Z',
  canceled_at: null,
};
const detail: ModeratorExchangeDetail = {
  trade,
  stuck_reason: 'dispute',
  parties: { poster: row.poster, offerer: row.offerer },
  order_to_poster: null,
  order_to_offerer: null,
  disputes: [
    {
      id: 'd1',
      side: 'poster',
      opened_by: { id: POSTER, name: 'Nguyễn Văn An' },
      reason: 'Mô hình bị gãy tay, hộp móp méo',
      image_urls: ['/uploads/exchange-disputes/a-full.webp', '/uploads/exchange-disputes/b-full.webp'],
      status: 'open',
      created_at: '2030-12-03T03:00:00.000Z',
      resolved_at: null,
    },
  ],
  money: {
    compensation: { payer_name: 'Trần Thị Bình', amount: 50_000, state: 'held', state_label: 'Đang tạm giữ' },
    fees: [
      { side: 'poster', payer_name: 'Nguyễn Văn An', amount: 30_000, state_label: 'Đã dùng cho đơn hàng' },
      { side: 'offerer', payer_name: 'Trần Thị Bình', amount: 32_000, state_label: 'Đã dùng cho đơn hàng' },
    ],
  },
  decisions: [],
  can_decide: { complete: false, refund: true, return: false },
};

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/moderator/exchange-management', element: <ExchangeManagement /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders user={makeUser('moderator', 'u-mod')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
const lastQuery = (key: string) => new URL([...calls].reverse().find((c) => c.key === key)!.url, 'http://x').searchParams;

describe('moderator exchange management', { timeout: 60_000 }, () => {
  it('lists the stuck trades from the URL, a party filters by them, the drawer shows the dispute and refunds with a reason', async () => {
    answers['GET /api/v1/moderator/exchanges'] = json({ items: [row], page: 1, page_size: 20, total: 1 });
    answers[`GET /api/v1/moderator/exchanges/${ID}`] = json(detail);
    answers[`POST /api/v1/moderator/exchanges/${ID}/decision`] = json({ ...trade, status: 'failed' });
    const router = renderAt('/moderator/exchange-management?stuck=1&status=packaging');
    // the list has arrived (the total), then its row's reason ("Có khiếu nại" is also a filter's label)
    expect(await screen.findByText('1 giao dịch', {}, slow)).toBeTruthy();
    expect(screen.getAllByText('Có khiếu nại')).toHaveLength(2);
    const q = lastQuery('GET /api/v1/moderator/exchanges');
    expect([q.get('stuck'), q.get('status'), q.get('page_size')]).toEqual(['1', 'packaging', '20']);

    fireEvent.click(screen.getByText('Trần Thị Bình').closest('button')!);
    await waitFor(() => expect(lastQuery('GET /api/v1/moderator/exchanges').get('member_id')).toBe(OFFERER), slow);
    expect(router.state.location.search).toContain('stuck=1');
    expect(await screen.findByText('Thành viên: Trần Thị Bình', {}, slow)).toBeTruthy();

    fireEvent.click(screen.getByLabelText(`Xem giao dịch ${ID.slice(0, 8)}`));
    await waitFor(() => expect(router.state.location.search).toContain(`id=${ID}`), slow);
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByText('Mô hình bị gãy tay, hộp móp méo', {}, slow)).toBeTruthy();
    expect(within(drawer).getByAltText('Ảnh khiếu nại 1')).toBeTruthy();
    expect(within(drawer).getByText(/Đang tạm giữ/)).toBeTruthy();
    expect(within(drawer).getByText('Hoàn tất giao dịch').closest('button')!.hasAttribute('disabled')).toBe(true);
    expect(within(drawer).getByText('Hoàn hàng về người gửi').closest('button')!.hasAttribute('disabled')).toBe(true);
    expect(within(drawer).getByText('Chỉ hoàn hàng được khi đã có kiện hàng giao cho đơn vị vận chuyển.')).toBeTruthy();

    fireEvent.click(within(drawer).getByText('Hoàn tiền cho hai bên').closest('button')!);
    const confirm = (await screen.findByText('Hoàn tiền cho hai bên?', {}, slow)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByText('Xác nhận quyết định').closest('button')!);
    expect(await within(confirm).findByText('Vui lòng nhập lý do quyết định', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.key === `POST /api/v1/moderator/exchanges/${ID}/decision`)).toBe(false);

    fireEvent.change(within(confirm).getByLabelText('Lý do quyết định'), { target: { value: 'Ảnh cho thấy mô hình gãy khi nhận' } });
    fireEvent.click(within(confirm).getByText('Xác nhận quyết định').closest('button')!);
    await waitFor(() => expect(calls.some((c) => c.key === `POST /api/v1/moderator/exchanges/${ID}/decision`)).toBe(true), slow);
    const sent = calls.find((c) => c.key === `POST /api/v1/moderator/exchanges/${ID}/decision`)!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ decision: 'refund', reason: 'Ảnh cho thấy mô hình gãy khi nhận' });
    expect(new Headers(sent.init.headers).get('idempotency-key')).toBeTruthy();
    expect(await screen.findByText('Đã hoàn tiền cho hai bên', {}, slow)).toBeTruthy();
  });

  it('the third decision: sends the kits back to their senders after a confirm with a reason', async () => {
    answers['GET /api/v1/moderator/exchanges'] = json({ items: [row], page: 1, page_size: 20, total: 1 });
    answers[`GET /api/v1/moderator/exchanges/${ID}`] = json({ ...detail, can_decide: { complete: false, refund: true, return: true } });
    answers[`POST /api/v1/moderator/exchanges/${ID}/decision`] = json({ ...trade, status: 'failed' });
    renderAt(`/moderator/exchange-management?id=${ID}`);
    const drawer = await screen.findByRole('dialog', {}, slow);
    const button = (await within(drawer).findByText('Hoàn hàng về người gửi', {}, slow)).closest('button')!;
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    const confirm = (await screen.findByText('Hoàn hàng về người gửi?', {}, slow)).closest('.ant-modal') as HTMLElement;
    expect(within(confirm).getByText(/đặt vận đơn hoàn về người gửi/)).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText('Lý do quyết định'), { target: { value: 'Mô hình gãy, hai bên muốn lấy lại hàng' } });
    fireEvent.click(within(confirm).getByText('Xác nhận quyết định').closest('button')!);
    await waitFor(() => expect(calls.some((c) => c.key === `POST /api/v1/moderator/exchanges/${ID}/decision`)).toBe(true), slow);
    const sent = calls.find((c) => c.key === `POST /api/v1/moderator/exchanges/${ID}/decision`)!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ decision: 'return', reason: 'Mô hình gãy, hai bên muốn lấy lại hàng' });
    expect(await screen.findByText('Đã quyết định hoàn hàng về người gửi', {}, slow)).toBeTruthy();
  });

  it('says so when nothing matches, and shows an error with a retry when the list fails', async () => {
    answers['GET /api/v1/moderator/exchanges'] = json({ items: [], page: 1, page_size: 20, total: 0 });
    renderAt('/moderator/exchange-management?disputed=1');
    expect(await screen.findByText('Không có giao dịch nào khớp bộ lọc', {}, slow)).toBeTruthy();
  });

  it('shows the error and a retry when the list cannot load', async () => {
    answers['GET /api/v1/moderator/exchanges'] = json({ error: { code: 'internal', message: 'Lỗi máy chủ' } }, 500);
    renderAt('/moderator/exchange-management');
    expect(await screen.findByText('Không tải được danh sách giao dịch trao đổi', {}, slow)).toBeTruthy();
  });
});
