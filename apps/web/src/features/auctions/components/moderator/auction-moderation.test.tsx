import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuctionCard, AuctionRequest, AuctionStatus } from '@cho-gundam/contracts';
import { json, jsonResponse, setupStubServer } from '../../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../../test/support';
import { AuctionModeration } from './auction-moderation';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

const kit = (name: string) => ({
  id: `kit-${name}`,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  grade_code: 'HG',
  grade_name: 'High Grade',
  scale: '1/144',
  condition: 'new',
  series: 'Mobile Suit Gundam',
  image: { thumb: `/uploads/${name}-thumb.webp`, card: `/uploads/${name}-card.webp`, full: `/uploads/${name}-full.webp` },
});

const request = (id: string, name: string, over: Partial<AuctionRequest> = {}): AuctionRequest => ({
  id,
  status: 'pending',
  status_label: 'Chờ duyệt',
  kit: kit(name),
  seller: { id: 'u-seller', full_name: 'Trần Thị Bình', shop_name: 'Gundam Nhà Bình' },
  starting_price: 400_000,
  bid_increment: 20_000,
  buy_now_price: 800_000,
  deposit_amount: 60_000,
  start_at: '2026-12-01T13:00:00.000Z',
  end_at: '2026-12-03T13:00:00.000Z',
  reject_reason: null,
  decided_at: null,
  auction_id: null,
  created_at: '2026-11-25T03:00:00.000Z',
  ...over,
});

const auction = (id: string, name: string, status: AuctionStatus): AuctionCard => ({
  id,
  status,
  status_label: '',
  kit: kit(name),
  seller: { id: 'u-seller', shop_name: 'Gundam Nhà Bình', shop_slug: 'gundam-nha-binh' },
  starting_price: 400_000,
  current_price: 460_000,
  bid_increment: 20_000,
  buy_now_price: null,
  deposit_amount: 60_000,
  bid_count: 3,
  participant_count: 2,
  start_at: '2026-12-01T13:00:00.000Z',
  end_at: '2026-12-03T13:00:00.000Z',
});

const paged = <T,>(items: T[]) => json({ items, page: 1, page_size: 20, total: items.length });

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/moderator/auction-management', element: <AuctionModeration /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders user={makeUser('moderator')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/** The table row of a kit (found by its name: role queries over a whole antd table are slow in jsdom). */
async function rowOf(kitName: string) {
  const name = await screen.findByText(kitName, { selector: 'button span, span.ant-typography, strong' }, slow);
  return name.closest('tr') as HTMLElement;
}
/** The open dialog whose title is `title`. */
async function dialogOf(title: string) {
  const headings = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title, .ant-drawer-title' }, slow);
  return headings[headings.length - 1]!.closest('.ant-modal, [role="dialog"]') as HTMLElement;
}

/** A button (or link) by its text: getByRole's visibility checks are slow over antd's styles in jsdom. */
function button(within: HTMLElement, text: string) {
  return Array.from(within.querySelectorAll<HTMLElement>('button, a')).find((b) => b.textContent?.trim() === text);
}
const alertIn = (el: HTMLElement) => el.querySelector('[role="alert"]')?.textContent;

const requestGets = () => calls.filter((c) => c.key === 'GET /api/v1/moderator/auction-requests');

