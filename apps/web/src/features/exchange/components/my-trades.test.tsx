import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderListItem } from '@cho-gundam/contracts';
import { addr, makeTrade } from '../../../../test/trade-fixtures';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { MyTrades } from './my-trades';
import { TradeOrders } from './trade-orders';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: path.split('?')[0]!, element }], { initialEntries: [path] });
  render(
    <TestProviders user={makeUser('member', 'u-poster')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}
const page = <T,>(items: T[]) => json({ items, page: 1, page_size: 100, total: items.length });

describe('my trades', () => {
  it('lists the trades in progress with the other side, the kits and my next action, each linked to its page', async () => {
    const chosen = { poster_from: addr('a1'), poster_to: addr('a1'), offerer_from: null, offerer_to: null };
    // the "in progress" tab asks for the pending and the packaging trades (calls.at(-1) is this request)
    answers['GET /api/v1/users/me/exchanges'] = (init) => {
      const status = new URL(calls.at(-1)!.url, 'http://x').searchParams.get('status');
      return page(status === 'pending' ? [makeTrade({ id: 'x1', addresses: chosen })] : [])(init);
    };
    renderAt('/exchange/manage', <MyTrades />);
    const row = await screen.findByRole('row', { name: 'Giao dịch với Trần Đề Nghị' }, slow);
    expect(within(row).getByText('Thanh toán phí vận chuyển')).toBeTruthy();
    expect(within(row).getByText('RG Strike Freedom')).toBeTruthy();
    expect(within(row).getByText('RG Sazabi')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Xem giao dịch' }).getAttribute('href')).toBe('/exchange/detail/x1');
  });
});

describe('exchange orders of both sides', () => {
  it('asks for both sides and links each parcel to its trade', async () => {
    const o = (id: string, seller: string, buyer: string) =>
      ({
        id,
        code: `CG-${id}`,
        type: 'exchange',
        status: 'packaging',
        status_label: 'Đang đóng gói',
        buyer: { id: buyer, full_name: buyer === 'u-poster' ? 'Tôi' : 'Trần Đề Nghị', avatar_url: null },
        seller: { id: seller, full_name: seller === 'u-poster' ? 'Tôi' : 'Trần Đề Nghị', avatar_url: null },
        items: [{ id: `i-${id}`, name: 'Sazabi', grade: 'RG' }],
        delivery_fee: 30_000,
        created_at: '2026-11-21T03:00:00.000Z',
      }) as unknown as OrderListItem;
    answers['GET /api/v1/orders'] = json({
      items: [o('o-out', 'u-poster', 'u-offerer'), o('o-in', 'u-offerer', 'u-poster')],
      page: 1,
      page_size: 10,
      total: 2,
      counts: {},
    });
    answers['GET /api/v1/users/me/exchanges'] = page([
      makeTrade({ status: 'packaging', orders: { to_poster: 'o-in', to_offerer: 'o-out' } }),
    ]);
    renderAt('/member/profile/orders/exchange', <TradeOrders userId="u-poster" />);
    expect(await screen.findByText('CG-o-out', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Gửi đi')).toBeTruthy();
    expect(screen.getByText('Nhận về')).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: 'Xem giao dịch' }, slow)).map((a) => a.getAttribute('href'))).toEqual([
      '/exchange/detail/x1',
      '/exchange/detail/x1',
    ]);
    const q = new URL(calls.find((c) => c.key === 'GET /api/v1/orders')!.url, 'http://x').searchParams;
    expect(q.get('side')).toBe('all');
  });
});
