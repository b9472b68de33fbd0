import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authSessions, users } from '../../db/schema.js';

export async function findUserById(ex: Executor, id: string) {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The user row, locked until the transaction ends (serialises changes to one member's profile). */
export async function lockUser(ex: Executor, id: string) {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).for('no key update').limit(1);
  return row ?? null;
}

export async function updateUser(
  ex: Executor,
  id: string,
  patch: Partial<Pick<typeof users.$inferInsert, 'fullName' | 'avatarUrl' | 'passwordHash'>>,
  now: Date,
) {
  const [row] = await ex
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

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
export async function revokeSession(ex: Executor, userId: string, sessionId: string, reason: string, now: Date) {
  const rows = await ex
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), live(userId, now)))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}
