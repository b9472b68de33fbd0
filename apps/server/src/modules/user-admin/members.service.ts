import {
  isStaff,
  STAFF_ROLES,
  type LockMemberBody,
  type MemberDetail,
  type MemberListItem,
  type MemberSearchQuery,
  type Paged,
  type UnlockMemberBody,
  type WarnMemberBody,
} from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { JobsPoke } from '../../lib/module.js';
import { recordStaffAction } from '../audit/index.js';
import { revokeSessions } from '../auth/index.js';
import { resolveFlagsOfLockedUser, type OwnerLocker } from '../flags/index.js';
import { notify, recheckStreamsOf } from '../notifications/index.js';
import { findUserById, lockActiveAdmins, lockUser, setAccountLock } from '../users/index.js';
import { memberDetail } from './member-detail.js';
import { presentMember } from './user-admin.presenter.js';
import { searchConditions, searchUsers, type UserRow } from './user-admin.repository.js';

/**
 * Moderator user management (docs/domain/back-office.md): search, a member's whole picture, lock
 * and unlock with a reason, warnings. Every change writes its audit row and notifies the member in
 * its own transaction.
 */
export interface MembersDeps {
  db: Db;
  clock: Clock;
  jobs: JobsPoke;
}

const userNotFound = () => notFound('Không tìm thấy người dùng');
export const lastAdmin = () =>
  conflict('conflict', 'Không thể thực hiện: đây là quản trị viên cuối cùng đang hoạt động. Hãy chỉ định một quản trị viên khác trước.');

/**
 * Locks an account in the caller's transaction: the row (with the reason, who, when), every session
 * (their refresh tokens die with them; access tokens are refused at the next request since the guard
 * reads the session), the audit row, the member's notification, and a nudge that closes their open
 * event streams on commit. Used by the moderator's lock and the admin's "disable a staff account".
 */
export async function lockAccount(
  tx: Tx,
  a: { actor: Pick<Actor, 'userId'>; target: UserRow; reason: string; action: 'member.lock' | 'staff.disable'; now: Date },
) {
  const { actor, target, reason, now } = a;
  await setAccountLock(tx, target.id, { reason, by: actor.userId }, now);
  const revoked = await revokeSessions(tx, target.id, { reason: a.action === 'member.lock' ? 'account_locked' : 'staff_disabled', now });
  await recordStaffAction(tx, {
    actor,
    action: a.action,
    target: { type: 'user', id: target.id },
    before: { status: target.status },
    after: { status: 'locked', locked_reason: reason },
    reason,
    details: { sessions_revoked: revoked },
    at: now,
  });
  await notify(
    tx,
    {
      recipientId: target.id,
      title: 'Tài khoản của bạn đã bị khóa',
      message: `Lý do: ${reason}. Bạn sẽ không thể đăng nhập cho đến khi tài khoản được mở khóa. Vui lòng liên hệ bộ phận hỗ trợ nếu cần trao đổi.`,
      type: 'system',
      email: true,
    },
    now,
  );
  await recheckStreamsOf(tx, target.id);
}

/**
 * "Khóa tài khoản chủ sở hữu" from a flag (docs/domain/flags.md): the same lock as user management,
 * handed to the flags module by composition.ts. Only members are locked this way — a staff account
 * is an admin's call in staff management, so the last-admin guard and its lock order never arise
 * here. An account already locked is left as it is (the flags are still closed as `lock`).
 */
export const lockReportedOwner: OwnerLocker = async (tx, { actor, userId, reason, now }) => {
  const target = await lockUser(tx, userId);
  if (!target) throw userNotFound();
  authorize(actor, 'member.lock', { userId: target.id, role: target.role });
  if (isStaff(target.role))
    throw forbidden(
      'Không thể khóa tài khoản nhân viên từ báo cáo vi phạm. Quản trị viên xử lý tài khoản nhân viên ở trang Quản lý nhân viên.',
    );
  if (target.status === 'locked') return { alreadyLocked: true };
  await lockAccount(tx, { actor, target, reason, action: 'member.lock', now });
  return { alreadyLocked: false };
};

