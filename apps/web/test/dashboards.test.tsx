import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard, ModeratorDashboard, SellerDashboard, SellerRevenue } from '@cho-gundam/contracts';
import { ADMIN_DASHBOARD_POLL_MS } from '@/features/dashboards';
import { json, setupStubServer } from './stub-server';
import { makeUser, openRoute } from './support';

const { answers, calls } = setupStubServer();

const days = (n: number, last: string) => {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
};

function moderatorDashboard(period = 30): ModeratorDashboard {
  return {
    generated_at: '2030-03-14T03:00:00.000Z',
    days: period,
    from: days(period, '2030-03-14')[0]!,
    to: '2030-03-14',
    queues: [
      { key: 'withdrawals', label: 'Yêu cầu rút tiền chờ xử lý', path: '/moderator/transaction-management', count: 4 },
      { key: 'complaints', label: 'Khiếu nại đang mở', path: '/moderator/order-management', count: 0 },
    ],
    this_week: { from: '2030-03-11', to: '2030-03-14', orders: 15, auctions: 2, exchanges: 1, gmv: 2_000_000, new_members: 3 },
    last_week: { from: '2030-03-04', to: '2030-03-10', orders: 12, auctions: 2, exchanges: 0, gmv: 4_000_000, new_members: 0 },
    series: days(period, '2030-03-14').map((date, i) => ({
      date,
      orders: i % 3,
      auctions: 0,
      exchanges: 0,
      gmv: i * 100_000,
      new_members: 1,
    })),
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
    exchanges_completed: 3,
    series: days(period, '2030-03-14').map((date) => ({
      date,
      orders: 3,
      gmv: 1_500_000,
      revenue: 75_000,
      new_members: 1,
      auctions_completed: 0,
      exchanges_completed: 0,
      wallet_in: 2_000_000,
      wallet_out: 0,
    })),
  };
}

