import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '@cho-gundam/contracts';
import { json, jsonResponse, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { AuditLogTable } from './audit-log-table';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

const entry = (over: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: 1,
  created_at: '2026-11-25T03:00:00.000Z',
  actor_id: '11111111-1111-4111-8111-111111111111',
  actor_name: 'Quản Trị Viên',
  actor_email: 'admin@chogundam.vn',
  action: 'settings.update',
  action_label: 'Thay đổi cài đặt sàn',
  target_type: 'platform_settings',
  target_type_label: 'Cài đặt sàn',
  target_id: 'platform',
  reason: 'Áp dụng phí sàn 5% từ tháng 12',
  before: { order_fee_rate_bps: 0, order_confirm_hours: 48 },
  after: { order_fee_rate_bps: 500, order_confirm_hours: 48 },
  details: {},
  ...over,
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/moderator/audit-log', element: <AuditLogTable /> }], { initialEntries: [path] });
  render(
    <TestProviders user={makeUser('moderator')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const logGets = () => calls.filter((c) => c.key === 'GET /api/v1/moderator/audit-log').map((c) => new URL(c.url, 'http://x').searchParams);

describe('the audit log page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answers['GET /api/v1/moderator/audit-log'] = json({ items: [entry()], page: 1, page_size: 20, total: 1 });
  });

  it('asks with the filters of the URL, shows the rows, and a row opens the before → after drawer', async () => {
    renderAt('/moderator/audit-log?action=settings.update&q=ph%C3%AD&from=2026-11-01&page=2');
    expect(await screen.findByText('Áp dụng phí sàn 5% từ tháng 12', undefined, slow)).toBeTruthy();
    const q = logGets()[0]!;
    expect(q.get('action')).toBe('settings.update');
    expect(q.get('q')).toBe('phí');
    expect(q.get('from')).toBe('2026-11-01');
    expect(q.get('page')).toBe('2');
    expect(screen.getByText('25/11/2026 10:00')).toBeTruthy();
    fireEvent.click(screen.getByText('Chi tiết'));
    const title = await screen.findAllByText('Thay đổi cài đặt sàn', { selector: '.ant-drawer-title' }, slow);
    const drawer = title[0]!.closest('.ant-drawer') as HTMLElement;
    expect(drawer.textContent).toContain('Phí sàn trên mỗi đơn hàng');
    expect(drawer.querySelector('del')?.textContent).toBe('0 %');
    expect(drawer.textContent).toContain('5 %');
    // unchanged fields are shown too, not struck through
    expect(drawer.textContent).toContain('48 giờ');
    expect(drawer.querySelectorAll('del')).toHaveLength(1);
    expect(drawer.textContent).toContain('Quản Trị Viên (admin@chogundam.vn)');
  });

  it('clicking the actor filters by them through the URL', async () => {
    const router = renderAt('/moderator/audit-log');
    fireEvent.click(await screen.findByText('Quản Trị Viên', undefined, slow));
    await waitFor(() => expect(router.state.location.search).toContain('actor_id=11111111-1111-4111-8111-111111111111'));
    await waitFor(() => expect(logGets().some((q) => q.get('actor_id') === '11111111-1111-4111-8111-111111111111')).toBe(true));
  });

  it('says when nothing matches, and shows the server message with a retry', async () => {
    answers['GET /api/v1/moderator/audit-log'] = [
      () => jsonResponse({ error: { code: 'internal', message: 'Máy chủ đang bận' } }, 500),
      () => jsonResponse({ items: [], page: 1, page_size: 20, total: 0 }),
    ];
    renderAt('/moderator/audit-log?action=plan.update');
    expect(await screen.findByText('Máy chủ đang bận', undefined, slow)).toBeTruthy();
    fireEvent.click(screen.getByText('Thử lại'));
    expect(await screen.findByText('Không có thao tác nào khớp bộ lọc', undefined, slow)).toBeTruthy();
  });
});
