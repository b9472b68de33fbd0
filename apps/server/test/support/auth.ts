// Helpers shared by the auth module's tests (never imported by the server itself).
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { call, runJobs, type TestApp } from '../helpers.js';
import type { SmsCatcher, SmtpCatcher } from '../servers.js';

/** Tests start on a fixed instant ahead of real time, so jobs queued "now" are already due on the test clock. */
export const TEST_START = '2030-03-15T02:00:00.000Z';
export const STRONG_PASSWORD = 'Zaku2-Char-Rieng';

export async function countRows(t: TestApp, table: PgTable) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

/** Sends queued mail through the real SMTP catcher and returns the 6 digits of the newest message to `email`. */
export async function emailedCode(t: TestApp, smtp: SmtpCatcher, email: string): Promise<string> {
  await runJobs(t);
  const mail = smtp.to(email).at(-1);
  expect(mail, `no email reached ${email}`).toBeDefined();
  const m = /\b(\d{6})\b/.exec(mail!.text);
  expect(m, 'no 6-digit code in the email').not.toBeNull();
  return m![1]!;
}

export async function textedCode(t: TestApp, sms: SmsCatcher, phone: string): Promise<string> {
  await runJobs(t);
  const msg = sms.to(phone).at(-1);
  expect(msg, `no SMS reached ${phone}`).toBeDefined();
  return /\b(\d{6})\b/.exec(msg!.text)![1]!;
}

/** The whole sign-up of seed §7: code by email, verify, create the account. */
export async function signUp(t: TestApp, smtp: SmtpCatcher, email: string, password = STRONG_PASSWORD, fullName = 'Nguyễn Thị Gunpla') {
  expect((await call(t.app, 'POST', '/api/v1/otp/email/generate', { body: { email } })).status).toBe(200);
  const otp_code = await emailedCode(t, smtp, email);
  expect((await call(t.app, 'POST', '/api/v1/otp/email/verify', { body: { email, otp_code } })).status).toBe(200);
  const res = await call(t.app, 'POST', '/api/v1/users', { body: { email, full_name: fullName, password } });
  expect(res.status).toBe(201);
  return res.body as { id: string; email: string };
}

export function refreshCookieOf(res: { cookies: Array<{ name: string; value: string }> }) {
  return res.cookies.find((c) => c.name === 'refresh_token');
}

export async function signIn(t: TestApp, email: string, password: string, opts: { ip?: string; device?: string } = {}) {
  const raw = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    headers: { 'user-agent': 'vitest-browser/1.0' },
    remoteAddress: opts.ip ?? '127.0.0.1',
    ...(opts.device ? { cookies: { device: opts.device } } : {}),
  });
  const device = raw.cookies.find((c) => c.name === 'device')?.value;
  return { status: raw.statusCode, body: raw.json(), headers: raw.headers, refresh: refreshCookieOf(raw)?.value, device, raw };
}

export async function refreshWith(t: TestApp, token: string | undefined, headers: Record<string, string> = {}) {
  const res = await call(t.app, 'POST', '/api/v1/auth/refresh', { cookies: token ? { refresh_token: token } : {}, headers });
  return { ...res, refresh: refreshCookieOf(res) };
}

/** Vietnamese text carries its diacritics; an English fallback would not. */
export const VIETNAMESE = /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i;
