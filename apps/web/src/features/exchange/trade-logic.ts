import type { Exchange, OrderStatus } from '@cho-gundam/contracts';
import { LIVE_TRADE_STAGES, TRADE_STAGE_LABELS, tradeStageOf, type TradeStage } from '@cho-gundam/contracts/core';

/**
 * What a trade means to the one looking at it (docs/domain/exchanges.md, "Trade"): its place on
 * the progress bar (its stage by the contracts' rule), the deadlines it carries, whose turn it is.
 * Pure: the screens pass the trade, the two parcels' orders when loaded, and the server's time.
 */

export type Side = 'poster' | 'offerer';
export const otherSide = (s: Side): Side => (s === 'poster' ? 'offerer' : 'poster');

/** 72 h after the accept to pay the fees (the server's `exchanges.fee_due` job); the packing deadline is the trade's `ship_by`. */
export const FEE_DUE_MS = 72 * 3_600_000;

/** The steps of the progress bar, in order. */
export const TRADE_STEPS = ['Chờ xử lý', 'Đóng gói', 'Đang giao', 'Đã giao', 'Hoàn tất'] as const;

/** The one parcel's state the trade page needs (from the order's detail). */
export interface ParcelState {
  status: OrderStatus;
  is_packaged: boolean;
  auto_complete_at: string | null;
}
export interface Parcels {
  /** the parcel I send (the order whose seller I am) */
  outgoing?: ParcelState | null;
  /** the parcel I receive */
  incoming?: ParcelState | null;
}

/** Where the progress bar stands (shared/ui/steps.tsx, antd's Steps look). */
export interface TradeProgressStep {
  /** index in TRADE_STEPS, or 1 for the end that replaces the steps after "Chờ xử lý" */
  current: number;
  /** the status of the current step (antd's Steps names) */
  status: 'process' | 'finish' | 'error';
  /** shown instead of the steps after the first when the trade ended badly */
  endLabel: string | null;
}

/**
 * The trade's stage by the one rule the server applies (contracts' `tradeStageOf`: the slower parcel
 * decides): the `stage` the server computed when the answer carries it; else derived from the stored
 * status and the parcels listed with the trade, or, without those, the two orders the page loaded.
 */
export function stageOf(
  t: Pick<Exchange, 'status' | 'my_side'> & Partial<Pick<Exchange, 'stage' | 'parcels'>>,
  loaded: Parcels = {},
): TradeStage {
  if (t.stage) return t.stage;
  const toMe = loaded.incoming ?? null;
  const fromMe = loaded.outgoing ?? null;
  const parcels =
    t.parcels ??
    (t.my_side === 'poster'
      ? { to_poster: toMe, to_offerer: fromMe }
      : t.my_side === 'offerer'
        ? { to_poster: fromMe, to_offerer: toMe }
        : { to_poster: null, to_offerer: null });
  return tradeStageOf(t.status, parcels);
}

/** A stage's place on the progress bar. */
export function progressStep(stage: TradeStage): TradeProgressStep {
  switch (stage) {
    case 'canceled':
    case 'failed':
      return { current: 1, status: 'error', endLabel: TRADE_STAGE_LABELS[stage] };
    case 'completed':
      return { current: 4, status: 'finish', endLabel: null };
    default:
      return { current: LIVE_TRADE_STAGES.indexOf(stage), status: 'process', endLabel: null };
  }
}

/** Which side I am and what is mine on this trade (null `side` = I am not a party: staff). */
export function mine(t: Exchange) {
  const side = t.my_side;
  if (!side) return null;
  const other = otherSide(side);
  return {
    side,
    other,
    me: t[side],
    partner: t[other],
    from: t.addresses[`${side}_from`],
    to: t.addresses[`${side}_to`],
    partnerFrom: t.addresses[`${other}_from`],
    partnerTo: t.addresses[`${other}_to`],
    myFee: t.delivery_fees[side],
    partnerFee: t.delivery_fees[other],
    myKits: side === 'poster' ? t.poster_kits : t.offerer_kits,
    partnerKits: side === 'poster' ? t.offerer_kits : t.poster_kits,
    /** the order of the parcel I receive / I send */
    incomingOrderId: side === 'poster' ? t.orders.to_poster : t.orders.to_offerer,
    outgoingOrderId: side === 'poster' ? t.orders.to_offerer : t.orders.to_poster,
    receivedAt: t.received_at[side],
    partnerReceivedAt: t.received_at[other],
  };
}
export type Mine = NonNullable<ReturnType<typeof mine>>;

