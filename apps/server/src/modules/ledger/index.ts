export {
  ensureMemberAccounts,
  insufficientFunds,
  lockAccounts,
  lockMemberAccounts,
  memberBalances,
  platformBalance,
  postJournal,
} from './ledger.service.js';
export type { AccountRef, JournalInput, JournalLine, MemberBalances, PlatformAccountKind, PostResult } from './ledger.service.js';
export { ledgerAccounts, ledgerJournals, ledgerLines } from './ledger.schema.js';
export { reconcile } from './reconciliation.js';
export type { ReconciliationReport } from './reconciliation.js';
export { fingerprint, IDEMPOTENCY_HEADER, requireIdempotencyKey, runIdempotent, type IdempotentResult } from './idempotency.js';
export { getSetting, platformSetting, platformSettingValues, putPlatformSetting } from './settings.js';
