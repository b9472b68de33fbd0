import type { CheckoutBody, CheckoutGroup, CheckoutItem, CheckoutQuoteResponse } from '@cho-gundam/contracts';

/**
 * The checkout page's rules, kept pure: which kits are being bought (from the URL, so a reload or
 * the return from a top-up lands on the same checkout), what the page shows for a quote, what it
 * sends, and what it says when the server refuses.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CHECKOUT_MAX_KITS = 100;
/** product §6: the smallest top-up */
export const TOPUP_MIN = 10_000;

/** `?kits=a,b,c` → the kit ids, valid and each once, in their order. */
export function parseKitIds(search: string | URLSearchParams): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.getAll('kits').flatMap((v) => v.split(','));
  const seen = new Set<string>();
  for (const id of raw.map((s) => s.trim().toLowerCase())) {
    if (UUID.test(id) && !seen.has(id)) seen.add(id);
    if (seen.size >= CHECKOUT_MAX_KITS) break;
  }
  return [...seen];
}

/** The checkout address for these kits ("Mua hàng" from the cart, "Mua ngay" on a product page). */
export function checkoutPath(kitIds: readonly string[]): string {
  return `/checkout?kits=${kitIds.join(',')}`;
}

/** The amount the wallet page should pre-fill: what is missing, but never under the top-up minimum. */
export function topUpAmount(missing: number): number {
  return Math.max(TOPUP_MIN, Math.ceil(missing));
}

/**
 * Where the wallet sends the buyer back after the top-up. The wallet accepts only short, plain return
 * paths (contracts `isSafeReturnPath`: at most 200 characters, no comma), so the commas are written
 * `%2C`, and a selection too long for that comes back as `/checkout?resume=1`: the page then takes the
 * kits it saved in this tab (`rememberKits` / `recalledKits`).
 */
export function checkoutReturnPath(kitIds: readonly string[]): string {
  const path = `/checkout?kits=${kitIds.join('%2C')}`;
  return path.length <= 200 ? path : '/checkout?resume=1';
}

/** "Nạp thêm": the wallet with the top-up pre-filled, coming back to this very checkout afterwards. */
export function topUpPath(missing: number, kitIds: readonly string[]): string {
  return `/member/profile/wallet?topup=${topUpAmount(missing)}&return=${encodeURIComponent(checkoutReturnPath(kitIds))}`;
}

