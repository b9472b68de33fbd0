import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Journal, ModeratorTopupDetail, ModeratorWithdrawalDetail } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../../test/stub-server';
import { makeUser, openScreen } from '../../../../../test/support';
import { TransactionManagement } from './transaction-management';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

const W = '0b9b2c1e-5a51-4b8e-9a2f-6f1d2a3b4c5d';
const T = '7c0d4e2f-1b3a-4c5d-8e9f-0a1b2c3d4e5f';

function renderAt(path: string) {
  const mod = makeUser('moderator', 'u-mod');
  return openScreen('/moderator/transaction-management', <TransactionManagement viewerId={mod.id} />, path, mod);
}

const withdrawal: ModeratorWithdrawalDetail = {
  id: W,
  user_id: 'u-bich',
  amount: 200_000,
  status: 'rejected',
  status_label: 'Đã từ chối',
  bank_account_id: 'b1',
  bank_code: 'VCB',
  bank_name: 'Vietcombank',
  account_number: '0011223344',
  account_name: 'TRAN THI BICH',
  bank_reference: null,
  reject_reason: 'Tên chủ tài khoản không khớp',
  processed_by: 'u-kiem',
  processed_at: '2026-11-21T02:00:00.000Z',
  created_at: '2026-11-20T16:30:00.000Z',
  user_name: 'Trần Thị Bích',
  user_email: 'bich@chogundam.vn',
  user_phone: '0912345678',
  processed_by_name: 'Phạm Kiểm Duyệt',
};

const topup: ModeratorTopupDetail = {
  id: T,
  amount: 150_000,
  status: 'succeeded',
  status_label: 'Thành công',
  provider: 'zalopay',
  app_trans_id: '261121_abcdefghijklmnop',
  order_url: null,
  qr_code: null,
  return_path: null,
  expires_at: '2026-11-21T03:15:00.000Z',
  succeeded_at: '2026-11-21T03:05:00.000Z',
  created_at: '2026-11-21T03:00:00.000Z',
  user_id: 'u-an',
  user_name: 'Nguyễn Văn An',
  user_email: 'member@chogundam.vn',
  user_phone: '0987654321',
  gateway_trans_id: '261121000000123',
  needs_review: false,
  review_reason: null,
  last_queried_at: null,
};

const journal = (over: Partial<Journal>): Journal => ({
  id: 'j1',
  kind: 'withdrawal_hold',
  posting_key: `withdrawal:${W}:hold`,
  reference_type: 'withdrawal',
  reference_id: W,
  memo: 'Giữ tiền cho yêu cầu rút tiền',
  created_at: '2026-11-20T16:30:00.000Z',
  lines: [
    {
      id: 1,
      account_id: 'a1',
      kind: 'available',
      label: 'Số dư khả dụng',
      owner_id: 'u-bich',
      owner_name: 'Trần Thị Bích',
      amount: -200_000,
      balance_after: 0,
    },
    {
      id: 2,
      account_id: 'a2',
      kind: 'held',
      label: 'Đang tạm giữ',
      owner_id: 'u-bich',
      owner_name: 'Trần Thị Bích',
      amount: 200_000,
      balance_after: 200_000,
    },
  ],
  ...over,
});

const search = (router: ReturnType<typeof renderAt>) => new URLSearchParams(router.state.location.search);
/** the query of the journal requests */
const journalAsks = () =>
  calls.filter((c) => c.key === 'GET /api/v1/moderator/ledger/journals').map((c) => new URL(c.url, 'http://x').searchParams);