describe('moderator auction requests', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answers['GET /api/v1/moderator/auction-requests'] = paged([request('r1', 'Zaku II'), request('r2', 'Gundam Aerial')]);
  });

  it('lists the pending queue with the kit photo, the seller and the figures; the tab counts it', async () => {
    renderAt('/moderator/auction-management');
    const row = await rowOf('Zaku II');
    expect(within(row).getByText('Trần Thị Bình')).toBeTruthy();
    expect(within(row).getByText('Gundam Nhà Bình')).toBeTruthy();
    expect(within(row).getByText('HG · 1/144 · Nguyên hộp / chưa lắp')).toBeTruthy();
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/uploads/Zaku II-thumb.webp');
    expect(row.textContent).toContain('400.000 ₫');
    expect(row.textContent).toContain('01/12/2026 20:00');
    expect(row.textContent).toContain('03/12/2026 20:00');
    expect(screen.getByText('Yêu cầu chờ duyệt', { exact: false }).closest('[role="tab"]')?.textContent).toContain('2');
    const query = new URL(requestGets()[0]!.url, 'http://x').searchParams;
    expect(query.get('status')).toBe('pending');
    expect(query.get('page')).toBe('1');
  });

  it('says when nothing waits, and shows the server message with a retry when the list fails', async () => {
    answers['GET /api/v1/moderator/auction-requests'] = [
      () => jsonResponse({ error: { code: 'internal', message: 'Máy chủ đang bận' } }, 500),
      () => jsonResponse({ items: [], page: 1, page_size: 20, total: 0 }),
    ];
    renderAt('/moderator/auction-management');
    expect(await screen.findByText('Không tải được yêu cầu đấu giá', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Máy chủ đang bận')).toBeTruthy();
    fireEvent.click(button(document.body, 'Thử lại')!);
    expect(await screen.findByText('Không có yêu cầu nào chờ duyệt', undefined, slow)).toBeTruthy();
  });

  it('refuses a short reject reason before any request, then sends a proper one', async () => {
    answers['POST /api/v1/moderator/auction-requests/r1/reject'] = json({ id: 'r1', status: 'rejected', auction_id: null });
    renderAt('/moderator/auction-management');
    const row = await rowOf('Zaku II');
    fireEvent.click(button(row, 'Từ chối')!);
    const dialog = await dialogOf('Từ chối yêu cầu đấu giá');
    const box = within(dialog).getByLabelText(/Lý do từ chối/);
    fireEvent.change(box, { target: { value: 'ảnh mờ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(alertIn(dialog)).toBe('Lý do tối thiểu 10 ký tự');
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    fireEvent.change(box, { target: { value: '  Ảnh mô hình bị mờ, vui lòng chụp lại  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/moderator/auction-requests/r1/reject')).toBe(true));
    const sent = calls.find((c) => c.key === 'POST /api/v1/moderator/auction-requests/r1/reject')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ reason: 'Ảnh mô hình bị mờ, vui lòng chụp lại' });
  });

  it('a request someone else decided first: the server message, and the list is read again', async () => {
    answers['POST /api/v1/moderator/auction-requests/r2/approve'] = json(
      { error: { code: 'invalid_transition', message: 'Yêu cầu này đã được xử lý' } },
      409,
    );
    renderAt('/moderator/auction-management');
    const row = await rowOf('Gundam Aerial');
    const before = requestGets().length;
    fireEvent.click(button(row, 'Duyệt')!);
    const dialog = await dialogOf('Duyệt yêu cầu đấu giá?');
    fireEvent.click(button(dialog, 'Duyệt')!);
    expect(await screen.findByText('Yêu cầu này đã được xử lý', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(requestGets().length).toBeGreaterThan(before));
  });

  it('every request shows its status and the reject reason; the filter goes to the URL', async () => {
    answers['GET /api/v1/moderator/auction-requests'] = paged([
      request('r3', 'Zaku II', { status: 'rejected', status_label: 'Bị từ chối', reject_reason: 'Ảnh chưa rõ hộp và phụ kiện' }),
    ]);
    const router = renderAt('/moderator/auction-management?tab=requests&status=rejected&page=2');
    const row = await rowOf('Zaku II');
    expect(within(row).getByText('Bị từ chối')).toBeTruthy();
    expect(row.textContent).toContain('Ảnh chưa rõ hộp và phụ kiện');
    expect(button(row, 'Duyệt')).toBeUndefined();
    const asked = requestGets().map((c) => new URL(c.url, 'http://x').searchParams);
    expect(asked.some((q) => q.get('status') === 'rejected' && q.get('page') === '2')).toBe(true);
    // the drawer opens from the row and lives in the URL
    fireEvent.click(button(row, 'Chi tiết')!);
    await waitFor(() => expect(router.state.location.search).toContain('request=r3'));
    const drawer = await dialogOf('Zaku II');
    expect(drawer.querySelector('img[alt="Zaku II"]')?.getAttribute('src')).toBe('/uploads/Zaku II-card.webp');
    expect(drawer.textContent).toContain('Ảnh chưa rõ hộp và phụ kiện');
  });
});

describe('moderator auctions', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answers['GET /api/v1/moderator/auction-requests'] = paged([]);
    answers['GET /api/v1/moderator/auctions'] = paged([
      auction('a1', 'Zaku II', 'scheduled'),
      auction('a2', 'Gundam Aerial', 'active'),
      auction('a3', 'Sazabi', 'completed'),
    ]);
  });

  it('offers reschedule only while scheduled, cancel until settled, and links each auction', async () => {
    renderAt('/moderator/auction-management?tab=auctions');
    const scheduled = await rowOf('Zaku II');
    const active = await rowOf('Gundam Aerial');
    const completed = await rowOf('Sazabi');
    expect(within(scheduled).getByText('Sắp diễn ra')).toBeTruthy();
    expect(button(scheduled, 'Đổi thời gian')).toBeTruthy();
    expect(button(scheduled, 'Hủy phiên')).toBeTruthy();
    expect(within(scheduled).getByTestId('auction-countdown').textContent).toContain('Bắt đầu sau');
    expect(button(active, 'Đổi thời gian')).toBeUndefined();
    expect(button(active, 'Hủy phiên')).toBeTruthy();
    expect(button(completed, 'Hủy phiên')).toBeUndefined();
    expect(within(completed).queryByTestId('auction-countdown')).toBeNull();
    expect(button(completed, 'Xem phiên')?.getAttribute('href')).toBe('/auction/a3');
  });

  it('a refusal that is not a conflict stays in the dialog', async () => {
    answers['POST /api/v1/moderator/auctions/a1/cancel'] = json(
      { error: { code: 'business_rule', message: 'Không thể hủy lúc này, vui lòng thử lại sau' } },
      422,
    );
    renderAt('/moderator/auction-management?tab=auctions');
    fireEvent.click(button(await rowOf('Zaku II'), 'Hủy phiên')!);
    const dialog = await dialogOf('Hủy phiên đấu giá');
    fireEvent.change(within(dialog).getByLabelText(/Lý do hủy phiên/), { target: { value: 'Người bán báo mô hình bị lỗi' } });
    fireEvent.click(button(dialog, 'Hủy phiên')!);
    await waitFor(() => expect(alertIn(dialog)).toBe('Không thể hủy lúc này, vui lòng thử lại sau'));
    expect(dialog.isConnected).toBe(true);
  });

  it('cancels with a reason after warning that every deposit is released', async () => {
    answers['POST /api/v1/moderator/auctions/a2/cancel'] = json({ id: 'a2', status: 'canceled' });
    renderAt('/moderator/auction-management?tab=auctions');
    const active = await rowOf('Gundam Aerial');
    fireEvent.click(button(active, 'Hủy phiên')!);
    const dialog = await dialogOf('Hủy phiên đấu giá');
    expect(dialog.textContent).toContain('Mọi tiền cọc của người tham gia (2 người) sẽ được hoàn lại');
    fireEvent.change(within(dialog).getByLabelText(/Lý do hủy phiên/), { target: { value: 'Người bán báo mô hình bị lỗi' } });
    fireEvent.click(button(dialog, 'Hủy phiên')!);
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/moderator/auctions/a2/cancel')).toBe(true));
    expect(await screen.findByText('Đã hủy phiên đấu giá "Gundam Aerial"', undefined, slow)).toBeTruthy();
  });

  it('starts the reschedule picker at the current times in Vietnam time and sends no unchanged times', async () => {
    renderAt('/moderator/auction-management?tab=auctions');
    const scheduled = await rowOf('Zaku II');
    fireEvent.click(button(scheduled, 'Đổi thời gian')!);
    const dialog = await dialogOf('Đổi thời gian phiên đấu giá');
    // the picker starts at the current times, in Vietnam time
    expect((within(dialog).getByPlaceholderText('Bắt đầu') as HTMLInputElement).value).toBe('01/12/2026 20:00');
    expect((within(dialog).getByPlaceholderText('Kết thúc') as HTMLInputElement).value).toBe('03/12/2026 20:00');
    // unchanged times are not sent
    fireEvent.click(button(dialog, 'Lưu thời gian')!);
    expect(alertIn(dialog)).toBe('Thời gian mới trùng với thời gian hiện tại');
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });
});
