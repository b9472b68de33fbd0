import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyAuctionItem } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../../test/support';
import { parseMyView, toPay } from './my-auctions-logic';
import { MyAuctionsView } from './my-auctions-view';

const { answers, calls } = setupStubServer();
/** antd's first render of a form is slow on a busy machine */
const LONG = { timeout: 15_000 };
const HOUR = 3_600_000;

function item(id: string, over: Omit<Partial<MyAuctionItem>, 'me'> & { me: Partial<MyAuctionItem['me']> }): MyAuctionItem {
  const { me, ...rest } = over;
  return {
    id,
    status: 'active',
    status_label: 'Đang diễn ra',
    kit: {
      id: `k-${id}`,
      name: `Kit ${id}`,
      slug: id,
      grade_code: 'HG',
      grade_name: 'High Grade',
      scale: '1/144',
      condition: 'new',
      series: 'X',
      image: null,
    },
    seller: { id: 's', shop_name: 'Gundam Nhà Bình', shop_slug: 'gundam-nha-binh' },
    starting_price: 400_000,
    current_price: 520_000,
    bid_increment: 20_000,
    buy_now_price: null,
    deposit_amount: 60_000,
    bid_count: 4,
    participant_count: 2,
    start_at: new Date(Date.now() - 10 * HOUR).toISOString(),
    end_at: new Date(Date.now() + 2 * HOUR).toISOString(),
    ...rest,
    me: {
      joined: true,
      my_tag: 't',
      deposit_state: 'held',
      deposit_state_label: 'Đang tạm giữ',
      max_amount: 600_000,
      state: 'leading',
      state_label: 'Đang dẫn đầu',
      payment: null,
      available_balance: 1_000_000,
      ...me,
    },
  };
}

describe('the auctions I joined', { timeout: 30_000 }, () => {
  it('reads its filter from the URL and counts what is left to pay', () => {
    expect(parseMyView(new URLSearchParams('state=won&page=2'))).toEqual({ state: 'won', page: 2 });
    expect(parseMyView(new URLSearchParams('state=nope&page=0'))).toEqual({ state: 'all', page: 1 });
    expect(toPay({ price: 670_000, deposit_applied: 60_000, due_at: '', second_chance: false })).toBe(610_000);
  });

  it('shows my standing in each, and the payment of one I won with its deadline', async () => {
    const due = new Date(Date.now() + 30 * HOUR).toISOString();
    answers['GET /api/v1/me/auctions'] = json({
      items: [
        item('a1', {
          status: 'ended',
          status_label: 'Đã kết thúc',
          me: {
            state: 'won',
            state_label: 'Thắng — chờ thanh toán',
            payment: { price: 670_000, deposit_applied: 60_000, due_at: due, second_chance: false },
          },
        }),
        item('a2', { me: { state: 'outbid', state_label: 'Đã bị vượt giá', max_amount: 500_000 } }),
      ],
      page: 1,
      page_size: 10,
      total: 2,
    });
    const router = createMemoryRouter([{ path: '/member/profile/auction-participation', element: <MyAuctionsView /> }], {
      initialEntries: ['/member/profile/auction-participation'],
    });
    render(
      <TestProviders user={makeUser('member', 'u-member')}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByText('Thắng — chờ thanh toán', {}, LONG)).toBeTruthy();
    expect(screen.getByText('Đã bị vượt giá')).toBeTruthy();
    expect(screen.getByText('Bạn có 1 phiên thắng đang chờ thanh toán')).toBeTruthy();
    const pay = screen.getByRole('link', { name: /Thanh toán/ });
    expect(pay.getAttribute('href')).toBe('/auction/a1');
    expect(screen.getByText(/^Hạn: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.getByText('610.000 ₫')).toBeTruthy();
    expect(screen.getAllByText('Tiền cọc: Đang tạm giữ')).toHaveLength(2);

    fireEvent.click(screen.getByText('Đã thắng'));
    await waitFor(() => expect(router.state.location.search).toBe('?state=won'), LONG);
    await waitFor(() => expect(calls.some((c) => c.url.includes('state=won'))).toBe(true), LONG);
    fireEvent.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auction/a1'), LONG);
  });
});
