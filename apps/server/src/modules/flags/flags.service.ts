import {
  type FlagCreateBody,
  type FlagCreated,
  type FlagDecisionBody,
  type FlagDecisionResponse,
  type FlagGroupsQuery,
  type FlagGroupsResponse,
  type FlagTargetDetail,
  type FlagTargetType,
} from '@cho-gundam/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { businessRule, conflict, notFound } from '../../lib/errors.js';
import type { JobsPoke } from '../../lib/module.js';
import { hideAuction } from '../auctions/index.js';
import { describePosts, findPostHead, hidePost } from '../exchanges/index.js';
import { hideKit } from '../kits/index.js';
import { notify } from '../notifications/index.js';
import { closeWithDecision, resolveFlagsOfLockedUser, type OwnerLocker } from './flag-outcomes.js';
import * as repo from './flags.repository.js';

const TARGET_NOT_FOUND: Record<FlagTargetType, string> = {
  listing: 'Không tìm thấy sản phẩm đang bán',
  auction: 'Không tìm thấy phiên đấu giá',
  user: 'Không tìm thấy người dùng',
  exchange_post: 'Không tìm thấy bài đăng trao đổi',
};

/** How the owner's notification names a hidden target. */
const HIDDEN_WHAT: Record<FlagTargetType, string> = {
  user: 'Tài khoản',
  listing: 'Sản phẩm',
  auction: 'Phiên đấu giá',
  exchange_post: 'Bài đăng trao đổi',
};

/**
 * Flags ("Báo cáo vi phạm", docs/domain/flags.md): members report a listing, an auction, a user or
 * an exchange post once; moderators see them per target and decide for all its open flags at once —
 * hide the listing, auction or post, warn its owner, lock its owner's account, or dismiss — with an
 * audit row and the reporters told, all in one transaction.
 */
export interface FlagsDeps {
  db: Db;
  clock: Clock;
  storage: Pick<Storage, 'url'>;
  jobs: JobsPoke;
  /** user management's lock, handed over by composition.ts (user-admin sits above flags) */
  lockOwner: OwnerLocker;
}

