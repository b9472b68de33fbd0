import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PLATFORM_SETTING_DEFAULTS } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { SettingsForm } from './settings-form';
import { SettingsHistory } from './settings-history';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

function renderForm() {
  render(
    <TestProviders user={makeUser('admin')}>
      <SettingsForm />
      <SettingsHistory />
    </TestProviders>,
  );
}

describe('the admin settings page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answers['GET /api/v1/admin/settings'] = json({
      values: PLATFORM_SETTING_DEFAULTS,
      defaults: PLATFORM_SETTING_DEFAULTS,
      updated_at: null,
    });
    answers['GET /api/v1/admin/settings/history'] = json({
      items: [
        {
          id: 1,
          key: 'order_fee_rate_bps',
          label: 'Phí sàn trên mỗi đơn hàng',
          old_value: null,
          new_value: 250,
          old_display: '0 % (mặc định)',
          new_display: '2,5 %',
          changed_by: 'u-admin',
          changed_by_name: 'Quản Trị Viên',
          reason: 'Thử phí mới',
          changed_at: '2026-11-25T03:00:00.000Z',
        },
      ],
      page: 1,
      page_size: 10,
      total: 1,
    });
  });

  it('shows the values and the history; sends only the changed fee rate, in basis points, after the confirmation', async () => {
    answers['PUT /api/v1/admin/settings'] = json({
      values: { ...PLATFORM_SETTING_DEFAULTS, order_fee_rate_bps: 500 },
      defaults: PLATFORM_SETTING_DEFAULTS,
      updated_at: '2026-11-25T04:00:00.000Z',
    });
    renderForm();
    expect(await screen.findByText('Quản Trị Viên', undefined, slow)).toBeTruthy();
    expect(screen.getByText('2,5 %')).toBeTruthy();
    const fee = (await screen.findByLabelText('Phí sàn trên mỗi đơn hàng', undefined, slow)) as HTMLInputElement;
    expect(fee.value).toBe('0,00');
    fireEvent.change(fee, { target: { value: '5' } });
    fireEvent.blur(fee);
    fireEvent.click(screen.getByText('Lưu thay đổi'));
    const titles = await screen.findAllByText('Lưu thay đổi cài đặt?', { selector: '.ant-modal-confirm-title' }, slow);
    const dialog = titles[titles.length - 1]!.closest('.ant-modal') as HTMLElement;
    expect(dialog.textContent).toContain('Phí sàn trên mỗi đơn hàng: 0 % → 5 %');
    const ok = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Lưu')!;
    fireEvent.click(ok);
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/v1/admin/settings')).toBe(true));
    const sent = calls.find((c) => c.key === 'PUT /api/v1/admin/settings')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ order_fee_rate_bps: 500 });
    expect(await screen.findByText('Đã lưu cài đặt', undefined, slow)).toBeTruthy();
  });

  it('refuses values that break the rules between them before any request (the shared contract)', async () => {
    renderForm();
    const complaint = (await screen.findByLabelText('Thời hạn khiếu nại sau khi giao', undefined, slow)) as HTMLInputElement;
    fireEvent.change(complaint, { target: { value: '7' } });
    fireEvent.blur(complaint);
    fireEvent.click(screen.getByText('Lưu thay đổi'));
    expect(
      await screen.findByText('Thời hạn khiếu nại phải ngắn hơn thời gian tự hoàn tất đơn sau khi giao', undefined, slow),
    ).toBeTruthy();
    expect(calls.some((c) => c.key === 'PUT /api/v1/admin/settings')).toBe(false);
  });
});
