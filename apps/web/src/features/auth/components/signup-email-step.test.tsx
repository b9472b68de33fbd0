import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestApp } from '../../../../test/test-app';
import { EMAIL_TAKEN_MESSAGE, SignupEmailStep } from './signup-email-step';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(fetchImpl: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return fetchImpl(url, init);
    }),
  );
  const onSent = vi.fn();
  render(
    // no Redux store: the step's calls go through the shell's HTTP client, not RTK Query (issue 13)
    <TestApp>
      <SignupEmailStep onSent={onSent} />
    </TestApp>,
  );
  const submit = (email: string) => {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã xác thực' }));
  };
  return { calls, onSent, submit };
}

describe('sign-up step 1 (email)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for an email before calling the server', async () => {
    const { calls, submit } = setup(() => json(200, {}));
    submit('');
    expect(await screen.findByText('Vui lòng nhập email')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('rejects a malformed email with the contracts message', async () => {
    const { calls, submit } = setup(() => json(200, {}));
    submit('khong-phai-email');
    expect(await screen.findByText('Email không hợp lệ')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says an email already registered is taken, without sending a code', async () => {
    const { calls, onSent, submit } = setup(() => json(200, { exists: true }));
    submit('member@chogundam.vn');
    expect(await screen.findByText(EMAIL_TAKEN_MESSAGE)).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/check-email']);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends the code to a new email (trimmed, lower-cased) and moves on', async () => {
    const { calls, onSent, submit } = setup((url) =>
      url.endsWith('/check-email')
        ? json(200, { exists: false })
        : json(200, { sent: true, expires_at: '2030-01-01T00:00:00Z', resend_after_seconds: 60 }),
    );
    submit('  Moi.Ban@Gmail.com ');
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('moi.ban@gmail.com', 60));
    expect(calls).toEqual([
      { url: '/api/v1/check-email', body: { email: 'moi.ban@gmail.com' } },
      { url: '/api/v1/otp/email/generate', body: { email: 'moi.ban@gmail.com' } },
    ]);
  });

  it('shows the server message and the wait when codes are rate limited', async () => {
    const { onSent, submit } = setup((url) =>
      url.endsWith('/check-email')
        ? json(200, { exists: false })
        : json(429, {
            error: {
              code: 'otp_rate_limited',
              message: 'Bạn đã yêu cầu quá nhiều mã xác thực. Vui lòng thử lại sau.',
              details: { retry_after_seconds: 125 },
              request_id: 'r',
            },
          }),
    );
    submit('moi@gmail.com');
    expect(await screen.findByText(/quá nhiều mã xác thực.*2 phút 5 giây/)).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });
});
