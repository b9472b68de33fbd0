import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInUser } from '../../../test/fixtures.js';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { startSmsCatcher, type SmsCatcher } from '../../../test/servers.js';
import { seconds } from '../../lib/clock.js';
import { jobs } from '../../lib/jobs.schema.js';
import { users } from '../../db/schema.js';
import { otpCodes } from './auth.schema.js';
import { TEST_START, VIETNAMESE, countRows, textedCode } from '../../../test/support/auth.js';

describe('phone verification by SMS code', () => {
  let t: TestApp;
  let sms: SmsCatcher;
  let n = 0;
  const freshPhone = () => `09${String(12_000_000 + ++n).padStart(8, '0')}`;
  const generate = (token: string, phone_number: string) =>
    call(t.app, 'POST', '/api/v1/otp/phone-number/generate', { token, body: { phone_number } });
  const verify = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/otp/phone-number/verify', { token, body });
  const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  beforeAll(async () => {
    sms = await startSmsCatcher();
    t = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url }, now: TEST_START });
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  it('texts a code to the normalised number and verifies it for the signed-in member', async () => {
    const { user, token } = await signedInUser(t);
    const local = freshPhone();
    const international = `+84 ${local.slice(1, 4)} ${local.slice(4)}`;
    const sent = await generate(token, international);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sent: true, resend_after_seconds: 60 });

    const code = await textedCode(t, sms, local);
    expect(sent.raw.body).not.toContain(code);
    expect(sms.to(local).at(-1)!.text).toContain('10 phut');

    const r = await verify(token, { user_id: user.id, phone_number: international, otp_code: code });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: user.id, phone_number: local, phone_number_verified: true });
    expect(await userRow(user.id)).toMatchObject({ phoneNumber: local, phoneNumberVerified: true });
  });

  it('requires sign-in', async () => {
    expect((await call(t.app, 'POST', '/api/v1/otp/phone-number/generate', { body: { phone_number: freshPhone() } })).status).toBe(401);
    const r = await call(t.app, 'POST', '/api/v1/otp/phone-number/verify', {
      body: { user_id: '00000000-0000-4000-8000-000000000000', phone_number: freshPhone(), otp_code: '123456' },
    });
    expect(r.status).toBe(401);
  });

  it('refuses to verify a number for another account (user_id is not the caller)', async () => {
    const { user, token } = await signedInUser(t);
    const victim = await createUser(t);
    const phone = freshPhone();
    await generate(token, phone);
    const code = await textedCode(t, sms, phone);
    const r = await verify(token, { user_id: victim.id, phone_number: phone, otp_code: code });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('forbidden');
    expect(await userRow(victim.id)).toMatchObject({ phoneNumber: null, phoneNumberVerified: false });
    // the refused call cost no try: the code still works for the caller
    expect((await verify(token, { user_id: user.id, phone_number: phone, otp_code: code })).status).toBe(200);
  });

  it('refuses a number already verified on another account with 409 phone_taken', async () => {
    const phone = freshPhone();
    await createUser(t, { phoneNumber: phone, phoneNumberVerified: true });
    const { token } = await signedInUser(t);
    const r = await generate(token, phone);
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: 'phone_taken', message: expect.stringMatching(VIETNAMESE) });
    await runJobs(t);
    expect(sms.to(phone)).toHaveLength(0);
  });

  it('answers 409 when another account verifies the number between sending and verifying', async () => {
    const { user, token } = await signedInUser(t);
    const phone = freshPhone();
    await generate(token, phone);
    const code = await textedCode(t, sms, phone);
    const other = await createUser(t);
    await t.database.db.update(users).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.id, other.id));
    const r = await verify(token, { user_id: user.id, phone_number: phone, otp_code: code });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('phone_taken');
    expect(await userRow(user.id)).toMatchObject({ phoneNumber: null, phoneNumberVerified: false });
  });

  it('keeps one live code per number: a newer request by another member replaces the older one', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const phone = freshPhone();
    // each member holds a checked code: a's is issued first, b's a minute later replaces it for the number
    await generate(a.token, phone);
    const codeA = await textedCode(t, sms, phone);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.target, phone));
    t.clock.advance(seconds(61));
    await generate(b.token, phone);
    const codeB = await textedCode(t, sms, phone);
    // a's code was consumed by b's: one number, one live code
    expect((await verify(a.token, { user_id: a.user.id, phone_number: phone, otp_code: codeA })).status).toBe(400);
    expect(row!.userId).toBe(a.user.id);
    const r = await verify(b.token, { user_id: b.user.id, phone_number: phone, otp_code: codeB });
    expect(r.status).toBe(200);
    expect((await generate(a.token, phone)).status).toBe(409);
  });

  it('answers a wrong code with otp_invalid and changes nothing', async () => {
    const { user, token } = await signedInUser(t);
    const phone = freshPhone();
    await generate(token, phone);
    const code = await textedCode(t, sms, phone);
    const r = await verify(token, { user_id: user.id, phone_number: phone, otp_code: code === '000000' ? '999999' : '000000' });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'otp_invalid', details: { remaining_attempts: 4 } });
    expect(await userRow(user.id)).toMatchObject({ phoneNumber: null, phoneNumberVerified: false });
  });

  it('does not resend within 60 s', async () => {
    const { token } = await signedInUser(t);
    const phone = freshPhone();
    await generate(token, phone);
    const r = await generate(token, phone);
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe('otp_resend_too_early');
    expect(r.headers['retry-after']).toBe('60');
  });

  it('says so when the number is already verified on the same account', async () => {
    const phone = freshPhone();
    const { token } = await signedInUser(t, { phoneNumber: phone, phoneNumberVerified: true });
    const r = await generate(token, phone);
    expect(r.status).toBe(422);
    expect(r.body.error.message).toMatch(VIETNAMESE);
  });

  it.each([
    ['a landline', { phone_number: '0241234567' }],
    ['letters', { phone_number: 'khong-phai-so' }],
    ['an overlong value', { phone_number: '0'.repeat(40) }],
    ['a number type', { phone_number: 912345678 }],
    ['a missing field', {}],
    ['an extra field', { phone_number: '0912345678', user_id: 'x' }],
  ])('rejects %s with a Vietnamese 400 and sends nothing', async (_what, body) => {
    const { token } = await signedInUser(t);
    const before = await Promise.all([countRows(t, otpCodes), countRows(t, jobs)]);
    const r = await call(t.app, 'POST', '/api/v1/otp/phone-number/generate', { token, body });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.message).toMatch(VIETNAMESE);
    expect(await Promise.all([countRows(t, otpCodes), countRows(t, jobs)])).toEqual(before);
  });

  it('rejects a malformed verify request with 400', async () => {
    const { user, token } = await signedInUser(t);
    for (const body of [
      { user_id: 'khong-phai-uuid', phone_number: '0912345678', otp_code: '123456' },
      { user_id: user.id, phone_number: '0912345678', otp_code: '12345' },
      { user_id: user.id, phone_number: '0912345678' },
    ]) {
      const r = await verify(token, body);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toMatch(VIETNAMESE);
    }
  });
});