describe('the back-office dashboards', { timeout: 60_000 }, () => {
  afterEach(() => vi.useRealTimers());

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
    expect(screen.getByText('Giao dịch trao đổi hoàn tất tuần này')).toBeTruthy();
    // the charts: their SVG with Vietnamese day ticks
    const chart = screen.getByRole('figure', { name: 'Giá trị hàng hóa của các đơn hoàn tất mỗi ngày trong 30 ngày qua' });
    await waitFor(() => expect(chart.querySelector('svg.cg-chart__surface')).not.toBeNull());
    // the last day always has its label; the others as many as have room (every third at 640 px)
    expect(within(chart).getByText('14/03')).toBeTruthy();
    expect(within(chart).getByText('11/03')).toBeTruthy();
    expect(within(chart).queryByText('12/03')).toBeNull();
    expect(within(chart).getAllByText(/tr$/).length).toBeGreaterThan(0);
  });

  it('/moderator/dashboard: the period picker redraws the charts over 7 days, keeps it in the URL, and leaves the weeks alone', async () => {
    answers['GET /api/v1/moderator/dashboard'] = [json(moderatorDashboard(30)), json(moderatorDashboard(7))];
    const router = openRoute('/moderator/dashboard', makeUser('moderator'));
    expect(await screen.findByRole('heading', { name: '30 ngày qua' })).toBeTruthy();
    const requests = () => calls.filter((c) => c.key === 'GET /api/v1/moderator/dashboard').map((c) => new URL(c.url, 'http://x').search);
    expect(requests()).toEqual(['?days=30']);

    fireEvent.click(screen.getByText('7 ngày'));
    expect(await screen.findByRole('heading', { name: '7 ngày qua' })).toBeTruthy();
    expect(requests()).toEqual(['?days=30', '?days=7']);
    expect(router.state.location.search).toBe('?days=7');
    expect(screen.getByText('08/03/2030 – 14/03/2030')).toBeTruthy();
    const gmv = screen.getByRole('figure', { name: 'Giá trị hàng hóa của các đơn hoàn tất mỗi ngày trong 7 ngày qua' });
    await waitFor(() => expect(gmv.querySelector('svg.cg-chart__surface')).not.toBeNull());
    expect(within(gmv).getAllByText('08/03').length).toBeGreaterThan(0);
    expect(within(gmv).queryByText('13/02')).toBeNull();
    // the week cards are the same figures
    expect(screen.getByText('+25% so với tuần trước')).toBeTruthy();
  });

  it('/moderator/dashboard?days=90 asks for 90 days at once; 30 days leaves the URL clean', async () => {
    answers['GET /api/v1/moderator/dashboard'] = [json(moderatorDashboard(90)), json(moderatorDashboard(30))];
    const router = openRoute('/moderator/dashboard?days=90', makeUser('moderator'));
    expect(await screen.findByRole('heading', { name: '90 ngày qua' })).toBeTruthy();
    expect(calls.find((c) => c.key === 'GET /api/v1/moderator/dashboard')!.url).toContain('days=90');
    fireEvent.click(screen.getByText('30 ngày'));
    expect(await screen.findByRole('heading', { name: '30 ngày qua' })).toBeTruthy();
    expect(calls.filter((c) => c.key === 'GET /api/v1/moderator/dashboard').at(-1)!.url).toContain('days=30');
    expect(router.state.location.search).toBe('');
  });

  it('/admin/dashboard refreshes itself: a minute later it asks again and shows the new figures', async () => {
    // fake timers that still move with real time (Testing Library's waiting needs it); the minute itself is skipped
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const later = { ...adminDashboard(30), members: 1_251, generated_at: '2030-03-14T03:01:00.000Z' };
    answers['GET /api/v1/admin/dashboard'] = [json(adminDashboard(30)), json(later)];
    openRoute('/admin/dashboard', makeUser('admin'));
    expect(await screen.findByText('1.250')).toBeTruthy();
    const requests = () => calls.filter((c) => c.key === 'GET /api/v1/admin/dashboard');
    expect(requests()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(ADMIN_DASHBOARD_POLL_MS));
    expect(await screen.findByText('1.251')).toBeTruthy();
    expect(requests()).toHaveLength(2);
    expect(requests()[1]!.url).toContain('days=30');
  });

  it('/admin opens "Tổng quan": the figures, the charts, and the period picker asks for 90 days', async () => {
    answers['GET /api/v1/admin/dashboard'] = [json(adminDashboard(30)), json(adminDashboard(90))];
    const router = openRoute('/admin', makeUser('admin'));
    expect(await screen.findByText('1.250')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    // the admin menu reads exactly these four; the moderation area is a link in the header
    expect(
      within(screen.getByRole('navigation', { name: 'Quản trị' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Tổng quan', 'Nhân viên', 'Gói dịch vụ', 'Cài đặt']);
    expect(screen.getByRole('link', { name: /Khu vực kiểm duyệt/ }).getAttribute('href')).toBe('/moderator/dashboard');
    expect(screen.getByText(/^45\.600\.000\s₫$/)).toBeTruthy();
    expect(screen.getByText('6 phiên đấu giá, 3 giao dịch trao đổi hoàn tất')).toBeTruthy();
    expect(screen.getAllByText(/^3\.507\.000\s₫$/).length).toBeGreaterThan(0);
    expect(screen.getByText(/^60\.000\.000\s₫$/)).toBeTruthy();
    const bySource = screen.getByRole('figure', { name: 'Doanh thu nền tảng theo nguồn trong 30 ngày' });
    await waitFor(() => expect(within(bySource).getByText('Phí sàn đơn hàng')).toBeTruthy());
    expect(within(bySource).getByText(/^2\.280\.000\s₫$/)).toBeTruthy();
    const money = screen.getByRole('figure', { name: 'GMV và doanh thu nền tảng mỗi ngày trong 30 ngày' });
    expect(money.querySelector('svg.cg-chart__surface')).not.toBeNull();
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

  it('/shop/dashboard draws its charts with the same wrappers: listings and revenue per day, plan ring, most viewed, orders by status', async () => {
    const sellerDashboard: SellerDashboard = {
      published_count: 3,
      in_store_count: 2,
      total_views: 1_200,
      views_top: [{ id: 'k1', name: 'RX-78-2 Gundam', slug: 'rx', view_count: 1_200 } as SellerDashboard['views_top'][number]],
      subscription: {
        plan_id: 'p1',
        plan_code: 'trial',
        subscription_name: 'Dùng thử',
        listings_used: 3,
        max_listings: 5,
        open_auctions_used: 0,
        max_open_auctions: 1,
        is_unlimited: false,
        start_date: '2030-03-01T00:00:00.000Z',
        end_date: null,
        expired: false,
        remaining: 2,
      },
      recent_published: days(30, '2030-03-14').map((date, i) => ({ date, count: i === 29 ? 2 : 0 })),
      total_income: 0,
      income_this_month: 0,
      completed_orders_count: 1,
      processing_orders_count: 0,
      active_auctions_count: 0,
      pending_auction_requests_count: 0,
      orders_by_status: { completed: 1 },
    };
    const revenue: SellerRevenue = {
      revenue_this_month: 950_000,
      revenue_total: 950_000,
      pending_amount: 0,
      orders_by_status: { completed: 1 },
      revenue_per_day: days(30, '2030-03-14').map((date, i) => ({ date, revenue: i === 28 ? 950_000 : 0 })),
    };
    answers['GET /api/v1/sellers/me/dashboard'] = json(sellerDashboard);
    answers['GET /api/v1/shop/revenue'] = json(revenue);
    openRoute('/shop/dashboard', makeUser('seller'));
    const listings = await screen.findByRole('figure', { name: 'Số sản phẩm đăng bán mỗi ngày trong 30 ngày qua, tổng cộng 2' });
    await waitFor(() => expect(listings.querySelector('svg.cg-chart__surface')).not.toBeNull());
    const perDay = await screen.findByRole('figure', { name: /^Doanh thu mỗi ngày trong 30 ngày qua, tổng cộng 950\.000\s₫$/ });
    expect(perDay.querySelector('svg.cg-chart__surface')).not.toBeNull();
    expect(within(screen.getByRole('figure', { name: 'Đã dùng 3 lượt đăng bán trên 5' })).getByText('3/5')).toBeTruthy();
    const viewed = screen.getByRole('figure', { name: 'Các sản phẩm được xem nhiều nhất và số lượt xem' });
    expect(within(viewed).getByText('RX-78-2 Gundam')).toBeTruthy();
    expect(within(viewed).getByText('1.200')).toBeTruthy();
    expect(within(screen.getByRole('figure', { name: 'Số đơn hàng của shop theo từng trạng thái' })).getByText('Hoàn tất')).toBeTruthy();
  });
});
