export {
  availableBalances,
  ensureMemberAccounts,
  ESCROW_SHARDS,
  insufficientFunds,
  lockAccounts,
  lockMemberAccounts,
  memberBalances,
  platformBalance,
  postJournal,
} from './ledger.service.js';
export type { AccountRef, JournalInput, JournalLine, MemberBalances, PlatformAccountKind, PostResult } from './ledger.service.js';
export { ledgerAccounts, ledgerJournals, ledgerLines } from './ledger.schema.js';
export { reconcile, reconciliationFigures } from './reconciliation.js';
export type { ReconciliationFigures, ReconciliationReport } from './reconciliation.js';
export { listJournals, type JournalFilter, type JournalLineRow, type JournalRow } from './journals.repository.js';
export { platformFlowPerDay } from './ledger.stats.js';
export { fingerprint, IDEMPOTENCY_HEADER, requireIdempotencyKey, runIdempotent, type IdempotentResult } from './idempotency.js';
export { getSetting, platformSetting, platformSettingValues, putPlatformSetting } from './settings.js';
