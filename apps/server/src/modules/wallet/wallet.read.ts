import type { WalletBalances, WalletHistoryItem } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { memberBalances } from '../ledger/index.js';
import { presentHistoryEvent } from './wallet.presenter.js';
import { historyEvents } from './wallet.repository.js';

/** A member's balances and latest wallet events, for staff (the user-management drawer). */
export async function memberWalletSummary(
  ex: Executor,
  userId: string,
  limit = 10,
): Promise<{ balances: WalletBalances; recent: WalletHistoryItem[] }> {
  const [balances, history] = await Promise.all([memberBalances(ex, userId), historyEvents(ex, userId, { page: 1, page_size: limit })]);
  return { balances, recent: history.rows.map(presentHistoryEvent) };
}
