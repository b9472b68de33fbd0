import { createHash } from 'node:crypto';
import { AVATAR_RULES, isStaff, type ChangePasswordRequest, type PublicUser, type Session, type User } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { sniffImageType, toSquareWebp, unsupportedImage } from '../../lib/images.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { hashPassword, revokeOtherSessions, verifyPassword, type RevokeReason } from '../auth/index.js';
import { presentPublicUser, presentSession, presentUser } from './users.presenter.js';
import * as repo from './users.repository.js';

export interface UsersDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

/** Profile, avatar, password and sessions: a member acts on their own account only, staff included. */
export function assertSelf(caller: AuthContext, userId: string) {
  if (caller.userId !== userId) throw forbidden('Bạn chỉ có thể xem và thay đổi tài khoản của chính mình');
}

const userNotFound = () => notFound('Không tìm thấy người dùng');
const fieldError = (code: 'validation_failed' | 'invalid_credentials', field: string, message: string) =>
  badRequest(code, message, { fields: [{ field, message }] });

const SIGNED_OUT_BY_USER: RevokeReason = 'signed_out_by_user';

export function usersService({ db, clock, storage }: UsersDeps) {
  async function loadSelf(caller: AuthContext, userId: string) {
    assertSelf(caller, userId);
    const row = await repo.findUserById(db, userId);
    if (!row) throw userNotFound();
    return row;
  }

  return {
    async me(caller: AuthContext): Promise<User> {
      return presentUser(await loadSelf(caller, caller.userId));
    },

    /** The full object for the member themself and for staff; the public profile for anyone else. */
    async profile(caller: AuthContext | null, userId: string): Promise<User | PublicUser> {
      const row = await repo.findUserById(db, userId);
      if (!row) throw userNotFound();
      const full = caller !== null && (caller.userId === userId || isStaff(caller.role));
      return full ? presentUser(row) : presentPublicUser(row);
    },

    async updateProfile(caller: AuthContext, userId: string, body: { full_name: string }): Promise<User> {
      assertSelf(caller, userId);
      const row = await repo.updateUser(db, userId, { fullName: body.full_name }, clock.now());
      if (!row) throw userNotFound();
      return presentUser(row);
    },

    /**
     * Stores the new avatar (type sniffed from its bytes, re-encoded as a 256×256 WebP under a
     * content-addressed key), points the user at it, then deletes the file it replaced.
     */
    async updateAvatar(caller: AuthContext, userId: string, readUpload: () => Promise<Buffer>): Promise<User> {
      assertSelf(caller, userId);
      const input = await readUpload();
      if (!sniffImageType(input)) throw unsupportedImage();
      const webp = await toSquareWebp(input, AVATAR_RULES.size);
      const key = `avatars/${userId}/${createHash('sha256').update(webp).digest('hex').slice(0, 16)}.webp`;
      await storage.put(key, webp, 'image/webp');
      const url = storage.url(key);

      const { row, previous } = await db.transaction(async (tx) => {
        const current = await repo.lockUser(tx, userId);
        if (!current) throw userNotFound();
        const updated = await repo.updateUser(tx, userId, { avatarUrl: url }, clock.now());
        return { row: updated!, previous: current.avatarUrl };
      });

      // after commit: only our own earlier file of this user, never a Google picture or a shared image
      const oldKey = previous && previous !== url ? storage.keyFromUrl(previous) : null;
      if (oldKey && oldKey.startsWith(`avatars/${userId}/`)) await storage.delete(oldKey).catch(() => undefined);
      return presentUser(row);
    },

    /**
     * Changes the password and signs out every other device. An account created by Google sign-in
     * has no password yet and may set one without `current_password`.
     */
    async changePassword(caller: AuthContext, userId: string, body: ChangePasswordRequest): Promise<void> {
      const user = await loadSelf(caller, userId);
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
      await db.transaction(async (tx) => {
        const locked = await repo.lockUser(tx, userId);
        if (!locked) throw userNotFound();
        // the password was checked against `user`; if it changed meanwhile, that check is void
        if (locked.passwordHash !== user.passwordHash)
          throw conflict('conflict', 'Mật khẩu vừa được thay đổi ở nơi khác. Vui lòng thử lại.');
        const now = clock.now();
        await repo.updateUser(tx, userId, { passwordHash: newHash }, now);
        await revokeOtherSessions(tx, userId, caller.sessionId, now, 'password_changed');
      });
    },

    async listSessions(caller: AuthContext, userId: string): Promise<Session[]> {
      assertSelf(caller, userId);
      const rows = await repo.listLiveSessions(db, userId, clock.now());
      return rows.map((r) => presentSession(r, caller.sessionId));
    },

    async revokeSession(caller: AuthContext, userId: string, sessionId: string): Promise<void> {
      assertSelf(caller, userId);
      const done = await repo.revokeSession(db, userId, sessionId, SIGNED_OUT_BY_USER, clock.now());
      if (!done) throw notFound('Không tìm thấy phiên đăng nhập');
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
