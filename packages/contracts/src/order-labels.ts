// Order statuses, their Vietnamese labels and colours, timeline actions and the order rules (product.md §5).
// Zod-free: screens that only show an order's state import nothing else.

// ---- order statuses ----

export const ORDER_STATUSES = ['pending', 'packaging', 'delivering', 'delivered', 'completed', 'canceled', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TYPES = ['regular', 'auction', 'exchange'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Vietnamese label of a status. `packaging` reads "Chờ bàn giao" once the seller uploaded the packing photos. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  packaging: 'Đang đóng gói',
  delivering: 'Đang vận chuyển',
  delivered: 'Đã giao hàng',
  completed: 'Hoàn tất',
  canceled: 'Đã hủy',
  failed: 'Giao hàng thất bại',
};
export const ORDER_PACKAGED_LABEL = 'Chờ bàn giao';
export function orderStatusLabel(status: OrderStatus, isPackaged = false): string {
  return status === 'packaging' && isPackaged ? ORDER_PACKAGED_LABEL : ORDER_STATUS_LABELS[status];
}
/** Ant Design tag colours per status (optional for the UI). */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'gold',
  packaging: 'blue',
  delivering: 'geekblue',
  delivered: 'cyan',
  completed: 'green',
  canceled: 'default',
  failed: 'red',
};

/** Tabs of the order lists: `all` plus each status. */
export const ORDER_STATUS_TABS = ['all', ...ORDER_STATUSES] as const;
export type OrderStatusTab = (typeof ORDER_STATUS_TABS)[number];

/** Timeline actions (order_events.action) and their Vietnamese labels. */
export const ORDER_EVENT_ACTIONS = [
  'created',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'completed',
  'auto_completed',
  'canceled',
  'auto_canceled',
  'failed',
  'complaint_opened',
  'complaint_answered',
  'complaint_resolved',
] as const;
export type OrderEventAction = (typeof ORDER_EVENT_ACTIONS)[number];
export const ORDER_EVENT_LABELS: Record<OrderEventAction, string> = {
  created: 'Đặt hàng thành công',
  confirmed: 'Người bán đã xác nhận đơn hàng',
  packed: 'Người bán đã đóng gói, chờ bàn giao cho đơn vị vận chuyển',
  shipped: 'Đơn hàng đang được vận chuyển',
  delivered: 'Đã giao hàng thành công',
  completed: 'Người mua đã xác nhận nhận hàng, đơn hàng hoàn tất',
  auto_completed: 'Đơn hàng tự động hoàn tất sau 7 ngày',
  canceled: 'Đơn hàng đã bị hủy',
  auto_canceled: 'Đơn hàng tự động hủy do người bán không xác nhận trong 48 giờ',
  failed: 'Giao hàng thất bại, đã hoàn tiền cho người mua',
  complaint_opened: 'Người mua đã gửi khiếu nại',
  complaint_answered: 'Người bán đã phản hồi khiếu nại',
  complaint_resolved: 'Khiếu nại đã được xử lý',
};
export function orderEventLabel(action: string): string {
  return (ORDER_EVENT_LABELS as Record<string, string>)[action] ?? action;
}

/** Deadlines (product.md §5). */
export const ORDER_RULES = {
  confirmHours: 48,
  autoCompleteDays: 7,
  complaintDays: 3,
  sellerCancelReasonMin: 10,
  cancelReasonMax: 500,
  noteMax: 500,
  packingImagesMin: 1,
  packingImagesMax: 5,
  complaintImagesMin: 1,
  complaintImagesMax: 5,
  complaintReasonMin: 10,
  complaintReasonMax: 1000,
} as const;
