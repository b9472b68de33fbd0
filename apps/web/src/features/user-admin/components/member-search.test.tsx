import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberDetail, MemberListItem } from '@cho-gundam/contracts';
import { json, jsonResponse, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { MemberSearch } from './member-search';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

const member = (id: string, name: string, over: Partial<MemberListItem> = {}): MemberListItem => ({
  id,
  full_name: name,
  email: `${id}@example.vn`,
  phone_number: '0912345678',
  role: 'member',
  status: 'active',
  locked_reason: null,
  avatar_url: null,
  created_at: '2026-11-01T03:00:00.000Z',
  ...over,
});

const detail = (m: MemberListItem, over: Partial<MemberDetail> = {}): MemberDetail => ({
  user: { ...m, email_verified: true, phone_number_verified: true, locked_at: null, locked_by_name: null, has_password: true },
  shop: null,
  plan: null,
  wallet: { balances: { available: 1_250_000, held: 0, pending: 0 }, recent: [] },
  orders: [
    {
      id: 'o1',
      code: 'DH0001',
      side: 'buyer',
      type: 'regular',
      status: 'completed',
      status_label: 'Hoàn tất',
      total_amount: 450_000,
      created_at: '2026-11-20T03:00:00.000Z',
    },
  ],
  auctions: [],
  sessions: [],
  audit: [
    {
      id: 1,
      action: 'member.warn',
      action_label: 'Gửi cảnh báo',
      actor_name: 'Kiểm Duyệt Viên',
      reason: 'Đăng ảnh sai',
      message: 'Đăng ảnh sai',
      created_at: '2026-11-21T03:00:00.000Z',
    },
  ],
  trades: [
    {
      id: 'e7a1c2d3-0000-4000-8000-000000000001',
      role: 'offerer',
      other: { id: 'u9', full_name: 'Lê Người Đăng' },
      status: 'completed',
      status_label: 'Hoàn tất',
      created_at: '2026-11-18T03:00:00.000Z',
    },
  ],
  flags: [
    {
      target_type: 'exchange_post',
      target_id: 'p1',
      title: 'Đổi Zaku lấy Gouf',
      count: 3,
      reasons: ['scam', 'duplicate'],
      status: 'open',
      last_at: '2026-11-22T03:00:00.000Z',
    },
  ],
  actions: { lock: true, unlock: false, warn: true },
  ...over,
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/moderator/user-management', element: <MemberSearch /> }], { initialEntries: [path] });
  render(
    <TestProviders user={makeUser('moderator')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const button = (el: HTMLElement, text: string) =>
  Array.from(el.querySelectorAll<HTMLElement>('button, a')).find((b) => b.textContent?.trim() === text);
async function dialogOf(title: string) {
  const headings = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-drawer-title span' }, slow);
  return headings[headings.length - 1]!.closest('.ant-modal, .ant-drawer, [role="dialog"]') as HTMLElement;
}
const listGets = () => calls.filter((c) => c.key === 'GET /api/v1/moderator/users').map((c) => new URL(c.url, 'http://x').searchParams);

describe('moderator user management', { timeout: 60_000 }, () => {
  beforeEach(() => {
    const a = member('u1', 'Nguyễn Văn An');
    answers['GET /api/v1/moderator/users'] = json({
      items: [a, member('u2', 'Trần Bị Khóa', { status: 'locked', locked_reason: 'Lừa đảo' })],
      page: 1,
      page_size: 20,
      total: 2,
    });
    answers['GET /api/v1/moderator/users/u1'] = json(detail(a));
  });

  it('searches on the server with the query and filters from the URL, and shows statuses', async () => {
    renderAt('/moderator/user-management?q=an&status=active&page=2');
    expect(await screen.findByText('Nguyễn Văn An', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Đã khóa')).toBeTruthy();
    expect(listGets().some((q) => q.get('q') === 'an' && q.get('status') === 'active' && q.get('page') === '2')).toBe(true);
  });

  it('opens the drawer from ?user=<id>, shows the detail, and locks with a validated reason', async () => {
    answers['POST /api/v1/moderator/users/u1/lock'] = json(
      member('u1', 'Nguyễn Văn An', { status: 'locked', locked_reason: 'Lừa đảo người mua' }),
    );
    renderAt('/moderator/user-management?user=u1');
    const drawer = await dialogOf('Nguyễn Văn An');
    await waitFor(() => expect(drawer.textContent).toContain('u1@example.vn'));
    fireEvent.click(within(drawer).getByText('Ví'));
    await waitFor(() => expect(drawer.textContent).toContain('1.250.000 ₫'));
    fireEvent.click(within(drawer).getByText('Lịch sử xử lý (1)'));
    await waitFor(() => expect(drawer.textContent).toContain('Gửi cảnh báo'));
    expect(drawer.textContent).toContain('Kiểm Duyệt Viên');

    fireEvent.click(button(drawer, 'Khóa tài khoản')!);
    const dialog = await dialogOf('Khóa tài khoản');
    const box = within(dialog).getByLabelText(/Lý do khóa/);
    fireEvent.change(box, { target: { value: 'x' } });
    fireEvent.click(button(dialog, 'Khóa tài khoản')!);
    expect(await within(dialog).findByText('Lý do khóa tối thiểu 5 ký tự', undefined, slow)).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    fireEvent.change(box, { target: { value: '  Lừa đảo người mua  ' } });
    fireEvent.click(button(dialog, 'Khóa tài khoản')!);
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/moderator/users/u1/lock')).toBe(true));
    const sent = calls.find((c) => c.key === 'POST /api/v1/moderator/users/u1/lock')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ reason: 'Lừa đảo người mua' });
  });

  it('shows the member’s trades and the reports against them in their tabs', async () => {
    renderAt('/moderator/user-management?user=u1');
    const drawer = await dialogOf('Nguyễn Văn An');
    fireEvent.click(await within(drawer).findByText('Trao đổi (1)', undefined, slow));
    const trade = await within(drawer).findByText('E7A1C2D3', undefined, slow);
    expect(trade.closest('a')!.getAttribute('href')).toBe('/moderator/exchange-management?id=e7a1c2d3-0000-4000-8000-000000000001');
    expect(drawer.textContent).toContain('Lê Người Đăng');
    expect(drawer.textContent).toContain('Người đề nghị');
    expect(drawer.textContent).toContain('18/11/2026 10:00');

    fireEvent.click(within(drawer).getByText('Bị báo cáo (1)'));
    const flag = await within(drawer).findByText('Đổi Zaku lấy Gouf', undefined, slow);
    expect(flag.closest('a')!.getAttribute('href')).toBe('/moderator/flags?status=open&target=exchange_post:p1');
    expect(drawer.textContent).toContain('Bài đăng trao đổi');
    expect(drawer.textContent).toContain('Có dấu hiệu lừa đảo, Tin rác, đăng trùng lặp');
    expect(drawer.textContent).toContain('Chờ xử lý');
  });

  it('shows the server’s refusal in the dialog', async () => {
    answers['POST /api/v1/moderator/users/u1/warn'] = json(
      { error: { code: 'forbidden', message: 'Bạn không thể tự gửi cảnh báo cho chính mình' } },
      403,
    );
    renderAt('/moderator/user-management?user=u1');
    const drawer = await dialogOf('Nguyễn Văn An');
    await waitFor(() => expect(button(drawer, 'Gửi cảnh báo')).toBeTruthy());
    fireEvent.click(button(drawer, 'Gửi cảnh báo')!);
    const dialog = await dialogOf('Gửi cảnh báo');
    fireEvent.change(within(dialog).getByLabelText(/Nội dung cảnh báo/), { target: { value: 'Vui lòng đăng ảnh thật của sản phẩm' } });
    fireEvent.click(button(dialog, 'Gửi cảnh báo')!);
    expect(await within(dialog).findByText('Bạn không thể tự gửi cảnh báo cho chính mình', undefined, slow)).toBeTruthy();
  });

  it('says so when the list cannot load, with a retry', async () => {
    answers['GET /api/v1/moderator/users'] = [
      () => jsonResponse({ error: { code: 'internal', message: 'Máy chủ đang bận' } }, 500),
      () => jsonResponse({ items: [], page: 1, page_size: 20, total: 0 }),
    ];
    renderAt('/moderator/user-management?q=khong-co');
    expect(await screen.findByText('Máy chủ đang bận', undefined, slow)).toBeTruthy();
    fireEvent.click(button(document.body, 'Thử lại')!);
    expect(await screen.findByText('Không tìm thấy người dùng nào khớp từ khóa', undefined, slow)).toBeTruthy();
  });
});
