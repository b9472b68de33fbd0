import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestApp } from '../../../test/test-app';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { planUsage, SUBSCRIPTION_PLANS } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/stub-server';
import { makeTestStore } from '../../../test/support';
import ShopSubscriptionPage from './shop-subscription-page';

/**
 * The plans page against a stubbed server: what the seller sees, the confirmation built from the
 * quote, the top-up link when the balance is short, and the purchase sent with an Idempotency-Key
 * that updates the sidebar's plan at once.
 */
const plans = SUBSCRIPTION_PLANS;
const trialUsage = planUsage(SUBSCRIPTION_PLANS[0], { listings_used: 4 });
const history = [
  {
    id: 's1',
    plan_id: 't',
    plan_code: 'trial',
    plan_name: 'GÓI DÙNG THỬ',
    kind: 'trial',
    start_date: '2026-03-01T03:00:00.000Z',
    end_date: null,
    amount_paid: 0,
    is_active: true,
    purchased_at: '2026-03-01T03:00:00.000Z',
  },
];
const quote = (available: number) => ({
  plan: plans[1],
  action: 'purchase',
  current_plan_id: 't',
  current_plan_name: 'GÓI DÙNG THỬ',
  price: 359_000,
  credit: 0,
  credit_lost: 0,
  charge: 359_000,
  start_date: '2026-03-01T03:00:00.000Z',
  end_date: '2026-03-31T03:00:00.000Z',
  available_balance: available,
  missing: Math.max(0, 359_000 - available),
  listings_used: 4,
  over_limit: false,
});
const json = (status: number, body: unknown) => jsonResponse(body, status);

function setup(available: number) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url.startsWith('/api/v1/subscription-plans')) return json(200, plans);
      if (url.startsWith('/api/v1/sellers/me/subscription')) return json(200, trialUsage);
      if (url.startsWith('/api/v1/subscriptions/history')) return json(200, history);
      if (url.startsWith('/api/v1/subscriptions/quote')) return json(200, quote(available));
      if (url.startsWith('/api/v1/subscriptions/purchase')) {
        return json(200, {
          subscription_id: 's2',
          action: 'purchase',
          plan: plans[1],
          price: 359_000,
          credit: 0,
          charge: 359_000,
          start_date: '2026-03-01T03:00:00.000Z',
          end_date: '2026-03-31T03:00:00.000Z',
          subscription: {
            ...trialUsage,
            plan_id: 'u',
            plan_code: 'upgrade',
            subscription_name: 'GÓI NÂNG CẤP',
            max_listings: 50,
            max_open_auctions: 10,
            end_date: '2026-03-31T03:00:00.000Z',
            remaining: 46,
          },
          available_balance: available - 359_000,
        });
      }
      return json(404, { error: { code: 'not_found', message: 'Không tìm thấy' } });
    }),
  );
  const store = makeTestStore();
  render(
    <Provider store={store}>
      <TestApp>
        <MemoryRouter>
          <ShopSubscriptionPage />
        </MemoryRouter>
      </TestApp>
    </Provider>,
  );
  return { calls, store };
}

describe('/shop/Subscription', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the plan in force with its counters, the three plans and the history', async () => {
    setup(0);
    expect(await screen.findByText('Gói hiện tại')).toBeTruthy();
    expect(screen.getByText('4 / 5')).toBeTruthy();
    expect(screen.getByText('359.000 ₫')).toBeTruthy();
    expect(screen.getByText('1.049.000 ₫')).toBeTruthy();
    expect(screen.getByText('Miễn phí')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Mua gói' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Đang sử dụng' })).toBeTruthy();
    expect(await screen.findByText('Đang áp dụng')).toBeTruthy();
  });

  it('a short balance offers a top-up of exactly the missing amount that comes back here', async () => {
    setup(100_000);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Mua gói' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Số dư khả dụng không đủ: còn thiếu 259.000 ₫')).toBeTruthy();
    const link = within(dialog).getByRole('link');
    expect(link.getAttribute('href')).toBe('/member/profile/wallet?topup=259000&return=/shop/Subscription');
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận mua gói' })).toBeNull();
  });

  it('confirms with the charge, sends one purchase with an Idempotency-Key and moves the sidebar plan at once', async () => {
    const { calls, store } = setup(500_000);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Mua gói' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Số tiền trừ từ ví')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Xác nhận mua gói' }));
    await waitFor(() => expect(store.getState().user.sellerPlan?.plan_name).toBe('GÓI NÂNG CẤP'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ plan_id: 'u' });
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(store.getState().user.sellerPlan).toMatchObject({ listings_used: 4, max_listings: 50, end_date: '2026-03-31T03:00:00.000Z' });
  });
});
