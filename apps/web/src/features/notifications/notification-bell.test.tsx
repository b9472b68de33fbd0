import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Notification } from '@cho-gundam/contracts';
import { jsonResponse } from '../../../test/stub-server';
import { NotificationBell } from './notification-bell';
import { clearNotifications, notificationsStore } from './notifications-store';

vi.mock('@/shared/ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), open: vi.fn(), destroy: vi.fn() },
}));

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
      if (url.includes('/stream'))
        return new Response(new ReadableStream(), { status: 200, headers: { 'content-type': 'text/event-stream' } });
      if (init.method === 'PATCH') {
        patched.push(url);
        return jsonResponse({ ...items[0], isRead: true, readAt: new Date().toISOString() }, 200);
      }
      return jsonResponse({ items: items.slice(0, 15), next_cursor: 'c', unread_count: 3 }, 200);
    });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<NotificationBell userId="u1" isSignedIn={() => true} />} />
          <Route path="/member/profile/orders/regular-auction" element={<p>Trang đơn hàng</p>} />
        </Routes>
      </MemoryRouter>,
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
      url.includes('/stream')
        ? new Response(new ReadableStream(), { status: 200 })
        : jsonResponse({ items: [], next_cursor: null, unread_count: 0 }, 200),
    );
    render(
      <MemoryRouter>
        <NotificationBell userId="u1" isSignedIn={() => false} />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Thông báo' }));
    await screen.findByText('Không có thông báo mới');
  });

  it('leaving the screen keeps the notifications while someone is signed in, and clears them after a sign-out', async () => {
    const items = [n('a', 1), n('b', 2), n('c', 3)];
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/stream')
        ? new Response(new ReadableStream(), { status: 200 })
        : jsonResponse({ items, next_cursor: null, unread_count: 3 }, 200),
    );
    let signedIn = true;
    const bell = () => (
      <MemoryRouter>
        <NotificationBell userId="u1" isSignedIn={() => signedIn} />
      </MemoryRouter>
    );
    const first = render(bell());
    await screen.findByRole('button', { name: 'Thông báo (3 chưa đọc)' });
    first.unmount();
    expect(notificationsStore.getState()).toMatchObject({ userId: 'u1', unreadCount: 3 });

    const second = render(bell());
    await screen.findByRole('button', { name: 'Thông báo (3 chưa đọc)' });
    signedIn = false;
    second.unmount();
    expect(notificationsStore.getState()).toMatchObject({ userId: null, items: [], unreadCount: 0 });
  });
});
