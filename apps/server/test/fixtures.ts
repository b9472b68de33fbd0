import { randomBytes } from 'node:crypto';
import type { Role } from '@cho-gundam/contracts';
import { authSessions } from '../src/modules/auth/auth.schema.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { signAccessToken } from '../src/modules/auth/tokens.js';

export { signAccessToken };
import { users } from '../src/modules/users/users.schema.js';
import type { TestApp } from './helpers.js';

export const FIXTURE_PASSWORD = 'MatKhau#2026';
let seq = 0;

/** Inserts a user straight into the database (no sign-up flow). */
export async function createUser(t: TestApp, over: Partial<typeof users.$inferInsert> & { role?: Role } = {}) {
  seq += 1;
  const [u] = await t.database.db
    .insert(users)
    .values({
      email: `user${seq}-${randomBytes(3).toString('hex')}@example.vn`,
      fullName: `Người dùng ${seq}`,
      passwordHash: await hashPassword(FIXTURE_PASSWORD),
      emailVerified: true,
      ...over,
    })
    .returning();
  return u!;
}

/** A live session and its access token for `user`, as if they had signed in. */
export async function tokenFor(t: TestApp, user: { id: string; role: Role }) {
  const now = t.clock.now();
  const [s] = await t.database.db
    .insert(authSessions)
    .values({ userId: user.id, createdAt: now, lastUsedAt: now, expiresAt: new Date(now.getTime() + 30 * 86_400_000) })
    .returning();
  const { token } = await signAccessToken(t.app.ctx.config.jwtSecret, { userId: user.id, role: user.role, sessionId: s!.id }, now);
  return token;
}

export async function signedInUser(t: TestApp, over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, over);
  return { user, token: await tokenFor(t, user) };
}
