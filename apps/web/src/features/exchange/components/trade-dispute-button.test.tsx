import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { TradeDisputeButton } from './trade-dispute-button';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };
const ID = 'aaaaaaaa-1111-4111-8111-111111111111';

const renderButton = (disabled = false) =>
  render(
    <TestProviders user={makeUser('member', 'u-a')}>
      <TradeDisputeButton tradeId={ID} disabled={disabled} />
    </TestProviders>,
  );

describe('"Khiếu nại kiện hàng"', { timeout: 60_000 }, () => {
  it('refuses a short text before sending, then sends the text as multipart and shows the server’s refusal', async () => {
    answers[`POST /api/v1/exchanges/${ID}/dispute`] = json(
      { error: { code: 'invalid_transition', message: 'Bạn đã xác nhận nhận hàng, không thể khiếu nại kiện hàng này' } },
      409,
    );
    renderButton();
    fireEvent.click(screen.getByText('Khiếu nại kiện hàng').closest('button')!);
    const dialog = (await screen.findByText('Khiếu nại kiện hàng nhận được', {}, slow)).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Nội dung khiếu nại'), { target: { value: 'gãy' } });
    fireEvent.click(within(dialog).getByText('Gửi khiếu nại').closest('button')!);
    expect(await within(dialog).findByText('Nội dung khiếu nại tối thiểu 10 ký tự')).toBeTruthy();
    expect(calls.some((c) => c.key === `POST /api/v1/exchanges/${ID}/dispute`)).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Nội dung khiếu nại'), { target: { value: 'Mô hình bị gãy tay khi nhận' } });
    fireEvent.click(within(dialog).getByText('Gửi khiếu nại').closest('button')!);
    await waitFor(() => expect(calls.some((c) => c.key === `POST /api/v1/exchanges/${ID}/dispute`)).toBe(true), slow);
    const body = calls.find((c) => c.key === `POST /api/v1/exchanges/${ID}/dispute`)!.init.body as FormData;
    expect(body.get('reason')).toBe('Mô hình bị gãy tay khi nhận');
    expect(await within(dialog).findByText('Bạn đã xác nhận nhận hàng, không thể khiếu nại kiện hàng này', {}, slow)).toBeTruthy();
  });

  it('is disabled when the trade page says so', () => {
    renderButton(true);
    expect(screen.getByText('Khiếu nại kiện hàng').closest('button')!.hasAttribute('disabled')).toBe(true);
  });
});
