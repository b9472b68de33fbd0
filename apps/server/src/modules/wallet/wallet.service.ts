import type { Paged, WalletBalances, WalletHistoryItem, WalletHistoryQuery } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import { memberBalances } from '../ledger/index.js';
import { presentHistoryEvent } from './wallet.presenter.js';
import { historyEvents } from './wallet.repository.js';

/** The member's balances and transaction history ("Lịch sử giao dịch", docs/domain/wallet.md). */
export function walletService({ db }: { db: Db }) {
  return {
    async balances(caller: Actor): Promise<WalletBalances> {
      authorize(caller, 'wallet.use');
      return memberBalances(db, caller.userId);
    },

    async history(caller: Actor, q: WalletHistoryQuery): Promise<Paged<WalletHistoryItem>> {
      authorize(caller, 'wallet.use');
      const { rows, total } = await historyEvents(db, caller.userId, q);
      return { items: rows.map(presentHistoryEvent), page: q.page, page_size: q.page_size, total };
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
