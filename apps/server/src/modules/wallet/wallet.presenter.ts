import { bankName, TOPUP_STATUS_LABELS, WITHDRAWAL_STATUS_LABELS, type BankAccount, type Topup, type Withdrawal } from '@cho-gundam/contracts';
import type { bankAccounts, topups, withdrawals } from './wallet.schema.js';

export function presentTopup(r: typeof topups.$inferSelect): Topup {
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

export function presentBankAccount(r: typeof bankAccounts.$inferSelect): BankAccount {
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

export function presentWithdrawal(r: typeof withdrawals.$inferSelect): Withdrawal {
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
