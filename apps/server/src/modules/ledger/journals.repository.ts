import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../users/index.js';
import { ledgerAccounts, ledgerJournals, ledgerLines } from './ledger.schema.js';

/**
 * The journal browser (docs/domain/back-office.md): journals by what they refer to (an order, an
 * auction, a withdrawal, a top-up…) or by day, newest first, each with its lines. Served by
 * `ledger_journals_reference_idx` and `ledger_journals_created_idx`; lines by `ledger_lines_journal_idx`.
 */
export interface JournalFilter {
  referenceType?: string;
  referenceId?: string;
  from?: Date;
  to?: Date;
}

function journalWhere(f: JournalFilter): SQL | undefined {
  return and(
    f.referenceType ? eq(ledgerJournals.referenceType, f.referenceType) : undefined,
    f.referenceId
      ? or(
          eq(ledgerJournals.referenceId, f.referenceId),
          // an order is also found by its code ("DH261121K7Q2ZX", what people read); the orders
          // table is read by name so the ledger stays below the orders module (as reconciliation does)
          sql`${ledgerJournals.referenceType} = 'order' and ${ledgerJournals.referenceId} = (select id::text from orders where code = upper(${f.referenceId}) limit 1)`,
        )
      : undefined,
    f.from ? gte(ledgerJournals.createdAt, f.from) : undefined,
    f.to ? lt(ledgerJournals.createdAt, f.to) : undefined,
  );
}

export type JournalRow = typeof ledgerJournals.$inferSelect;
export interface JournalLineRow {
  id: number;
  journalId: string;
  accountId: string;
  kind: string;
  ownerId: string | null;
  ownerName: string | null;
  amount: number;
  balanceAfter: number;
}

export async function listJournals(ex: Executor, f: JournalFilter, limit: number, offset: number) {
  const where = journalWhere(f);
  const [journals, [total]] = await Promise.all([
    ex
      .select()
      .from(ledgerJournals)
      .where(where)
      .orderBy(desc(ledgerJournals.createdAt), desc(ledgerJournals.id))
      .limit(limit)
      .offset(offset),
    ex.select({ n: count() }).from(ledgerJournals).where(where),
  ]);
  const lines = await linesOf(
    ex,
    journals.map((j) => j.id),
  );
  return { journals: journals.map((j) => ({ journal: j, lines: lines.get(j.id) ?? [] })), total: Number(total?.n ?? 0) };
}

/** The lines of many journals in one query, each with its account's kind and owner. */
async function linesOf(ex: Executor, journalIds: string[]) {
  const map = new Map<string, JournalLineRow[]>();
  if (!journalIds.length) return map;
  const rows = await ex
    .select({
      id: ledgerLines.id,
      journalId: ledgerLines.journalId,
      accountId: ledgerLines.accountId,
      kind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerId,
      ownerName: users.fullName,
      amount: ledgerLines.amount,
      balanceAfter: ledgerLines.balanceAfter,
    })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .leftJoin(users, eq(users.id, ledgerAccounts.ownerId))
    .where(inArray(ledgerLines.journalId, journalIds))
    .orderBy(asc(ledgerLines.id));
  for (const r of rows) map.set(r.journalId, [...(map.get(r.journalId) ?? []), r]);
  return map;
}
