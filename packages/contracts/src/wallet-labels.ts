// Wallet rules, banks, amount checks and the Vietnamese labels of balances, history, top-ups and
// withdrawals (product.md §6). Zod-free: screens that only show money facts import nothing else.
import { formatMoney } from './format.js';

/** Wallet rules (product.md §6): amounts in whole đồng. */
export const TOPUP_MIN = 10_000;
export const TOPUP_MAX = 50_000_000;
export const WITHDRAWAL_MIN = 50_000;
export const WITHDRAWAL_MAX = 5_000_000;
export const MAX_BANK_ACCOUNTS = 10;
export const TOPUP_PRESETS = [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000] as const;

/** Vietnamese banks (VietQR short codes) with the names people know them by. */
export const VN_BANKS = [
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'BIDV', name: 'BIDV' },
  { code: 'CTG', name: 'VietinBank' },
  { code: 'AGR', name: 'Agribank' },
  { code: 'ACB', name: 'ACB' },
  { code: 'MB', name: 'MB Bank' },
  { code: 'VPB', name: 'VPBank' },
  { code: 'TPB', name: 'TPBank' },
  { code: 'STB', name: 'Sacombank' },
  { code: 'VIB', name: 'VIB' },
  { code: 'SHB', name: 'SHB' },
  { code: 'HDB', name: 'HDBank' },
  { code: 'OCB', name: 'OCB' },
  { code: 'MSB', name: 'MSB' },
  { code: 'SCB', name: 'SCB' },
  { code: 'EIB', name: 'Eximbank' },
  { code: 'LPB', name: 'LPBank' },
  { code: 'SEAB', name: 'SeABank' },
  { code: 'NAB', name: 'Nam A Bank' },
  { code: 'ABB', name: 'ABBANK' },
  { code: 'BAB', name: 'Bac A Bank' },
  { code: 'VAB', name: 'VietABank' },
  { code: 'PGB', name: 'PGBank' },
  { code: 'KLB', name: 'KienlongBank' },
  { code: 'BVB', name: 'BVBank' },
  { code: 'VCCB', name: 'Bản Việt' },
  { code: 'CAKE', name: 'CAKE by VPBank' },
  { code: 'TIMO', name: 'Timo' },
] as const;
export type BankCode = (typeof VN_BANKS)[number]['code'];
export const bankName = (code: string) => VN_BANKS.find((b) => b.code === code)?.name ?? code;

/** "NGUYEN VAN A": capitals without accents, as printed on the card and required by interbank transfers. */
export const HOLDER_NAME_PATTERN = /^[A-Z]+(?: [A-Z]+)*$/;
/** What a holder name becomes once accents are removed and letters raised (a suggestion for the form). */
export function toHolderName(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function amountProblem(amount: number | null | undefined, min: number, max: number): string | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return 'Vui lòng nhập số tiền';
  if (!Number.isInteger(amount)) return 'Số tiền phải là số nguyên (đồng)';
  if (amount < min) return `Số tiền tối thiểu là ${formatMoney(min)}`;
  if (amount > max) return `Số tiền tối đa là ${formatMoney(max)}`;
  return null;
}
export const topupAmountProblem = (amount: number | null | undefined) => amountProblem(amount, TOPUP_MIN, TOPUP_MAX);
export const withdrawalAmountProblem = (amount: number | null | undefined) => amountProblem(amount, WITHDRAWAL_MIN, WITHDRAWAL_MAX);

/** A path inside our site ("/checkout"), never an absolute or protocol-relative URL (open redirect). */
export const RETURN_PATH_PATTERN = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%]*$/;
export const isSafeReturnPath = (p: string | null | undefined): p is string => !!p && p.length <= 200 && RETURN_PATH_PATTERN.test(p);

// ── balances and history ────────────────────────────────────────────────────

