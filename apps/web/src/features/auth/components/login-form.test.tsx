import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, setupStubServer } from '../../../../test/stub-server';
import { openScreen } from '../../../../test/support';
import { LoginForm } from './login-form';

const { answers, calls } = setupStubServer();
const logins = () => calls.filter((c) => c.key === 'POST /api/v1/auth/login');

// the form's rules (the contracts' zod schemas) load on its first check, not with the page (issue 13)
describe('sign-in form', { timeout: 30_000 }, () => {
  it('checks the email with the contracts’ message once its rules arrive, and sends nothing', async () => {
    openScreen('/member/login', <LoginForm signIn={() => undefined} />, '/member/login', null);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'khong-phai-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Email không hợp lệ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(logins()).toHaveLength(0);
  });

  it('sends valid values to POST /auth/login and shows the server’s refusal', async () => {
    answers['POST /api/v1/auth/login'] = json({ error: { code: 'invalid_credentials', message: 'Email hoặc mật khẩu không đúng' } }, 401);
    openScreen('/member/login', <LoginForm signIn={() => undefined} />, '/member/login', null);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'member@chogundam.vn' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'ChoGundam@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Email hoặc mật khẩu không đúng')).toBeTruthy();
    await waitFor(() => expect(logins()).toHaveLength(1));
    expect(JSON.parse(String(logins()[0]!.init.body))).toEqual({ email: 'member@chogundam.vn', password: 'ChoGundam@2026' });
  });

  it('checks the password as it is typed, and a refused password is emptied for the next try', async () => {
    answers['POST /api/v1/auth/login'] = json({ error: { code: 'invalid_credentials', message: 'Email hoặc mật khẩu không đúng' } }, 401);
    openScreen('/member/login', <LoginForm signIn={() => undefined} />, '/member/login?email=member%40chogundam.vn', null);
    const password = screen.getByLabelText<HTMLInputElement>('Mật khẩu');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('member@chogundam.vn');
    fireEvent.change(password, { target: { value: 'x' } });
    fireEvent.change(password, { target: { value: '' } });
    expect(await screen.findByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(password, { target: { value: 'SaiMatKhau@1' } });
    await waitFor(() => expect(screen.queryByText('Vui lòng nhập mật khẩu')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Email hoặc mật khẩu không đúng')).toBeTruthy();
    await waitFor(() => expect(password.value).toBe(''));
    expect(password.disabled).toBe(false);
  });

  it('a sign-in refused for too many tries says when to try again and keeps the button off until then', async () => {
    answers['POST /api/v1/auth/login'] = json(
      { error: { code: 'rate_limited', message: 'Bạn đã thử đăng nhập quá nhiều lần', details: { retry_after_seconds: 125 } } },
      429,
    );
    openScreen('/member/login', <LoginForm signIn={() => undefined} />, '/member/login', null);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'member@chogundam.vn' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'ChoGundam@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Bạn đã thử đăng nhập quá nhiều lần')).toBeTruthy();
    expect(screen.getByText(/Bạn có thể thử lại sau 2 phút/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Đăng nhập' }).disabled).toBe(true);
  });
});
