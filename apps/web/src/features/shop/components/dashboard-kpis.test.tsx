import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SellerDashboard } from '@cho-gundam/contracts';
import { DashboardKpis, orderFigureNotes } from './dashboard-kpis';
import { planUsage, SUBSCRIPTION_PLANS } from '../../../../test/fixtures';

const NO_ORDERS = 'Sẽ có số liệu khi shop có đơn hàng đầu tiên.';

function dashboard(over: Partial<SellerDashboard>): SellerDashboard {
  return {
    published_count: 3,
    in_store_count: 2,
    total_views: 120,
    views_top: [],
    subscription: planUsage(SUBSCRIPTION_PLANS[0], { listings_used: 3 }),
    recent_published: [],
    total_income: 0,
    income_this_month: 0,
    completed_orders_count: 0,
    processing_orders_count: 0,
    active_auctions_count: 0,
    pending_auction_requests_count: 0,
    orders_by_status: {},
    ...over,
  };
}

function renderKpis(d: SellerDashboard) {
  const router = createMemoryRouter([{ path: '/shop/dashboard', element: <DashboardKpis data={d} /> }], {
    initialEntries: ['/shop/dashboard'],
  });
  render(<RouterProvider router={router} />);
}

describe('shop dashboard figures', { timeout: 30_000 }, () => {
  it('says "first order" only while the shop has none', () => {
    expect(orderFigureNotes({ completed_orders_count: 0, processing_orders_count: 0 })).toEqual({ revenue: NO_ORDERS, orders: NO_ORDERS });
    expect(orderFigureNotes({ completed_orders_count: 0, processing_orders_count: 1 })).toEqual({
      revenue: 'Ghi nhận khi đơn hoàn tất · 1 đơn đang xử lý',
      orders: '1 đang xử lý · 0 đã hoàn tất',
    });
    expect(orderFigureNotes({ completed_orders_count: 2, processing_orders_count: 1 }).revenue).toBe('Từ 2 đơn đã hoàn tất');
  });

  it('a shop with its first order in progress shows 1 order and no "first order" hint', () => {
    renderKpis(dashboard({ processing_orders_count: 1, orders_by_status: { pending: 1 } }));
    expect(screen.getByText('Đơn hàng')).toBeTruthy();
    expect(screen.queryByText(NO_ORDERS)).toBeNull();
    expect(screen.getByTestId('kpi-orders-note').textContent).toBe('1 đang xử lý · 0 đã hoàn tất');
    expect(screen.getByTestId('kpi-revenue-note').textContent).toBe('Ghi nhận khi đơn hoàn tất · 1 đơn đang xử lý');
  });

  it('a shop without orders shows the hint under both figures', () => {
    renderKpis(dashboard({}));
    expect(screen.getAllByText(NO_ORDERS)).toHaveLength(2);
  });
});