/** Journal kinds and how the history names them. Unknown kinds show as "Giao dịch khác". */
export const TRANSACTION_TYPE_LABELS: Record<string, string> = {
  topup: 'Nạp tiền',
  withdrawal_hold: 'Rút tiền',
  withdrawal_complete: 'Rút tiền thành công',
  withdrawal_release: 'Hoàn tiền rút',
  order_checkout: 'Thanh toán đơn hàng',
  order_release: 'Tiền bán hàng',
  order_complete: 'Tiền bán hàng',
  order_refund: 'Hoàn tiền đơn hàng',
  order_partial_refund: 'Hoàn tiền một phần',
  plan_purchase: 'Mua gói dịch vụ',
  plan_renewal: 'Gia hạn gói dịch vụ',
  plan_upgrade: 'Nâng cấp gói dịch vụ',
  deposit: 'Đặt cọc',
  deposit_refund: 'Hoàn cọc',
  auction_deposit: 'Đặt cọc đấu giá',
  auction_deposit_release: 'Hoàn cọc đấu giá',
  auction_deposit_forfeit: 'Mất cọc đấu giá',
  auction_payment: 'Thanh toán đấu giá',
  exchange_compensation_hold: 'Giữ tiền bù trao đổi',
  exchange_compensation_release: 'Tiền bù trao đổi',
  exchange_compensation_refund: 'Hoàn tiền bù trao đổi',
  exchange_delivery_fee: 'Phí vận chuyển trao đổi',
  exchange_delivery_fee_refund: 'Hoàn phí vận chuyển trao đổi',
};
export const transactionTypeLabel = (kind: string) => TRANSACTION_TYPE_LABELS[kind] ?? 'Giao dịch khác';
/**
 * The filter groups offered by the history screen: each maps to the journal kinds it covers; with
 * `credits`, only events where money arrived on one of the member's accounts of those kinds (an
 * order's release journal also empties the buyer's held money: that is not the buyer's income).
 */
export const HISTORY_TYPE_FILTERS = {
  topup: { label: 'Nạp tiền', kinds: ['topup'] },
  withdrawal: { label: 'Rút tiền', kinds: ['withdrawal_hold', 'withdrawal_complete', 'withdrawal_release'] },
  payment: { label: 'Thanh toán đơn hàng', kinds: ['order_checkout', 'auction_payment'] },
  auction: { label: 'Đấu giá', kinds: ['auction_deposit', 'auction_deposit_release', 'auction_deposit_forfeit', 'auction_payment'] },
  income: { label: 'Tiền bán hàng', kinds: ['order_release', 'order_complete'], credits: ['pending', 'available'] },
  refund: {
    label: 'Hoàn tiền',
    kinds: ['order_refund', 'order_partial_refund', 'withdrawal_release', 'deposit_refund', 'auction_deposit_release'],
  },
  plan: { label: 'Gói dịch vụ', kinds: ['plan_purchase', 'plan_renewal', 'plan_upgrade'] },
} as const;
export type HistoryTypeFilter = keyof typeof HISTORY_TYPE_FILTERS;

export const HISTORY_STATUS_LABELS = { completed: 'Hoàn tất', pending: 'Đang xử lý', canceled: 'Đã hủy', rejected: 'Bị từ chối' } as const;

/** Where a history line points to, from its journal's reference. */
export function historyLink(referenceType: string | null, referenceId: string | null): string | null {
  if (!referenceType || !referenceId) return null;
  switch (referenceType) {
    case 'order':
      return `/member/profile/orders/regular-auction?order=${referenceId}`;
    case 'topup':
    case 'withdrawal':
      return `/member/profile/wallet?${referenceType}_id=${referenceId}`;
    case 'auction':
      return `/auction/${referenceId}`;
    case 'plan':
    case 'subscription':
      return '/shop/subscription';
    default:
      return null;
  }
}

// ── top-ups and withdrawals ─────────────────────────────────────────────────

export const TOPUP_STATUS_LABELS = { pending: 'Chờ thanh toán', succeeded: 'Thành công', failed: 'Thất bại', expired: 'Hết hạn' } as const;
export type TopupStatus = keyof typeof TOPUP_STATUS_LABELS;

export const WITHDRAWAL_STATUS_LABELS = {
  pending: 'Chờ xử lý',
  completed: 'Đã hoàn tất',
  rejected: 'Bị từ chối',
  canceled: 'Đã hủy',
} as const;
export type WithdrawalStatus = keyof typeof WITHDRAWAL_STATUS_LABELS;
