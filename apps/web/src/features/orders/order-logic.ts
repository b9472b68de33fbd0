import {
  COMPLAINT_RESPONSE_MAX,
  COMPLAINT_RESPONSE_MIN,
  ORDER_RULES,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TABS,
  SELLER_CANCEL_REASON_MESSAGE,
  orderStatusLabel,
  type OrderActions,
  type OrderStatus,
  type OrderStatusTab,
} from '@cho-gundam/contracts';

/**
 * The order screens' rules, kept pure so they are tested without a screen: which tabs, which
 * buttons for which allowed actions, what a valid cancel reason or photo set is.
 */

export const TAB_LABELS: Record<OrderStatusTab, string> = { all: 'Tất cả', ...ORDER_STATUS_LABELS };

/** `?status=` of the URL → a known tab (anything else is "Tất cả"). */
export function parseStatusTab(value: string | null | undefined): OrderStatusTab {
  return (ORDER_STATUS_TABS as readonly string[]).includes(value ?? '') ? (value as OrderStatusTab) : 'all';
}

export interface StatusTabItem {
  key: OrderStatusTab;
  label: string;
  count: number | null;
}

/**
 * One tab per status, in the order of the order's life, each with its count when the server sent
 * counts. "Tất cả" counts every order (the server's `all` if given, else the sum of the statuses).
 */
export function statusTabs(counts: Record<string, number> | null | undefined): StatusTabItem[] {
  return ORDER_STATUS_TABS.map((key) => {
    if (!counts) return { key, label: TAB_LABELS[key], count: null };
    const count =
      key === 'all'
        ? (counts.all ?? Object.entries(counts).reduce((s, [k, n]) => (k === 'all' ? s : s + (Number(n) || 0)), 0))
        : (counts[key] ?? 0);
    return { key, label: TAB_LABELS[key], count };
  });
}

export const tabText = (t: StatusTabItem) => (t.count === null ? t.label : `${t.label} (${t.count})`);

/** The tag of an order's status ("Chờ bàn giao" once packed). */
export function statusTag(status: OrderStatus, isPackaged: boolean): { label: string; color: string } {
  return {
    label: orderStatusLabel(status, isPackaged),
    color: status === 'packaging' && isPackaged ? 'magenta' : (ORDER_STATUS_COLORS[status] ?? 'default'),
  };
}

export type OrderActionKey = 'confirm' | 'pack' | 'cancel' | 'confirm_receipt' | 'complain' | 'respond_complaint';
export interface ActionButton {
  key: OrderActionKey;
  /** the button's accessible name, stable for the journey test */
  label: string;
  type: 'primary' | 'default';
  danger: boolean;
}

const BUTTONS: Record<OrderActionKey, ActionButton> = {
  confirm: { key: 'confirm', label: 'Xác nhận đơn', type: 'primary', danger: false },
  pack: { key: 'pack', label: 'Đóng gói', type: 'primary', danger: false },
  confirm_receipt: { key: 'confirm_receipt', label: 'Đã nhận hàng', type: 'primary', danger: false },
  complain: { key: 'complain', label: 'Khiếu nại', type: 'default', danger: false },
  respond_complaint: { key: 'respond_complaint', label: 'Phản hồi khiếu nại', type: 'primary', danger: false },
  cancel: { key: 'cancel', label: 'Hủy đơn', type: 'default', danger: true },
};

/**
 * The buttons an order shows, from what the server says the caller may do now (never guessed
 * from the status on the client): the main step first, "Hủy đơn" last.
 */
export function actionButtons(actions: Partial<OrderActions> | null | undefined): ActionButton[] {
  if (!actions) return [];
  const out: ActionButton[] = [];
  if (actions.can_confirm) out.push(BUTTONS.confirm);
  if (actions.can_pack) out.push(BUTTONS.pack);
  if (actions.can_confirm_receipt) out.push(BUTTONS.confirm_receipt);
  if (actions.can_complain) out.push(BUTTONS.complain);
  if (actions.can_respond_complaint) out.push(BUTTONS.respond_complaint);
  if (actions.can_cancel) out.push(BUTTONS.cancel);
  return out;
}

