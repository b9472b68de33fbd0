import {
  bankName,
  historyLink,
  TOPUP_STATUS_LABELS,
  historyEventWords,
  historyHeadline,
  historySide,
  transactionTypeLabel,
  WALLET_ACCOUNT_LABELS,
  type AccountMoves,
  WITHDRAWAL_STATUS_LABELS,
  type BankAccount,
  type ModeratorTopup,
  type ModeratorWithdrawal,
  type Topup,
  type WalletHistoryItem,
  type Withdrawal,
} from '@cho-gundam/contracts';
import type { BankAccountRow } from './bank-accounts.repository.js';
import type { TopupRow } from './topups.repository.js';
import type { HistoryEventRow } from './wallet.repository.js';
import type { WithdrawalRow } from './withdrawals.repository.js';

/** The member behind a request, as the moderator's lists show them. */
interface Member {
  name: string;
  email: string | null;
}

export function presentTopup(r: TopupRow): Topup {
  return {
    id: r.id,
    amount: r.amount,
    status: r.status,
    status_label: TOPUP_STATUS_LABELS[r.status],
    provider: r.provider,
    app_trans_id: r.appTransId,
    order_url: r.orderUrl,
    qr_code: r.qrCode,
    return_path: r.returnPath,
    expires_at: r.expiresAt.toISOString(),
    succeeded_at: r.succeededAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** The member's view of the top-up, plus who made it, the gateway's id and the review flag. */
export function presentModeratorTopup(r: TopupRow, member: Member): ModeratorTopup {
  const meta = r.metadata as { needs_review?: boolean; review_reason?: string };
  return {
    ...presentTopup(r),
    user_id: r.userId,
    user_name: member.name,
    user_email: member.email,
    gateway_trans_id: r.gatewayTransId,
    needs_review: meta.needs_review === true,
    review_reason: meta.review_reason ?? null,
    last_queried_at: r.lastQueriedAt?.toISOString() ?? null,
  };
}

export function presentBankAccount(r: BankAccountRow): BankAccount {
  return {
    id: r.id,
    bank_code: r.bankCode,
    bank_name: bankName(r.bankCode),
    account_number: r.accountNumber,
    account_name: r.accountName,
    is_default: r.isDefault,
    created_at: r.createdAt.toISOString(),
  };
}

export function presentWithdrawal(r: WithdrawalRow): Withdrawal {
  return {
    id: r.id,
    user_id: r.userId,
    amount: r.amount,
    status: r.status,
    status_label: WITHDRAWAL_STATUS_LABELS[r.status],
    bank_account_id: r.bankAccountId,
    bank_code: r.bankCode,
    bank_name: bankName(r.bankCode),
    account_number: r.accountNumber,
    account_name: r.accountName,
    bank_reference: r.bankReference,
    reject_reason: r.rejectReason,
    processed_by: r.processedBy,
    processed_at: r.processedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

export function presentModeratorWithdrawal(r: WithdrawalRow, member: Member): ModeratorWithdrawal {
  return { ...presentWithdrawal(r), user_name: member.name, user_email: member.email };
}

/** a withdrawal's request shows the withdrawal's state; every other line is done */
function lineStatus(kind: string, withdrawalStatus: string | null): WalletHistoryItem['status'] {
  if (kind === 'withdrawal_hold' && withdrawalStatus) {
    if (withdrawalStatus === 'pending') return 'pending';
    if (withdrawalStatus === 'canceled') return 'canceled';
    if (withdrawalStatus === 'rejected') return 'rejected';
  }
  return 'completed';
}

/** One business event as the member reads it: their side of it, the headline amount, and their accounts' moves. */
export function presentHistoryEvent(r: HistoryEventRow): WalletHistoryItem {
  const raw = typeof r.moves === 'string' ? (JSON.parse(r.moves) as Exclude<HistoryEventRow['moves'], string>) : (r.moves ?? []);
  const moves = raw.map((m) => ({
    account: m.account,
    account_label: WALLET_ACCOUNT_LABELS[m.account],
    amount: Number(m.amount),
    balance_after: Number(m.balance_after),
  }));
  const net: AccountMoves = { available: 0, held: 0, pending: 0 };
  for (const m of moves) net[m.account] += m.amount;
  const side = historySide(r.kind, net);
  const words = historyEventWords(r.kind, side);
  return {
    id: r.journal_id,
    type: r.kind,
    type_label: transactionTypeLabel(r.kind),
    side,
    title: words.title,
    note: words.note,
    ...historyHeadline(net),
    status: lineStatus(r.kind, r.withdrawal_status),
    reference_type: r.reference_type,
    reference_id: r.reference_id,
    link: historyLink(r.reference_type, r.reference_id),
    memo: r.memo,
    available_after: r.available_after === null ? null : Number(r.available_after),
    moves,
    created_at: new Date(r.created_at).toISOString(),
  };
}
