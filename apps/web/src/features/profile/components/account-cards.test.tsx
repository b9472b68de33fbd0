import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, TestProviders } from '../../../../test/support';
import { AvatarUpload } from './avatar-upload';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

/**
 * The account page's parts that load on first use (issue 13): the phone dialog with its first
 * opening, a session's sign-out confirm with its button's first click. Both must still work from
 * that first click. The avatar is chosen through the device's own file picker.
 */
const { answers, calls } = setupStubServer();
const user = makeUser('member', 'u-member');

function renderCard(card: React.ReactNode) {
  render(
    <TestProviders user={user}>
      <MemoryRouter>{card}</MemoryRouter>
    </TestProviders>,
  );
}

const session = (id: string, current: boolean, agent: string): Session => ({
  id,
  user_agent: agent,
  ip: '113.161.1.1',
  created_at: '2026-11-20T03:00:00.000Z',
  last_used_at: current ? '2026-11-29T03:00:00.000Z' : '2026-11-25T03:00:00.000Z',
  current,
});

describe('the account page', () => {
  it('opens the phone dialog on the first click and sends the code to the number typed', async () => {
    answers['POST /api/v1/otp/phone-number/generate'] = json({ resend_after_seconds: 60, expires_in_seconds: 300 });
    renderCard(<ProfileCard user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Thêm số điện thoại' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Thêm số điện thoại')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Số điện thoại'), { target: { value: '0912345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi mã' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/otp/phone-number/generate')).toBe(true));
    const sent = calls.find((c) => c.key === 'POST /api/v1/otp/phone-number/generate')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ phone_number: '0912345678' });
    expect(await within(dialog).findByText('0912345678')).toBeTruthy();
  });

  it("signs another device out after the confirm that opens with the button's first click", async () => {
    answers['GET /api/v1/users/u-member/sessions'] = json([
      session('s-here', true, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0'),
      session('s-phone', false, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1'),
    ]);
    answers['DELETE /api/v1/users/u-member/sessions/s-phone'] = () => new Response(null, { status: 204 });
    renderCard(<SessionsCard user={user} />);
    expect(await screen.findByText('Thiết bị này')).toBeTruthy();
    const signOut = screen.getAllByRole('button', { name: 'Đăng xuất' });
    expect(signOut).toHaveLength(1); // the device in use has none
    fireEvent.click(signOut[0]!);
    const confirm = (await screen.findByText('Đăng xuất thiết bị này?')).closest('.ant-popover') as HTMLElement;
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'DELETE /api/v1/users/u-member/sessions/s-phone')).toBe(true));
    expect(await screen.findByText('Đã đăng xuất thiết bị')).toBeTruthy();
  });

  it('checks a chosen avatar before sending it, and sends a photo that passes', async () => {
    answers['PATCH /api/v1/users/u-member/avatar'] = json({ ...user, avatar_url: '/uploads/avatars/u-member.webp' });
    renderCard(<AvatarUpload user={user} />);
    const picker = screen.getByLabelText('Chọn ảnh đại diện') as HTMLInputElement;
    const click = vi.spyOn(picker, 'click');
    fireEvent.click(screen.getByRole('button', { name: /Đổi ảnh đại diện/ }));
    expect(click).toHaveBeenCalledTimes(1);

    fireEvent.change(picker, { target: { files: [new File(['gif'], 'anh.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Ảnh đại diện phải là tệp JPEG, PNG hoặc WebP.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'PATCH /api/v1/users/u-member/avatar')).toBe(false);

    fireEvent.change(picker, { target: { files: [new File(['png'], 'anh.png', { type: 'image/png' })] } });
    await waitFor(() => expect(calls.some((c) => c.key === 'PATCH /api/v1/users/u-member/avatar')).toBe(true));
    const sent = calls.find((c) => c.key === 'PATCH /api/v1/users/u-member/avatar')!;
    expect((sent.init.body as FormData).get('avatar')).toMatchObject({ name: 'anh.png', type: 'image/png' });
    expect(await screen.findByText('Đã cập nhật ảnh đại diện')).toBeTruthy();
  });
});
