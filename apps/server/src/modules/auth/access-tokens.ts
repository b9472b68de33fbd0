import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { groupCommit } from '../../lib/group-commit.js';
import { unauthenticated } from '../../lib/errors.js';
import { accountLocked } from './account-locked.js';
import { users } from '../users/index.js';
import { authSessions } from './auth.schema.js';
import { verifyAccessToken } from './tokens.js';

/**
 * The session-and-user read behind every signed-in request, built once per database and prepared
 * (named): at a rush of requests, building the query each time was a visible share of the server's
 * CPU (issue 9's profile), and PostgreSQL parses a named statement once per connection. It reads many
 * sessions at once: see `sessionReader`.
 */
function sessionRead(db: Db) {
  return db
    .select({
      sessionId: authSessions.id,
      userId: authSessions.userId,
      role: users.role,
      status: users.status,
      lockedReason: users.lockedReason,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        sql`${authSessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`,
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('auth_sessions_read');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRead>['execute']>>[number];

/**
 * The requests that arrive while a session read is on its way are answered by the next read, all
 * together (lib/group-commit.ts): a rush of signed-in requests (50 bidders on one auction) costs the
 * database one statement per read instead of one per request. Nothing is cached: every request is
 * answered by a read that started after it arrived, so sign-out, a password change, a role change or
 * a lock still apply at once.
 */
function sessionReader(db: Db) {
  const read = sessionRead(db);
  return groupCommit<{ sessionId: string; now: Date }, SessionRow | undefined>(async (_key, asked) => {
    // live at the latest request's time: for the others it is a few milliseconds stricter
    const now = new Date(Math.max(...asked.map((a) => a.now.getTime())));
    const rows = await read.execute({ sessionIds: [...new Set(asked.map((a) => a.sessionId))], now: now.toISOString() });
    const byId = new Map(rows.map((r) => [r.sessionId, r]));
    return asked.map((a) => byId.get(a.sessionId));
  });
}
const sessionReaders = new WeakMap<Db, ReturnType<typeof sessionReader>>();

/**
 * The caller behind a bearer token: the token must verify, and its session must still be live
 * (and belong to the token's user) and its user not locked.
 */
export async function resolveAccessToken(db: Db, secret: Uint8Array, clock: Clock, token: string): Promise<Actor> {
  const now = clock.now();
  const claims = await verifyAccessToken(secret, token, now);
  let readSession = sessionReaders.get(db);
  if (!readSession) sessionReaders.set(db, (readSession = sessionReader(db)));
  const row = await readSession('sessions', { sessionId: claims.sessionId, now });
  if (!row || row.userId !== claims.userId) throw unauthenticated('Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.');
  if (row.status === 'locked') throw accountLocked(row.lockedReason);
  return { userId: claims.userId, role: row.role, sessionId: claims.sessionId };
}
