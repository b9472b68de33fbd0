import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Notification } from '@cho-gundam/contracts';
import { makeStore } from '@/app/store';
import { login } from '@/app/slices/auth-slice';
import { NotificationBell } from './notification-bell';
import { clearNotifications } from './notifications-store';

vi.mock('@/shared/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), open: vi.fn(), destroy: vi.fn() } }));

const n = (id: string, minute: number, over: Partial<Notification> = {}): Notification => ({
  id,
  recipientID: 'u1',
  title: `Tiêu đề ${id}`,
  message: `Nội dung ${id}`,
  type: 'order',
  link: '/member/profile/orders/regular-auction',
  isRead: false,
  createdAt: new Date(Date.now() - minute * 60_000).toISOString(),
  readAt: null,
  ...over,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  clearNotifications();
  vi.unstubAllGlobals();
});

describe('the navbar bell', () => {
  it('shows the unread badge, opens the latest 15, and a click marks read and follows the link', async () => {
    const items = Array.from({ length: 16 }, (_, i) => n(`id${i}`, i + 1, { isRead: i >= 3 }));
    const patched: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url.includes('/stream')) return new Response(new ReadableStream(), { status: 200, headers: { 'content-type': 'text/event-stream' } });
      if (init.method === 'PATCH') {
        patched.push(url);
        return json(200, { ...items[0], isRead: true, readAt: new Date().toISOString() });
      }
      return json(200, { items: items.slice(0, 15), next_cursor: 'c', unread_count: 3 });
    });
    const store = makeStore();
    store.dispatch(login({ user: { id: 'u1' }, access_token: 't', access_token_expires_at: null } as never));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<NotificationBell userId="u1" />} />
            <Route path="/member/profile/orders/regular-auction" element={<p>Trang đơn hàng</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    const bell = await screen.findByRole('button', { name: 'Thông báo (3 chưa đọc)' });
    fireEvent.click(bell);
    await screen.findByText('Xem tất cả');
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByText('Đánh dấu tất cả đã đọc')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chưa đọc: Tiêu đề id0' }));
    await screen.findByText('Trang đơn hàng');
    await waitFor(() => expect(patched).toEqual(['/api/v1/notifications/id0/read']));
  });

  it('says so when there is nothing', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/stream') ? new Response(new ReadableStream(), { status: 200 }) : json(200, { items: [], next_cursor: null, unread_count: 0 }),
    );
    const store = makeStore();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <NotificationBell userId="u1" />
        </MemoryRouter>
      </Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Thông báo' }));
    await screen.findByText('Không có thông báo mới');
  });
});
