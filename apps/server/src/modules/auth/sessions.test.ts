import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createUser, signAccessToken } from '../../../test/fixtures.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { days, minutes, seconds } from '../../lib/clock.js';
import { users } from '../../db/schema.js';
import { authSessions, loginFailures } from './auth.schema.js';
import { TEST_START, VIETNAMESE, countRows, refreshWith, signIn } from '../../../test/support/auth.js';

describe('sign-in, refresh, sign-out and session restore', () => {
  let t: TestApp;
  const verifyToken = (access_token: string) => call(t.app, 'POST', '/api/v1/tokens/verify', { body: { access_token } });

  beforeAll(async () => {
    t = await createTestApp({ now: TEST_START });
  });
  afterAll(async () => t?.close());

  it('signs in with email and password, sets the refresh cookie and records the session', async () => {
    const u = await createUser(t);
    const r = await signIn(t, u.email.toUpperCase(), FIXTURE_PASSWORD, { ip: '198.51.100.4' });
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ id: u.id, email: u.email, role: 'member' });
    expect(r.body.user).not.toHaveProperty('password_hash');
    expect(r.body.access_token).toEqual(expect.any(String));
    expect(r.body.access_token_expires_at).toBe(new Date(t.clock.now().getTime() + minutes(15)).toISOString());

    const cookie = String(r.headers['set-cookie']);
    expect(cookie).toMatch(/^refresh_token=[\w-]{43};/);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/api/v1/auth');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure'); // only in production

    const [session] = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, u.id));
    expect(session).toMatchObject({ userAgent: 'vitest-browser/1.0', ip: '198.51.100.4', revokedAt: null });
    expect(session!.expiresAt.toISOString()).toBe(new Date(t.clock.now().getTime() + days(30)).toISOString());

    const me = await verifyToken(r.body.access_token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: u.id, email: u.email });
  });

  it('answers a wrong password, an unknown email and a Google-only account with the same 401', async () => {
    const u = await createUser(t);
    const googleOnly = await createUser(t, { passwordHash: null });
    const answers = await Promise.all([
      signIn(t, u.email, 'SaiMatKhau99'),
      signIn(t, 'khong-ton-tai@example.vn', FIXTURE_PASSWORD),
      signIn(t, googleOnly.email, FIXTURE_PASSWORD),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body.error).toMatchObject({ code: 'invalid_credentials', message: 'Email hoặc mật khẩu không chính xác' });
      expect(a.refresh).toBeUndefined();
    }
  });

  it('refuses a locked account with 403, but only to someone who knows the password', async () => {
    const u = await createUser(t, { status: 'locked' });
    expect((await signIn(t, u.email, 'SaiMatKhau99')).status).toBe(401);
    const r = await signIn(t, u.email, FIXTURE_PASSWORD);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('account_locked');
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.userId, u.id))).toHaveLength(0);
  });

  it('restores a session from a valid access token, and refuses an expired, revoked or forged one', async () => {
    const u = await createUser(t);
    const first = await signIn(t, u.email, FIXTURE_PASSWORD);
    expect((await verifyToken(first.body.access_token)).body.id).toBe(u.id);

    t.clock.advance(minutes(16));
    const expired = await verifyToken(first.body.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('token_expired');

    const second = await signIn(t, u.email, FIXTURE_PASSWORD);
    await call(t.app, 'POST', '/api/v1/auth/logout', { token: second.body.access_token });
    const revoked = await verifyToken(second.body.access_token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.code).toBe('unauthenticated');

    const [h, p] = second.body.access_token.split('.');
    expect((await verifyToken(`${h}.${p}.chu-ky-gia`)).status).toBe(401);
    expect((await verifyToken('khong-phai-jwt')).status).toBe(401);
  });

  it("answers each of many requests at once from its own session (they share session reads): live, signed out, locked, or not the token user's", async () => {
    const live = await Promise.all([0, 1, 2].map(() => createUser(t)));
    const signedOut = await createUser(t);
    const locked = await createUser(t);
    const tokens = await Promise.all(
      [...live, signedOut, locked].map(async (u) => (await signIn(t, u.email, FIXTURE_PASSWORD)).body.access_token),
    );
    await call(t.app, 'POST', '/api/v1/auth/logout', { token: tokens[3] });
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, locked.id));
    // a well-signed token that names one user with another user's live session
    const [session0] = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, live[0]!.id));
    const { token: crossed } = await signAccessToken(
      t.app.ctx.config.jwtSecret,
      { userId: live[1]!.id, role: 'member', sessionId: session0!.id },
      t.clock.now(),
    );

    const asked = [...tokens, crossed, ...tokens, crossed];
    const answers = await Promise.all(asked.map((tk) => verifyToken(tk)));
    const expected = [
      [200, live[0]!.id],
      [200, live[1]!.id],
      [200, live[2]!.id],
      [401, 'unauthenticated'],
      [403, 'account_locked'],
      [401, 'unauthenticated'],
    ];
    expect(answers.map((a) => [a.status, a.status === 200 ? a.body.id : a.body.error.code])).toEqual([...expected, ...expected]);
  });

  it('answers 403 for a token of an account locked after sign-in', async () => {
    const u = await createUser(t);
    const r = await signIn(t, u.email, FIXTURE_PASSWORD);
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, u.id));
    const v = await verifyToken(r.body.access_token);
    expect(v.status).toBe(403);
    expect(v.body.error.code).toBe('account_locked');
  });

  it('rotates the refresh token: the old one stops working, the new one works', async () => {
    const u = await createUser(t);
    const login = await signIn(t, u.email, FIXTURE_PASSWORD);
    t.clock.advance(minutes(20));
    const r1 = await refreshWith(t, login.refresh);
    expect(r1.status).toBe(200);
    expect(r1.body.access_token_expires_at).toBe(new Date(t.clock.now().getTime() + minutes(15)).toISOString());
    expect(r1.refresh?.value).toBeDefined();
    expect(r1.refresh!.value).not.toBe(login.refresh);
    expect((await verifyToken(r1.body.access_token)).body.id).toBe(u.id);

    const r2 = await refreshWith(t, r1.refresh!.value);
    expect(r2.status).toBe(200);
    expect((await verifyToken(r2.body.access_token)).status).toBe(200);
  });

  it('detects reuse of a spent refresh token and revokes the whole family', async () => {
    const u = await createUser(t);
    const login = await signIn(t, u.email, FIXTURE_PASSWORD);
    const rotated = await refreshWith(t, login.refresh);
    const newest = await refreshWith(t, rotated.refresh!.value);
    expect(newest.status).toBe(200);

    const replay = await refreshWith(t, login.refresh);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('refresh_reused');
    expect(replay.refresh?.value).toBe(''); // cookie cleared

    const after = await refreshWith(t, newest.refresh!.value);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('refresh_invalid');
    expect((await verifyToken(newest.body.access_token)).status).toBe(401);
    const [session] = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, u.id));
    expect(session!.revokedReason).toBe('refresh_reuse');
  });

  it('gives two parallel refreshes with the same token the same successor, and keeps the session', async () => {
    const u = await createUser(t);
    const login = await signIn(t, u.email, FIXTURE_PASSWORD);
    const results = await Promise.all([refreshWith(t, login.refresh), refreshWith(t, login.refresh)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0].refresh!.value).toBe(results[1].refresh!.value);
    expect(results[0].refresh!.value).not.toBe(login.refresh);
    const next = await refreshWith(t, results[1].refresh!.value);
    expect(next.status).toBe(200);
    const [session] = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, u.id));
    expect(session!.revokedAt).toBeNull();
  });

  it('answers a retried refresh within the reuse window with the same successor, and revokes after it', async () => {
    const u = await createUser(t);
    const login = await signIn(t, u.email, FIXTURE_PASSWORD);
    const first = await refreshWith(t, login.refresh); // its answer was "lost" on the way
    t.clock.advance(seconds(8));
    const retry = await refreshWith(t, login.refresh);
    expect(retry.status).toBe(200);
    expect(retry.refresh!.value).toBe(first.refresh!.value);
    expect((await verifyToken(retry.body.access_token)).body.id).toBe(u.id);

    t.clock.advance(seconds(3)); // 11 s after the first use: a copy, not a retry
    const late = await refreshWith(t, login.refresh);
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('refresh_reused');
    expect((await refreshWith(t, first.refresh!.value)).body.error.code).toBe('refresh_invalid');
    const [session] = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, u.id));
    expect(session!.revokedReason).toBe('refresh_reuse');
  });

  it('refuses a missing, unknown or expired refresh token with refresh_invalid', async () => {
    for (const token of [undefined, 'khong-ton-tai']) {
      const r = await refreshWith(t, token);
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe('refresh_invalid');
    }
    const u = await createUser(t);
    const login = await signIn(t, u.email, FIXTURE_PASSWORD);
    t.clock.advance(days(30) + seconds(1));
    expect((await refreshWith(t, login.refresh)).body.error.code).toBe('refresh_invalid');
  });

  it('keeps a returning member signed in: the 30 days slide with each refresh', async () => {
    const u = await createUser(t);
    let token = (await signIn(t, u.email, FIXTURE_PASSWORD)).refresh;
    for (let i = 0; i < 3; i++) {
      t.clock.advance(days(20));
      const r = await refreshWith(t, token);
      expect(r.status).toBe(200);
      token = r.refresh!.value;
    }
  });

  it('accepts the refresh token in the JSON body for clients without cookies', async () => {
    const u = await createUser(t);
    const login = await signIn(t, u.email, FIXTURE_PASSWORD);
    const r = await call(t.app, 'POST', '/api/v1/auth/refresh', { body: { refreshToken: login.refresh } });
    expect(r.status).toBe(200);
  });

  it('refuses a refresh from another site, and allows our own origin', async () => {
    const u = await createUser(t);
    const login = await signIn(t, u.email, FIXTURE_PASSWORD);
    const evil = await refreshWith(t, login.refresh, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const ours = await refreshWith(t, login.refresh, { origin: new URL(t.app.ctx.config.appUrl).origin });
    expect(ours.status).toBe(200);
  });

  it('ends the session of a member locked after sign-in at the next refresh', async () => {
    const u = await createUser(t);
    const login = await signIn(t, u.email, FIXTURE_PASSWORD);
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, u.id));
    const r = await refreshWith(t, login.refresh);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('account_locked');
    const [session] = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, u.id));
    expect(session!.revokedAt).not.toBeNull();
  });

  it('signs out: revokes the session, clears the cookie, and is idempotent', async () => {
    const u = await createUser(t);
    const login = await signIn(t, u.email, FIXTURE_PASSWORD);
    const out = await call(t.app, 'POST', '/api/v1/auth/logout', { cookies: { refresh_token: login.refresh! } });
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^refresh_token=;.*Path=\/api\/v1\/auth/);
    expect((await refreshWith(t, login.refresh)).status).toBe(401);
    expect((await verifyToken(login.body.access_token)).status).toBe(401);

    expect((await call(t.app, 'POST', '/api/v1/auth/logout', { cookies: { refresh_token: login.refresh! } })).status).toBe(204);
    expect((await call(t.app, 'POST', '/api/v1/auth/logout')).status).toBe(204);
  });

  it('signs out with an expired access token alone, and only its own session', async () => {
    const u = await createUser(t);
    const phone = await signIn(t, u.email, FIXTURE_PASSWORD);
    const laptop = await signIn(t, u.email, FIXTURE_PASSWORD);
    t.clock.advance(minutes(20));
    expect((await call(t.app, 'POST', '/api/v1/auth/logout', { token: phone.body.access_token })).status).toBe(204);
    expect((await refreshWith(t, phone.refresh)).status).toBe(401);
    expect((await refreshWith(t, laptop.refresh)).status).toBe(200);
  });

  it('rejects bad sign-in input with a Vietnamese 400 and records no failure', async () => {
    const before = await countRows(t, loginFailures);
    for (const body of [
      {},
      { email: 'a@example.vn' },
      { email: 'a@example.vn', password: 12 },
      { email: 'x', password: 'abc' },
      { email: 'a@example.vn', password: 'x'.repeat(201) },
      { email: 'a@example.vn', password: 'abc12345', remember: true },
    ]) {
      const r = await call(t.app, 'POST', '/api/v1/auth/login', { body });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('validation_failed');
      expect(r.body.error.message).toMatch(VIETNAMESE);
    }
    expect((await call(t.app, 'POST', '/api/v1/tokens/verify', { body: { access_token: 5 } })).status).toBe(400);
    expect(await countRows(t, loginFailures)).toBe(before);
  });

  it('says Google sign-in is not configured when GOOGLE_CLIENT_ID is unset', async () => {
    const r = await call(t.app, 'POST', '/api/v1/auth/google-login', { body: { id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.x' } });
    expect(r.status).toBe(503);
    expect(r.body.error.code).toBe('google_not_configured');
    expect(r.body.error.message).toMatch(VIETNAMESE);
  });

  it('documents every auth route in OpenAPI with a Vietnamese summary', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).body;
    for (const path of [
      '/api/v1/check-email',
      '/api/v1/otp/email/generate',
      '/api/v1/otp/email/verify',
      '/api/v1/users',
      '/api/v1/auth/login',
      '/api/v1/auth/google-login',
      '/api/v1/tokens/verify',
      '/api/v1/auth/refresh',
      '/api/v1/auth/logout',
      '/api/v1/otp/phone-number/generate',
      '/api/v1/otp/phone-number/verify',
    ]) {
      expect(doc.paths[path]?.post?.tags, path).toContain('auth');
      expect(doc.paths[path].post.summary, path).toMatch(VIETNAMESE);
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('sign-in throttling under a parallel burst (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: TEST_START });
  });
  afterAll(async () => t.close());

  it('lets exactly 5 wrong passwords be checked when 20 arrive at once from one address', async () => {
    const u = await createUser(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => signIn(t, u.email, 'SaiMatKhau#1')));
    const checked = results.filter((r) => r.status === 401).length;
    expect(checked).toBe(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    const rows = await t.database.db.select().from(loginFailures).where(eq(loginFailures.email, u.email));
    expect(rows).toHaveLength(checked);
  });
});
