import { sql, type SQL } from 'drizzle-orm';
import { HISTORY_TYPE_FILTERS, type WalletAccount, type WalletHistoryQuery } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { vnDayEnd, vnDayStart } from '../../lib/time.js';
import { ledgerAccounts, ledgerJournals, ledgerLines } from '../ledger/index.js';
import { withdrawals } from './wallet.schema.js';

/** One journal that touched the member's accounts, with the member's own lines of it. */
export interface HistoryEventRow {
  journal_id: string;
  kind: string;
  created_at: string | Date;
  reference_type: string | null;
  reference_id: string | null;
  memo: string;
  withdrawal_status: string | null;
  /** the member's lines of this journal, in posting order (json from the database) */
  moves: { account: WalletAccount; amount: string | number; balance_after: string | number }[] | string;
  /** the member's available balance right after this journal */
  available_after: string | number | null;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The member's history, one row per journal (one business event), newest first; `from`/`to` are
 * Vietnamese calendar days. One statement per page: the member's lines are read through
 * ledger_lines_account_idx (account_id, created_at desc, id), grouped by journal and paged; the
 * page's lines come through ledger_lines_journal_idx, and the available balance after each event is
 * the member's last available line up to it (an account's line ids follow its balance order: lines
 * are written under the account's row lock).
 */
export async function historyEvents(
  ex: Executor,
  userId: string,
  q: WalletHistoryQuery,
): Promise<{ rows: HistoryEventRow[]; total: number }> {
  const conds: SQL[] = [sql`l.account_id in (select id from ${ledgerAccounts} where owner_id = ${userId})`];
  if (q.type) {
    const filter: { kinds: readonly string[]; credits?: readonly string[] } = HISTORY_TYPE_FILTERS[q.type];
    const list = (items: readonly string[]) =>
      sql.join(
        items.map((k) => sql`${k}`),
        sql`, `,
      );
    conds.push(sql`j.kind in (${list(filter.kinds)})`);
    if (filter.credits)
      conds.push(
        sql`l.amount > 0 and l.account_id in (select id from ${ledgerAccounts} where owner_id = ${userId} and kind in (${list(filter.credits)}))`,
      );
  }
  if (q.from) conds.push(sql`l.created_at >= ${vnDayStart(q.from).toISOString()}`);
  if (q.to) conds.push(sql`l.created_at < ${vnDayEnd(q.to).toISOString()}`);
  const where = sql.join(conds, sql` and `);
  const [page, total] = await Promise.all([
    ex.execute(sql`
      with ev as (
        select l.journal_id, max(l.created_at) as at, max(l.id) as last_line
        from ${ledgerLines} l
        join ${ledgerJournals} j on j.id = l.journal_id
        where ${where}
        group by l.journal_id
        order by at desc, last_line desc
        limit ${q.page_size} offset ${(q.page - 1) * q.page_size}
      )
      select ev.journal_id, ev.at as created_at, j.kind, j.reference_type, j.reference_id, j.memo,
             w.status as withdrawal_status,
             (select json_agg(json_build_object('account', a.kind, 'amount', ml.amount, 'balance_after', ml.balance_after) order by ml.id)
                from ${ledgerLines} ml join ${ledgerAccounts} a on a.id = ml.account_id
               where ml.journal_id = ev.journal_id and a.owner_id = ${userId}) as moves,
             (select al.balance_after from ${ledgerLines} al
               where al.account_id = (select id from ${ledgerAccounts} where owner_id = ${userId} and kind = 'available')
                 and al.id <= ev.last_line
               order by al.id desc limit 1) as available_after
      from ev
      join ${ledgerJournals} j on j.id = ev.journal_id
      left join ${withdrawals} w on j.reference_type = 'withdrawal' and w.id::text = j.reference_id
      order by ev.at desc, ev.last_line desc`),
    ex.execute(
      sql`select count(distinct l.journal_id)::int as n from ${ledgerLines} l join ${ledgerJournals} j on j.id = l.journal_id where ${where}`,
    ),
  ]);
  return { rows: rowsOf<HistoryEventRow>(page), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}
