import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { users } from './users.schema.js';

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

/** A member becomes a seller when they open a shop; an admin changes a staff member's role (user-admin). */
export async function setUserRole(ex: Executor, id: string, role: Role, now: Date) {
  await ex.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
}

/** Locks (with the reason, who and when) or unlocks an account; the caller holds the row lock and revokes the sessions. */
export async function setAccountLock(ex: Executor, id: string, lock: { reason: string; by: string | null } | null, now: Date) {
  await ex
    .update(users)
    .set(
      lock
        ? { status: 'locked', lockedReason: lock.reason, lockedBy: lock.by, lockedAt: now, updatedAt: now }
        : { status: 'active', lockedReason: null, lockedBy: null, lockedAt: null, updatedAt: now },
    )
    .where(eq(users.id, id));
}

/**
 * Every active admin's row, locked in id order until the transaction ends: whoever changes an
 * admin's role or status takes these first, so two such changes queue and the second one sees
 * the first one's result (the last active admin is never removed).
 */
export async function lockActiveAdmins(ex: Executor) {
  return ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
}
