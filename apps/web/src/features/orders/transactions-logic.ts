import { SHOP_TRANSACTION_KINDS, SHOP_TRANSACTION_LABELS, type ShopTransaction, type ShopTransactionKind } from '@cho-gundam/contracts';

/** The seller's ledger lines as the transactions page shows them. */

export const ACCOUNT_LABELS: Record<ShopTransaction['account'], string> = {
  available: 'Số dư khả dụng',
  held: 'Đang tạm giữ',
  pending: 'Chờ thanh toán',
};

export const KIND_COLORS: Record<ShopTransactionKind, string> = {
  sale_pending: 'gold',
  sale_income: 'green',
  sale_reversed: 'red',
  platform_fee: 'purple',
  payout: 'blue',
  other: 'default',
};

export const kindOptions = () => SHOP_TRANSACTION_KINDS.map((k) => ({ value: k, label: SHOP_TRANSACTION_LABELS[k] }));

/** "+1.250.000 ₫" in, "−30.000 ₫" out. */
export function direction(amount: number): { sign: '+' | '−'; label: 'Tiền vào' | 'Tiền ra'; color: string } {
  return amount >= 0 ? { sign: '+', label: 'Tiền vào', color: '#389e0d' } : { sign: '−', label: 'Tiền ra', color: '#cf1322' };
}

export interface TxFilter {
  kind?: string;
  direction?: 'in' | 'out';
}

/** Type and direction filters on the rows of the page shown. */
export function filterTransactions(rows: ShopTransaction[], f: TxFilter): ShopTransaction[] {
  return rows.filter((r) => (!f.kind || r.kind === f.kind) && (!f.direction || (f.direction === 'in' ? r.amount >= 0 : r.amount < 0)));
}
