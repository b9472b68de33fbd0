import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Notification } from '@cho-gundam/contracts';
import { jsonResponse } from '../../../test/stub-server';
import { toast } from '@/shared/ui/toast';
import { NotificationsCenter } from './notifications-center';
import { clearNotifications } from './notifications-store';

vi.mock('@/shared/ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), open: vi.fn(), destroy: vi.fn() },
}));

const n = (i: number, over: Partial<Notification> = {}): Notification => ({
  id: `id${i}`,
  recipientID: 'u1',
  title: `Tiêu đề số ${i}`,
  message: `Nội dung ${i}`,
  type: i % 2 ? 'wallet' : 'order',
  link: null,
  isRead: i >= 2,
  createdAt: new Date(Date.UTC(2026, 2, 1, 8) - i * 60_000).toISOString(),
  readAt: null,
  ...over,
});

afterEach(() => {
  cleanup();
  clearNotifications();
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe('/notifications', () => {
  it('shows the first 50, more on demand, filters, and rolls back a failed mark-all with the seed’s toast', async () => {
    const all = Array.from({ length: 60 }, (_, i) => n(i));
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      urls.push(`${init.method ?? 'GET'} ${url}`);
      if (url.includes('/stream')) return new Response(new ReadableStream(), { status: 200 });
      if (init.method === 'PATCH') return jsonResponse({ error: { code: 'internal', message: 'Lỗi' } }, 500);
      const u = new URL(url, 'http://x');
      const limit = Number(u.searchParams.get('limit'));
      const start = u.searchParams.get('cursor') ? 50 : 0;
      const items = all.slice(start, start + limit);
      return jsonResponse({ items, next_cursor: start + limit < all.length ? 'c50' : null, unread_count: 2 }, 200);
    });
    render(
      <MemoryRouter>
        <NotificationsCenter userId="u1" isSignedIn={() => false} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50));
    expect(urls).toContain('GET /api/v1/notifications?limit=50');
    expect(screen.getByText('2 chưa đọc')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm thông báo' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(60));
    expect(urls).toContain('GET /api/v1/notifications?limit=50&cursor=c50');
    expect(screen.queryByRole('button', { name: 'Xem thêm thông báo' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Tìm kiếm thông báo'), { target: { value: 'tieu de so 59' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Tìm kiếm thông báo'), { target: { value: 'không có gì' } });
    await screen.findByText('Không tìm thấy thông báo phù hợp');
    fireEvent.change(screen.getByLabelText('Tìm kiếm thông báo'), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ title: 'Không thể đánh dấu tất cả đã đọc' }));
    expect(screen.getByText('2 chưa đọc')).toBeTruthy();
  });

  it('empty and error states', async () => {
    let fail = true;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('/stream')) return new Response(new ReadableStream(), { status: 200 });
      return fail
        ? jsonResponse({ error: { code: 'internal', message: 'Hệ thống đang bận' } }, 500)
        : jsonResponse({ items: [], next_cursor: null, unread_count: 0 }, 200);
    });
    render(
      <MemoryRouter>
        <NotificationsCenter userId="u1" isSignedIn={() => false} />
      </MemoryRouter>,
    );
    await screen.findByText('Không thể tải thông báo');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    await screen.findByText('Không có thông báo nào');
  });
});