/**
 * The buttons of a row in a list, where the server sends no `actions`: what the caller's role may
 * do at this status. The detail (with the server's own `actions`) stays the authority; a refusal
 * from the server is shown as it says.
 */
export function listActions(role: 'buyer' | 'seller', status: OrderStatus, isPackaged: boolean): Partial<OrderActions> {
  if (role === 'seller') {
    return {
      can_confirm: status === 'pending',
      can_cancel: status === 'pending',
      can_pack: status === 'packaging' && !isPackaged,
    };
  }
  return { can_cancel: status === 'pending', can_confirm_receipt: status === 'delivered' };
}

/** The seller's answer to a complaint: 10–1000 characters once trimmed. Null = fine. */
export function complaintResponseError(text: string | null | undefined): string | null {
  const t = (text ?? '').trim();
  if (t.length < COMPLAINT_RESPONSE_MIN) return `Phản hồi tối thiểu ${COMPLAINT_RESPONSE_MIN} ký tự`;
  if (t.length > COMPLAINT_RESPONSE_MAX) return `Phản hồi tối đa ${COMPLAINT_RESPONSE_MAX} ký tự`;
  return null;
}

/** Seller cancel reason (product §5): at least 10 characters once trimmed, at most 500. Null = fine. */
export function sellerCancelReasonError(reason: string | null | undefined): string | null {
  const r = (reason ?? '').trim();
  if (r.length < ORDER_RULES.sellerCancelReasonMin) return SELLER_CANCEL_REASON_MESSAGE;
  if (r.length > ORDER_RULES.cancelReasonMax) return `Lý do tối đa ${ORDER_RULES.cancelReasonMax} ký tự`;
  return null;
}

/** Buyer cancel reason: optional, at most 500 characters. */
export function buyerCancelReasonError(reason: string | null | undefined): string | null {
  const r = (reason ?? '').trim();
  return r.length > ORDER_RULES.cancelReasonMax ? `Lý do tối đa ${ORDER_RULES.cancelReasonMax} ký tự` : null;
}

export function complaintReasonError(reason: string | null | undefined): string | null {
  const r = (reason ?? '').trim();
  if (r.length < ORDER_RULES.complaintReasonMin) return `Lý do khiếu nại tối thiểu ${ORDER_RULES.complaintReasonMin} ký tự`;
  if (r.length > ORDER_RULES.complaintReasonMax) return `Lý do khiếu nại tối đa ${ORDER_RULES.complaintReasonMax} ký tự`;
  return null;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** 1–5 photos (packing or complaint), JPG/PNG/WebP, ≤ 10 MB each. Null = fine. */
export function photosError(files: { type?: string; size?: number }[], min: number, max: number): string | null {
  if (files.length < min) return `Vui lòng tải lên ít nhất ${min} ảnh`;
  if (files.length > max) return `Tối đa ${max} ảnh`;
  if (files.some((f) => f.type && !IMAGE_TYPES.includes(f.type))) return 'Chỉ nhận ảnh JPG, PNG hoặc WebP';
  if (files.some((f) => (f.size ?? 0) > IMAGE_MAX_BYTES)) return 'Mỗi ảnh tối đa 10 MB';
  return null;
}

/** The member order pages: which order types each one lists. */
export const MEMBER_ORDER_PAGES = {
  'regular-auction': { type: 'regular', title: 'Đơn mua & đấu giá', empty: 'Bạn chưa có đơn hàng nào' },
  exchange: { type: 'exchange', title: 'Đơn trao đổi', empty: 'Chưa có đơn trao đổi nào' },
} as const;

export const ORDER_TYPE_LABELS: Record<string, { label: string; color: string }> = {
  regular: { label: 'Mua bán', color: 'green' },
  exchange: { label: 'Trao đổi', color: 'blue' },
  auction: { label: 'Đấu giá', color: 'volcano' },
};
