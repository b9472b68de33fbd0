import { and, count, desc, eq, sql } from 'drizzle-orm';
import { TOPUP_STATUS_LABELS, type ModeratorTopup, type Paged, type Reconciliation } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { platformBalance, reconcile } from '../ledger/index.js';
import { users } from '../users/users.schema.js';
import { topups } from './wallet.schema.js';

/** The moderator's read side of money: top-ups (flagged late/mismatched ones first to review) and the reconciliation report. */
export function moderatorService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async topups(q: { page: number; page_size: number; status?: (typeof topups.$inferSelect)['status']; needs_review?: 'true' | 'false' }): Promise<Paged<ModeratorTopup>> {
      const review = sql`coalesce((${topups.metadata} ->> 'needs_review')::boolean, false)`;
      const where = and(q.status ? eq(topups.status, q.status) : undefined, q.needs_review ? sql`${review} = ${q.needs_review === 'true'}` : undefined);
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        db
          .select({ t: topups, name: users.fullName, email: users.email })
          .from(topups)
          .innerJoin(users, eq(users.id, topups.userId))
          .where(where)
          .orderBy(desc(topups.createdAt), topups.id)
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(topups).where(where),
      ]);
      return {
        items: rows.map(({ t, name, email }) => {
          const meta = t.metadata as { needs_review?: boolean; review_reason?: string };
          return {
            id: t.id,
            amount: t.amount,
            status: t.status,
            status_label: TOPUP_STATUS_LABELS[t.status],
            provider: t.provider,
            app_trans_id: t.appTransId,
            order_url: t.orderUrl,
            qr_code: t.qrCode,
            return_path: t.returnPath,
            expires_at: t.expiresAt.toISOString(),
            succeeded_at: t.succeededAt?.toISOString() ?? null,
            created_at: t.createdAt.toISOString(),
            user_id: t.userId,
            user_name: name,
            user_email: email,
            gateway_trans_id: t.gatewayTransId,
            needs_review: meta.needs_review === true,
            review_reason: meta.review_reason ?? null,
          };
        }),
        page: q.page,
        page_size: q.page_size,
        total: n,
      };
    },

    async reconciliation(): Promise<Reconciliation> {
      const report = await reconcile(db, clock.now());
      const kinds = ['escrow', 'revenue', 'shipping', 'gateway_clearing', 'payouts'] as const;
      const balances = await Promise.all(kinds.map((k) => platformBalance(db, k)));
      return {
        clean: report.clean,
        checked_at: report.checkedAt,
        accounts: report.accounts,
        journals: report.journals,
        problems: report.problems,
        platform: Object.fromEntries(kinds.map((k, i) => [k, balances[i]!])),
      };
    },
  };
}