/**
 * My two parcels as the server lists them with the trade (`parcels`), so a list can tell my next
 * action without loading each order (the trade page loads the orders' details instead).
 */
export function parcelsOf(t: Exchange): Parcels {
  const m = mine(t);
  if (!m) return {};
  const toMe = m.side === 'poster' ? t.parcels.to_poster : t.parcels.to_offerer;
  const fromMe = m.side === 'poster' ? t.parcels.to_offerer : t.parcels.to_poster;
  return { incoming: toMe, outgoing: fromMe };
}

/** A fee may no longer change once either side paid (the fees depend on the addresses). */
export const addressesLocked = (t: Exchange) => t.delivery_fees.poster.state !== 'none' || t.delivery_fees.offerer.state !== 'none';

export interface Deadline {
  key: 'fee' | 'pack' | 'receipt';
  label: string;
  at: string;
}

/** The deadlines that matter to me now, soonest first. */
export function tradeDeadlines(t: Exchange, parcels: Parcels = {}): Deadline[] {
  const m = mine(t);
  const out: Deadline[] = [];
  if (t.status === 'pending') {
    const at = new Date(Date.parse(t.created_at) + FEE_DUE_MS).toISOString();
    out.push({ key: 'fee', label: 'Hạn thanh toán phí vận chuyển (72 giờ)', at });
  }
  if (t.status === 'packaging' && t.ship_by && (!parcels.outgoing || parcels.outgoing.status === 'packaging')) {
    out.push({ key: 'pack', label: 'Hạn đóng gói và bàn giao kiện hàng (72 giờ)', at: t.ship_by });
  }
  const inc = parcels.incoming;
  if (t.status === 'packaging' && m && !m.receivedAt && inc?.status === 'delivered' && inc.auto_complete_at) {
    out.push({ key: 'receipt', label: 'Tự động xác nhận đã nhận hàng sau 7 ngày', at: inc.auto_complete_at });
  }
  return out.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export type NextAction =
  | 'choose_addresses'
  | 'pay_fee'
  | 'wait_partner_fee'
  | 'pack'
  | 'wait_shipping'
  | 'confirm_receipt'
  | 'wait_partner_receipt'
  | 'follow_parcels'
  | 'none';

export const NEXT_ACTION_LABELS: Record<NextAction, string> = {
  choose_addresses: 'Chọn địa chỉ gửi và nhận hàng',
  pay_fee: 'Thanh toán phí vận chuyển',
  wait_partner_fee: 'Chờ bên kia chọn địa chỉ và thanh toán phí',
  pack: 'Đóng gói kiện hàng của bạn',
  wait_shipping: 'Chờ đơn vị vận chuyển giao hàng',
  confirm_receipt: 'Xác nhận đã nhận được hàng',
  wait_partner_receipt: 'Chờ bên kia xác nhận đã nhận hàng',
  follow_parcels: 'Đóng gói và theo dõi kiện hàng',
  none: 'Không cần làm gì thêm',
};

/** Whose turn it is, for me. Without the parcels (a list), a trade in packaging reads "follow the parcels". */
export function nextAction(t: Exchange, parcels?: Parcels): NextAction {
  const m = mine(t);
  if (!m) return 'none';
  if (t.status === 'pending') {
    if (!m.from || !m.to) return 'choose_addresses';
    if (m.myFee.state === 'none') return 'pay_fee';
    return 'wait_partner_fee';
  }
  if (t.status !== 'packaging') return 'none';
  if (!parcels) return 'follow_parcels';
  if (parcels.outgoing?.status === 'packaging' && !parcels.outgoing.is_packaged) return 'pack';
  if (!m.receivedAt && parcels.incoming?.status === 'delivered') return 'confirm_receipt';
  if (m.receivedAt && !m.partnerReceivedAt) return 'wait_partner_receipt';
  return 'wait_shipping';
}

/**
 * Whether to offer "Hủy giao dịch": either side while pending; in packaging only once the packing
 * deadline passed and no parcel is with the carrier yet (the server decides which side is late and
 * refuses the late one in Vietnamese).
 */
export function canOfferCancel(t: Exchange, serverNow: number, parcels: Parcels = {}): boolean {
  if (!t.my_side) return false;
  if (t.status === 'pending') return true;
  if (t.status !== 'packaging' || !t.ship_by || serverNow < Date.parse(t.ship_by)) return false;
  const notShipped = (p?: ParcelState | null) => !p || p.status === 'packaging';
  return notShipped(parcels.outgoing) && notShipped(parcels.incoming);
}

/** The trades of the "in progress" tab; the rest are history. */
export const isTradeLive = (t: Pick<Exchange, 'status'>) => t.status === 'pending' || t.status === 'packaging';

export const COMPENSATION_STATE_LABELS: Record<string, string> = {
  none: 'Chưa giữ tiền',
  held: 'Đang tạm giữ từ ví người bù',
  released: 'Đã chuyển cho người nhận',
  refunded: 'Đã hoàn lại cho người bù',
};

/** "Người A bù cho Người B" with the names of the trade. */
export function compensationText(t: Exchange): string | null {
  const c = t.compensation;
  if (!c) return null;
  const payer = t[c.payer];
  const receiver = t[otherSide(c.payer)];
  const you = (id: string) => (t.my_side && t[t.my_side].id === id ? ' (bạn)' : '');
  return `${payer.full_name}${you(payer.id)} bù cho ${receiver.full_name}${you(receiver.id)}`;
}

/** The page of a trade. */
export const tradePath = (id: string) => `/exchange/detail/${encodeURIComponent(id)}`;

/** The smallest top-up the wallet takes (contracts TOPUP_MIN). */
const TOPUP_MIN = 10_000;
/** What the wallet pre-fills for a missing amount: whole thousands, never under the minimum. */
export const topUpAmount = (missing: number) => Math.max(TOPUP_MIN, Math.ceil(missing / 1_000) * 1_000);
/** "Nạp thêm": the wallet with the top-up pre-filled, back to this trade afterwards (the checkout's convention). */
export const tradeTopUpPath = (missing: number, tradeId: string) =>
  `/member/profile/wallet?topup=${topUpAmount(missing)}&return=${encodeURIComponent(tradePath(tradeId))}`;

/** The orders' packing rule: 1–5 photos, JPG/PNG/WebP, ≤ 10 MB each. Null = fine. */
export function packingPhotosError(files: { type?: string; size?: number }[]): string | null {
  if (files.length < 1) return 'Vui lòng tải lên ít nhất 1 ảnh đóng gói';
  if (files.length > 5) return 'Tối đa 5 ảnh đóng gói';
  if (files.some((f) => f.type && !['image/jpeg', 'image/png', 'image/webp'].includes(f.type))) return 'Chỉ nhận ảnh JPG, PNG hoặc WebP';
  if (files.some((f) => (f.size ?? 0) > 10 * 1024 * 1024)) return 'Mỗi ảnh tối đa 10 MB';
  return null;
}
/** The packing request as the orders' route reads it: the photos in `images`. */
export function packingForm(files: File[]): FormData {
  const form = new FormData();
  for (const f of files) form.append('images', f, f.name);
  return form;
}

/**
 * One Idempotency-Key per fee payment attempt: a retry of the same payment (same fee) after a lost
 * answer sends the same key, so the server charges once; a definite answer ends the attempt.
 */
export function feeAttempt(mint: () => string = () => crypto.randomUUID()) {
  let state: { key: string; fee: number } | null = null;
  return {
    keyFor(fee: number) {
      if (!state || state.fee !== fee) state = { key: mint(), fee };
      return state.key;
    },
    resolve() {
      state = null;
    },
  };
}
/** A refusal or a success is definite; a lost connection, a timeout, a 5xx or "still processing" is not. */
export const isDefiniteAnswer = (status: number, code?: string) =>
  !(status === 0 || status >= 500 || status === 429 || (status === 409 && /in_progress/.test(code ?? '')));

/** `details.missing` of a short-balance refusal (422), `details.actual_fee` of a changed price (409 `price_changed`). */
export function refusalDetails(details: unknown): { missing: number | null; newFee: number | null } {
  const d = (details ?? {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return { missing: num(d.missing), newFee: d.reason === 'price_changed' ? num(d.actual_fee) : null };
}
