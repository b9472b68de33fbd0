import { and, eq } from 'drizzle-orm';
import type { AuthDeps } from './auth.deps.js';
import type { Tx } from '../../db/client.js';
import type { GoogleVerifier } from '../../integrations/google.js';
import { AppError, conflict } from '../../lib/errors.js';
import { resolveAccessToken } from './access-tokens.js';
import { accountLocked } from './account-locked.js';
import { userIdentities, users, type UserRow } from '../users/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { noticeFailure } from './failure-notice.js';
import { issueDeviceToken, knownDevice } from './known-device.js';
import { loginSucceeded, reserveLoginAttempt } from './login-throttle.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';
import { createSession, ownerOfRefreshToken, revokeSession, rotateRefreshToken, sessionOfRefreshToken } from './sessions.js';
import { signAccessToken, verifyAccessToken } from './tokens.js';

/**
 * Sign-in, Google sign-in, refresh, sign-out and session restore. Each use case reads the time
 * once from the injected clock and owns its transaction.
 */
export interface ClientMeta {
  ip: string;
  userAgent: string | null;
  /** the signed device cookie, when the browser sent one */
  deviceToken?: string;
}
export interface SignedIn {
  user: UserRow;
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
  /** a fresh device cookie: this browser is now known to the account */
  deviceToken: string;
}

const invalidCredentials = () => new AppError('invalid_credentials', 401, 'Email hoặc mật khẩu không chính xác');
const refreshInvalid = () => new AppError('refresh_invalid', 401, 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');

async function openSession(ctx: AuthDeps, tx: Tx, user: UserRow, meta: ClientMeta, now: Date): Promise<SignedIn> {
  const session = await createSession(tx, { userId: user.id, userAgent: meta.userAgent, ip: meta.ip, now });
  const access = await signAccessToken(ctx.config.jwtSecret, { userId: user.id, role: user.role, sessionId: session.sessionId }, now);
  const deviceToken = issueDeviceToken(ctx.config.jwtSecret, user, now);
  return { user, accessToken: access.token, accessExpiresAt: access.expiresAt, ...session, deviceToken };
}

export async function login(ctx: AuthDeps, input: { email: string; password: string }, meta: ClientMeta): Promise<SignedIn> {
  const now = ctx.clock.now();
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  // a browser that signed in to this account before is judged on its own failures only
  const device = knownDevice(ctx.config.jwtSecret, meta.deviceToken, user, now);
  const attempt = { email: input.email, ip: meta.ip, deviceId: device?.deviceId ?? null };
  // the attempt is recorded as a failure up front and cleared on success (see reserveLoginAttempt)
  const reservation = await reserveLoginAttempt(ctx.db, attempt, now);
  // an unknown email or a Google-only account costs the same argon2 work and gives the same answer
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !user.passwordHash || !ok) {
    if (user?.passwordHash) await noticeFailure(ctx, user, meta.ip, now);
    throw invalidCredentials();
  }
  // checked only after the password, so the lock is not revealed to someone guessing
  if (user.status === 'locked') throw accountLocked(user.lockedReason);
  return ctx.db.transaction(async (tx) => {
    await loginSucceeded(tx, attempt, reservation);
    return openSession(ctx, tx, user, meta, now);
  });
}

/**
 * Google accounts are found by Google's `sub`, never by email. The first time, an existing account
 * with the same email is linked only when both sides have verified that email; otherwise a new
 * member is created. Two first sign-ins racing hit the unique indexes, and the loser retries.
 */
export async function googleLogin(ctx: AuthDeps, google: GoogleVerifier, idToken: string, meta: ClientMeta): Promise<SignedIn> {
  const now = ctx.clock.now();
  const id = await google.verify(idToken, now);
  if (!id.emailVerified) {
    throw new AppError(
      'google_email_unverified',
      403,
      'Email của tài khoản Google này chưa được xác minh. Vui lòng xác minh email với Google hoặc đăng ký bằng email.',
    );
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const user = await findOrLinkGoogleUser(tx, id, now);
        if (user.status === 'locked') throw accountLocked(user.lockedReason);
        return openSession(ctx, tx, user, meta, now);
      });
    } catch (err) {
      if (attempt < 3 && (isUniqueViolation(err, 'user_identities_provider_subject_key') || isUniqueViolation(err, 'users_email_key')))
        continue;
      throw err;
    }
  }
}

