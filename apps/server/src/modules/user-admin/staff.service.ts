import {
  ROLE_LABELS,
  type CreateStaffBody,
  type Paged,
  type StaffListQuery,
  type StaffMember,
  type StaffRole,
} from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import { queueEmail } from '../../integrations/outbox.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { JobsPoke } from '../../lib/module.js';
import { recordStaffAction } from '../audit/index.js';
import { issuePasswordSetupToken, isUniqueViolation, PASSWORD_SETUP_TTL_MS } from '../auth/index.js';
import { findUserById, lockActiveAdmins, lockUser, setUserRole } from '../users/index.js';
import { lastAdmin, lockAccount, unlockAccount } from './members.service.js';
import { presentStaff } from './user-admin.presenter.js';
import { insertStaffUser, searchConditions, searchUsers, type UserRow } from './user-admin.repository.js';

/**
 * Admin: staff accounts (docs/domain/back-office.md). An admin creates a moderator or an admin by
 * e-mail: the account has no password and gets an invitation with a one-time set-password link
 * (never public registration). Disabling signs the person out at once; the last active admin can
 * never be disabled or demoted: every such change first locks the active admins' rows.
 */
export interface StaffDeps {
  db: Db;
  clock: Clock;
  jobs: JobsPoke;
  appUrl: string;
}

const STAFF: readonly StaffRole[] = ['moderator', 'admin'];
const staffNotFound = () => notFound('Không tìm thấy tài khoản nhân viên');
const isStaffRow = (u: UserRow) => u.role === 'moderator' || u.role === 'admin';

export function staffService({ db, clock, jobs, appUrl }: StaffDeps) {
  const base = appUrl.replace(/\/$/, '');

  async function invite(tx: Tx, user: UserRow, invitedBy: string, now: Date) {
    const { token } = await issuePasswordSetupToken(tx, user.id, now);
    const link = `${base}/member/set-password?token=${encodeURIComponent(token)}`;
    await queueEmail(tx, {
      to: user.email,
      subject: 'Lời mời tham gia đội ngũ Chợ Gundam',
      text: [
        `Xin chào ${user.fullName},`,
        '',
        `${invitedBy} đã tạo cho bạn tài khoản ${ROLE_LABELS[user.role].toLowerCase()} tại Chợ Gundam với email ${user.email}.`,
        'Hãy đặt mật khẩu của bạn tại liên kết sau:',
        link,
        '',
        `Liên kết có hiệu lực trong ${PASSWORD_SETUP_TTL_MS / 3_600_000} giờ và chỉ dùng được một lần.`,
        'Nếu bạn không mong đợi email này, hãy bỏ qua nó.',
        '',
        'Chợ Gundam',
      ].join('\n'),
    });
  }

  /** The staff member's row, after the active admins' rows (the lock order of every admin change). */
  async function lockStaff(tx: Tx, userId: string) {
    const admins = await lockActiveAdmins(tx);
    const target = await lockUser(tx, userId);
    if (!target || !isStaffRow(target)) throw staffNotFound();
    return { target, otherActiveAdmins: admins.filter((a) => a.id !== target.id).length };
  }

  return {
    async list(actor: Actor, q: StaffListQuery): Promise<Paged<StaffMember>> {
      authorize(actor, 'staff.manage');
      const where = searchConditions({
        q: q.q,
        roles: q.role === 'all' ? STAFF : [q.role],
        status: q.status === 'all' ? undefined : q.status,
      });
      const { rows, total } = await searchUsers(db, where, q);
      return { items: rows.map(presentStaff), page: q.page, page_size: q.page_size, total };
    },

    async create(actor: Actor, body: CreateStaffBody): Promise<StaffMember> {
      authorize(actor, 'staff.manage');
      const now = clock.now();
      const created = await db
        .transaction(async (tx) => {
          const user = await insertStaffUser(tx, { email: body.email, fullName: body.full_name, role: body.role, now });
          const me = await findUserById(tx, actor.userId);
          await invite(tx, user, me?.fullName ?? 'Quản trị viên', now);
          await recordStaffAction(tx, {
            actor,
            action: 'staff.create',
            target: { type: 'user', id: user.id },
            after: { email: user.email, role: user.role },
            at: now,
          });
          return user;
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err, 'users_email_key'))
            throw conflict('email_taken', 'Email này đã có tài khoản trên Chợ Gundam. Hãy dùng một email khác.');
          throw err;
        });
      jobs.poke();
      return presentStaff(created);
    },

    /** A new invitation link (the earlier one stops working), for someone who has not set a password yet. */
    async reinvite(actor: Actor, userId: string): Promise<StaffMember> {
      authorize(actor, 'staff.manage');
      const now = clock.now();
      const user = await db.transaction(async (tx) => {
        const target = await lockUser(tx, userId);
        if (!target || !isStaffRow(target)) throw staffNotFound();
        if (target.passwordHash !== null) throw conflict('conflict', 'Nhân viên này đã đặt mật khẩu, không cần gửi lại lời mời');
        if (target.status !== 'active')
          throw conflict('conflict', 'Tài khoản này đang bị vô hiệu hóa. Hãy kích hoạt lại trước khi gửi lời mời.');
        const me = await findUserById(tx, actor.userId);
        await invite(tx, target, me?.fullName ?? 'Quản trị viên', now);
        await recordStaffAction(tx, { actor, action: 'staff.reinvite', target: { type: 'user', id: target.id }, at: now });
        return target;
      });
      jobs.poke();
      return presentStaff(user);
    },

    async disable(actor: Actor, userId: string, reason: string): Promise<StaffMember> {
      authorize(actor, 'staff.manage');
      const now = clock.now();
      const user = await db.transaction(async (tx) => {
        const { target, otherActiveAdmins } = await lockStaff(tx, userId);
        authorize(actor, 'staff.change', { userId: target.id });
        if (target.status === 'locked') throw conflict('conflict', 'Tài khoản nhân viên này đang bị vô hiệu hóa rồi');
        if (target.role === 'admin' && otherActiveAdmins === 0) throw lastAdmin();
        await lockAccount(tx, { actor, target, reason, action: 'staff.disable', now });
        return (await findUserById(tx, target.id))!;
      });
      jobs.poke();
      return presentStaff(user);
    },

    async enable(actor: Actor, userId: string): Promise<StaffMember> {
      authorize(actor, 'staff.manage');
      const now = clock.now();
      const user = await db.transaction(async (tx) => {
        const target = await lockUser(tx, userId);
        if (!target || !isStaffRow(target)) throw staffNotFound();
        authorize(actor, 'staff.change', { userId: target.id });
        if (target.status !== 'locked') throw conflict('conflict', 'Tài khoản nhân viên này đang hoạt động');
        await unlockAccount(tx, { actor, target, reason: null, action: 'staff.enable', now });
        return (await findUserById(tx, target.id))!;
      });
      jobs.poke();
      return presentStaff(user);
    },

    async changeRole(actor: Actor, userId: string, role: StaffRole): Promise<StaffMember> {
      authorize(actor, 'staff.manage');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { target, otherActiveAdmins } = await lockStaff(tx, userId);
        authorize(actor, 'staff.change', { userId: target.id });
        if (target.role === role) return presentStaff(target);
        if (target.role === 'admin' && target.status === 'active' && otherActiveAdmins === 0) throw lastAdmin();
        await setUserRole(tx, target.id, role, now);
        await recordStaffAction(tx, {
          actor,
          action: 'staff.role',
          target: { type: 'user', id: target.id },
          before: { role: target.role },
          after: { role },
          at: now,
        });
        return presentStaff((await findUserById(tx, target.id))!);
      });
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
