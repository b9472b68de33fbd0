export { ensureMemberAccounts, insufficientFunds, lockMemberAccounts, memberBalances, platformBalance, postJournal } from './ledger.service.js';
export type { AccountRef, JournalInput, JournalLine, MemberBalances, PostResult } from './ledger.service.js';
export { reconcile } from './reconciliation.js';
export type { ReconciliationReport } from './reconciliation.js';
export { fingerprint, IDEMPOTENCY_HEADER, requireIdempotencyKey, runIdempotent } from './idempotency.js';
export { getSetting } from './settings.js';