export function flagsService({ db, clock, storage, jobs, lockOwner }: FlagsDeps) {
  /** The target's owner, or 404 when it is not there to be reported (a kit not for sale, a hidden auction…). */
  async function ownerOf(ex: Executor, type: FlagTargetType, id: string): Promise<string> {
    if (type === 'listing') {
      const k = await repo.findListing(ex, id);
      if (k && k.status === 'published' && !k.hiddenAt) return k.ownerId;
    } else if (type === 'auction') {
      const a = await repo.findAuctionHead(ex, id);
      if (a && !a.hiddenAt) return a.sellerId;
    } else if (type === 'exchange_post') {
      const p = await findPostHead(ex, id);
      if (p && !p.hiddenAt) return p.posterId;
    } else {
      const u = await repo.findUserHead(ex, id);
      if (u) return u.id;
    }
    throw notFound(TARGET_NOT_FOUND[type]);
  }

  async function describe(ex: Executor, targets: { type: FlagTargetType; id: string; ownerId: string }[]) {
    const info = await repo.describeTargets(ex, targets);
    const posts = await describePosts(
      ex,
      storage,
      targets.filter((t) => t.type === 'exchange_post').map((t) => t.id),
    );
    for (const [id, p] of posts) info.set(`exchange_post:${id}`, p);
    const names = await repo.namesOf(ex, [
      ...targets.map((t) => t.ownerId),
      ...[...info.values()].flatMap((i) => (i.ownerId ? [i.ownerId] : [])),
    ]);
    return (t: { type: FlagTargetType; id: string; ownerId: string }) => {
      const i = info.get(`${t.type}:${t.id}`);
      const ownerId = i?.ownerId ?? t.ownerId;
      const ownerName = names.get(ownerId);
      return {
        type: t.type,
        id: t.id,
        title: t.type === 'user' ? (names.get(t.id) ?? null) : (i?.title ?? null),
        text: i?.text ?? null,
        image_url: i?.imageUrl ?? null,
        link: i?.link ?? null,
        hidden: i?.hidden ?? false,
        owner: ownerName !== undefined ? { id: ownerId, full_name: ownerName } : null,
      };
    };
  }

  return {
    /** "Báo cáo vi phạm": once per target per member; never oneself or one's own listing, auction or post. */
    async report(caller: Actor, body: FlagCreateBody): Promise<FlagCreated> {
      const ownerId = await ownerOf(db, body.target_type, body.target_id);
      authorize(caller, 'flag.report', { userId: ownerId });
      const now = clock.now();
      const row = await repo.insertFlag(db, {
        targetType: body.target_type,
        targetId: body.target_id,
        ownerId,
        reporterId: caller.userId,
        reason: body.reason,
        text: body.text ? body.text : null,
        createdAt: now,
      });
      if (!row) throw conflict('conflict', 'Bạn đã báo cáo nội dung này rồi. Mỗi thành viên chỉ báo cáo một nội dung một lần.');
      return {
        id: row.id,
        target_type: row.targetType,
        target_id: row.targetId,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
      };
    },

    /** The moderators' queue: one row per target, with how many reports and why. */
    async groups(caller: Actor, q: FlagGroupsQuery): Promise<FlagGroupsResponse> {
      authorize(caller, 'flag.moderate');
      const offset = (q.page - 1) * q.page_size;
      const rows = await repo.listGroups(db, { status: q.status, targetType: q.target_type, sort: q.sort }, q.page_size, offset);
      const total = rows[0]?.total ?? (offset > 0 ? await repo.countGroups(db, q.status, q.target_type) : 0);
      const target = await describe(
        db,
        rows.map((r) => ({ type: r.targetType, id: r.targetId, ownerId: r.ownerId })),
      );
      return {
        items: rows.map((r) => {
          const counts = new Map<(typeof r.reasons)[number], number>();
          for (const reason of r.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
          return {
            target: target({ type: r.targetType, id: r.targetId, ownerId: r.ownerId }),
            status: q.status,
            count: r.count,
            reasons: [...counts].sort((a, b) => b[1] - a[1]).map(([reason, count]) => ({ reason, count })),
            first_at: r.firstAt.toISOString(),
            last_at: r.lastAt.toISOString(),
          };
        }),
        page: q.page,
        page_size: q.page_size,
        total,
      };
    },

    /** One target's reports, reporters and texts (the drawer). */
    async target(caller: Actor, type: FlagTargetType, id: string): Promise<FlagTargetDetail> {
      authorize(caller, 'flag.moderate');
      const rows = await repo.flagsOfTarget(db, type, id);
      if (rows.length === 0) throw notFound('Không có báo cáo nào cho nội dung này');
      const describeOne = await describe(db, [{ type, id, ownerId: rows[0]!.flag.ownerId }]);
      return {
        target: describeOne({ type, id, ownerId: rows[0]!.flag.ownerId }),
        open_count: rows.filter((r) => r.flag.status === 'open').length,
        flags: rows.map(({ flag: f, reporterName }) => ({
          id: f.id,
          reporter: { id: f.reporterId, full_name: reporterName },
          reason: f.reason,
          text: f.text,
          status: f.status,
          decision: f.decision,
          decision_note: f.decisionNote,
          decided_at: f.decidedAt?.toISOString() ?? null,
          created_at: f.createdAt.toISOString(),
        })),
      };
    },

    /**
     * A moderator decides for every open flag of the target at once: hide (listing, auction or post),
     * warn the owner (a notification with the moderator's text), lock the owner's account (user
     * management's lock, the moderator's text as its reason) or dismiss. One transaction: the flags
     * closed, the effect, the audit row and the reporters' notifications. Two moderators at once:
     * the flags' row locks let the first decide; the second finds nothing open (409).
     */
    async decide(caller: Actor, type: FlagTargetType, id: string, body: FlagDecisionBody): Promise<FlagDecisionResponse> {
      authorize(caller, 'flag.moderate');
      if (body.decision === 'hide' && type === 'user') {
        throw businessRule('Không thể ẩn một người dùng. Hãy cảnh cáo hoặc khóa tài khoản của người này.');
      }
      const nothingOpen = () =>
        conflict('invalid_transition', 'Nội dung này không còn báo cáo nào chờ xử lý (có thể đã được người khác xử lý).');
      const result = await db.transaction(async (tx) => {
        const now = clock.now();
        // a lock takes the owner's row before the flags, the order user management's lock takes them
        // in (it resolves the member's flags after locking), so the two never wait on each other crosswise
        let ownerLock: { alreadyLocked: boolean } | null = null;
        if (body.decision === 'lock') {
          const owner = await repo.ownerOfOpenFlags(tx, type, id);
          if (!owner) throw nothingOpen();
          ownerLock = await lockOwner(tx, { actor: caller, userId: owner, reason: body.note, now });
        }
        const open = await repo.lockOpenFlags(tx, type, id);
        if (open.length === 0) throw nothingOpen();
        const ownerId = open[0]!.ownerId;
        const t = (await describe(tx, [{ type, id, ownerId }]))({ type, id, ownerId });
        const title = t.title ?? 'không rõ tên';
        let before: Record<string, unknown> = { open_flags: open.length, hidden: t.hidden };
        let after: Record<string, unknown> = { open_flags: 0, hidden: t.hidden };

        if (body.decision === 'hide') {
          const hidden =
            type === 'listing'
              ? await hideKit(tx, id, now)
              : type === 'auction'
                ? await hideAuction(tx, id, now)
                : await hidePost(tx, id, now);
          if (!hidden) throw businessRule('Nội dung này không còn tồn tại, không thể ẩn. Hãy chọn "Bỏ qua".');
          before = { ...before, ...hidden.before };
          after = { ...after, ...hidden.after };
          await notify(
            tx,
            {
              recipientId: ownerId,
              title: 'Nội dung của bạn đã bị ẩn',
              message: `${HIDDEN_WHAT[type]} "${title}" đã bị ẩn do vi phạm quy định. Lý do: ${body.note}`,
              type: 'system',
              link: t.link,
              email: true,
            },
            now,
          );
        } else if (body.decision === 'warn') {
          await notify(
            tx,
            {
              recipientId: ownerId,
              title: 'Cảnh cáo từ ban quản trị',
              message:
                type === 'user'
                  ? `Tài khoản của bạn bị báo cáo vi phạm. Lời nhắn của ban quản trị: ${body.note}`
                  : `"${title}" của bạn bị báo cáo vi phạm. Lời nhắn của ban quản trị: ${body.note}`,
              type: 'system',
              link: t.link,
              email: true,
            },
            now,
          );
        } else if (ownerLock) {
          before = { ...before, owner_status: ownerLock.alreadyLocked ? 'locked' : 'active' };
          after = { ...after, owner_status: 'locked' };
        }

        const closed = await closeWithDecision(tx, {
          actor: caller,
          type,
          id,
          open,
          decision: body.decision,
          note: body.note,
          ownerId,
          title: t.title,
          before,
          after,
          now,
        });
        // the owner's reports as a user are answered by the same lock (what user management's lock does too)
        if (body.decision === 'lock' && type !== 'user')
          await resolveFlagsOfLockedUser(tx, { actor: caller, userId: ownerId, reason: body.note, now });
        return { target_type: type, target_id: id, decision: body.decision, closed };
      });
      jobs.poke();
      return result;
    },
  };
}

export type FlagsService = ReturnType<typeof flagsService>;
