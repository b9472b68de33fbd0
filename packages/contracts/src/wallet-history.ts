// The wallet history as a member reads it (product.md §6, issue 14): one row per business event
// (one ledger journal), named from the member's side of it. Zod-free, shared by server and screens.

/** A member's accounts as the history's detail names them. */
export const WALLET_ACCOUNT_LABELS = {
  available: 'Số dư khả dụng',
  held: 'Đang tạm giữ',
  pending: 'Tiền bán hàng chờ nhận',
} as const;
export type WalletAccount = keyof typeof WALLET_ACCOUNT_LABELS;

/** Every ledger account kind as staff screens and the reconciliation report name it. */
export const LEDGER_ACCOUNT_LABELS: Record<string, string> = {
  ...WALLET_ACCOUNT_LABELS,
  escrow: 'Tiền bán hàng chờ trả người bán',
  revenue: 'Doanh thu nền tảng',
  shipping: 'Phí vận chuyển',
  gateway_clearing: 'Tiền nạp qua cổng thanh toán',
  payouts: 'Đã chi trả về ngân hàng',
};
export const ledgerAccountLabel = (kind: string) => LEDGER_ACCOUNT_LABELS[kind] ?? 'Tài khoản khác';

/** Which side of the event the member was on: the one who paid/was paid back, or the one selling. */
export type HistorySide = 'member' | 'seller';

interface EventWords {
  title: string;
  /** one line saying what happened to the money, in a buyer's words */
  note: string;
}

/** Journal kind → how the member who paid, topped up, withdrew or bid reads it. */
const MEMBER_EVENTS: Record<string, EventWords> = {
  topup: { title: 'Nạp tiền', note: 'Tiền đã vào số dư khả dụng' },
  withdrawal_hold: { title: 'Yêu cầu rút tiền', note: 'Số tiền được giữ lại cho đến khi chuyển khoản xong' },
  withdrawal_complete: { title: 'Rút tiền thành công', note: 'Đã chuyển khoản về tài khoản ngân hàng của bạn' },
  withdrawal_release: { title: 'Hoàn lại tiền rút', note: 'Yêu cầu rút tiền không thực hiện, tiền đã về số dư khả dụng' },
  order_checkout: { title: 'Thanh toán đơn hàng', note: 'Sàn giữ hộ số tiền này cho đến khi bạn nhận hàng' },
  order_release: { title: 'Đơn hàng hoàn tất', note: 'Số tiền sàn giữ hộ đã được chuyển cho người bán' },
  order_complete: { title: 'Đơn hàng hoàn tất', note: 'Số tiền sàn giữ hộ đã được chuyển cho người bán' },
  order_refund: { title: 'Hoàn tiền đơn hàng', note: 'Tiền đã về số dư khả dụng' },
  order_partial_refund: { title: 'Hoàn tiền một phần', note: 'Phần được hoàn đã về số dư khả dụng, phần còn lại chuyển cho người bán' },
  plan_purchase: { title: 'Mua gói dịch vụ', note: 'Đã trừ từ số dư khả dụng' },
  plan_renewal: { title: 'Gia hạn gói dịch vụ', note: 'Đã trừ từ số dư khả dụng' },
  plan_upgrade: { title: 'Đổi gói dịch vụ', note: 'Đã trừ từ số dư khả dụng' },
  auction_deposit: { title: 'Đặt cọc đấu giá', note: 'Tiền cọc được giữ lại cho đến khi phiên đấu giá kết thúc' },
  auction_deposit_release: { title: 'Hoàn cọc đấu giá', note: 'Tiền cọc đã về số dư khả dụng' },
  auction_deposit_forfeit: { title: 'Mất cọc đấu giá', note: 'Tiền cọc đã giữ được chuyển cho người bán vì không thanh toán đúng hạn' },
  auction_payment: { title: 'Thanh toán đấu giá', note: 'Sàn giữ hộ số tiền này (đã tính tiền cọc) cho đến khi bạn nhận hàng' },
  exchange_compensation_hold: { title: 'Giữ tiền bù trao đổi', note: 'Sàn giữ hộ tiền bù cho đến khi hai bên nhận được hàng' },
  exchange_compensation_release: { title: 'Trả tiền bù trao đổi', note: 'Giao dịch trao đổi hoàn tất, tiền bù đã chuyển cho bên kia' },
  exchange_compensation_refund: { title: 'Hoàn tiền bù trao đổi', note: 'Giao dịch trao đổi không thành, tiền bù đã về số dư khả dụng' },
  exchange_delivery_fee: { title: 'Phí vận chuyển trao đổi', note: 'Sàn giữ hộ phí vận chuyển của kiện hàng bạn nhận' },
  exchange_delivery_fee_refund: { title: 'Hoàn phí vận chuyển trao đổi', note: 'Tiền đã về số dư khả dụng' },
};

