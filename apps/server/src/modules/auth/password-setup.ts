import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/ids.js';
import { lockUser, users } from '../users/index.js';
import type { AuthDeps } from './auth.deps.js';
import { passwordSetupTokens } from './auth.schema.js';
import { hashPassword } from './passwords.js';
import { revokeSessions } from './sessions.js';

/**
 * One-time "set your password" links (a staff invitation: the admin creates the account without a
 * password). The token is 256 random bits, stored only as SHA-256, valid PASSWORD_SETUP_TTL_MS and
 * spent by one conditional UPDATE, so two clicks on the same link set the password once.
 */
export const PASSWORD_SETUP_TTL_MS = 72 * 3_600_000;

const invalidLink = () =>
  badRequest(
    'setup_token_invalid',
    'Liên kết đặt mật khẩu không hợp lệ, đã được dùng hoặc đã hết hạn. Vui lòng nhờ quản trị viên gửi lại lời mời.',
  );

/** Issues a new link for the user in the caller's transaction; earlier unused links of theirs stop working. */
export async function issuePasswordSetupToken(ex: Executor, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  await ex
    .update(passwordSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordSetupTokens.userId, userId), isNull(passwordSetupTokens.usedAt)));
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + PASSWORD_SETUP_TTL_MS);
  await ex.insert(passwordSetupTokens).values({ userId, purpose: 'staff_invite', tokenHash: sha256(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

const live = (token: string, now: Date) =>
  and(eq(passwordSetupTokens.tokenHash, sha256(token)), isNull(passwordSetupTokens.usedAt), gt(passwordSetupTokens.expiresAt, now));

/** Whose link is this (the page greets them by e-mail before they choose a password)? */
export async function passwordSetupTarget(ctx: Pick<AuthDeps, 'db' | 'clock'>, token: string) {
  const [row] = await ctx.db
    .select({ email: users.email, fullName: users.fullName, status: users.status })
    .from(passwordSetupTokens)
    .innerJoin(users, eq(users.id, passwordSetupTokens.userId))
    .where(live(token, ctx.clock.now()))
    .limit(1);
  if (!row || row.status !== 'active') throw invalidLink();
  return { email: row.email, full_name: row.fullName };
}

/** Spends the link and sets the password; every earlier session of the account ends. */
export async function setPasswordWithToken(ctx: Pick<AuthDeps, 'db' | 'clock'>, token: string, password: string) {
  // argon2 first, outside the transaction (it holds no lock while hashing)
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordSetupTokens)
      .set({ usedAt: now })
      .where(live(token, now))
      .returning({ userId: passwordSetupTokens.userId });
    if (!spent) throw invalidLink();
    const user = await lockUser(tx, spent.userId);
    if (!user || user.status !== 'active') throw invalidLink();
    await tx.update(users).set({ passwordHash, emailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, { reason: 'password_changed', now });
    return { email: user.email };
  });
}
