import { createHash } from 'node:crypto';
import { AVATAR_RULES, type PublicUser, type User } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { sniffImageType, toSquareWebp, unsupportedImage } from '../../lib/images.js';
import { authorize, can, type Actor } from '../../lib/access.js';
import { presentPublicUser, presentUser } from './users.presenter.js';
import * as repo from './users.repository.js';

export interface UsersDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

const userNotFound = () => notFound('Không tìm thấy người dùng');

/** Profile and avatar: a member acts on their own account only, staff included (access rule `account.manage`). */
export function usersService({ db, clock, storage }: UsersDeps) {
  async function loadSelf(caller: Actor, userId: string) {
    authorize(caller, 'account.manage', { userId });
    const row = await repo.findUserById(db, userId);
    if (!row) throw userNotFound();
    return row;
  }

  return {
    async me(caller: Actor): Promise<User> {
      return presentUser(await loadSelf(caller, caller.userId));
    },

    /** The full object for the member themself and for staff; the public profile for anyone else. */
    async profile(caller: Actor | null, userId: string): Promise<User | PublicUser> {
      const row = await repo.findUserById(db, userId);
      if (!row) throw userNotFound();
      const full = can(caller, 'account.view_private', { userId });
      return full ? presentUser(row) : presentPublicUser(row);
    },

    async updateProfile(caller: Actor, userId: string, body: { full_name: string }): Promise<User> {
      authorize(caller, 'account.manage', { userId });
      const row = await repo.updateUser(db, userId, { fullName: body.full_name }, clock.now());
      if (!row) throw userNotFound();
      return presentUser(row);
    },

    /**
     * Stores the new avatar (type sniffed from its bytes, re-encoded as a 256×256 WebP under a
     * content-addressed key), points the user at it, then deletes the file it replaced.
     */
    async updateAvatar(caller: Actor, userId: string, readUpload: () => Promise<Buffer>): Promise<User> {
      authorize(caller, 'account.manage', { userId });
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
  };
}

export type UsersService = ReturnType<typeof usersService>;
