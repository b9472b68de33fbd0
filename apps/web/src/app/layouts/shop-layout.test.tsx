import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyShopResponse } from '@cho-gundam/contracts';
import { usePublishKitMutation } from '@/features/shop/shop-api';
import { jsonResponse, setupStubServer } from '../../../test/stub-server';
import { makeUser, TestProviders } from '../../../test/support';
import ShopLayout from './shop-layout';
import { planUsage, SUBSCRIPTION_PLANS } from '../../../test/fixtures';

/**
 * The shop area's frame reads `GET /shops/me` outside RTK Query (issue 13): its quota lines must
 * still follow the server after a command that changes them, as RTK's tags made them do (the server's
 * count, 7 here, replaces whatever the page counted locally).
 */
const { answers, calls } = setupStubServer();

const myShop = (listingsUsed: number): MyShopResponse => ({
  shop: {
    id: 's1',
    slug: 'gundam-base',
    name: 'Gundam Base Sài Gòn',
    description: '',
    owner_id: 'u-seller',
    created_at: '2026-03-01T03:00:00.000Z',
    updated_at: '2026-03-01T03:00:00.000Z',
  },
  pickup_address: null,
  subscription: planUsage(SUBSCRIPTION_PLANS[1], { listings_used: listingsUsed }),
});

function PublishOne() {
  const [publish] = usePublishKitMutation();
  return (
    <button type="button" onClick={() => void publish({ kitId: 'k1', price: 500_000 })}>
      Đăng bán
    </button>
  );
}

describe('the shop area frame', () => {
  it('shows the shop and its quota from /shops/me, and reads them again once a publish settles', async () => {
    answers['GET /api/v1/shops/me'] = [() => jsonResponse(myShop(4)), () => jsonResponse(myShop(7))];
    answers['PATCH /api/v1/sellers/me/gundams/k1/publish'] = () => jsonResponse({ kit: { id: 'k1' } });
    const router = createMemoryRouter(
      [{ path: '/shop', element: <ShopLayout />, children: [{ path: 'dashboard', element: <PublishOne /> }] }],
      {
        initialEntries: ['/shop/dashboard'],
      },
    );
    render(
      <TestProviders user={makeUser('seller', 'u-seller')}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByText('Gundam Base Sài Gòn')).toBeTruthy();
    expect(await screen.findByText('Lượt đăng bán: 4 / 50')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'GET /api/v1/shops/me')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Đăng bán' }));
    expect(await screen.findByText('Lượt đăng bán: 7 / 50')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /api/v1/shops/me')).toHaveLength(2));
  });
});
