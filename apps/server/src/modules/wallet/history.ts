import { sql, type SQL } from 'drizzle-orm';
import { HISTORY_TYPE_FILTERS, historyLink, transactionTypeLabel, type Paged, type WalletHistoryItem, type WalletHistoryQuery } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';

interface LineRow {
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

/** Vietnam has no daylight saving: a calendar day there starts at 00:00 +07:00. */
const vnDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+07:00`);

function lineStatus(kind: string, withdrawalStatus: string | null): WalletHistoryItem['status'] {
  if (kind === 'withdrawal_hold' && withdrawalStatus) {
    if (withdrawalStatus === 'pending') return 'pending';
    if (withdrawalStatus === 'canceled') return 'canceled';
    if (withdrawalStatus === 'rejected') return 'rejected';
  }
  return 'completed';
}

/**
 * The member's ledger lines (all three of their accounts), newest first, with their journal's kind
 * and reference. Served by ledger_lines_account_idx (account_id, created_at desc, id).
 */
export async function walletHistory(ex: Executor, userId: string, q: WalletHistoryQuery): Promise<Paged<WalletHistoryItem>> {
  const conds: SQL[] = [sql`l.account_id in (select id from ledger_accounts where owner_id = ${userId})`];
  if (q.type) {
    const kinds = HISTORY_TYPE_FILTERS[q.type].kinds as readonly string[];
    conds.push(sql`j.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})`);
  }
  if (q.from) conds.push(sql`l.created_at >= ${vnDayStart(q.from).toISOString()}`);
  if (q.to) conds.push(sql`l.created_at < ${new Date(vnDayStart(q.to).getTime() + 86_400_000).toISOString()}`);
  const where = sql.join(conds, sql` and `);
  const [page, total] = await Promise.all([
    ex.execute(sql`
      select l.id, l.journal_id, j.kind, a.kind as account, l.amount, l.balance_after, l.created_at,
             j.reference_type, j.reference_id, j.memo, w.status as withdrawal_status
      from ledger_lines l
      join ledger_accounts a on a.id = l.account_id
      join ledger_journals j on j.id = l.journal_id
      left join withdrawals w on j.reference_type = 'withdrawal' and w.id::text = j.reference_id
      where ${where}
      order by l.created_at desc, l.id desc
      limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`),
    ex.execute(sql`select count(*)::int as n from ledger_lines l join ledger_journals j on j.id = l.journal_id where ${where}`),
  ]);
  const items = rowsOf<LineRow>(page).map((r): WalletHistoryItem => {
    const amount = Number(r.amount);
    return {
      id: Number(r.id),
      journal_id: r.journal_id,
      type: r.kind,
      type_label: transactionTypeLabel(r.kind),
      account: r.account,
      amount: Math.abs(amount),
      direction: amount > 0 ? 'in' : 'out',
      status: lineStatus(r.kind, r.withdrawal_status),
      reference_type: r.reference_type,
      reference_id: r.reference_id,
      link: historyLink(r.reference_type, r.reference_id),
      memo: r.memo,
      balance_after: Number(r.balance_after),
      created_at: new Date(r.created_at).toISOString(),
    };
  });
  return { items, page: q.page, page_size: q.page_size, total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}