/** Journal kind → how the seller of the order or auction reads it. */
const SELLER_EVENTS: Record<string, EventWords> = {
  order_checkout: { title: 'Đơn bán mới: tiền chờ nhận', note: 'Sẽ vào số dư khả dụng khi người mua nhận hàng' },
  auction_payment: { title: 'Đơn đấu giá đã thanh toán: tiền chờ nhận', note: 'Sẽ vào số dư khả dụng khi người mua nhận hàng' },
  order_release: { title: 'Nhận tiền bán hàng', note: 'Đơn hàng hoàn tất, tiền đã vào số dư khả dụng (đã trừ phí sàn)' },
  order_complete: { title: 'Nhận tiền bán hàng', note: 'Đơn hàng hoàn tất, tiền đã vào số dư khả dụng (đã trừ phí sàn)' },
  order_refund: { title: 'Đơn bán đã hoàn tiền cho người mua', note: 'Khoản tiền chờ nhận của đơn này không còn' },
  order_partial_refund: {
    title: 'Nhận tiền bán hàng sau hoàn tiền một phần',
    note: 'Phần còn lại sau khi hoàn cho người mua đã vào số dư khả dụng',
  },
  exchange_compensation_release: { title: 'Nhận tiền bù trao đổi', note: 'Giao dịch trao đổi hoàn tất, tiền bù đã vào số dư khả dụng' },
  auction_deposit_forfeit: {
    title: 'Nhận tiền cọc bồi thường',
    note: 'Người thắng đấu giá không thanh toán, phần cọc của bạn đã vào số dư khả dụng',
  },
};

const OTHER: EventWords = { title: 'Giao dịch khác', note: '' };

/** The title and note of a history row. */
export function historyEventWords(kind: string, side: HistorySide): EventWords {
  return (side === 'seller' ? SELLER_EVENTS[kind] : undefined) ?? MEMBER_EVENTS[kind] ?? OTHER;
}

/** Every phrase the history can show, for tests that keep the screens Vietnamese. */
export const HISTORY_EVENT_PHRASES: readonly string[] = [...Object.values(MEMBER_EVENTS), ...Object.values(SELLER_EVENTS)].flatMap((w) => [
  w.title,
  w.note,
]);

/** How the member's three accounts moved in one journal (signed đồng). */
export interface AccountMoves {
  available: number;
  held: number;
  pending: number;
}

/**
 * The row's headline: the change of the member's spendable balance when there is one ("+"/"−");
 * otherwise (money moving only between held and pending, e.g. a completed purchase or a sale's
 * pending income) the amount concerned without a sign.
 */
export function historyHeadline(m: AccountMoves): { amount: number; direction: 'in' | 'out' | 'neutral' } {
  if (m.available > 0) return { amount: m.available, direction: 'in' };
  if (m.available < 0) return { amount: -m.available, direction: 'out' };
  return { amount: Math.abs(m.pending) || Math.abs(m.held), direction: 'neutral' };
}

/**
 * The seller's side: their pending income moved, or money reached them without anything of theirs
 * held (a forfeited deposit, a trade's compensation paid to them).
 */
export function historySide(kind: string, m: AccountMoves): HistorySide {
  if (m.pending !== 0) return 'seller';
  if ((kind === 'auction_deposit_forfeit' || kind === 'exchange_compensation_release') && m.held === 0) return 'seller';
  return 'member';
}
