import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_DAYS } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { randomToken, sha256 } from '../../lib/ids.js';
import { users } from '../users/index.js';
import { authSessions, refreshTokens } from './auth.schema.js';

/**
 * Sessions and their refresh tokens. A refresh token is 256 random bits, stored only as SHA-256
 * (a database leak gives no usable token), used once and replaced on every refresh. Presenting a
 * token that was already used, after a short reuse window, means it was copied: the whole session
 * (the family) is revoked.
 */
export const REFRESH_TTL_MS = REFRESH_TOKEN_TTL_DAYS * 86_400_000;

export type SessionRow = typeof authSessions.$inferSelect;
export type RevokeReason = 'logout' | 'refresh_reuse' | 'password_changed' | 'signed_out_by_user' | 'account_locked' | 'staff_disabled';

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
 * How long a spent refresh token still gets its successor back. Two refreshes sent together at
 * start-up, or a response lost on a mobile network and retried, present the same token twice; the
 * second one inside this window gets the same successor (as Auth0's and Okta's reuse intervals do)
 * instead of revoking the session. After the window, reuse means a copied token.
 */
export const REFRESH_REUSE_WINDOW_MS = 10_000;

/**
 * A token's successor is derived from it with a server key, so the same successor can be handed out
 * again within the reuse window although only hashes are stored: whoever holds the spent token and
 * not the key cannot compute it, and it is as unguessable as a random token.
 */
const successorOf = (key: Uint8Array, token: string) => createHmac('sha256', key).update(`refresh-successor|${token}`).digest('base64url');

/**
 * Spends `token` and issues its successor. Marking it used is one conditional UPDATE, so of two
 * concurrent refreshes with the same token exactly one rotates; the other waits for its row lock and
 * then, inside the reuse window, gets the same successor. Run it inside a transaction: the old token
 * is only spent if the new one is stored.
 */
export async function rotateRefreshToken(ex: Executor, key: Uint8Array, token: string, now: Date): Promise<RotateResult> {
  const hash = sha256(token);
  const [spent] = await ex
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (!spent) return retriedOrReused(ex, key, token, now);
  const [session] = await ex
    .update(authSessions)
    // sliding lifetime: a member who comes back within 30 days stays signed in
    .set({ lastUsedAt: now, expiresAt: refreshExpiry(now) })
    .where(and(eq(authSessions.id, spent.sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .returning({ id: authSessions.id, userId: authSessions.userId });
  if (!session) return { kind: 'invalid' };
  const successor = successorOf(key, token);
  const expiresAt = refreshExpiry(now);
  await ex.insert(refreshTokens).values({ sessionId: session.id, tokenHash: sha256(successor), createdAt: now, expiresAt });
  return { kind: 'rotated', sessionId: session.id, userId: session.userId, refreshToken: successor, refreshExpiresAt: expiresAt };
}

/**
 * A token that was already spent: within the reuse window, while its successor is unspent and the
 * session alive, the same successor again; otherwise reuse (the caller revokes the session) or unknown.
 */
async function retriedOrReused(ex: Executor, key: Uint8Array, token: string, now: Date): Promise<RotateResult> {
  const [known] = await ex
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!known?.usedAt) return { kind: 'invalid' };
  const reused = { kind: 'reused', sessionId: known.sessionId } as const;
  if (now.getTime() - known.usedAt.getTime() > REFRESH_REUSE_WINDOW_MS) return reused;
  const successor = successorOf(key, token);
  const [next] = await ex
    .select({ expiresAt: refreshTokens.expiresAt, userId: authSessions.userId })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(
      and(
        eq(refreshTokens.tokenHash, sha256(successor)),
        eq(refreshTokens.sessionId, known.sessionId),
        isNull(refreshTokens.usedAt),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1);
  if (!next) return reused;
  return { kind: 'rotated', sessionId: known.sessionId, userId: next.userId, refreshToken: successor, refreshExpiresAt: next.expiresAt };
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

/** The account a refresh token belongs to (its status and lock reason), whatever the token's state. */
export async function ownerOfRefreshToken(ex: Executor, token: string) {
  const [row] = await ex
    .select({ sessionId: authSessions.id, userId: users.id, status: users.status, lockedReason: users.lockedReason })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
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