const SAVED_KITS = 'cg.checkout.kits';
/** The tab remembers the kits being checked out, for `?resume=1`. */
export function rememberKits(kitIds: readonly string[], storage: Pick<Storage, 'setItem'> | null = safeSession()) {
  try {
    storage?.setItem(SAVED_KITS, kitIds.join(','));
  } catch {
    /* private mode, quota: the short return path still works */
  }
}
export function recalledKits(storage: Pick<Storage, 'getItem'> | null = safeSession()): string[] {
  try {
    return parseKitIds(new URLSearchParams({ kits: storage?.getItem(SAVED_KITS) ?? '' }));
  } catch {
    return [];
  }
}
function safeSession(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const isBuyable = (i: CheckoutItem) => i.available && i.price !== null;

export interface QuoteView {
  /** kits that will be ordered */
  buyableCount: number;
  /** kits that stopped being available, with why */
  unavailable: { kit_id: string; name: string; reason: string }[];
  /** shops the carrier cannot serve or that have no pickup address */
  unshippable: { seller_id: string; name: string; reason: string }[];
  /** what stops "Đặt hàng", in Vietnamese, or null when the order can be placed */
  blocker: string | null;
  short: boolean;
}

/** What the page shows about a quote and whether "Đặt hàng" is possible. */
export function quoteView(q: CheckoutQuoteResponse): QuoteView {
  const items = q.groups.flatMap((g) => g.items);
  const unavailable = items
    .filter((i) => !isBuyable(i))
    .map((i) => ({ kit_id: i.kit_id, name: i.name, reason: i.unavailable_reason ?? 'Sản phẩm không còn được bán' }));
  const unshippable = q.groups
    .filter((g) => !g.shippable)
    .map((g) => ({ seller_id: g.seller_id, name: g.shop.name, reason: g.problem ?? 'Không thể giao hàng từ shop này' }));
  const buyableCount = items.filter(isBuyable).length;
  const short = q.missing_amount > 0;
  let blocker: string | null = null;
  if (buyableCount === 0) blocker = 'Không có sản phẩm nào có thể thanh toán';
  else if (unavailable.length > 0) blocker = 'Một số sản phẩm không còn được bán. Hãy bỏ chúng ra để tiếp tục.';
  else if (unshippable.length > 0) blocker = 'Một số shop chưa thể giao hàng tới địa chỉ này.';
  else if (short) blocker = 'Số dư không đủ';
  else if (!q.can_checkout) blocker = 'Chưa thể đặt hàng. Vui lòng kiểm tra lại.';
  return { buyableCount, unavailable, unshippable, blocker, short };
}

/** The kits of the URL minus the ones the quote says can no longer be bought ("Bỏ sản phẩm không còn bán"). */
export function withoutUnavailable(kitIds: readonly string[], q: CheckoutQuoteResponse): string[] {
  const gone = new Set(
    q.groups
      .flatMap((g) => g.items)
      .filter((i) => !isBuyable(i))
      .map((i) => i.kit_id),
  );
  return kitIds.filter((id) => !gone.has(id));
}

export const groupKey = (g: CheckoutGroup) => g.seller_id;

/** The body of "Đặt hàng": the kits of the quote, the non-empty notes by seller, the total the buyer saw. */
export function checkoutBodyFrom(q: CheckoutQuoteResponse, notes: Record<string, string>): CheckoutBody {
  const kit_ids = q.groups.flatMap((g) => g.items.filter(isBuyable).map((i) => i.kit_id));
  const kept: Record<string, string> = {};
  for (const g of q.groups) {
    const n = (notes[g.seller_id] ?? '').trim();
    if (n) kept[g.seller_id] = n;
  }
  return {
    address_id: q.address_id,
    kit_ids,
    ...(Object.keys(kept).length > 0 ? { notes: kept } : {}),
    expected_total: q.grand_total,
  };
}

export type Refusal =
  /** prices, fees or availability moved: fetch a new quote and show what changed */
  | { kind: 'requote'; title: string; message: string; kitIds: string[] }
  | { kind: 'funds'; title: string; message: string }
  /** the same key is still being processed, or the outcome is unknown: the same key may be retried */
  | { kind: 'retry'; title: string; message: string }
  | { kind: 'other'; title: string; message: string };

/** The server's refusal of "Đặt hàng" → what the page says and does (messages in Vietnamese). */
export function refusalOf(err: { status: number; code: string; message: string; details?: unknown }): Refusal {
  const details = (err.details ?? {}) as { kit_ids?: unknown; reason?: unknown };
  const kitIds = Array.isArray(details.kit_ids) ? details.kit_ids.filter((x): x is string => typeof x === 'string') : [];
  // the server's code is generic (`conflict`, `business_rule`); `details.reason` says which refusal it is
  const reason = typeof details.reason === 'string' ? details.reason : err.code;
  switch (reason) {
    case 'kit_unavailable':
    case 'own_kit':
      return {
        kind: 'requote',
        title: 'Có sản phẩm không còn được bán',
        message: `${err.message} Đơn hàng chưa được tạo; chúng tôi đã cập nhật lại giỏ thanh toán.`,
        kitIds,
      };
    case 'price_changed':
      return {
        kind: 'requote',
        title: 'Giá hoặc phí vận chuyển đã thay đổi',
        message: 'Đơn hàng chưa được tạo. Vui lòng xem lại tổng tiền mới rồi bấm "Đặt hàng" lần nữa.',
        kitIds,
      };
    case 'insufficient_funds':
      return {
        kind: 'funds',
        title: 'Số dư không đủ',
        message: err.message || 'Số dư ví không đủ để thanh toán. Vui lòng nạp thêm tiền rồi thử lại.',
      };
    case 'seller_no_pickup':
    case 'address_not_found':
      return { kind: 'requote', title: 'Không thể đặt hàng', message: err.message, kitIds };
    case 'idempotency_mismatch':
      // the key was used for another body: the page mints a new key for the next press
      return {
        kind: 'other',
        title: 'Không thể đặt hàng',
        message: 'Đơn hàng đã thay đổi trong lúc gửi. Vui lòng bấm "Đặt hàng" lần nữa.',
      };
  }
  if (err.status === 0 || err.status >= 500 || err.status === 429 || (err.status === 409 && /progress/.test(err.code))) {
    return {
      kind: 'retry',
      title: 'Chưa rõ kết quả đặt hàng',
      message: `${err.message} Bấm "Đặt hàng" lần nữa: hệ thống sẽ không tạo trùng đơn.`,
    };
  }
  return { kind: 'other', title: 'Không thể đặt hàng', message: err.message };
}

/** "Tạm tính (3 sản phẩm)". */
export const itemsCountText = (n: number) => `${n} sản phẩm`;
