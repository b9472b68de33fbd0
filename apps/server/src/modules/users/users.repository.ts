import { eq } from 'drizzle-orm';
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

/** A member becomes a seller when they open a shop (admins change staff roles elsewhere). */
export async function setUserRole(ex: Executor, id: string, role: 'seller', now: Date) {
  await ex.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
}
