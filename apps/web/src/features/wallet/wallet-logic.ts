import {
  HISTORY_STATUS_LABELS,
  isSafeReturnPath,
  TOPUP_MAX,
  TOPUP_MIN,
  WALLET_ACCOUNT_LABELS,
  type WalletAccount,
  type WalletHistoryItem,
} from '@cho-gundam/contracts';

export { topupAmountProblem, withdrawalAmountProblem, toHolderName, transactionTypeLabel } from '@cho-gundam/contracts';

/**
 * What the wallet page was asked to do by its address:
 * `?topup=<amount>&return=/checkout` opens the top-up pre-filled (the checkout's "Nạp thêm" link),
 * `?topup_id=<id>` is the return from the payment page (show that top-up's status).
 * A missing amount is rounded up to the next 1.000 ₫ and kept within the top-up limits.
 */
export interface WalletIntent {
  topupAmount: number | null;
  returnPath: string | null;
  topupId: string | null;
}
export function parseWalletIntent(search: string | URLSearchParams): WalletIntent {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = p.get('topup');
  let topupAmount: number | null = null;
  if (raw !== null && /^\d{1,12}$/.test(raw.trim())) {
    const n = Math.ceil(Number(raw.trim()) / 1000) * 1000;
    topupAmount = n > 0 ? Math.min(TOPUP_MAX, Math.max(TOPUP_MIN, n)) : null;
  }
  const ret = p.get('return');
  const topupId = p.get('topup_id');
  return {
    topupAmount,
    returnPath: isSafeReturnPath(ret) ? ret : null,
    topupId: topupId && /^[0-9a-f-]{36}$/i.test(topupId) ? topupId : null,
  };
}

/**
 * "+100.000 ₫" / "−100.000 ₫" sign and colour for a history row (the change of the spendable
 * balance); a row where only held or pending money moved shows the amount plainly.
 */
export function signedAmount(
  item: Pick<WalletHistoryItem, 'amount' | 'direction'>,
  format: (n: number) => string,
): { text: string; tone: 'success' | 'danger' | 'secondary' } {
  if (item.direction === 'in') return { text: `+${format(item.amount)}`, tone: 'success' };
  if (item.direction === 'out') return { text: `−${format(item.amount)}`, tone: 'danger' };
  return { text: format(item.amount), tone: 'secondary' };
}

/** "+300.000 ₫" / "−300.000 ₫" for one account's move in the row's detail. */
export const signedMove = (amount: number, format: (n: number) => string) => (amount >= 0 ? `+${format(amount)}` : `−${format(-amount)}`);

export const accountLabel = (a: WalletAccount) => WALLET_ACCOUNT_LABELS[a];
export const historyStatusLabel = (s: WalletHistoryItem['status']) => HISTORY_STATUS_LABELS[s];

/** The history filter as the API wants it (dates as YYYY-MM-DD, nothing empty). */
export function historyQuery(f: { page: number; pageSize: number; type?: string | null; from?: string | null; to?: string | null }) {
  return {
    page: f.page,
    page_size: f.pageSize,
    ...(f.type ? { type: f.type } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}

/** A fresh Idempotency-Key for one attempt of a money command. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

/** Whether an answer settles the attempt (a refusal or success) or leaves it unknown (network, 5xx): then retry with the same key. */
export const isDefiniteAnswer = (status: number) => status > 0 && status < 500 && status !== 429;

/** "Đã nạp đủ": after a top-up for the checkout, where to send the member back. */
export function returnTarget(returnPath: string | null | undefined): string | null {
  return isSafeReturnPath(returnPath) ? returnPath : null;
}

/** Masks all but the last 4 digits of an account number for lists: •••• 6789. */
export function maskAccountNumber(n: string): string {
  return n.length <= 4 ? n : `•••• ${n.slice(-4)}`;
}
