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

  it('the time header sorts on the server: oldest first goes into the URL and the request, and back', async () => {
    const router = renderAt('/moderator/audit-log?action=settings.update&page=2');
    expect(await screen.findByText('Áp dụng phí sàn 5% từ tháng 12', undefined, slow)).toBeTruthy();
    expect(logGets()[0]!.get('sort')).toBeNull();
    const timeHeader = () =>
      screen
        .getAllByText('Thời gian')
        .find((e) => e.closest('th'))!
        .closest('th')!;
    fireEvent.click(timeHeader());
    await waitFor(() => expect(router.state.location.search).toContain('sort=oldest'));
    expect(router.state.location.search).not.toContain('page=');
    await waitFor(() => expect(logGets().at(-1)!.get('sort')).toBe('oldest'));
    expect(logGets().at(-1)!.get('action')).toBe('settings.update');
    fireEvent.click(timeHeader());
    await waitFor(() => expect(router.state.location.search).not.toContain('sort='));
    await waitFor(() => expect(logGets().at(-1)!.get('sort')).toBeNull());
  });

  it('"Người thực hiện" finds staff by name on the server and filters by the one chosen', async () => {
    answers['GET /api/v1/moderator/users'] = json({
      items: [
        {
          id: '33333333-3333-4333-8333-333333333333',
          full_name: 'Kiểm Duyệt Viên',
          email: 'moderator@chogundam.vn',
          phone_number: null,
          role: 'moderator',
          status: 'active',
          locked_reason: null,
          avatar_url: null,
          created_at: '2026-11-01T03:00:00.000Z',
        },
      ],
      page: 1,
      page_size: 10,
      total: 1,
    });
    const router = renderAt('/moderator/audit-log');
    expect(await screen.findByText('Áp dụng phí sàn 5% từ tháng 12', undefined, slow)).toBeTruthy();
    const box = screen.getByLabelText('Lọc theo người thực hiện');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'kiểm' } });
    fireEvent.click(await screen.findByText('Kiểm Duyệt Viên (moderator@chogundam.vn)', undefined, slow));
    const asked = calls.filter((c) => c.key === 'GET /api/v1/moderator/users').map((c) => new URL(c.url, 'http://x').searchParams);
    expect([asked.at(-1)!.get('role'), asked.at(-1)!.get('q')]).toEqual(['staff', 'kiểm']);
    await waitFor(() => expect(router.state.location.search).toContain('actor_id=33333333-3333-4333-8333-333333333333'));
    await waitFor(() => expect(logGets().at(-1)!.get('actor_id')).toBe('33333333-3333-4333-8333-333333333333'));
    expect(box.closest('.ant-select')!.textContent).toContain('Kiểm Duyệt Viên');
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
