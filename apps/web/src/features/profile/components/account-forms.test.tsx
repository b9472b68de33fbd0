import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Session, User } from '@cho-gundam/contracts';
import { json, jsonResponse, setupStubServer } from '../../../../test/stub-server';
import { makeTestStore, makeUser, TestProviders, type TestStore } from '../../../../test/support';
import { ChangePasswordCard } from './change-password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

/**
 * The account page's forms, plain forms since issue 13 (shared/ui/form-field.tsx, not antd's Form):
 * the contracts' rules show under the fields as they are typed, the server's per-field messages too,
 * and what is sent is what the server's contract takes.
 */
const { answers, calls } = setupStubServer();
const user = makeUser('member', 'u-member');

function renderCard(card: React.ReactNode, store?: TestStore) {
  render(
    <TestProviders user={user} store={store}>
      <MemoryRouter>{card}</MemoryRouter>
    </TestProviders>,
  );
}

/** The server's 400 with one field's message (its validation error's `details.fields`). */
const fieldRefusal = (field: string, message: string) => () =>
  jsonResponse({ error: { code: 'validation_error', message: 'Dữ liệu không hợp lệ', details: { fields: [{ field, message }] } } }, 400);
const bodyOf = (key: string) => JSON.parse(String(calls.find((c) => c.key === key)!.init.body)) as unknown;
const fieldProblem = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('"Hồ sơ của tôi"', () => {
  it("checks the name as it is typed, saves it, and puts the server's answer in the store", async () => {
    const store = makeTestStore(user);
    answers['PUT /api/v1/users/u-member'] = json({ ...user, full_name: 'Trần Thị Bình' });
    renderCard(<ProfileCard user={user} />, store);
    const save = screen.getByRole('button', { name: 'Lưu thay đổi' });
    expect(save).toHaveProperty('disabled', true); // nothing changed yet

    fireEvent.change(screen.getByLabelText('Họ và tên'), { target: { value: 'B' } });
    await waitFor(() => expect(fieldProblem('Họ và tên')).toBe('Họ và tên tối thiểu 2 ký tự'));
    fireEvent.click(save);
    expect(calls.some((c) => c.key === 'PUT /api/v1/users/u-member')).toBe(false);

    fireEvent.change(screen.getByLabelText('Họ và tên'), { target: { value: '  Trần Thị Bình ' } });
    await waitFor(() => expect(fieldProblem('Họ và tên')).toBeUndefined());
    fireEvent.click(save);
    expect(await screen.findByText('Đã cập nhật hồ sơ')).toBeTruthy();
    expect(bodyOf('PUT /api/v1/users/u-member')).toEqual({ full_name: 'Trần Thị Bình' });
    // the signed-in user the menus show (the session feature's slice: seed §4 updateUserProfile)
    expect((store.getState() as { auth: { user: User | null } }).auth.user?.full_name).toBe('Trần Thị Bình');
  });

  it("shows the server's message for the name under the field", async () => {
    answers['PUT /api/v1/users/u-member'] = fieldRefusal('full_name', 'Tên này không được phép');
    renderCard(<ProfileCard user={user} />);
    fireEvent.change(screen.getByLabelText('Họ và tên'), { target: { value: 'Admin Chợ Gundam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(fieldProblem('Họ và tên')).toBe('Tên này không được phép'));
    expect(screen.queryByText('Dữ liệu không hợp lệ')).toBeNull();
  });
});

describe('"Đổi mật khẩu"', () => {
  it('checks the new password and its repeat, sends only what the contract takes, and empties the form', async () => {
    answers['POST /api/v1/users/u-member/password'] = () => new Response(null, { status: 204 });
    renderCard(<ChangePasswordCard user={user} />);
    const submit = screen.getByRole('button', { name: 'Đổi mật khẩu' });

    fireEvent.click(submit);
    await waitFor(() => expect(fieldProblem('Nhập lại mật khẩu mới')).toBe('Vui lòng nhập lại mật khẩu mới'));
    expect(fieldProblem('Mật khẩu mới')).toBe('Mật khẩu tối thiểu 8 ký tự');

    fireEvent.change(screen.getByLabelText('Mật khẩu mới'), { target: { value: 'matkhaumoi' } });
    await waitFor(() => expect(fieldProblem('Mật khẩu mới')).toBe('Mật khẩu phải có ít nhất một chữ cái và một chữ số'));
    fireEvent.change(screen.getByLabelText('Mật khẩu mới'), { target: { value: 'MatKhauMoi2026' } });
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu mới'), { target: { value: 'MatKhauMoi2025' } });
    await waitFor(() => expect(fieldProblem('Nhập lại mật khẩu mới')).toBe('Mật khẩu nhập lại không khớp'));
    // the repeat is checked again when the new password changes to match it
    fireEvent.change(screen.getByLabelText('Mật khẩu mới'), { target: { value: 'MatKhauMoi2025' } });
    await waitFor(() => expect(fieldProblem('Nhập lại mật khẩu mới')).toBeUndefined());
    // the hint stays linked to its field for a screen reader
    expect(screen.getByLabelText('Mật khẩu mới').getAttribute('aria-describedby')).toBe('password-new-extra');

    fireEvent.click(submit);
    expect(await screen.findByText('Đổi mật khẩu thành công. Các thiết bị khác đã được đăng xuất.')).toBeTruthy();
    // an account made with Google has no current password: an empty one is not sent
    expect(bodyOf('POST /api/v1/users/u-member/password')).toEqual({ new_password: 'MatKhauMoi2025' });
    expect(screen.getByLabelText('Mật khẩu mới')).toHaveProperty('value', '');
  });

  it("puts the server's refusal of the current password under that field", async () => {
    answers['POST /api/v1/users/u-member/password'] = fieldRefusal('current_password', 'Mật khẩu hiện tại không đúng');
    renderCard(<ChangePasswordCard user={user} />);
    fireEvent.change(screen.getByLabelText('Mật khẩu hiện tại'), { target: { value: 'SaiMatKhau1' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu mới'), { target: { value: 'MatKhauMoi2025' } });
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu mới'), { target: { value: 'MatKhauMoi2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(fieldProblem('Mật khẩu hiện tại')).toBe('Mật khẩu hiện tại không đúng'));
    expect(bodyOf('POST /api/v1/users/u-member/password')).toEqual({ current_password: 'SaiMatKhau1', new_password: 'MatKhauMoi2025' });
  });
});

describe('"Phiên đăng nhập"', () => {
  const session = (id: string, current: boolean): Session => ({
    id,
    user_agent: current
      ? 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0'
      : 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    ip: '113.161.1.1',
    created_at: '2026-11-20T03:00:00.000Z',
    last_used_at: '2026-11-25T03:00:00.000Z',
    current,
  });

  it('reads the list again after a device is signed out', async () => {
    answers['GET /api/v1/users/u-member/sessions'] = [
      json([session('s-here', true), session('s-phone', false)]),
      json([session('s-here', true)]),
    ];
    answers['DELETE /api/v1/users/u-member/sessions/s-phone'] = () => new Response(null, { status: 204 });
    renderCard(<SessionsCard user={user} />);
    const list = await screen.findByRole('list', { name: 'Danh sách phiên đăng nhập' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    const confirm = (await screen.findByText('Đăng xuất thiết bị này?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((c) => c.key === 'GET /api/v1/users/u-member/sessions')).toHaveLength(2);
  });
});
