import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Journal, ModeratorTopup, ModeratorWithdrawal, ReconciliationDetail } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../../test/stub-server';
import { makeUser, openScreen } from '../../../../../test/support';
import { TransactionManagement } from './transaction-management';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

function renderAt(path: string) {
  const mod = makeUser('moderator', 'u-mod');
  return openScreen('/moderator/transaction-management', <TransactionManagement viewerId={mod.id} />, path, mod);
}

const report = (over: Partial<ReconciliationDetail> = {}): ReconciliationDetail => ({
  clean: true,
  checked_at: '2026-11-21T03:00:00.000Z',
  accounts: 12,
  journals: 30,
  problems: [],
  platform: { escrow: -400_000, revenue: 0, shipping: 30_000, gateway_clearing: -2_000_000, payouts: 0 },
  platform_accounts: [
    { kind: 'escrow', label: 'Tiền bán hàng chờ trả người bán', cached: -400_000, lines: -400_000, difference: 0 },
    { kind: 'gateway_clearing', label: 'Tiền nạp qua cổng thanh toán', cached: -2_000_000, lines: -2_000_000, difference: 0 },
  ],
  member_kinds: [
    { kind: 'available', label: 'Số dư khả dụng', count: 5, cached: 1_570_000, lines: 1_570_000, difference: 0 },
    { kind: 'held', label: 'Đang tạm giữ', count: 5, cached: 430_000, lines: 430_000, difference: 0 },
  ],
  mismatched_accounts: [],
  obligations: {
    escrow: -400_000,
    sellers_pending: 400_000,
    open_orders_seller_share: 400_000,
    members_held: 430_000,
    open_orders_total: 430_000,
    pending_withdrawals: 0,
    held_deposits: 0,
  },
  ...over,
});

