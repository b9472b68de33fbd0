import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PLATFORM_SETTING_DEFAULTS, type SellerRevenue } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { RevenuePanel } from './revenue-panel';

const { answers } = setupStubServer();
const revenue: SellerRevenue = {
  revenue_this_month: 1_250_000,
  revenue_total: 9_000_000,
  pending_amount: 300_000,
  orders_by_status: { pending: 2, completed: 5 },
  revenue_per_day: [],
};

function show() {
  const router = createMemoryRouter([{ path: '/shop/dashboard', element: <RevenuePanel /> }], { initialEntries: ['/shop/dashboard'] });
  render(
    <TestProviders user={makeUser('seller', 'u-seller')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('the seller’s revenue panel', { timeout: 30_000 }, () => {
  it('prints the confirmation deadline the admin set, and follows a change', async () => {
    answers['GET /api/v1/shop/revenue'] = json(revenue);
    answers['GET /api/v1/settings/public'] = json({ ...PUBLIC_PLATFORM_SETTING_DEFAULTS, order_confirm_hours: 24 });
    show();
    expect(await screen.findByText('Xác nhận trong 24 giờ', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Xác nhận trong 48 giờ')).toBeNull();
  });

  it('falls back to the platform’s defaults when the settings cannot be read', async () => {
    answers['GET /api/v1/shop/revenue'] = json(revenue);
    show();
    await waitFor(() => expect(screen.getByText('Xác nhận trong 48 giờ')).toBeTruthy(), { timeout: 15_000 });
  });
});
