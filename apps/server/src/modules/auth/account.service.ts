import { eq } from 'drizzle-orm';
import type { ChangePasswordRequest, Session } from '@cho-gundam/contracts';
import { authorize, type Actor } from '../../lib/access.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { findUserById, lockUser, users } from '../users/index.js';
import type { AuthDeps } from './auth.deps.js';
import { issueDeviceToken } from './known-device.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { listLiveSessions, revokeLiveSession, revokeOtherSessions, type SessionRow } from './sessions.js';

/** A member's credentials and devices (/member/profile/account): password change, session list, sign out a device. */
const userNotFound = () => notFound('Không tìm thấy người dùng');
const fieldError = (code: 'validation_failed' | 'invalid_credentials', field: string, message: string) =>
  badRequest(code, message, { fields: [{ field, message }] });

export function presentSession(row: SessionRow, currentSessionId: string): Session {
  return {
    id: row.id,
    user_agent: row.userAgent,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  };
}

export function accountService({ db, clock, config }: Pick<AuthDeps, 'db' | 'clock' | 'config'>) {
  return {
    /**
     * Changes the password and signs out every other device. An account created by Google sign-in
     * has no password yet and may set one without `current_password`. A new password forgets every
     * known device (known-device.ts), so this browser gets a fresh device cookie back.
     */
    async changePassword(caller: Actor, userId: string, body: ChangePasswordRequest): Promise<{ deviceToken: string }> {
      authorize(caller, 'account.manage', { userId });
      const user = await findUserById(db, userId);
      if (!user) throw userNotFound();
      if (user.passwordHash !== null) {
        if (!body.current_password) throw fieldError('validation_failed', 'current_password', 'Vui lòng nhập mật khẩu hiện tại');
        if (!(await verifyPassword(user.passwordHash, body.current_password))) {
          throw fieldError('invalid_credentials', 'current_password', 'Mật khẩu hiện tại không đúng');
        }
        if (body.new_password === body.current_password) {
          throw fieldError('validation_failed', 'new_password', 'Mật khẩu mới phải khác mật khẩu hiện tại');
        }
      }
      const newHash = await hashPassword(body.new_password);
      return db.transaction(async (tx) => {
        const locked = await lockUser(tx, userId);
        if (!locked) throw userNotFound();
        // the password was checked against `user`; if it changed meanwhile, that check is void
        if (locked.passwordHash !== user.passwordHash)
          throw conflict('conflict', 'Mật khẩu vừa được thay đổi ở nơi khác. Vui lòng thử lại.');
        const now = clock.now();
        await tx.update(users).set({ passwordHash: newHash, updatedAt: now }).where(eq(users.id, userId));
        await revokeOtherSessions(tx, userId, caller.sessionId, now, 'password_changed');
        return { deviceToken: issueDeviceToken(config.jwtSecret, { id: userId, passwordHash: newHash }, now) };
      });
    },

    async listSessions(caller: Actor, userId: string): Promise<Session[]> {
      authorize(caller, 'account.manage', { userId });
      const rows = await listLiveSessions(db, userId, clock.now());
      return rows.map((r) => presentSession(r, caller.sessionId));
    },

    async revokeSession(caller: Actor, userId: string, sessionId: string): Promise<void> {
      authorize(caller, 'account.manage', { userId });
      const done = await revokeLiveSession(db, userId, sessionId, 'signed_out_by_user', clock.now());
      if (!done) throw notFound('Không tìm thấy phiên đăng nhập');
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