describe('moderator transaction management', { timeout: 60_000 }, () => {
  it('the reconciliation tab says "Khớp", or names the account that differs and by how much', async () => {
    answers['GET /api/v1/moderator/ledger/reconciliation'] = json(
      report({
        clean: false,
        problems: ['Tài khoản "Số dư khả dụng" của thành viên u1: số dư 71000 ≠ tổng các dòng 70000'],
        member_kinds: [{ kind: 'available', label: 'Số dư khả dụng', count: 5, cached: 1_571_000, lines: 1_570_000, difference: 1_000 }],
        mismatched_accounts: [
          {
            account_id: 'a1',
            kind: 'available',
            label: 'Số dư khả dụng',
            owner_id: 'u1',
            owner_name: 'Lê Hoàng Cường',
            cached: 71_000,
            lines: 70_000,
            difference: 1_000,
          },
        ],
      }),
    );
    renderAt('/moderator/transaction-management?tab=reconciliation');
    expect(await screen.findByText('Có chênh lệch', {}, slow)).toBeTruthy();
    expect(screen.getByText('Lê Hoàng Cường')).toBeTruthy();
    expect(screen.getAllByText('1.000 ₫').length).toBeGreaterThan(0);
    // the obligation checks still reconcile
    expect(screen.getAllByText('Khớp').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/escrow|gateway|clearing|payouts/i);
  });

  it('the journal browser asks by reference from the URL and shows each journal’s lines', async () => {
    const journal: Journal = {
      id: 'j1',
      kind: 'withdrawal_hold',
      posting_key: 'withdrawal:w1:hold',
      reference_type: 'withdrawal',
      reference_id: 'w1',
      memo: 'Giữ tiền cho yêu cầu rút tiền',
      created_at: '2026-11-21T03:00:00.000Z',
      lines: [
        {
          id: 1,
          account_id: 'a1',
          kind: 'available',
          label: 'Số dư khả dụng',
          owner_id: 'u1',
          owner_name: 'Nguyễn Văn An',
          amount: -500_000,
          balance_after: 0,
        },
        {
          id: 2,
          account_id: 'a2',
          kind: 'held',
          label: 'Đang tạm giữ',
          owner_id: 'u1',
          owner_name: 'Nguyễn Văn An',
          amount: 500_000,
          balance_after: 500_000,
        },
      ],
    };
    answers['GET /api/v1/moderator/ledger/journals'] = json({ items: [journal], page: 1, page_size: 20, total: 1 });
    renderAt('/moderator/transaction-management?tab=journals&ref_type=withdrawal&ref=w1');
    expect(await screen.findByText('Giữ tiền cho yêu cầu rút tiền', {}, slow)).toBeTruthy();
    const q = new URL(calls.find((c) => c.key === 'GET /api/v1/moderator/ledger/journals')!.url, 'http://x').searchParams;
    expect([q.get('reference_type'), q.get('reference_id')]).toEqual(['withdrawal', 'w1']);
    // a search by reference opens the lines at once
    expect(await screen.findByText(/^-500\.000 ₫$/, {}, slow)).toBeTruthy();
    expect(screen.getAllByText('Nguyễn Văn An')).toHaveLength(2);
  });

  /** a sortable column's header cell (antd draws the header row twice when the table scrolls sideways; text, not role, queries: roles walk the whole table) */
  const header = (title: string) => screen.getAllByText(title)[0]!.closest('th')!;

  /** the query of the last request to `path` */
  const lastAsked = (path: string) => {
    const last = calls.filter((c) => c.key === `GET /api/v1${path}`).at(-1);
    return last ? new URL(last.url, 'http://x').searchParams : null;
  };

  it('the withdrawal queue reads its filters and sort from the URL, and writes a change back to the URL and the request', async () => {
    const w: ModeratorWithdrawal = {
      id: 'w1',
      user_id: 'u1',
      amount: 200_000,
      status: 'pending',
      status_label: 'Chờ xử lý',
      bank_account_id: 'b1',
      bank_code: 'VCB',
      bank_name: 'Vietcombank',
      account_number: '0011223344',
      account_name: 'TRAN THI BICH',
      bank_reference: null,
      reject_reason: null,
      processed_by: null,
      processed_at: null,
      created_at: '2026-11-20T16:30:00.000Z',
      user_name: 'Trần Thị Bích',
      user_email: 'bich@chogundam.vn',
    };
    answers['GET /api/v1/moderator/withdrawals'] = json({ items: [w], page: 1, page_size: 20, total: 1 });
    answers['GET /api/v1/moderator/ledger/reconciliation'] = json(report());
    const router = renderAt('/moderator/transaction-management?wq=bich&wfrom=2026-11-20&wto=2026-11-21&wsort=amount_desc');
    expect(await screen.findByText('Trần Thị Bích', {}, slow)).toBeTruthy();
    const first = lastAsked('/moderator/withdrawals')!;
    expect(Object.fromEntries(first)).toMatchObject({
      status: 'pending',
      q: 'bich',
      from: '2026-11-20',
      to: '2026-11-21',
      sort: 'amount_desc',
    });
    expect((screen.getByLabelText('Tìm yêu cầu rút tiền') as HTMLInputElement).value).toBe('bich');

    // every status: in the URL, and asked without a status
    fireEvent.mouseDown(screen.getByLabelText('Lọc theo trạng thái'));
    fireEvent.click(await screen.findByTitle('Tất cả trạng thái', {}, slow));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('wstatus')).toBe('all'), slow);
    await waitFor(() => expect(lastAsked('/moderator/withdrawals')!.has('status')).toBe(false), slow);

    // a new search replaces the old one and keeps the rest
    const search = screen.getByLabelText('Tìm yêu cầu rút tiền');
    fireEvent.change(search, { target: { value: '0011223344' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('wq')).toBe('0011223344'), slow);
    await waitFor(() => expect(lastAsked('/moderator/withdrawals')!.get('q')).toBe('0011223344'), slow);

    // the amount column was sorted high to low: a click turns it low to high
    fireEvent.click(header('Số tiền'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('wsort')).toBe('amount_asc'), slow);
    await waitFor(() => expect(lastAsked('/moderator/withdrawals')!.get('sort')).toBe('amount_asc'), slow);
    const url = new URLSearchParams(router.state.location.search);
    expect([url.get('wstatus'), url.get('wfrom'), url.get('wto')]).toEqual(['all', '2026-11-20', '2026-11-21']);
  });

  it('"Tra cứu cổng thanh toán" asks the gateway for that top-up now', async () => {
    const topup: ModeratorTopup = {
      id: 't1',
      amount: 150_000,
      status: 'pending',
      status_label: 'Chờ thanh toán',
      provider: 'sandbox',
      app_trans_id: '261121_abcdefghijklmnop',
      order_url: null,
      qr_code: null,
      return_path: null,
      expires_at: '2026-11-21T03:15:00.000Z',
      succeeded_at: null,
      created_at: '2026-11-21T03:00:00.000Z',
      user_id: 'u1',
      user_name: 'Nguyễn Văn An',
      user_email: 'member@chogundam.vn',
      gateway_trans_id: null,
      needs_review: false,
      review_reason: null,
      last_queried_at: null,
    };
    answers['GET /api/v1/moderator/topups'] = json({ items: [topup], page: 1, page_size: 20, total: 1 });
    answers['GET /api/v1/moderator/ledger/reconciliation'] = json(report());
    answers['POST /api/v1/moderator/topups/t1/query'] = json({
      outcome: 'credited',
      outcome_label: 'Cổng báo đã thanh toán: đã cộng tiền cho thành viên',
      topup: { ...topup, status: 'succeeded', status_label: 'Thành công' },
    });
    renderAt('/moderator/transaction-management?tab=topups');
    expect(await screen.findByText('Chưa tra cứu', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByText('Tra cứu cổng thanh toán').closest('button')!);
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/moderator/topups/t1/query')).toBe(true), slow);
  });

  it('the top-ups table keeps its search, review filter, sort and page in the URL and asks the server with them', async () => {
    answers['GET /api/v1/moderator/topups'] = json({ items: [], page: 2, page_size: 20, total: 45 });
    answers['GET /api/v1/moderator/ledger/reconciliation'] = json(report());
    const router = renderAt('/moderator/transaction-management?tab=topups&treview=true&tpage=2');
    expect(await screen.findByText('Không có giao dịch nạp tiền nào khớp bộ lọc', {}, slow)).toBeTruthy();
    expect(Object.fromEntries(lastAsked('/moderator/topups')!)).toMatchObject({ needs_review: 'true', page: '2', sort: 'created_desc' });

    const search = screen.getByLabelText('Tìm giao dịch nạp tiền');
    fireEvent.change(search, { target: { value: '261121_ABCD' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    // a new search starts again from the first page
    await waitFor(() => expect(router.state.location.search).toBe('?tab=topups&treview=true&tq=261121_ABCD'), slow);
    await waitFor(() => expect(Object.fromEntries(lastAsked('/moderator/topups')!)).toMatchObject({ q: '261121_ABCD', page: '1' }), slow);

    fireEvent.click(header('Số tiền'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tsort')).toBe('amount_desc'), slow);
    await waitFor(() => expect(lastAsked('/moderator/topups')!.get('sort')).toBe('amount_desc'), slow);
    expect(header('Số tiền').getAttribute('aria-sort')).toBe('descending');
    // the newest first again is what no tsort means
    fireEvent.click(header('Thời gian'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('tsort')).toBe(false), slow);
    // (those arguments were asked before, so the list comes from the cache) and the arrows follow
    await waitFor(() => expect(header('Thời gian').getAttribute('aria-sort')).toBe('descending'), slow);
    expect(header('Số tiền').hasAttribute('aria-sort')).toBe(false);
  });
});
