import type { ModeratorTopup, Paged, Reconciliation } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { platformBalance, reconcile } from '../ledger/index.js';
import { listTopupsWithMembers, type TopupStatus } from './topups.repository.js';
import { presentModeratorTopup } from './wallet.presenter.js';

/** The moderator's read side of money: top-ups (flagged late/mismatched ones first to review) and the reconciliation report. */
export function moderatorService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async topups(
      staff: Actor,
      q: { page: number; page_size: number; status?: TopupStatus; needs_review?: 'true' | 'false' },
    ): Promise<Paged<ModeratorTopup>> {
      authorize(staff, 'staff.work');
      const { rows, total } = await listTopupsWithMembers(db, q);
      return { items: rows.map((r) => presentModeratorTopup(r.topup, r)), page: q.page, page_size: q.page_size, total };
    },

    async reconciliation(staff: Actor): Promise<Reconciliation> {
      authorize(staff, 'staff.work');
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

export type ModeratorService = ReturnType<typeof moderatorService>;
