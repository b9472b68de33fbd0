import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard, ModeratorDashboard } from '@cho-gundam/contracts';
import { json, setupStubServer } from './stub-server';
import { makeUser, openRoute } from './support';

const { answers, calls } = setupStubServer();

const days = (n: number, last: string) => {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
};

function moderatorDashboard(): ModeratorDashboard {
  return {
    generated_at: '2030-03-14T03:00:00.000Z',
    queues: [
      { key: 'withdrawals', label: 'Yêu cầu rút tiền chờ xử lý', path: '/moderator/transaction-management', count: 4 },
      { key: 'complaints', label: 'Khiếu nại đang mở', path: '/moderator/order-management', count: 0 },
    ],
    this_week: { from: '2030-03-11', to: '2030-03-14', orders: 15, auctions: 2, gmv: 2_000_000, new_members: 3 },
    last_week: { from: '2030-03-04', to: '2030-03-10', orders: 12, auctions: 2, gmv: 4_000_000, new_members: 0 },
    series: days(30, '2030-03-14').map((date, i) => ({ date, orders: i % 3, auctions: 0, gmv: i * 100_000, new_members: 1 })),
  };
}

function adminDashboard(period: number): AdminDashboard {
  return {
    generated_at: '2030-03-14T03:00:00.000Z',
    days: period,
    from: days(period, '2030-03-14')[0]!,
    to: '2030-03-14',
    members: 1_250,
    new_members: 37,
    sellers_by_plan: [
      { code: 'trial', name: 'GÓI DÙNG THỬ', sellers: 40 },
      { code: 'upgrade', name: 'GÓI NÂNG CẤP', sellers: 12 },
    ],
    gmv: period === 90 ? 99_000_000 : 45_600_000,
    revenue: { plans: 1_077_000, order_fees: 2_280_000, auction_forfeits: 150_000, other: 0, total: 3_507_000 },
    wallet: { top_ups: 60_000_000, withdrawals: 12_500_000 },
    orders_total: 88,
    orders_by_type: [
      { type: 'regular', label: 'Mua bán', count: 80 },
      { type: 'auction', label: 'Đấu giá', count: 8 },
      { type: 'exchange', label: 'Trao đổi', count: 0 },
    ],
    orders_by_status: [{ status: 'completed', label: 'Hoàn tất', count: 70 }],
    auctions_completed: 6,
    series: days(period, '2030-03-14').map((date) => ({
      date,
      orders: 3,
      gmv: 1_500_000,
      revenue: 75_000,
      new_members: 1,
      auctions_completed: 0,
      wallet_in: 2_000_000,
      wallet_out: 0,
    })),
  };
}

describe('the back-office dashboards', { timeout: 60_000 }, () => {
  it('/moderator opens the dashboard: queue cards link to their pages, weeks compared, 30-day charts drawn', async () => {
    answers['GET /api/v1/moderator/dashboard'] = json(moderatorDashboard());
    const router = openRoute('/moderator', makeUser('moderator'));
    const card = await screen.findByRole('link', { name: 'Yêu cầu rút tiền chờ xử lý: 4' });
    expect(router.state.location.pathname).toBe('/moderator/dashboard');
    expect(card.getAttribute('href')).toBe('/moderator/transaction-management');
    expect(screen.getByRole('link', { name: 'Khiếu nại đang mở: 0' }).getAttribute('href')).toBe('/moderator/order-management');
    // this week against last: +25% orders, half the GMV, new members from none
    expect(screen.getByText('+25% so với tuần trước')).toBeTruthy();
    expect(screen.getByText('−50% so với tuần trước')).toBeTruthy();
    expect(screen.getByText('+3 so với tuần trước')).toBeTruthy();
    expect(screen.getByText(/^2\.000\.000\s₫$/)).toBeTruthy();
    // the charts: recharts' SVG with Vietnamese day ticks
    const chart = screen.getByRole('figure', { name: 'Giá trị hàng hóa của các đơn hoàn tất mỗi ngày trong 30 ngày qua' });
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
    expect(within(chart).getAllByText('13/02').length).toBeGreaterThan(0);
    expect(within(chart).getAllByText(/tr$/).length).toBeGreaterThan(0);
  });

  it('/admin opens "Tổng quan": the figures, the charts, and the period picker asks for 90 days', async () => {
    answers['GET /api/v1/admin/dashboard'] = [json(adminDashboard(30)), json(adminDashboard(90))];
    const router = openRoute('/admin', makeUser('admin'));
    expect(await screen.findByText('1.250')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.getByRole('link', { name: /Tổng quan/ })).toBeTruthy();
    expect(screen.getByText(/^45\.600\.000\s₫$/)).toBeTruthy();
    expect(screen.getAllByText(/^3\.507\.000\s₫$/).length).toBeGreaterThan(0);
    expect(screen.getByText(/^60\.000\.000\s₫$/)).toBeTruthy();
    const bySource = screen.getByRole('figure', { name: 'Doanh thu nền tảng theo nguồn trong 30 ngày' });
    await waitFor(() => expect(within(bySource).getByText('Phí sàn đơn hàng')).toBeTruthy());
    expect(within(bySource).getByText(/^2\.280\.000\s₫$/)).toBeTruthy();
    const money = screen.getByRole('figure', { name: 'GMV và doanh thu nền tảng mỗi ngày trong 30 ngày' });
    expect(money.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(calls.filter((c) => c.key === 'GET /api/v1/admin/dashboard').at(-1)!.url).toContain('days=30');

    fireEvent.click(screen.getByText('90 ngày'));
    expect(await screen.findByText(/^99\.000\.000\s₫$/)).toBeTruthy();
    expect(calls.filter((c) => c.key === 'GET /api/v1/admin/dashboard').at(-1)!.url).toContain('days=90');
    expect(router.state.location.search).toBe('?days=90');
  });

  it('says so when the figures cannot be loaded, and retries', async () => {
    answers['GET /api/v1/admin/dashboard'] = [
      json({ error: { code: 'forbidden', message: 'Chỉ quản trị viên mới xem được số liệu toàn sàn' } }, 403),
      json(adminDashboard(30)),
    ];
    openRoute('/admin/dashboard', makeUser('admin'));
    expect(await screen.findByText('Chỉ quản trị viên mới xem được số liệu toàn sàn')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findByText('1.250')).toBeTruthy();
  });
});
