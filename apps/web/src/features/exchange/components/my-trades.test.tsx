import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  return router;
}
const search = (router: ReturnType<typeof renderAt>) => router.state.location.search;
/** the stage the filter shows: antd's Select once loaded (a first tap loads it), its stand-in until then */
const stageShown = () => screen.getByTestId('my-trades').querySelector('.ant-select-content, .cg-lazy-select__value')?.textContent;
const page = <T,>(items: T[]) => json({ items, page: 1, page_size: 100, total: items.length });

const parcel = (status: 'packaging' | 'delivering' | 'delivered', is_packaged = status !== 'packaging') => ({
  status,
  is_packaged,
  auto_complete_at: null,
});
const tradeCalls = () =>
  calls.filter((c) => c.key === 'GET /api/v1/users/me/exchanges').map((c) => new URL(c.url, 'http://x').searchParams);

describe('my trades', () => {
  it('shows each trade in progress at its real stage (from the parcels) with my next action, and filters and pages on the server, in the URL', async () => {
    const chosen = { poster_from: addr('a1'), poster_to: addr('a1'), offerer_from: null, offerer_to: null };
    const orders = { to_poster: 'o-in', to_offerer: 'o-out' };
    const partner = (name: string) => ({ id: `u-${name}`, full_name: name, avatar_url: null });
    answers['GET /api/v1/users/me/exchanges'] = json({
      items: [
        makeTrade({ id: 'x1', addresses: chosen }),
        // I am the poster: my incoming parcel (to_poster) is delivered, mine is still on its way
        makeTrade({
          id: 'x2',
          status: 'packaging',
          offerer: partner('Lê Giao Hàng'),
          orders,
          parcels: { to_poster: parcel('delivered'), to_offerer: parcel('delivering') },
          stage: 'shipping',
        }),
        makeTrade({
          id: 'x3',
          status: 'packaging',
          offerer: partner('Phạm Đóng Gói'),
          orders,
          parcels: { to_poster: parcel('delivering'), to_offerer: parcel('packaging') },
          stage: 'packing',
        }),
      ],
      page: 1,
      page_size: 10,
      total: 25,
    });
    const router = renderAt('/exchange/manage', <MyTrades />);
    const row = await screen.findByRole('row', { name: 'Giao dịch với Trần Đề Nghị' }, slow);
    expect(within(row).getByText('Chờ chọn địa chỉ và trả phí')).toBeTruthy();
    expect(within(row).getByText('Thanh toán phí vận chuyển')).toBeTruthy();
    expect(within(row).getByText('RG Strike Freedom')).toBeTruthy();
    expect(within(row).getByText('RG Sazabi')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Xem giao dịch' }).getAttribute('href')).toBe('/exchange/detail/x1');
    const shipping = screen.getByRole('row', { name: 'Giao dịch với Lê Giao Hàng' });
    expect(within(shipping).getByText('Đang vận chuyển')).toBeTruthy();
    expect(within(shipping).getByText('Xác nhận đã nhận được hàng')).toBeTruthy();
    const packing = screen.getByRole('row', { name: 'Giao dịch với Phạm Đóng Gói' });
    expect(within(packing).getByText('Đang đóng gói')).toBeTruthy();
    expect(within(packing).getByText('Đóng gói kiện hàng của bạn')).toBeTruthy();
    expect(tradeCalls()[0]!.get('stage')).toBe('live');

    // the page numbers (antd's Pagination) load after the rows
    fireEvent.click(await screen.findByTitle('2', {}, slow));
    await waitFor(() => expect(tradeCalls().at(-1)!.get('page')).toBe('2'), slow);
    expect(search(router)).toBe('?trades_page=2');

    // a stage starts at its first page
    fireEvent.mouseDown(screen.getByLabelText('Giai đoạn giao dịch'));
    fireEvent.click(await screen.findByTitle('Đã giao, chờ xác nhận', {}, slow));
    await waitFor(() => expect(tradeCalls().at(-1)!.get('stage')).toBe('receiving'), slow);
    expect(tradeCalls().at(-1)!.get('page')).toBe('1');
    expect(search(router)).toBe('?stage=receiving');

    // the back button returns to page 2 of every stage in progress (that answer is still cached)
    void router.navigate(-1);
    await waitFor(() => expect(search(router)).toBe('?trades_page=2'), slow);
    await waitFor(() => expect(stageShown()).toBe('Mọi giai đoạn'), slow);
    expect(screen.getByTitle('2').className).toContain('ant-pagination-item-active');
  });

  it('"Lịch sử" lists the ended trades: completed, canceled and failed', async () => {
    answers['GET /api/v1/users/me/exchanges'] = page([
      makeTrade({ id: 'x4', status: 'canceled', stage: 'canceled' }),
      makeTrade({ id: 'x5', status: 'failed', stage: 'failed', offerer: { id: 'u-f', full_name: 'Đỗ Thất Bại', avatar_url: null } }),
    ]);
    const router = renderAt('/exchange/manage?tab=trades', <MyTrades />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Lịch sử' }, slow));
    const canceled = await screen.findByRole('row', { name: 'Giao dịch với Trần Đề Nghị' }, slow);
    await waitFor(() => expect(tradeCalls().at(-1)!.get('stage')).toBe('history'), slow);
    // the page's own `tab` stays as it was
    expect(search(router)).toBe('?tab=trades&trades=history');
    expect(within(canceled).getByText('Đã hủy')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: 'Giao dịch với Đỗ Thất Bại' })).getByText('Thất bại')).toBeTruthy();
  });

  it('opens on the tab, stage and page the URL names (a reload or a shared link)', async () => {
    answers['GET /api/v1/users/me/exchanges'] = json({
      items: [makeTrade({ id: 'x4', status: 'canceled', stage: 'canceled' })],
      page: 2,
      page_size: 10,
      total: 11,
    });
    renderAt('/exchange/manage?trades=history&stage=canceled&trades_page=2', <MyTrades />);
    await screen.findByRole('row', { name: 'Giao dịch với Trần Đề Nghị' }, slow);
    expect(screen.getByRole('tab', { name: 'Lịch sử' }).getAttribute('aria-selected')).toBe('true');
    expect(stageShown()).toBe('Đã hủy');
    expect((await screen.findByTitle('2', {}, slow)).className).toContain('ant-pagination-item-active');
    const q = tradeCalls()[0]!;
    expect([q.get('stage'), q.get('page')]).toEqual(['canceled', '2']);
  });

  it("reads a stage of the other tab, or a page that is no page, as that tab's default", async () => {
    answers['GET /api/v1/users/me/exchanges'] = page([]);
    renderAt('/exchange/manage?stage=completed&trades_page=abc', <MyTrades />);
    expect(await screen.findByText('Bạn không có giao dịch nào đang diễn ra', undefined, slow)).toBeTruthy();
    const q = tradeCalls()[0]!;
    expect([q.get('stage'), q.get('page')]).toEqual(['live', '1']);
  });
});

describe('exchange orders of both sides', () => {
  it('asks for both sides and links each parcel to the trade the server names', async () => {
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
        exchange_id: 'x1',
        created_at: '2026-11-21T03:00:00.000Z',
      }) as unknown as OrderListItem;
    answers['GET /api/v1/orders'] = json({
      items: [o('o-out', 'u-poster', 'u-offerer'), o('o-in', 'u-offerer', 'u-poster')],
      page: 1,
      page_size: 10,
      total: 2,
      counts: {},
    });
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
    // the server names each parcel's trade: no list of my trades is loaded to find it
    expect(tradeCalls()).toHaveLength(0);
  });
});
