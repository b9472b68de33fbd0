import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PLATFORM_SETTING_DEFAULTS, type AuctionDetail } from '@cho-gundam/contracts';
import { auctionFixture, standingFixture } from '../../../../../test/auction-fixtures';
import { json, setupStubServer } from '../../../../../test/stub-server';
import { TestProviders } from '../../../../../test/support';
import { AuctionActions } from './auction-actions';

const { answers } = setupStubServer();
const DURING = Date.parse('2026-11-25T10:00:00.000Z');

function renderActions(a: AuctionDetail, viewerId: string | null) {
  const router = createMemoryRouter(
    [
      {
        path: '/auction/:id',
        element: (
          <AuctionActions
            auction={a}
            status="active"
            serverNow={DURING}
            offsetMs={0}
            viewerId={viewerId}
            outbidAt={null}
            winner={null}
            payment={() => null}
          />
        ),
      },
      { path: '*', element: <h1>Trang khác</h1> },
    ],
    { initialEntries: ['/auction/a1'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('the actions of my state', { timeout: 30_000 }, () => {
  it('a guest is asked to sign in, and comes back to the auction afterwards', () => {
    const router = renderActions(auctionFixture(), null);
    fireEvent.click(screen.getByRole('button', { name: /Đăng nhập để tham gia/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/member/login?redirect=%2Fauction%2Fa1');
  });

  it('joining shows the deposit and the balance after it', async () => {
    renderActions(
      auctionFixture({ me: standingFixture({ joined: false, max_amount: null, deposit_state: null, available_balance: 500_000 }) }),
      'u1',
    );
    // the join box's code loads once a member can join
    expect((await screen.findByTestId('join-deposit')).textContent).toBe('150.000 ₫');
    expect(screen.getByTestId('join-balance-after').textContent).toBe('350.000 ₫');
    expect(screen.getByRole('button', { name: /Đặt cọc và tham gia/ })).toBeTruthy();
  });

  it('says how long a winner has to pay from the admin’s current setting, not a fixed number', async () => {
    answers['GET /api/v1/settings/public'] = json({ ...PUBLIC_PLATFORM_SETTING_DEFAULTS, auction_payment_hours: 72 });
    renderActions(
      auctionFixture({ me: standingFixture({ joined: false, max_amount: null, deposit_state: null, available_balance: 500_000 }) }),
      'u1',
    );
    await waitFor(() => expect(document.body.textContent).toContain('không thanh toán trong 72 giờ'), { timeout: 15_000 });
    expect(document.body.textContent).not.toContain('48 giờ');
  });

  it('a short balance leads to the wallet with exactly what is missing, back to this auction', async () => {
    const router = renderActions(
      auctionFixture({ me: standingFixture({ joined: false, max_amount: null, deposit_state: null, available_balance: 120_000 }) }),
      'u1',
    );
    expect(await screen.findByText('Số dư không đủ để đặt cọc')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Nạp thêm 30\.000 ₫/ }));
    expect(router.state.location.search).toBe('?topup=30000&return=%2Fauction%2Fa1');
  });

  it('a joined bidder gets the maximum bid, explained, starting at the minimum', async () => {
    renderActions(
      auctionFixture({ minimum_next_bid: 1_050_000, leader_tag: 'them', me: standingFixture({ state: 'outbid', max_amount: 1_000_000 }) }),
      'u1',
    );
    // the form's code loads once the member can bid
    expect(await screen.findByText(/hệ thống tự đặt giá thay bạn đến mức tối đa/)).toBeTruthy();
    expect((screen.getByLabelText('Giá tối đa của bạn') as HTMLInputElement).value).toBe('1.050.000');
    expect(screen.getByRole('button', { name: /Mua ngay 2\.000\.000 ₫/ })).toBeTruthy();
  });

  it('the seller watches their own auction without joining', () => {
    renderActions(auctionFixture({ me: standingFixture({ joined: false, max_amount: null, deposit_state: null }) }), 'seller');
    expect(screen.getByText(/Đây là phiên đấu giá của bạn/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Đặt cọc và tham gia/ })).toBeNull();
    // nor the join box's placeholder, which stands in while its code loads
    expect(document.querySelector('.ant-skeleton')).toBeNull();
  });
});
