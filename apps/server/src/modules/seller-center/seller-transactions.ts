import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { SHOP_TRANSACTION_LABELS, type ShopTransaction, type ShopTransactionKind } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import { ledgerAccounts, ledgerJournals, ledgerLines, memberBalances } from '../ledger/index.js';
import { orders } from '../orders/index.js';

/** /shop/transition: the seller's ledger (sales income, pending sales, refunds, payouts). */
export function sellerTransactionsService({ db }: { db: Db }) {
  return {
    /** The seller's own ledger lines (available and pending), newest first. */
    async transactions(caller: Actor, page: number, pageSize: number) {
      authorize(caller, 'shop.manage');
      const where = and(eq(ledgerAccounts.ownerId, caller.userId), inArray(ledgerAccounts.kind, ['available', 'pending']));
      const [rows, [total], balances] = await Promise.all([
        db
          .select({
            id: ledgerLines.id,
            amount: ledgerLines.amount,
            createdAt: ledgerLines.createdAt,
            account: ledgerAccounts.kind,
            journalKind: ledgerJournals.kind,
            memo: ledgerJournals.memo,
            referenceType: ledgerJournals.referenceType,
            referenceId: ledgerJournals.referenceId,
            orderCode: orders.code,
          })
          .from(ledgerLines)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
          .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerLines.journalId))
          .leftJoin(orders, and(eq(ledgerJournals.referenceType, 'order'), eq(sql`${orders.id}::text`, ledgerJournals.referenceId)))
          .where(where)
          .orderBy(desc(ledgerLines.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(ledgerLines).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId)).where(where),
        memberBalances(db, caller.userId),
      ]);
      const items: ShopTransaction[] = rows.map((r) => {
        const kind = transactionKind(r.journalKind, r.account);
        return {
          id: r.id,
          kind,
          kind_label: SHOP_TRANSACTION_LABELS[kind],
          account: r.account as 'available' | 'pending',
          amount: r.amount,
          order_id: r.referenceType === 'order' ? r.referenceId : null,
          order_code: r.orderCode ?? null,
          memo: r.memo || null,
          created_at: r.createdAt.toISOString(),
        };
      });
      return {
        items,
        page,
        page_size: pageSize,
        total: Number(total?.n ?? 0),
        available_balance: balances.available,
        pending_balance: balances.pending,
      };
    },
  };
}

function transactionKind(journalKind: string, account: string): ShopTransactionKind {
  if (journalKind === 'order_checkout') return 'sale_pending';
  if (journalKind === 'order_release' || journalKind === 'order_partial_refund')
    return account === 'available' ? 'sale_income' : 'sale_pending';
  if (journalKind === 'order_refund') return 'sale_reversed';
  if (journalKind.startsWith('withdrawal')) return 'payout';
  return 'other';
}
export type SellerTransactionsService = ReturnType<typeof sellerTransactionsService>;