async function findOrLinkGoogleUser(tx: Tx, id: Awaited<ReturnType<GoogleVerifier['verify']>>, now: Date): Promise<UserRow> {
  const [linked] = await tx
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, id.subject)))
    .limit(1);
  if (linked) return linked.user;

  let [user] = await tx.select().from(users).where(eq(users.email, id.email)).limit(1);
  if (user && !user.emailVerified) {
    // whoever registered this address never proved owning it: linking would hand them the Google account, or the reverse
    throw conflict('email_taken', 'Email này đã được dùng cho một tài khoản khác chưa xác minh. Vui lòng đăng nhập bằng mật khẩu.');
  }
  if (!user) {
    [user] = await tx
      .insert(users)
      .values({
        email: id.email,
        fullName: googleDisplayName(id.name, id.email),
        passwordHash: null,
        emailVerified: true,
        role: 'member',
        avatarUrl: id.picture,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  }
  await tx.insert(userIdentities).values({ userId: user!.id, provider: 'google', subject: id.subject, email: id.email, createdAt: now });
  return user!;
}

/** Our names are 2–100 characters; Google's may be missing or longer. */
function googleDisplayName(name: string | null, email: string) {
  const n = (name ?? '').trim().slice(0, 100);
  return n.length >= 2 ? n : email.split('@')[0]!.slice(0, 100).padEnd(2, '_');
}

export type RefreshOutcome =
  { ok: true; accessToken: string; accessExpiresAt: Date; refreshToken: string; refreshExpiresAt: Date } | { ok: false; error: AppError };

/**
 * Rotates the refresh token. Failures are returned, not thrown, so the route can clear the cookie;
 * a reused token revokes its whole session in a transaction of its own, committed before answering.
 */
export async function refresh(ctx: AuthDeps, token: string | undefined): Promise<RefreshOutcome> {
  if (!token) return { ok: false, error: refreshInvalid() };
  const now = ctx.clock.now();
  // a locked account's sessions were revoked when it was locked: say why, not just "expired"
  const owner = await ownerOfRefreshToken(ctx.db, token);
  if (owner?.status === 'locked') {
    await revokeSession(ctx.db, owner.sessionId, 'account_locked', now);
    return { ok: false, error: accountLocked(owner.lockedReason) };
  }
  const result = await ctx.db.transaction(async (tx) => {
    const r = await rotateRefreshToken(tx, ctx.config.jwtSecret, token, now);
    if (r.kind !== 'rotated') return r;
    const [user] = await tx.select().from(users).where(eq(users.id, r.userId)).limit(1);
    if (!user || user.status === 'locked') return { kind: 'locked' as const, sessionId: r.sessionId, reason: user?.lockedReason ?? null };
    const access = await signAccessToken(ctx.config.jwtSecret, { userId: user.id, role: user.role, sessionId: r.sessionId }, now);
    return { ...r, access };
  });
  switch (result.kind) {
    case 'rotated':
      return {
        ok: true,
        accessToken: result.access.token,
        accessExpiresAt: result.access.expiresAt,
        refreshToken: result.refreshToken,
        refreshExpiresAt: result.refreshExpiresAt,
      };
    case 'reused':
      await revokeSession(ctx.db, result.sessionId, 'refresh_reuse', now);
      return {
        ok: false,
        error: new AppError('refresh_reused', 401, 'Phiên đăng nhập đã bị thu hồi vì lý do bảo mật. Vui lòng đăng nhập lại.'),
      };
    case 'locked':
      await revokeSession(ctx.db, result.sessionId, 'account_locked', now);
      return { ok: false, error: accountLocked(result.reason) };
    default:
      return { ok: false, error: refreshInvalid() };
  }
}

/**
 * Signs out the session of the refresh token and/or of the bearer token. Either proves the
 * session is the caller's; an expired access token is still good enough to end its own session.
 */
export async function logout(ctx: AuthDeps, refreshToken: string | undefined, bearer: string | null) {
  const now = ctx.clock.now();
  const sessions = new Set<string>();
  if (refreshToken) {
    const sid = await sessionOfRefreshToken(ctx.db, refreshToken);
    if (sid) sessions.add(sid);
  }
  if (bearer) {
    const claims = await verifyAccessToken(ctx.config.jwtSecret, bearer, now).catch((err: unknown) =>
      // expired: verify once more at its own expiry time, so the signature is still checked
      err instanceof AppError && err.code === 'token_expired' ? verifyExpired(ctx, bearer) : null,
    );
    if (claims) sessions.add(claims.sessionId);
  }
  for (const sid of sessions) await revokeSession(ctx.db, sid, 'logout', now);
}

async function verifyExpired(ctx: AuthDeps, token: string) {
  let exp: number;
  try {
    exp = Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).exp);
  } catch {
    return null;
  }
  if (!Number.isFinite(exp)) return null;
  return verifyAccessToken(ctx.config.jwtSecret, token, new Date(exp * 1000 - 1000)).catch(() => null);
}

/** Session restore at start-up: the user behind a live access token. */
export async function userOfAccessToken(ctx: AuthDeps, token: string): Promise<UserRow> {
  const auth = await resolveAccessToken(ctx.db, ctx.config.jwtSecret, ctx.clock, token);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user) throw new AppError('unauthenticated', 401, 'Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.');
  return user;
}