export async function unlockAccount(
  tx: Tx,
  a: { actor: Pick<Actor, 'userId'>; target: UserRow; reason: string | null; action: 'member.unlock' | 'staff.enable'; now: Date },
) {
  await setAccountLock(tx, a.target.id, null, a.now);
  await recordStaffAction(tx, {
    actor: a.actor,
    action: a.action,
    target: { type: 'user', id: a.target.id },
    before: { status: 'locked', locked_reason: a.target.lockedReason },
    after: { status: 'active' },
    reason: a.reason,
    at: a.now,
  });
  await notify(
    tx,
    {
      recipientId: a.target.id,
      title: 'Tài khoản của bạn đã được mở khóa',
      message: 'Bạn có thể đăng nhập và sử dụng Chợ Gundam trở lại. Cảm ơn bạn đã tuân thủ quy định của cộng đồng.',
      type: 'system',
      email: true,
    },
    a.now,
  );
}

/** A warning: a notification with the moderator's text (also e-mailed) and its audit row, in the caller's transaction. */
export async function warnAccount(tx: Tx, a: { actor: Pick<Actor, 'userId'>; targetId: string; message: string; now: Date }) {
  await notify(tx, { recipientId: a.targetId, title: 'Cảnh báo từ ban quản trị', message: a.message, type: 'system', email: true }, a.now);
  await recordStaffAction(tx, {
    actor: a.actor,
    action: 'member.warn',
    target: { type: 'user', id: a.targetId },
    reason: a.message,
    details: { message: a.message },
    at: a.now,
  });
}

export function membersService({ db, clock, jobs }: MembersDeps) {
  /**
   * The target's row, locked. An admin acting takes the active admins' rows first (the lock order
   * of every admin-changing path), so locking an admin can never leave none.
   */
  async function lockTarget(tx: Tx, actor: Actor, userId: string) {
    const admins = actor.role === 'admin' ? await lockActiveAdmins(tx) : null;
    const target = await lockUser(tx, userId);
    if (!target) throw userNotFound();
    return { target, admins };
  }

  return {
    async search(actor: Actor, q: MemberSearchQuery): Promise<Paged<MemberListItem>> {
      authorize(actor, 'members.view');
      const where = searchConditions({
        q: q.q,
        roles: q.role === 'all' ? undefined : q.role === 'staff' ? STAFF_ROLES : [q.role],
        status: q.status === 'all' ? undefined : q.status,
      });
      const { rows, total } = await searchUsers(db, where, q);
      return { items: rows.map(presentMember), page: q.page, page_size: q.page_size, total };
    },

    async detail(actor: Actor, userId: string): Promise<MemberDetail> {
      authorize(actor, 'members.view');
      const user = await findUserById(db, userId);
      if (!user) throw userNotFound();
      return memberDetail(db, actor, user, clock.now());
    },

    async lock(actor: Actor, userId: string, body: LockMemberBody): Promise<MemberListItem> {
      authorize(actor, 'members.view');
      const now = clock.now();
      const locked = await db.transaction(async (tx) => {
        const { target, admins } = await lockTarget(tx, actor, userId);
        authorize(actor, 'member.lock', { userId: target.id, role: target.role });
        if (target.status === 'locked') throw conflict('conflict', 'Tài khoản này đang bị khóa rồi');
        if (target.role === 'admin' && !admins?.some((a) => a.id !== target.id)) throw lastAdmin();
        await lockAccount(tx, { actor, target, reason: body.reason, action: 'member.lock', now });
        // their open reports as a user are answered by this lock: off the queue, reporters told
        await resolveFlagsOfLockedUser(tx, { actor, userId: target.id, reason: body.reason, now });
        return (await findUserById(tx, target.id))!;
      });
      jobs.poke();
      return presentMember(locked);
    },

    async unlock(actor: Actor, userId: string, body: UnlockMemberBody): Promise<MemberListItem> {
      authorize(actor, 'members.view');
      const now = clock.now();
      const unlocked = await db.transaction(async (tx) => {
        const target = await lockUser(tx, userId);
        if (!target) throw userNotFound();
        authorize(actor, 'member.lock', { userId: target.id, role: target.role });
        if (target.status !== 'locked') throw conflict('conflict', 'Tài khoản này không bị khóa');
        await unlockAccount(tx, { actor, target, reason: body.reason ?? null, action: 'member.unlock', now });
        return (await findUserById(tx, target.id))!;
      });
      jobs.poke();
      return presentMember(unlocked);
    },

    async warn(actor: Actor, userId: string, body: WarnMemberBody): Promise<void> {
      authorize(actor, 'members.view');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const target = await findUserById(tx, userId);
        if (!target) throw userNotFound();
        authorize(actor, 'member.warn', { userId: target.id });
        await warnAccount(tx, { actor, targetId: target.id, message: body.message, now });
      });
      jobs.poke();
    },
  };
}

export type MembersService = ReturnType<typeof membersService>;
