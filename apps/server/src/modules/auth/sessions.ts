import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_DAYS } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { randomToken, sha256 } from '../../lib/ids.js';
import { users } from '../users/index.js';
import { authSessions, refreshTokens } from './auth.schema.js';

/**
 * Sessions and their refresh tokens. A refresh token is 256 random bits, stored only as SHA-256
 * (a database leak gives no usable token), used once and replaced on every refresh. Presenting a
 * token that was already used means it was copied: the whole session (the family) is revoked.
 */
export const REFRESH_TTL_MS = REFRESH_TOKEN_TTL_DAYS * 86_400_000;

export type SessionRow = typeof authSessions.$inferSelect;
export type RevokeReason = 'logout' | 'refresh_reuse' | 'password_changed' | 'signed_out_by_user' | 'account_locked';

const refreshExpiry = (now: Date) => new Date(now.getTime() + REFRESH_TTL_MS);

async function issueRefreshToken(ex: Executor, sessionId: string, now: Date) {
  const token = randomToken(32);
  const expiresAt = refreshExpiry(now);
  await ex.insert(refreshTokens).values({ sessionId, tokenHash: sha256(token), createdAt: now, expiresAt });
  return { refreshToken: token, refreshExpiresAt: expiresAt };
}

export async function createSession(ex: Executor, input: { userId: string; userAgent: string | null; ip: string | null; now: Date }) {
  const { now } = input;
  const [session] = await ex
    .insert(authSessions)
    .values({
      userId: input.userId,
      // bounded: these are shown in the session list, not trusted
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.ip?.slice(0, 64) ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: refreshExpiry(now),
    })
    .returning({ id: authSessions.id });
  const issued = await issueRefreshToken(ex, session!.id, now);
  return { sessionId: session!.id, ...issued };
}

export type RotateResult =
  | { kind: 'rotated'; sessionId: string; userId: string; refreshToken: string; refreshExpiresAt: Date }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

/**
 * Spends `token` and issues its successor. Marking it used is one conditional UPDATE, so of two
 * concurrent refreshes with the same token exactly one wins; the other is treated as reuse.
 * Run it inside a transaction: the old token is only spent if the new one is stored.
 */
export async function rotateRefreshToken(ex: Executor, token: string, now: Date): Promise<RotateResult> {
  const hash = sha256(token);
  const [spent] = await ex
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (!spent) {
    const [known] = await ex
      .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash))
      .limit(1);
    return known?.usedAt ? { kind: 'reused', sessionId: known.sessionId } : { kind: 'invalid' };
  }
  const [session] = await ex
    .update(authSessions)
    // sliding lifetime: a member who comes back within 30 days stays signed in
    .set({ lastUsedAt: now, expiresAt: refreshExpiry(now) })
    .where(and(eq(authSessions.id, spent.sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .returning({ id: authSessions.id, userId: authSessions.userId });
  if (!session) return { kind: 'invalid' };
  const issued = await issueRefreshToken(ex, session.id, now);
  return { kind: 'rotated', sessionId: session.id, userId: session.userId, ...issued };
}

/** The session a refresh token belongs to, whatever its state (used for sign-out). */
export async function sessionOfRefreshToken(ex: Executor, token: string): Promise<string | null> {
  const [row] = await ex
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row?.sessionId ?? null;
}

/** Ends one session; access tokens carrying its id stop working at once (the guard reads the row). */
export async function revokeSession(ex: Executor, sessionId: string, reason: RevokeReason, now: Date) {
  const rows = await ex
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length;
}

/** Ends every live session of a user, except `exceptSessionId` when given. Returns how many ended. */
export async function revokeSessions(
  ex: Executor,
  userId: string,
  opts: { reason: RevokeReason; now: Date; exceptSessionId?: string },
): Promise<number> {
  const rows = await ex
    .update(authSessions)
    .set({ revokedAt: opts.now, revokedReason: opts.reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        opts.exceptSessionId ? ne(authSessions.id, opts.exceptSessionId) : sql`true`,
      ),
    )
    .returning({ id: authSessions.id });
  return rows.length;
}

/** After a password change: every other device must sign in again. */
export const revokeOtherSessions = (
  ex: Executor,
  userId: string,
  keepSessionId: string,
  now: Date,
  reason: RevokeReason = 'password_changed',
) => revokeSessions(ex, userId, { reason, now, exceptSessionId: keepSessionId });

const live = (userId: string, now: Date) =>
  and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now));

/** Sessions that can still be used, most recently used first. */
export async function listLiveSessions(ex: Executor, userId: string, now: Date, limit = 100) {
  return ex
    .select()
    .from(authSessions)
    .where(live(userId, now))
    .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.createdAt))
    .limit(limit);
}

/** Revokes one live session of the user; false when there is none with that id. */
export async function revokeLiveSession(ex: Executor, userId: string, sessionId: string, reason: RevokeReason, now: Date) {
  const rows = await ex
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), live(userId, now)))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/** Is this session still usable by an active (not locked) account? (Open event streams check it at every heartbeat.) */
export async function isSessionLive(ex: Executor, userId: string, sessionId: string, now: Date) {
  const rows = await ex
    .select({ status: users.status })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), live(userId, now)))
    .limit(1);
  return rows[0]?.status === 'active';
}
