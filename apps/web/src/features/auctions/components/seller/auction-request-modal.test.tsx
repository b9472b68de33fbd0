import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_PLATFORM_SETTING_DEFAULTS } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../../test/support';
import { AuctionRequestModal } from './auction-request-modal';

const { answers, calls } = setupStubServer();
/** antd's first render of a form is slow on a busy machine */
const LONG = { timeout: 15_000 };
const KIT = { id: '2f1c7c0e-8d7e-4d0b-9a54-1b2c3d4e5f60', name: 'HG 1/144 Gundam Calibarn', image: null };
const URL_KEY = 'POST /api/v1/shop/auction-requests';

function open(onRequested = vi.fn()) {
  const router = createMemoryRouter(
    [{ path: '/shop/management', element: <AuctionRequestModal kit={KIT} onClose={vi.fn()} onRequested={onRequested} /> }],
    {
      initialEntries: ['/shop/management'],
    },
  );
  render(
    <TestProviders user={makeUser('seller', 'u-seller')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return onRequested;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the auction request modal', { timeout: 30_000 }, () => {
  it('checks the figures with the shared rule as they are typed, shows what follows, and sends the body', async () => {
    const onRequested = open();
    expect(await screen.findByText('Yêu cầu đấu giá', {}, LONG)).toBeTruthy();
    expect(screen.getByText(KIT.name)).toBeTruthy();
    // the suggestion: 3 days from a start at least 24 h ahead
    expect(screen.getByText('3 ngày')).toBeTruthy();
    expect((screen.getByLabelText('Bắt đầu lúc') as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:00$/);

    type('Giá khởi điểm', '500000');
    await waitFor(() => expect(screen.getByTestId('request-deposit').textContent).toBe('75.000 ₫'), LONG);
    expect(screen.getByTestId('increment-range').textContent).toContain('Cho phép từ 15.000 ₫ đến 50.000 ₫');
    expect(screen.getByTestId('buy-now-min').textContent).toContain('Tối thiểu 750.000 ₫');
    expect((screen.getByLabelText('Giá khởi điểm') as HTMLInputElement).value).toBe('500.000');

    type('Bước giá', '5000');
    expect(
      await screen.findByText('Bước giá phải từ 15.000 ₫ đến 50.000 ₫ (3–10% giá khởi điểm, tối thiểu 10.000 ₫)', {}, LONG),
    ).toBeTruthy();
    type('Bước giá', '20000');
    await waitFor(() => expect(screen.queryByText(/Bước giá phải từ/)).toBeNull(), LONG);
    type('Giá mua ngay (không bắt buộc)', '600000');
    expect(await screen.findByText('Giá mua ngay tối thiểu 750.000 ₫ (150% giá khởi điểm)', {}, LONG)).toBeTruthy();
    type('Giá mua ngay (không bắt buộc)', '900000');
    await waitFor(() => expect(screen.queryByText(/Giá mua ngay tối thiểu 750/)).toBeNull(), LONG);

    answers[URL_KEY] = json({ id: 'r1', status: 'pending', auction_id: null }, 201);
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => expect(onRequested).toHaveBeenCalledWith(KIT), LONG);
    const sent = JSON.parse(String(calls.find((c) => c.key === URL_KEY)!.init.body));
    expect(sent).toMatchObject({
      kit_id: KIT.id,
      starting_price: 500_000,
      bid_increment: 20_000,
      buy_now_price: 900_000,
      duration_days: 3,
    });
    expect(sent.start_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+07:00$/);
    expect(Date.parse(sent.start_at) - Date.now()).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('estimates the deposit at the admin’s current rate', async () => {
    answers['GET /api/v1/settings/public'] = json({ ...PUBLIC_PLATFORM_SETTING_DEFAULTS, auction_deposit_rate_bps: 2_000 });
    open();
    expect(await screen.findByText('Yêu cầu đấu giá', {}, LONG)).toBeTruthy();
    type('Giá khởi điểm', '500000');
    await waitFor(() => expect(screen.getByTestId('request-deposit').textContent).toBe('100.000 ₫'), LONG);
    expect(screen.getByText('Tiền cọc mỗi người tham gia (20% giá khởi điểm)')).toBeTruthy();
  });

  it("shows the server's refusal (a used-up plan) with the way to another plan, and says what is missing", async () => {
    const onRequested = open();
    await screen.findByText(KIT.name, {}, LONG);
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Vui lòng nhập giá khởi điểm', {}, LONG)).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập bước giá')).toBeTruthy();
    expect(calls.some((c) => c.key === URL_KEY)).toBe(false);

    type('Giá khởi điểm', '200000');
    type('Bước giá', '10000');
    const refusal = 'Bạn đã dùng hết lượt đấu giá của gói hiện tại (1/1). Hãy chờ phiên đang mở kết thúc hoặc nâng cấp gói dịch vụ.';
    answers[URL_KEY] = json(
      { error: { code: 'business_rule', message: refusal, details: { open_auctions_used: 1, max_open_auctions: 1 } } },
      422,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText(refusal, {}, LONG)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem các gói dịch vụ' }).getAttribute('href')).toBe('/shop/Subscription');
    expect(onRequested).not.toHaveBeenCalled();

    // a field the server refuses goes under its input
    answers[URL_KEY] = json(
      {
        error: {
          code: 'validation_failed',
          message: 'Phiên đấu giá phải bắt đầu sau thời điểm gửi yêu cầu ít nhất 24 giờ',
          details: { fields: [{ field: 'start_at', message: 'Phiên đấu giá phải bắt đầu sau thời điểm gửi yêu cầu ít nhất 24 giờ' }] },
        },
      },
      400,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Phiên đấu giá phải bắt đầu sau thời điểm gửi yêu cầu ít nhất 24 giờ', {}, LONG)).toBeTruthy();
  });
});