describe('detail drawers of the money tables', { timeout: 60_000 }, () => {
  it('a click on a withdrawal row opens its drawer, with its id in the URL, and closing it takes the id out', async () => {
    answers['GET /api/v1/moderator/withdrawals'] = json({ items: [withdrawal], page: 1, page_size: 20, total: 1 });
    answers[`GET /api/v1/moderator/withdrawals/${W}`] = json(withdrawal);
    answers['GET /api/v1/moderator/ledger/journals'] = json({
      items: [
        journal({
          id: 'j2',
          kind: 'withdrawal_release',
          memo: 'Hoàn tiền yêu cầu rút tiền bị từ chối',
          posting_key: `withdrawal:${W}:release`,
        }),
        journal({}),
      ],
      page: 1,
      page_size: 20,
      total: 2,
    });
    const router = renderAt('/moderator/transaction-management?wstatus=all&wq=bich');
    fireEvent.click(await screen.findByText('Vietcombank · 0011223344 · TRAN THI BICH', {}, slow));
    await waitFor(() => expect(search(router).get('wopen')).toBe(W), slow);
    // the list's filters stay
    expect([search(router).get('wstatus'), search(router).get('wq')]).toEqual(['all', 'bich']);

    const drawer = (await screen.findByText('Chi tiết yêu cầu rút tiền', {}, slow)).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('0912345678', {}, slow)).toBeTruthy();
    expect(within(drawer).getByText('bich@chogundam.vn')).toBeTruthy();
    expect(within(drawer).getAllByText('200.000 ₫').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('Đã từ chối')).toBeTruthy();
    expect(within(drawer).getByText('Phạm Kiểm Duyệt')).toBeTruthy();
    expect(within(drawer).getByText('Tên chủ tài khoản không khớp')).toBeTruthy();
    expect(within(drawer).getByText('21/11/2026 09:00')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Xem hồ sơ' }).getAttribute('href')).toBe('/moderator/user-management?user=u-bich');
    // decided: no decision buttons
    expect(within(drawer).queryByRole('button', { name: 'Hoàn tất' })).toBeNull();

    // the ledger's journals of this withdrawal, asked by reference
    expect(await within(drawer).findByText('Hoàn tiền yêu cầu rút tiền bị từ chối', {}, slow)).toBeTruthy();
    expect(within(drawer).getByText('Giữ tiền cho yêu cầu rút tiền')).toBeTruthy();
    expect(within(drawer).getAllByText('-200.000 ₫')).toHaveLength(2);
    expect(journalAsks().map((q) => [q.get('reference_type'), q.get('reference_id')])).toContainEqual(['withdrawal', W]);

    fireEvent.click(within(drawer).getByRole('button', { name: /close|đóng/i }));
    await waitFor(() => expect(search(router).has('wopen')).toBe(false), slow);
  });

  it('a shared link with the withdrawal’s id opens the drawer, and a pending one offers the decision dialogs', async () => {
    const pending = {
      ...withdrawal,
      status: 'pending' as const,
      status_label: 'Chờ xử lý',
      reject_reason: null,
      processed_by: null,
      processed_at: null,
      processed_by_name: null,
    };
    answers['GET /api/v1/moderator/withdrawals'] = json({ items: [], page: 1, page_size: 20, total: 0 });
    answers[`GET /api/v1/moderator/withdrawals/${W}`] = json(pending);
    answers['GET /api/v1/moderator/ledger/journals'] = json({ items: [journal({})], page: 1, page_size: 20, total: 1 });
    renderAt(`/moderator/transaction-management?wopen=${W}`);
    const drawer = (await screen.findByText('Chi tiết yêu cầu rút tiền', {}, slow)).closest('.ant-drawer') as HTMLElement;
    // the applicant; the journal below, once it arrives, names the same member in its lines
    expect(await within(drawer).findByText('Trần Thị Bích', { selector: 'strong' }, slow)).toBeTruthy();
    expect(within(drawer).getByText('Chờ xử lý')).toBeTruthy();
    expect(await within(drawer).findByText('Giữ tiền cho yêu cầu rút tiền', {}, slow)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText('Từ chối yêu cầu rút tiền', {}, slow)).toBeTruthy();
    expect(screen.getByLabelText('Lý do từ chối')).toBeTruthy();
  });

  it('a withdrawal that does not exist says so in the drawer', async () => {
    answers['GET /api/v1/moderator/withdrawals'] = json({ items: [], page: 1, page_size: 20, total: 0 });
    answers[`GET /api/v1/moderator/withdrawals/${W}`] = json(
      { error: { code: 'not_found', message: 'Không tìm thấy yêu cầu rút tiền' } },
      404,
    );
    renderAt(`/moderator/transaction-management?wopen=${W}`);
    expect(await screen.findByText('Không tìm thấy yêu cầu rút tiền', {}, slow)).toBeTruthy();
  });

  it('Enter on a focused top-up row opens its drawer: ids, gateway state, times and the journal', async () => {
    answers['GET /api/v1/moderator/topups'] = json({ items: [topup], page: 1, page_size: 20, total: 1 });
    answers[`GET /api/v1/moderator/topups/${T}`] = json(topup);
    answers['GET /api/v1/moderator/ledger/journals'] = json({
      items: [
        journal({
          id: 'j3',
          kind: 'topup',
          posting_key: `topup:${T}`,
          reference_type: 'topup',
          reference_id: T,
          memo: 'Nạp tiền qua ZaloPay',
          lines: [
            {
              id: 3,
              account_id: 'a3',
              kind: 'gateway_clearing',
              label: 'Tiền nạp qua cổng thanh toán',
              owner_id: null,
              owner_name: null,
              amount: -150_000,
              balance_after: -150_000,
            },
            {
              id: 4,
              account_id: 'a4',
              kind: 'available',
              label: 'Số dư khả dụng',
              owner_id: 'u-an',
              owner_name: 'Nguyễn Văn An',
              amount: 150_000,
              balance_after: 150_000,
            },
          ],
        }),
      ],
      page: 1,
      page_size: 20,
      total: 1,
    });
    const router = renderAt('/moderator/transaction-management?tab=topups');
    const row = (await screen.findByText('261121_abcdefghijklmnop', {}, slow)).closest('tr')!;
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search(router).get('topen')).toBe(T), slow);

    const drawer = (await screen.findByText('Chi tiết giao dịch nạp tiền', {}, slow)).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('0987654321', {}, slow)).toBeTruthy();
    expect(within(drawer).getByText('261121_abcdefghijklmnop')).toBeTruthy();
    expect(within(drawer).getByText('261121000000123')).toBeTruthy();
    expect(within(drawer).getByText('ZaloPay')).toBeTruthy();
    expect(within(drawer).getByText('Thành công')).toBeTruthy();
    expect(within(drawer).getByText('21/11/2026 10:05')).toBeTruthy();
    expect(within(drawer).getByText('21/11/2026 10:15')).toBeTruthy();
    // paid: nothing left to ask the gateway
    expect(within(drawer).queryByRole('button', { name: 'Tra cứu cổng thanh toán' })).toBeNull();
    expect(await within(drawer).findByText('Nạp tiền qua ZaloPay', {}, slow)).toBeTruthy();
    expect(within(drawer).getByText('Nền tảng')).toBeTruthy();
    expect(journalAsks().map((q) => [q.get('reference_type'), q.get('reference_id')])).toContainEqual(['topup', T]);
  });

  it('a shared link opens a top-up’s drawer, whose "Tra cứu cổng thanh toán" asks the gateway', async () => {
    const waiting = { ...topup, status: 'pending' as const, status_label: 'Chờ thanh toán', succeeded_at: null, gateway_trans_id: null };
    answers['GET /api/v1/moderator/topups'] = json({ items: [], page: 1, page_size: 20, total: 0 });
    answers[`GET /api/v1/moderator/topups/${T}`] = json(waiting);
    answers['GET /api/v1/moderator/ledger/journals'] = json({ items: [], page: 1, page_size: 20, total: 0 });
    answers[`POST /api/v1/moderator/topups/${T}/query`] = json({
      outcome: 'not_paid',
      outcome_label: 'Cổng báo chưa thanh toán',
      topup: waiting,
    });
    renderAt(`/moderator/transaction-management?tab=topups&topen=${T}`);
    const drawer = (await screen.findByText('Chi tiết giao dịch nạp tiền', {}, slow)).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('Chờ thanh toán', {}, slow)).toBeTruthy();
    expect(await within(drawer).findByText('Chưa có bút toán nào', {}, slow)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Tra cứu cổng thanh toán' }));
    await waitFor(() => expect(calls.some((c) => c.key === `POST /api/v1/moderator/topups/${T}/query`)).toBe(true), slow);
  });
});
