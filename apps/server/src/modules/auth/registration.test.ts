import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.js';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/servers.js';
import { jobs } from '../../lib/jobs.schema.js';
import { minutes, seconds } from '../../lib/clock.js';
import { hmacSha256 } from '../../lib/ids.js';
import { users } from '../../db/schema.js';
import { otpCodes } from './auth.schema.js';
import { STRONG_PASSWORD, TEST_START, VIETNAMESE, countRows, emailedCode, signIn, signUp } from '../../../test/support/auth.js';

describe('sign-up: check-email, email code, account creation', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let n = 0;
  const freshEmail = () => `dangky${++n}@example.vn`;
  const generate = (email: string) => call(t.app, 'POST', '/api/v1/otp/email/generate', { body: { email } });
  const verify = (email: string, otp_code: string) => call(t.app, 'POST', '/api/v1/otp/email/verify', { body: { email, otp_code } });
  const register = (email: string, password = STRONG_PASSWORD) =>
    call(t.app, 'POST', '/api/v1/users', { body: { email, full_name: 'Trần Văn Zaku', password } });
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, now: TEST_START });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('tells whether an email already has an account, ignoring case', async () => {
    const u = await createUser(t);
    expect((await call(t.app, 'POST', '/api/v1/check-email', { body: { email: u.email.toUpperCase() } })).body).toEqual({ exists: true });
    expect((await call(t.app, 'POST', '/api/v1/check-email', { body: { email: freshEmail() } })).body).toEqual({ exists: false });
  });

  it('emails a 6-digit code over SMTP, never returns it, and registers a member once it is verified', async () => {
    const email = freshEmail();
    const sent = await call(t.app, 'POST', '/api/v1/otp/email/generate', { body: { email: `  ${email.toUpperCase()} ` } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      sent: true,
      expires_at: new Date(Date.parse(TEST_START) + minutes(10)).toISOString(),
      resend_after_seconds: 60,
    });

    const code = await emailedCode(t, smtp, email);
    const mail = smtp.to(email).at(-1)!;
    expect(mail.subject).toBe('Mã xác thực email Chợ Gundam');
    expect(mail.text).toContain('10 phút');
    expect(sent.raw.body).not.toContain(code);
    // the queued message is emptied once sent: no code rests in the database
    const mailJobs = await t.database.db
      .select({ status: jobs.status, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'send_email'));
    expect(mailJobs.length).toBeGreaterThan(0);
    for (const job of mailJobs) expect(job).toEqual({ status: 'done', payload: {} });

    const ok = await verify(email, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ verified: true });

    const created = await register(email);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      full_name: 'Trần Văn Zaku',
      email,
      email_verified: true,
      phone_number: null,
      phone_number_verified: false,
      role: 'member',
      avatar_url: null,
      created_at: TEST_START,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signIn(t, email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('refuses a second account for a registered email with 409 email_taken', async () => {
    const u = await signUp(t, smtp, freshEmail());
    t.clock.advance(seconds(61));
    // a code is still sent (check-email already tells the address exists)
    expect((await generate(u.email)).status).toBe(200);
    expect((await verify(u.email, await emailedCode(t, smtp, u.email))).status).toBe(200);
    const before = await countRows(t, users);
    const r = await register(u.email);
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: 'email_taken', message: expect.stringMatching(VIETNAMESE) });
    expect(await countRows(t, users)).toBe(before);
  });

  it('refuses an email that was never verified, or only sent a code', async () => {
    const email = freshEmail();
    const before = await countRows(t, users);
    const r = await register(email);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('email_not_verified');
    await generate(email);
    expect((await register(email)).body.error.code).toBe('email_not_verified');
    expect(await countRows(t, users)).toBe(before);
  });

  it('refuses a verification older than 30 minutes', async () => {
    const email = freshEmail();
    await generate(email);
    expect((await verify(email, await emailedCode(t, smtp, email))).status).toBe(200);
    t.clock.advance(minutes(30) + seconds(1));
    const r = await register(email);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('email_not_verified');
  });

  it('creates one account when the same verified email registers twice at once', async () => {
    const email = freshEmail();
    await generate(email);
    await verify(email, await emailedCode(t, smtp, email));
    const results = await Promise.all([register(email), register(email), register(email)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('answers a wrong code with otp_invalid and the tries left', async () => {
    const email = freshEmail();
    await generate(email);
    const code = await emailedCode(t, smtp, email);
    const r = await verify(email, wrongCode(code));
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'otp_invalid', details: { remaining_attempts: 4 } });
    expect(r.body.error.message).toMatch(VIETNAMESE);
    expect((await verify(email, code)).status).toBe(200);
  });

  it('accepts a code only once', async () => {
    const email = freshEmail();
    await generate(email);
    const code = await emailedCode(t, smtp, email);
    expect((await verify(email, code)).status).toBe(200);
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('otp_invalid');
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await generate(email);
    const code = await emailedCode(t, smtp, email);
    t.clock.advance(minutes(10));
    const r = await verify(email, code);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('otp_expired');
  });

  it('refuses the sixth try even with the right code', async () => {
    const email = freshEmail();
    await generate(email);
    const code = await emailedCode(t, smtp, email);
    for (let i = 1; i <= 5; i++) {
      const r = await verify(email, wrongCode(code));
      expect(r.body.error).toMatchObject({ code: 'otp_invalid', details: { remaining_attempts: 5 - i } });
    }
    const sixth = await verify(email, code);
    expect(sixth.status).toBe(400);
    expect(sixth.body.error.code).toBe('otp_too_many_attempts');
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.target, email));
    expect(row).toMatchObject({ attempts: 5, verifiedAt: null });
  });

  it('counts parallel wrong guesses exactly (no try is lost to a race)', async () => {
    const email = freshEmail();
    await generate(email);
    const code = await emailedCode(t, smtp, email);
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(email, wrongCode(code))));
    const codes = results.map((r) => r.body.error.code);
    expect(codes.filter((c) => c === 'otp_invalid')).toHaveLength(5);
    expect(codes.filter((c) => c === 'otp_too_many_attempts')).toHaveLength(3);
  });

  it('waits 60 s between codes, and a new code replaces the old one', async () => {
    const email = freshEmail();
    await generate(email);
    const first = await emailedCode(t, smtp, email);
    t.clock.advance(seconds(20));
    const early = await generate(email);
    expect(early.status).toBe(429);
    expect(early.body.error.code).toBe('otp_resend_too_early');
    expect(early.headers['retry-after']).toBe('40');
    expect(early.body.error.details).toEqual({ retry_after_seconds: 40 });

    t.clock.advance(seconds(40));
    expect((await generate(email)).status).toBe(200);
    const second = await emailedCode(t, smtp, email);
    expect(smtp.to(email)).toHaveLength(2);
    if (first !== second) expect((await verify(email, first)).body.error.code).toBe('otp_invalid');
    expect((await verify(email, second)).status).toBe(200);
  });

  it('sends at most 5 codes an hour to one address', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) {
      expect((await generate(email)).status).toBe(200);
      t.clock.advance(seconds(61));
    }
    const sixth = await generate(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('otp_rate_limited');
    // the first of the five leaves the window one hour after it was sent
    expect(Number(sixth.headers['retry-after'])).toBe(3600 - 5 * 61);
    await runJobs(t);
    expect(smtp.to(email)).toHaveLength(5);
    t.clock.advance(seconds(3600 - 5 * 61));
    expect((await generate(email)).status).toBe(200);
  });

  it('stops guessing after 20 wrong codes in a day, across codes', async () => {
    const email = freshEmail();
    for (let c = 0; c < 4; c++) {
      await generate(email);
      const code = await emailedCode(t, smtp, email);
      for (let i = 0; i < 5; i++) expect((await verify(email, wrongCode(code))).status).toBe(400);
      t.clock.advance(minutes(16));
    }
    const blocked = await generate(email);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('otp_rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3600);
  });

  const badInputs: Array<[string, string, unknown, RegExp]> = [
    ['a missing email', '/api/v1/otp/email/generate', {}, /Vui lòng nhập email/],
    ['an email of the wrong type', '/api/v1/otp/email/generate', { email: 12345 }, /Vui lòng nhập email/],
    ['a malformed email', '/api/v1/otp/email/generate', { email: 'khong-phai-email' }, /Email không hợp lệ/],
    ['an overlong email', '/api/v1/otp/email/generate', { email: `${'a'.repeat(250)}@example.vn` }, /tối đa 254/],
    ['an extra field', '/api/v1/otp/email/generate', { email: 'a@example.vn', otp_code: '123456' }, VIETNAMESE],
    ['a code of letters', '/api/v1/otp/email/verify', { email: 'a@example.vn', otp_code: 'abcdef' }, /6 chữ số/],
    ['a 7-digit code', '/api/v1/otp/email/verify', { email: 'a@example.vn', otp_code: '1234567' }, /6 chữ số/],
    ['a short password', '/api/v1/users', { email: 'a@example.vn', full_name: 'Nguyễn An', password: 'ab1' }, /tối thiểu 8/],
    ['a password without digits', '/api/v1/users', { email: 'a@example.vn', full_name: 'Nguyễn An', password: 'chiconchu' }, /chữ số/],
    ['a common password', '/api/v1/users', { email: 'a@example.vn', full_name: 'Nguyễn An', password: 'gundam123' }, /phổ biến/],
    [
      'an overlong password',
      '/api/v1/users',
      { email: 'a@example.vn', full_name: 'Nguyễn An', password: `a1${'x'.repeat(80)}` },
      /tối đa 72/,
    ],
    ['an overlong name', '/api/v1/users', { email: 'a@example.vn', full_name: 'A'.repeat(101), password: STRONG_PASSWORD }, /tối đa 100/],
    ['a missing name', '/api/v1/users', { email: 'a@example.vn', password: STRONG_PASSWORD }, /họ và tên/],
    ['a missing body', '/api/v1/check-email', undefined, VIETNAMESE],
  ];
  it.each(badInputs)('rejects %s with a Vietnamese 400 and writes nothing', async (_what, url, body, message) => {
    const before = await Promise.all([countRows(t, users), countRows(t, otpCodes), countRows(t, jobs)]);
    const r = await call(t.app, 'POST', url, { body });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.message).toMatch(message);
    expect(await Promise.all([countRows(t, users), countRows(t, otpCodes), countRows(t, jobs)])).toEqual(before);
  });

  it('stores codes only as an HMAC', async () => {
    const email = freshEmail();
    await generate(email);
    const code = await emailedCode(t, smtp, email);
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.target, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toBe(hmacSha256(t.app.ctx.config.otpSecret, `email_verify|${email}|${code}`));
  });
});
