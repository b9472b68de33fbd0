import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { SetPasswordForm } from './set-password-form';
import { StaffAccounts } from './staff-accounts';

const { answers, calls } = setupStubServer();
const slow = { timeout: 15_000 };

const staff = (id: string, name: string, over: Partial<StaffMember> = {}): StaffMember => ({
  id,
  full_name: name,
  email: `${id}@chogundam.vn`,
  phone_number: null,
  role: 'moderator',
  status: 'active',
  locked_reason: null,
  avatar_url: null,
  created_at: '2026-11-01T03:00:00.000Z',
  invitation_pending: false,
  ...over,
});

function renderRoute(path: string, element: React.ReactNode, route = '/admin/staff') {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(
    <TestProviders user={makeUser('admin')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
const button = (el: HTMLElement, text: string) =>
  Array.from(el.querySelectorAll<HTMLElement>('button, a')).find((b) => b.textContent?.trim() === text);
async function dialogOf(title: string) {
  const headings = await screen.findAllByText(title, { selector: '.ant-modal-title' }, slow);
  return headings[headings.length - 1]!.closest('.ant-modal, [role="dialog"]') as HTMLElement;
}

describe('admin staff accounts', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answers['GET /api/v1/admin/staff'] = json({
      items: [
        staff('me', 'Quản Trị Gốc', { role: 'admin' }),
        staff('s1', 'Kiểm Duyệt Mới', { invitation_pending: true }),
        staff('s2', 'Nghỉ Việc', { status: 'locked', locked_reason: 'Nghỉ việc' }),
      ],
      page: 1,
      page_size: 20,
      total: 3,
    });
  });

  it('lists staff with pending invitations and disabled accounts; no actions on oneself', async () => {
    renderRoute('/admin/staff', <StaffAccounts viewerId="me" />);
    const pending = (await screen.findByText('Kiểm Duyệt Mới', undefined, slow)).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Chưa đặt mật khẩu')).toBeTruthy();
    expect(button(pending, 'Gửi lại lời mời')).toBeTruthy();
    const off = screen.getByText('Nghỉ Việc').closest('tr') as HTMLElement;
    expect(within(off).getByText('Đã vô hiệu hóa')).toBeTruthy();
    expect(button(off, 'Kích hoạt lại')).toBeTruthy();
    const me = screen.getByText('Quản Trị Gốc').closest('tr') as HTMLElement;
    expect(button(me, 'Vô hiệu hóa')).toBeUndefined();
  });

  it('creates a staff account from the dialog, checking the e-mail first', async () => {
    answers['POST /api/v1/admin/staff'] = json(staff('s3', 'Người Mới', { invitation_pending: true }), 201);
    renderRoute('/admin/staff', <StaffAccounts viewerId="me" />);
    await screen.findByText('Kiểm Duyệt Mới', undefined, slow);
    fireEvent.click(button(document.body, 'Thêm nhân viên')!);
    const dialog = await dialogOf('Thêm nhân viên');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'khong-phai-email' } });
    fireEvent.change(within(dialog).getByLabelText('Họ và tên'), { target: { value: 'Người Mới' } });
    fireEvent.click(button(dialog, 'Tạo và gửi lời mời')!);
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain-error')).toBeTruthy());
    expect(calls.some((c) => c.key === 'POST /api/v1/admin/staff')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 's3@chogundam.vn' } });
    fireEvent.click(button(dialog, 'Tạo và gửi lời mời')!);
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/admin/staff')).toBe(true));
    const sent = calls.find((c) => c.key === 'POST /api/v1/admin/staff')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ email: 's3@chogundam.vn', full_name: 'Người Mới', role: 'moderator' });
  });
});

describe('set a password from an invitation link', { timeout: 60_000 }, () => {
  it('says when the link is missing or no longer valid', async () => {
    answers['POST /api/v1/auth/password-setup/check'] = json(
      { error: { code: 'setup_token_invalid', message: 'Liên kết đặt mật khẩu không hợp lệ, đã được dùng hoặc đã hết hạn.' } },
      400,
    );
    renderRoute(
      '/member/set-password?token=abcdefghijklmnopqrstuvwxyz',
      <SetPasswordForm token="abcdefghijklmnopqrstuvwxyz" onDone={() => undefined} />,
      '/member/set-password',
    );
    expect(await screen.findByText('Liên kết đặt mật khẩu không hợp lệ, đã được dùng hoặc đã hết hạn.', undefined, slow)).toBeTruthy();
  });

  it('greets the person, refuses a mismatch, then sets the password', async () => {
    answers['POST /api/v1/auth/password-setup/check'] = json({ email: 's1@chogundam.vn', full_name: 'Kiểm Duyệt Mới' });
    answers['POST /api/v1/auth/password-setup'] = json({ email: 's1@chogundam.vn' });
    const done = vi.fn();
    renderRoute(
      '/member/set-password?token=abcdefghijklmnopqrstuvwxyz',
      <SetPasswordForm token="abcdefghijklmnopqrstuvwxyz" onDone={done} />,
      '/member/set-password',
    );
    expect(await screen.findByText('s1@chogundam.vn', undefined, slow)).toBeTruthy();
    // the fields show once the link is known to be good
    fireEvent.change(await screen.findByLabelText('Mật khẩu mới', undefined, slow), { target: { value: 'KiemDuyet-2026' } });
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu'), { target: { value: 'KiemDuyet-2027' } });
    fireEvent.click(button(document.body, 'Lưu mật khẩu')!);
    expect(await screen.findByText('Mật khẩu nhập lại không khớp', undefined, slow)).toBeTruthy();
    // a new password is compared with the repetition already typed, as antd's `dependencies` did
    fireEvent.change(screen.getByLabelText('Mật khẩu mới'), { target: { value: 'KiemDuyet-2027' } });
    await waitFor(() => expect(screen.queryByText('Mật khẩu nhập lại không khớp')).toBeNull());
    fireEvent.change(screen.getByLabelText('Mật khẩu mới'), { target: { value: 'KiemDuyet-2026' } });
    expect(await screen.findByText('Mật khẩu nhập lại không khớp', undefined, slow)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu'), { target: { value: 'KiemDuyet-2026' } });
    fireEvent.click(button(document.body, 'Lưu mật khẩu')!);
    await waitFor(() => expect(done).toHaveBeenCalledWith('s1@chogundam.vn'));
    const sent = calls.find((c) => c.key === 'POST /api/v1/auth/password-setup')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz', password: 'KiemDuyet-2026' });
  });
});
