import type { FlagDecision, FlagTargetType } from '@cho-gundam/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../lib/access.js';
import { recordStaffAction } from '../audit/index.js';
import { notifyMany } from '../notifications/index.js';
import { closeFlags, lockOpenFlags, namesOf } from './flags.repository.js';
import type { FlagRow } from './flags.schema.js';

/** What a reporter is told once their report is decided (the moderator's note stays between staff and the owner). */
const OUTCOME_FOR_REPORTERS: Record<FlagDecision, string> = {
  hide: 'Ban quản trị đã xem xét và ẩn nội dung này. Cảm ơn bạn đã giúp Chợ Gundam an toàn hơn.',
  warn: 'Ban quản trị đã xem xét và gửi cảnh cáo tới chủ sở hữu. Cảm ơn bạn đã giúp Chợ Gundam an toàn hơn.',
  lock: 'Ban quản trị đã xem xét và khóa tài khoản của chủ sở hữu. Cảm ơn bạn đã giúp Chợ Gundam an toàn hơn.',
  dismiss: 'Ban quản trị đã xem xét và không thấy vi phạm, nội dung được giữ nguyên. Cảm ơn bạn đã báo cáo.',
};

/**
 * Locks a reported owner's account the way user management does (sessions revoked, streams closed,
 * listings and posts out of public view, the member told, the `member.lock` audit row), in the
 * decision's transaction. The user-admin module, which sits above flags, hands it over in
 * composition.ts. `alreadyLocked`: the account was locked before, so nothing more was done to it.
 */
export type OwnerLocker = (tx: Tx, a: { actor: Actor; userId: string; reason: string; now: Date }) => Promise<{ alreadyLocked: boolean }>;

/**
 * The end of every decision, in its transaction: the target's open flags (already locked by the
 * caller) closed with the decision, the `flag.<decision>` audit row, and every reporter told the
 * outcome once. Returns how many flags were closed.
 */
export async function closeWithDecision(
  tx: Tx,
  a: {
    actor: Pick<Actor, 'userId'>;
    type: FlagTargetType;
    id: string;
    open: FlagRow[];
    decision: FlagDecision;
    note: string;
    ownerId: string;
    title: string | null;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    now: Date;
  },
) {
  const ids = a.open.map((f) => f.id);
  const closed = await closeFlags(tx, ids, { decision: a.decision, decidedBy: a.actor.userId, decidedAt: a.now, note: a.note });
  await recordStaffAction(tx, {
    actor: a.actor,
    action: `flag.${a.decision}`,
    target: { type: a.type, id: a.id },
    before: a.before,
    after: a.after,
    reason: a.note,
    details: { flag_ids: ids, reporter_ids: a.open.map((f) => f.reporterId), owner_id: a.ownerId, title: a.title },
    at: a.now,
  });
  await notifyMany(
    tx,
    [...new Set(a.open.map((f) => f.reporterId))],
    {
      title: 'Báo cáo vi phạm của bạn đã được xử lý',
      message: `Báo cáo của bạn về "${a.title ?? 'không rõ tên'}": ${OUTCOME_FOR_REPORTERS[a.decision]}`,
      type: 'system',
      link: null,
    },
    a.now,
  );
  return closed;
}

/**
 * A member was just locked (user management, or a flag's lock decision on something they own): the
 * open reports against them as a user are resolved as `lock`, so they leave the queue and their
 * reporters hear the outcome. Called after the user's row is locked, so the lock order is always
 * user → flags. Returns how many flags were closed.
 */
export async function resolveFlagsOfLockedUser(tx: Tx, a: { actor: Pick<Actor, 'userId'>; userId: string; reason: string; now: Date }) {
  const open = await lockOpenFlags(tx, 'user', a.userId);
  if (open.length === 0) return 0;
  const name = (await namesOf(tx, [a.userId])).get(a.userId) ?? null;
  return closeWithDecision(tx, {
    actor: a.actor,
    type: 'user',
    id: a.userId,
    open,
    decision: 'lock',
    note: a.reason,
    ownerId: a.userId,
    title: name,
    before: { open_flags: open.length },
    after: { open_flags: 0, status: 'locked' },
    now: a.now,
  });
}
