import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { unauthenticated } from '../../lib/errors.js';
import { accountLocked } from './account-locked.js';
import { users } from '../users/index.js';
import { authSessions } from './auth.schema.js';
import { verifyAccessToken } from './tokens.js';

/**
 * The session-and-user read behind every signed-in request, built once per database and prepared
 * (named): at a rush of requests, building the query each time was a visible share of the server's
 * CPU (issue 9's profile), and PostgreSQL parses a named statement once per connection.
 */
function sessionRead(db: Db) {
  return db
    .select({ role: users.role, status: users.status, lockedReason: users.lockedReason })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_session_read');
}
const sessionReads = new WeakMap<Db, ReturnType<typeof sessionRead>>();

/**
 * The caller behind a bearer token: the token must verify, and its session must still be live
 * and its user not locked. Read on every request, so sign-out, a password change, a role change or
 * a lock apply at once.
 */
export async function resolveAccessToken(db: Db, secret: Uint8Array, clock: Clock, token: string): Promise<Actor> {
  const now = clock.now();
  const claims = await verifyAccessToken(secret, token, now);
  let read = sessionReads.get(db);
  if (!read) sessionReads.set(db, (read = sessionRead(db)));
  const rows = await read.execute({ sessionId: claims.sessionId, userId: claims.userId, now: now.toISOString() });
  const row = rows[0];
  if (!row) throw unauthenticated('Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.');
  if (row.status === 'locked') throw accountLocked(row.lockedReason);
  return { userId: claims.userId, role: row.role, sessionId: claims.sessionId };
}
