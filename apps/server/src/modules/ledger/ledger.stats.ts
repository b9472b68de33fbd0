import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledgerAccounts, ledgerJournals, ledgerLines } from './ledger.schema.js';
import type { PlatformAccountKind } from './ledger.service.js';

/**
 * What moved on one platform account per Vietnamese day in [since, until), by journal kind (the
 * admin dashboard: revenue by source from `revenue`, top-ups from `gateway_clearing`, payouts from
 * `payouts`). Reads the account's lines through `ledger_lines_account_idx` (account, created_at),
 * each line's journal by its key. `amount` is signed as on the line.
 */
export async function platformFlowPerDay(ex: Executor, kind: PlatformAccountKind, since: Date, until: Date) {
  const day = sql<string>`to_char(${ledgerLines.createdAt} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;
  const rows = await ex
    .select({ day, journalKind: ledgerJournals.kind, amount: sql<string>`sum(${ledgerLines.amount})::bigint` })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerLines.journalId))
    .where(
      and(
        isNull(ledgerAccounts.ownerId),
        eq(ledgerAccounts.kind, kind),
        gte(ledgerLines.createdAt, since),
        lt(ledgerLines.createdAt, until),
      ),
    )
    .groupBy(day, ledgerJournals.kind);
  return rows.map((r) => ({ day: r.day, journalKind: r.journalKind, amount: Number(r.amount) }));
}
