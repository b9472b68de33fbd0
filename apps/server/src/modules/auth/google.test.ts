import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createUser } from '../../../test/fixtures.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { startJwksServer, type JwksServer } from '../../../test/servers.js';
import { userIdentities, users } from '../../db/schema.js';
import { TEST_START, countRows, signIn } from '../../../test/support/auth.js';

const CLIENT_ID = '1234567890-chogundam.apps.googleusercontent.com';

describe('Google sign-in', () => {
  let t: TestApp;
  let google: JwksServer;
  let n = 0;
  const login = (id_token: string) => call(t.app, 'POST', '/api/v1/auth/google-login', { body: { id_token } });
  const claimsFor = (over: Record<string, unknown> = {}) => {
    n += 1;
    return {
      sub: `10876543210${n}`,
      email: `google${n}@gmail.com`,
      email_verified: true,
      name: 'Amuro Ray',
      picture: 'https://lh3.googleusercontent.com/a/anh',
      ...over,
    };
  };
  const token = (claims: Record<string, unknown>, opts: Partial<Parameters<JwksServer['sign']>[1]> = {}) =>
    google.sign(claims, { now: t.clock.now(), audience: CLIENT_ID, ...opts });

  beforeAll(async () => {
    google = await startJwksServer();
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.url }, now: TEST_START });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('creates a member from a verified Google account, keys fetched over HTTP', async () => {
    const c = claimsFor();
    const r = await login(await token(c));
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({
      email: c.email,
      full_name: 'Amuro Ray',
      avatar_url: c.picture,
      email_verified: true,
      role: 'member',
    });
    expect(r.body.access_token).toEqual(expect.any(String));
    expect(String(r.headers['set-cookie'])).toMatch(/^refresh_token=.+HttpOnly/);
    expect(google.requests()).toBeGreaterThan(0);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, r.body.user.id));
    expect(row!.passwordHash).toBeNull();
    const ids = await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, row!.id));
    expect(ids).toMatchObject([{ provider: 'google', subject: c.sub }]);
    // no password: the email/password door stays shut with the generic answer
    expect((await signIn(t, c.email, FIXTURE_PASSWORD)).status).toBe(401);
  });

  it('finds the same member by Google subject on the next sign-in, even if the email changed', async () => {
    const c = claimsFor();
    const first = await login(await token(c));
    const second = await login(await token({ ...c, email: `doi-email-${n}@gmail.com` }));
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it('links an existing password account when both sides verified the email', async () => {
    const existing = await createUser(t, { email: `co-san-${n}@gmail.com`, emailVerified: true });
    const c = claimsFor({ email: existing.email.toUpperCase() });
    const r = await login(await token(c));
    expect(r.status).toBe(200);
    expect(r.body.user.id).toBe(existing.id);
    expect(await t.database.db.select().from(userIdentities).where(eq(userIdentities.subject, c.sub))).toHaveLength(1);
    expect((await signIn(t, existing.email, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('does not link an account whose email was never verified', async () => {
    const existing = await createUser(t, { email: `chua-xac-minh-${n}@gmail.com`, emailVerified: false });
    const c = claimsFor({ email: existing.email });
    const r = await login(await token(c));
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('email_taken');
    expect(await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, existing.id))).toHaveLength(0);
  });

  it('refuses a Google account whose email is not verified', async () => {
    const before = await countRows(t, users);
    for (const email_verified of [false, 'true', undefined]) {
      const r = await login(await token(claimsFor({ email_verified })));
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('google_email_unverified');
    }
    expect(await countRows(t, users)).toBe(before);
  });

  it('refuses tokens for another app, from another issuer, expired, or not signed by Google', async () => {
    const before = await countRows(t, users);
    const other = await generateKeyPair('RS256');
    const forged = [
      await token(claimsFor(), { audience: 'ung-dung-khac.apps.googleusercontent.com' }),
      await token(claimsFor(), { issuer: 'https://accounts.example.com' }),
      await token(claimsFor(), { now: new Date(t.clock.now().getTime() - 2 * 3_600_000), expiresInSeconds: 3600 }),
      await token(claimsFor(), { key: other.privateKey }),
      await token(claimsFor(), { key: other.privateKey, kid: 'khoa-khac' }),
      await new SignJWT(claimsFor())
        .setProtectedHeader({ alg: 'HS256', kid: google.kid })
        .setIssuer('https://accounts.google.com')
        .setAudience(CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('doan-mo-khoa-bi-mat-0123456789abcdef')),
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      'hoan-toan-khong-phai-jwt',
    ];
    for (const [i, idToken] of forged.entries()) {
      const r = await login(idToken);
      expect(r.status, `token #${i}`).toBe(401);
      expect(r.body.error.code).toBe('google_token_invalid');
    }
    expect(await countRows(t, users)).toBe(before);
  });

  it('accepts the short issuer form as well', async () => {
    expect((await login(await token(claimsFor(), { issuer: 'accounts.google.com' }))).status).toBe(200);
  });

  it('refuses a locked account', async () => {
    const existing = await createUser(t, { email: `bi-khoa-${n}@gmail.com`, status: 'locked' });
    const r = await login(await token(claimsFor({ email: existing.email })));
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('account_locked');
  });

  it('creates one member when the same new Google account signs in twice at once', async () => {
    const idToken = await token(claimsFor());
    const results = await Promise.all([login(idToken), login(idToken), login(idToken)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.user.id)).size).toBe(1);
  });
});
