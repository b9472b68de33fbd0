import { sql, type SQL } from 'drizzle-orm';
import { HISTORY_TYPE_FILTERS, type WalletHistoryQuery } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { vnDayEnd, vnDayStart } from '../../lib/time.js';
import { ledgerAccounts, ledgerJournals, ledgerLines } from '../ledger/index.js';
import { withdrawals } from './wallet.schema.js';

/** One ledger line of a member's account with its journal (and the withdrawal it belongs to, if any). */
export interface HistoryLineRow {
  id: string | number;
  journal_id: string;
  kind: string;
  account: 'available' | 'held' | 'pending';
  amount: string | number;
  balance_after: string | number;
  created_at: string | Date;
  reference_type: string | null;
  reference_id: string | null;
  memo: string;
  withdrawal_status: string | null;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The member's ledger lines (all three of their accounts), newest first, with their journal's kind
 * and reference; `from`/`to` are Vietnamese calendar days. Served by ledger_lines_account_idx
 * (account_id, created_at desc, id).
 */
export async function historyLines(
  ex: Executor,
  userId: string,
  q: WalletHistoryQuery,
): Promise<{ rows: HistoryLineRow[]; total: number }> {
  const conds: SQL[] = [sql`l.account_id in (select id from ${ledgerAccounts} where owner_id = ${userId})`];
  if (q.type) {
    const kinds = HISTORY_TYPE_FILTERS[q.type].kinds as readonly string[];
    conds.push(
      sql`j.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  }
  if (q.from) conds.push(sql`l.created_at >= ${vnDayStart(q.from).toISOString()}`);
  if (q.to) conds.push(sql`l.created_at < ${vnDayEnd(q.to).toISOString()}`);
  const where = sql.join(conds, sql` and `);
  const [page, total] = await Promise.all([
    ex.execute(sql`
      select l.id, l.journal_id, j.kind, a.kind as account, l.amount, l.balance_after, l.created_at,
             j.reference_type, j.reference_id, j.memo, w.status as withdrawal_status
      from ${ledgerLines} l
      join ${ledgerAccounts} a on a.id = l.account_id
      join ${ledgerJournals} j on j.id = l.journal_id
      left join ${withdrawals} w on j.reference_type = 'withdrawal' and w.id::text = j.reference_id
      where ${where}
      order by l.created_at desc, l.id desc
      limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`),
    ex.execute(sql`select count(*)::int as n from ${ledgerLines} l join ${ledgerJournals} j on j.id = l.journal_id where ${where}`),
  ]);
  return { rows: rowsOf<HistoryLineRow>(page), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}
