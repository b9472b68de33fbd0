import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { TransactionManagement } from './moderator/transaction-management';
import { WalletOverview } from './wallet-overview';

const { answers, calls } = setupStubServer();
const empty = { items: [], page: 1, page_size: 10, total: 0 };

function renderAt(path: string, element: React.ReactNode, user = makeUser('member', 'u-member')) {
  const router = createMemoryRouter(
    [
      { path: '/member/profile/wallet', element },
      { path: '/moderator/transaction-management', element },
      { path: '/checkout', element: <h1>Trang thanh toán</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders user={user}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('the wallet page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    answers['GET /api/v1/wallet'] = json({ available: 1_250_000, held: 300_000, pending: 0 });
    answers['GET /api/v1/wallet/history'] = json({
      items: [
        {
          id: 'j2',
          type: 'order_checkout',
          type_label: 'Thanh toán đơn hàng',
          side: 'member',
          title: 'Thanh toán đơn hàng',
          note: 'Sàn giữ hộ số tiền này cho đến khi bạn nhận hàng',
          amount: 300_000,
          direction: 'out',
          status: 'completed',
          reference_type: 'order',
          reference_id: 'o1',
          link: '/member/profile/orders/regular-auction?order=o1',
          memo: 'Thanh toán đơn hàng DH001',
          available_after: 1_250_000,
          moves: [
            { account: 'available', account_label: 'Số dư khả dụng', amount: -300_000, balance_after: 1_250_000 },
            { account: 'held', account_label: 'Đang tạm giữ', amount: 300_000, balance_after: 300_000 },
          ],
          created_at: '2026-11-21T04:00:00.000Z',
        },
        {
          id: 'j1',
          type: 'topup',
          type_label: 'Nạp tiền',
          side: 'member',
          title: 'Nạp tiền',
          note: 'Tiền đã vào số dư khả dụng',
          amount: 1_550_000,
          direction: 'in',
          status: 'completed',
          reference_type: 'topup',
          reference_id: 't1',
          link: '/member/profile/wallet?topup_id=t1',
          memo: 'Nạp tiền qua ZaloPay',
          available_after: 1_550_000,
          moves: [{ account: 'available', account_label: 'Số dư khả dụng', amount: 1_550_000, balance_after: 1_550_000 }],
          created_at: '2026-11-21T03:00:00.000Z',
        },
      ],
      page: 1,
      page_size: 10,
      total: 2,
    });
    answers['GET /api/v1/wallet/bank-accounts'] = json([]);
    answers['GET /api/v1/wallet/withdrawals'] = json(empty);
  });

  it("shows the three balances and one history row per event, in a buyer's words, with the detail on expand", async () => {
    renderAt('/member/profile/wallet', <WalletOverview />);
    expect((await screen.findByText('Ví của tôi')).tagName).toBe('H1');
    await waitFor(() => expect(screen.getByTestId('balance-available').textContent).toBe('1.250.000 ₫'));
    expect(screen.getByTestId('balance-held').textContent).toBe('300.000 ₫');
    expect(screen.getByText('Số dư khả dụng')).toBeTruthy();
    expect(screen.getByText('Đang tạm giữ')).toBeTruthy();
    expect(screen.getByText('Tiền bán hàng chờ nhận')).toBeTruthy();
    // the purchase is one row, money out of the spendable balance; no green "Tạm giữ" row, no mixed balance column
    expect((await screen.findByTestId('history-amount-j2')).textContent).toBe('−300.000 ₫');
    expect(screen.getByTestId('history-amount-j1').textContent).toBe('+1.550.000 ₫');
    expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(2);
    expect(screen.getAllByText('Thanh toán đơn hàng').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Số dư khả dụng sau').length).toBeGreaterThan(0);
    expect(screen.queryByText('Số dư sau')).toBeNull();
    expect(screen.queryByText('Chờ thanh toán')).toBeNull();
    expect(screen.getAllByText('Hoàn tất')).toHaveLength(2);
    expect(screen.queryByTestId('history-detail-j2')).toBeNull();
    fireEvent.click(document.querySelectorAll<HTMLButtonElement>('.ant-table-row-expand-icon')[0]!);
    const detail = await screen.findByTestId('history-detail-j2');
    expect(detail.textContent).toContain('Sàn giữ hộ số tiền này cho đến khi bạn nhận hàng');
    expect(detail.textContent).toContain('Số dư khả dụng: −300.000 ₫ (còn 1.250.000 ₫)');
    expect(detail.textContent).toContain('Đang tạm giữ: +300.000 ₫ (còn 300.000 ₫)');
    expect(screen.getByText('Bạn chưa lưu tài khoản ngân hàng nào')).toBeTruthy();
  });

  it('opens the top-up for the checkout pre-filled, sends an idempotency key, follows the status and offers the way back', async () => {
    answers['POST /api/v1/wallet/topups'] = json(
      {
        id: '2f1c7c0e-8d7e-4d0b-9a54-1b2c3d4e5f60',
        amount: 124_000,
        status: 'pending',
        status_label: 'Chờ thanh toán',
        provider: 'sandbox',
        app_trans_id: '261121_abcdefghijklmnop',
        order_url: 'http://localhost:3000/api/v1/wallet/sandbox-gateway/pay/261121_abcdefghijklmnop',
        qr_code: null,
        return_path: '/checkout',
        expires_at: '2026-11-21T03:15:00.000Z',
        succeeded_at: null,
        created_at: '2026-11-21T03:00:00.000Z',
      },
      201,
    );
    answers['GET /api/v1/wallet/topups/2f1c7c0e-8d7e-4d0b-9a54-1b2c3d4e5f60'] = json({
      id: '2f1c7c0e-8d7e-4d0b-9a54-1b2c3d4e5f60',
      amount: 124_000,
      status: 'succeeded',
      status_label: 'Thành công',
      provider: 'sandbox',
      app_trans_id: '261121_abcdefghijklmnop',
      order_url: null,
      qr_code: null,
      return_path: '/checkout',
      expires_at: '2026-11-21T03:15:00.000Z',
      succeeded_at: '2026-11-21T03:01:00.000Z',
      created_at: '2026-11-21T03:00:00.000Z',
    });
    const router = renderAt('/member/profile/wallet?topup=123456&return=/checkout', <WalletOverview />);
    await screen.findByText('Nạp tiền vào ví');
    const input = document.getElementById('topup-amount') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('124.000'));
    fireEvent.click(screen.getByText('Tiếp tục').closest('button')!);
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/wallet/topups')).toBe(true));
    const post = calls.find((c) => c.key === 'POST /api/v1/wallet/topups')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ amount: 124_000, return_path: '/checkout' });
    expect((post.init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await screen.findByText('Nạp tiền thành công')).toBeTruthy();
    fireEvent.click((await screen.findByText('Quay lại thanh toán đơn hàng')).closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('refuses a top-up below the minimum before calling the server', async () => {
    renderAt('/member/profile/wallet', <WalletOverview />);
    await screen.findByText('Ví của tôi');
    fireEvent.click(
      screen
        .getAllByText('Nạp tiền')
        .map((el) => el.closest('button'))
        .find(Boolean)!,
    );
    await screen.findByText('Nạp tiền vào ví');
    fireEvent.change(document.getElementById('topup-amount')!, { target: { value: '5000' } });
    fireEvent.click(screen.getByText('Tiếp tục').closest('button')!);
    expect(await screen.findByText('Số tiền tối thiểu là 10.000 ₫')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/v1/wallet/topups')).toBe(false);
  });
});

describe('the moderator transactions page', { timeout: 30_000 }, () => {
  const w = (id: string, userId: string) => ({
    id,
    user_id: userId,
    amount: 500_000,
    status: 'pending',
    status_label: 'Chờ xử lý',
    bank_account_id: 'b1',
    bank_code: 'VCB',
    bank_name: 'Vietcombank',
    account_number: '0123456789',
    account_name: 'NGUYEN VAN A',
    bank_reference: null,
    reject_reason: null,
    processed_by: null,
    processed_at: null,
    created_at: '2026-11-21T03:00:00.000Z',
    user_name: `Người ${id}`,
    user_email: `${id}@example.vn`,
  });

  it('lists the queue, hides the buttons on the moderator’s own request, and completes with a bank reference', async () => {
    const mod = makeUser('moderator', 'u-mod');
    answers['GET /api/v1/moderator/withdrawals'] = json({
      items: [w('w1', 'u-other'), w('w2', 'u-mod')],
      page: 1,
      page_size: 20,
      total: 2,
    });
    answers['GET /api/v1/moderator/ledger/reconciliation'] = json({
      clean: true,
      checked_at: '2026-11-21T03:00:00.000Z',
      accounts: 12,
      journals: 30,
      problems: [],
      platform: { escrow: 0, revenue: 0, shipping: 0, gateway_clearing: -2_000_000, payouts: 500_000 },
    });
    answers['POST /api/v1/moderator/withdrawals/w1/complete'] = json({
      ...w('w1', 'u-other'),
      status: 'completed',
      status_label: 'Đã hoàn tất',
      bank_reference: 'FT26112212345',
    });
    renderAt('/moderator/transaction-management', <TransactionManagement viewerId={mod.id} />, mod);
    expect(await screen.findByText('Sổ cái khớp')).toBeTruthy();
    // the platform's accounts in Vietnamese on the staff screen (issue 14: no "escrow")
    expect(screen.getByText('Tiền bán hàng chờ trả người bán')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/escrow|gateway|clearing|payouts/i);
    expect(await screen.findByText('Yêu cầu của bạn: người khác xử lý')).toBeTruthy();
    // (text queries: role queries walk antd's whole table and take seconds in jsdom)
    const buttons = screen.getAllByText('Hoàn tất').map((el) => el.closest('button'));
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const reference = await screen.findByLabelText('Mã giao dịch ngân hàng');
    fireEvent.change(reference, { target: { value: 'FT26112212345' } });
    fireEvent.click(screen.getByText('Xác nhận đã chuyển khoản').closest('button')!);
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/moderator/withdrawals/w1/complete')).toBe(true));
    const post = calls.find((c) => c.key === 'POST /api/v1/moderator/withdrawals/w1/complete')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ bank_reference: 'FT26112212345' });
  });
});
