import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminPlan } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { PlansTable } from './plans-table';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

const plan = (over: Partial<AdminPlan>): AdminPlan => ({
  id: 'p-upgrade',
  code: 'upgrade',
  name: 'GÓI NÂNG CẤP',
  price: 359_000,
  duration_days: 30,
  max_listings: 50,
  max_open_auctions: 10,
  is_unlimited: false,
  is_trial: false,
  is_active: true,
  active_subscriptions: 4,
  ...over,
});

function renderTable() {
  render(
    <TestProviders user={makeUser('admin')}>
      <PlansTable />
    </TestProviders>,
  );
}

describe('the admin plans page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answers['GET /api/v1/admin/plans'] = json([
      plan({
        id: 'p-trial',
        code: 'trial',
        name: 'GÓI DÙNG THỬ',
        price: 0,
        duration_days: null,
        max_listings: 5,
        max_open_auctions: 1,
        is_trial: true,
      }),
      plan({}),
      plan({
        id: 'p-unlimited',
        code: 'unlimited',
        name: 'GÓI KHÔNG GIỚI HẠN',
        price: 1_049_000,
        max_listings: null,
        max_open_auctions: null,
        is_unlimited: true,
      }),
    ]);
  });

  it('lists the plans with price, quotas, duration and shops; an edit sends only what changed and says it is for new purchases', async () => {
    answers['PATCH /api/v1/admin/plans/p-upgrade'] = json(plan({ price: 400_000 }));
    renderTable();
    const name = await screen.findByText('GÓI NÂNG CẤP', undefined, slow);
    const row = name.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('359.000 ₫');
    expect(row.textContent).toContain('30 ngày');
    expect((screen.getByText('GÓI KHÔNG GIỚI HẠN').closest('tr') as HTMLElement).textContent).toContain('Không giới hạn');
    fireEvent.click(within(row).getByText('Sửa'));
    const title = await screen.findByText('Sửa GÓI NÂNG CẤP', undefined, slow);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    expect(dialog.textContent).toContain('Thay đổi chỉ áp dụng cho lần mua mới');
    const price = within(dialog).getByLabelText('Giá (₫)') as HTMLInputElement;
    fireEvent.change(price, { target: { value: '400000' } });
    fireEvent.blur(price);
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Lưu')!);
    await waitFor(() => expect(calls.some((c) => c.key === 'PATCH /api/v1/admin/plans/p-upgrade')).toBe(true));
    const sent = calls.find((c) => c.key === 'PATCH /api/v1/admin/plans/p-upgrade')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ price: 400_000 });
  });

  it('the trial keeps its price and duration; its quotas apply to every shop on it', async () => {
    renderTable();
    const row = (await screen.findByText('GÓI DÙNG THỬ', undefined, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('Sửa'));
    const dialog = (await screen.findByText('Sửa GÓI DÙNG THỬ', undefined, slow)).closest('.ant-modal') as HTMLElement;
    expect(dialog.textContent).toContain('hạn mức mới áp dụng ngay cho mọi shop đang dùng gói dùng thử');
    expect((within(dialog).getByLabelText('Giá (₫)') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Thời hạn (ngày)') as HTMLInputElement).disabled).toBe(true);
  });
});
