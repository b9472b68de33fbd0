import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Address, Exchange, OrderDetail } from '@cho-gundam/contracts';
import { addr, makeTrade } from '../../../../test/trade-fixtures';
import { json, jsonResponse, setupStubServer } from '../../../../test/stub-server';
import { makeTestStore, makeUser, openRoute, TestProviders, type TestStore } from '../../../../test/support';
import { setExchangeDetail, type ExchangeState } from '../exchange-slice';
import { TradeDetail } from './trade-detail';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

const book: Address[] = [
  { ...addr('a1', '45 Kim Mã'), id: 'a1', user_id: 'u-poster', is_primary: true, is_pickup_address: false, created_at: '', updated_at: '' },
  { ...addr('a2', '12 Lê Lợi'), id: 'a2', user_id: 'u-poster', is_primary: false, is_pickup_address: true, created_at: '', updated_at: '' },
];
const chosen = { poster_from: addr('a2'), poster_to: addr('a1'), offerer_from: addr('b1'), offerer_to: addr('b1') };

function renderTrade(store: TestStore = makeTestStore(makeUser('member', 'u-poster'))) {
  const addresses = { data: book, isLoading: false, isFetching: false, isError: false, refetch: () => {} };
  const router = createMemoryRouter(
    [{ path: '/exchange/detail/:id', element: <TradeDetail id="x1" userId="u-poster" addresses={addresses} /> }],
    { initialEntries: ['/exchange/detail/x1'] },
  );
  render(
    <TestProviders store={store}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return store;
}

const order = (id: string, over: Partial<OrderDetail>): OrderDetail =>
  ({
    id,
    code: `CG-${id}`,
    type: 'exchange',
    status: 'packaging',
    status_label: 'Đang đóng gói',
    is_packaged: false,
    delivered_at: null,
    auto_complete_at: null,
    shipment: null,
    return_shipment: null,
    actions: { can_pack: false, can_cancel: false, can_confirm: false, can_confirm_receipt: false, can_complain: false },
    ...over,
  }) as OrderDetail;

const detail = (store: TestStore) => (store.getState() as unknown as { exchange: ExchangeState }).exchange.exchangeDetail;

beforeEach(() => {
  answers['GET /api/v1/exchanges/clock'] = json({ server_time: '2026-11-21T00:00:00.000Z' });
});

describe('trade page: who may see it', () => {
  it('tells a third member in Vietnamese that only the two sides see a trade', async () => {
    answers['GET /api/v1/exchanges/x1'] = json({ error: { code: 'not_found', message: 'Không tìm thấy giao dịch' } }, 404);
    renderTrade();
    expect(await screen.findByText('Không xem được giao dịch này', undefined, slow)).toBeTruthy();
    expect(screen.getByText(/Chỉ hai bên trao đổi mới xem được giao dịch/)).toBeTruthy();
  });

  it('forgets the trade kept in the store when the server refuses it', async () => {
    answers['GET /api/v1/exchanges/x1'] = json({ error: { code: 'forbidden', message: 'Bạn không phải một bên của giao dịch' } }, 403);
    const store = makeTestStore(makeUser('member', 'u-poster'));
    store.dispatch(setExchangeDetail(makeTrade()));
    renderTrade(store);
    expect(await screen.findByText('Không xem được giao dịch này', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(detail(store)).toBeNull());
  });

  it('keeps the trade on screen without its addresses, and forgets it when the page goes', async () => {
    answers['GET /api/v1/exchanges/x1'] = json(makeTrade({ addresses: chosen }));
    const store = renderTrade();
    expect(await screen.findByTestId('trade-detail', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(detail(store)).toMatchObject({ id: 'x1', status: 'pending' }));
    expect(detail(store)).not.toHaveProperty('addresses');
    cleanup();
    expect(detail(store)).toBeNull();
  });
});

describe('trade page: reporting the other side (the page composes the flags feature)', () => {
  it('lets me report the member I trade with, as a user', async () => {
    // a report names its target by id (a uuid, like every real one)
    const OFFERER = '4b7f7d2e-5f3c-4a55-9d3a-1c2b3d4e5f64';
    answers['GET /api/v1/exchanges/x1'] = json(makeTrade({ offerer: { id: OFFERER, full_name: 'Trần Đề Nghị', avatar_url: null } }));
    answers['POST /api/v1/flags'] = json(
      { id: 'f1', target_type: 'user', target_id: OFFERER, reason: 'scam', created_at: '2026-11-21T00:00:00.000Z' },
      201,
    );
    openRoute('/exchange/detail/x1', makeUser('member', 'u-poster'));
    const heading = (await screen.findByRole('heading', { name: 'Chi tiết giao dịch trao đổi' }, slow)).closest('header')!;
    fireEvent.click(await within(heading as HTMLElement).findByRole('button', { name: /Báo cáo vi phạm/ }, slow));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    expect(within(dialog).getByText('Trần Đề Nghị (người trao đổi với bạn)')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Có dấu hiệu lừa đảo'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/flags')).toBe(true), slow);
    const sent = JSON.parse(String(calls.find((c) => c.key === 'POST /api/v1/flags')!.init.body));
    expect(sent).toMatchObject({ target_type: 'user', target_id: OFFERER, reason: 'scam' });
  });
});

describe('trade page, stage 1 and 2 (pending)', () => {
  it('lets me choose my addresses, shows the 72 h countdown and the kits, and a cancel that refunds everything', async () => {
    answers['GET /api/v1/exchanges/x1'] = json(makeTrade());
    answers['PUT /api/v1/exchanges/x1/addresses'] = json(makeTrade({ addresses: { ...chosen, offerer_from: null, offerer_to: null } }));
    renderTrade();
    expect(await screen.findByText('Việc của bạn: Chọn địa chỉ gửi và nhận hàng', undefined, slow)).toBeTruthy();
    expect(screen.getByTestId('trade-deadline-fee').textContent).toContain('23/11/2026');
    expect(screen.getByTestId('trade-side-poster').textContent).toContain('Strike Freedom');
    expect(screen.getByTestId('trade-side-offerer').textContent).toContain('Sazabi');
    // no action of a later stage, nor of the other side
    expect(screen.queryByRole('button', { name: /Đóng gói/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Đã nhận được hàng/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/v1/exchanges/x1/addresses')).toBe(true));
    const put = calls.find((c) => c.key === 'PUT /api/v1/exchanges/x1/addresses')!;
    // the pickup address is the default sender, the primary one the default receiver
    expect(JSON.parse(String(put.init.body))).toEqual({ from_address_id: 'a2', to_address_id: 'a1' });

    fireEvent.click(screen.getByRole('button', { name: 'Hủy giao dịch' }));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    expect(within(dialog).getByText(/mọi khoản đã trả được hoàn lại/)).toBeTruthy();
  });

  it('quotes my fee into the deliveryFees slice, handles a changed price, then pays with an Idempotency-Key', async () => {
    const paid = makeTrade({
      addresses: chosen,
      delivery_fees: { poster: { amount: 35_000, state: 'held' }, offerer: { amount: null, state: 'none' } },
    });
    answers['GET /api/v1/exchanges/x1'] = [json(makeTrade({ addresses: chosen })), json(makeTrade({ addresses: chosen })), json(paid)];
    const quote = (fee: number) =>
      json({
        fee,
        weight_grams: 500,
        expected_delivery_at: '2026-11-24T00:00:00.000Z',
        available_balance: 100_000,
        missing_amount: 0,
        state: 'none',
      });
    answers['GET /api/v1/exchanges/x1/delivery-fee'] = [quote(30_000), quote(35_000)];
    answers['POST /api/v1/exchanges/x1/delivery-fee/payment'] = [
      json(
        {
          error: {
            code: 'conflict',
            message: 'Phí vận chuyển đã thay đổi, vui lòng kiểm tra lại số tiền thanh toán',
            details: { reason: 'price_changed', expected_fee: 30_000, actual_fee: 35_000 },
          },
        },
        409,
      ),
      () => jsonResponse(paid),
    ];
    const store = renderTrade();
    const pay = await screen.findByRole('button', { name: 'Thanh toán phí vận chuyển 30.000 ₫' }, slow);
    const fees = () => (store.getState() as unknown as { exchange: ExchangeState }).exchange.deliveryFees;
    expect(fees()['u-poster']?.x1?.total).toBe(30_000);
    const cached = JSON.parse(localStorage.getItem('deliveryFeesCache')!)['u-poster'].x1;
    expect(cached).toMatchObject({ total: 30_000, weight_grams: 500 });
    // the fee stays on the device, the member's wallet balance does not
    expect(cached).not.toHaveProperty('available_balance');
    expect(screen.getByTestId('trade-partner-fee').textContent).toContain('Chưa thanh toán phí vận chuyển');

    fireEvent.click(pay);
    expect(await screen.findByText('Phí vận chuyển đã thay đổi', undefined, slow)).toBeTruthy();
    expect(screen.getByText(/Phí mới:/).textContent).toContain('35.000 ₫');
    const again = await screen.findByRole('button', { name: /Thanh toán phí vận chuyển 35\.000/ }, slow);
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false), slow);
    await waitFor(() => expect(fees()['u-poster']?.x1?.total).toBe(35_000));
    fireEvent.click(again);
    expect(await screen.findByTestId('trade-my-fee-paid', undefined, slow)).toBeTruthy();
    const posts = calls.filter((c) => c.key === 'POST /api/v1/exchanges/x1/delivery-fee/payment');
    const keys = posts.map((c) => (c.init.headers as Record<string, string>)['idempotency-key']);
    expect(posts.map((c) => JSON.parse(String(c.init.body)).expected_fee)).toEqual([30_000, 35_000]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows the exact missing amount and the top-up back to the trade when the wallet is short', async () => {
    answers['GET /api/v1/exchanges/x1'] = json(makeTrade({ addresses: chosen }));
    answers['GET /api/v1/exchanges/x1/delivery-fee'] = json({
      fee: 30_000,
      weight_grams: 500,
      expected_delivery_at: '2026-11-24T00:00:00.000Z',
      available_balance: 40_000,
      missing_amount: 0,
      state: 'none',
    });
    answers['POST /api/v1/exchanges/x1/delivery-fee/payment'] = json(
      { error: { code: 'insufficient_funds', message: 'Số dư ví không đủ, bạn cần nạp thêm 12.500 ₫', details: { missing: 12_500 } } },
      422,
    );
    renderTrade();
    fireEvent.click(await screen.findByRole('button', { name: 'Thanh toán phí vận chuyển 30.000 ₫' }, slow));
    const alert = await screen.findByText('Chưa thanh toán được', undefined, slow);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(box.textContent).toContain('Còn thiếu 12.500 ₫');
    expect(within(box).getByRole('button', { name: /Nạp thêm 13.000 ₫/ })).toBeTruthy();
  });
});

describe('trade page, stages 3 and 4 (packaging)', () => {
  /** a parcel as the server lists it with the trade */
  const listed = (status: OrderDetail['status']) => ({ status, is_packaged: status !== 'packaging', auto_complete_at: null });
  const packaging = (over: Partial<Exchange> = {}) =>
    makeTrade({
      status: 'packaging',
      addresses: chosen,
      delivery_fees: { poster: { amount: 30_000, state: 'applied' }, offerer: { amount: 32_000, state: 'applied' } },
      orders: { to_poster: 'o-in', to_offerer: 'o-out' },
      parcels: { to_poster: listed('packaging'), to_offerer: listed('packaging') },
      stage: 'packing',
      ship_by: '2026-11-24T00:00:00.000Z',
      ...over,
    });
  /** the progress bar's current step */
  const currentStep = () => screen.getByTestId('trade-steps').querySelector('[aria-current="step"]')?.textContent;

  it('lets me pack only my outgoing parcel, with 1–5 photos in the orders packing request', async () => {
    answers['GET /api/v1/exchanges/x1'] = json(packaging());
    answers['GET /api/v1/orders/o-out'] = json(order('o-out', { actions: { can_pack: true } as OrderDetail['actions'] }));
    answers['GET /api/v1/orders/o-in'] = json(order('o-in', {}));
    renderTrade();
    const out = await screen.findByTestId('trade-outgoing', undefined, slow);
    const packBtn = await within(out).findByRole('button', { name: 'Đóng gói kiện hàng' }, slow);
    expect(within(screen.getByTestId('trade-incoming')).queryByRole('button')).toBeNull();
    expect(screen.getByText('Việc của bạn: Đóng gói kiện hàng của bạn')).toBeTruthy();
    expect(currentStep()).toContain('Đóng gói');
    expect(screen.getByTestId('trade-deadline-pack').textContent).toContain('24/11/2026');
    // before ship_by nobody may cancel a trade in packaging
    expect(screen.queryByRole('button', { name: 'Hủy giao dịch' })).toBeNull();
    fireEvent.click(packBtn);
    const dialog = await screen.findByRole('dialog', undefined, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đóng gói' }));
    expect(await within(dialog).findByText('Vui lòng tải lên ít nhất 1 ảnh đóng gói', undefined, slow)).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/v1/orders/o-out/packing')).toBe(false);
    // one photo: the orders' packing request, its photos in `images`
    answers['POST /api/v1/orders/o-out/packing'] = json(order('o-out', { is_packaged: true }));
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'kien-hang.png', { type: 'image/png' })] } });
    await within(dialog).findByText('1/5 ảnh · JPG, PNG, WebP, tối đa 10 MB mỗi ảnh', undefined, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đóng gói' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/orders/o-out/packing')).toBe(true), slow);
    const form = calls.find((c) => c.key === 'POST /api/v1/orders/o-out/packing')!.init.body as FormData;
    expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['kien-hang.png']);
  });

  it("confirms receipt of my delivered parcel after a dialog, and shows the server's stage and the 7-day auto receipt", async () => {
    // mine (to the poster) is delivered, the other side's still on its way: the trade is "Đang giao"
    const shipping = { parcels: { to_poster: listed('delivered'), to_offerer: listed('delivering') }, stage: 'shipping' as const };
    answers['GET /api/v1/exchanges/x1'] = json(packaging(shipping));
    answers['GET /api/v1/orders/o-out'] = json(order('o-out', { status: 'delivering', status_label: 'Đang vận chuyển' }));
    answers['GET /api/v1/orders/o-in'] = json(
      order('o-in', { status: 'delivered', status_label: 'Đã giao hàng', auto_complete_at: '2026-11-30T00:00:00.000Z' }),
    );
    answers['POST /api/v1/exchanges/x1/receipt'] = json(
      packaging({ ...shipping, received_at: { poster: '2026-11-21T00:00:00.000Z', offerer: null } }),
    );
    renderTrade();
    const inc = await screen.findByTestId('trade-incoming', undefined, slow);
    fireEvent.click(await within(inc).findByRole('button', { name: 'Đã nhận được hàng' }, slow));
    expect(currentStep()).toContain('Đang giao');
    expect(screen.getByTestId('trade-deadline-receipt').textContent).toContain('30/11/2026');
    expect(within(screen.getByTestId('trade-outgoing')).queryByRole('button')).toBeNull();
    const dialog = await screen.findByRole('dialog', undefined, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tôi đã nhận được hàng' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/exchanges/x1/receipt')).toBe(true));
    // coming back to the tab asks again for the trade and both parcels (the other side may have acted)
    const count = (k: string) => calls.filter((c) => c.key === k).length;
    const before = [count('GET /api/v1/exchanges/x1'), count('GET /api/v1/orders/o-in'), count('GET /api/v1/orders/o-out')];
    fireEvent.focus(window);
    await waitFor(() => {
      expect(count('GET /api/v1/exchanges/x1')).toBeGreaterThan(before[0]!);
      expect(count('GET /api/v1/orders/o-in')).toBeGreaterThan(before[1]!);
      expect(count('GET /api/v1/orders/o-out')).toBeGreaterThan(before[2]!);
    }, slow);
  });

  it('shows the stage the server computed: a parcel whose delivery failed is still with the carrier, as in the lists', async () => {
    answers['GET /api/v1/exchanges/x1'] = json(
      packaging({ parcels: { to_poster: listed('failed'), to_offerer: listed('delivered') }, stage: 'shipping' }),
    );
    answers['GET /api/v1/orders/o-out'] = json(order('o-out', { status: 'delivered', status_label: 'Đã giao hàng' }));
    answers['GET /api/v1/orders/o-in'] = json(order('o-in', { status: 'failed', status_label: 'Giao hàng thất bại' }));
    renderTrade();
    await screen.findByTestId('trade-incoming', undefined, slow);
    expect(currentStep()).toContain('Đang giao');
  });

  it("offers the late-partner cancel after ship_by and shows the server's refusal", async () => {
    answers['GET /api/v1/exchanges/x1'] = json(packaging({ ship_by: '2026-11-20T12:00:00.000Z' }));
    answers['GET /api/v1/orders/o-out'] = json(order('o-out', { is_packaged: true }));
    answers['GET /api/v1/orders/o-in'] = json(order('o-in', {}));
    answers['POST /api/v1/exchanges/x1/cancel'] = json(
      { error: { code: 'conflict', message: 'Bạn chưa đóng gói kiện hàng của mình nên không thể hủy' } },
      409,
    );
    renderTrade();
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy giao dịch' }, slow));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Hủy giao dịch' }).at(-1)!);
    expect(await within(dialog).findByText('Bạn chưa đóng gói kiện hàng của mình nên không thể hủy', undefined, slow)).toBeTruthy();
  });
});
