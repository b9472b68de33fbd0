import { z } from 'zod';
import { uuidField } from './fields.js';
import { pageQuery, paged } from './pagination.js';

// ============================================================================================
// Orders and checkout (issue 4; product.md §5). Money is integer VND; dates are ISO strings.
// Server rules live in docs/domain/orders.md.
// ============================================================================================

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

// ---- checkout ----

/** `POST /api/v1/checkout/quote`: either cart lines (cart_item_ids) or kits directly (kit_ids, "Mua ngay"). */
export const checkoutQuoteBody = z
  .strictObject({
    address_id: uuidField,
    cart_item_ids: z.array(uuidField).min(1, { error: 'Vui lòng chọn ít nhất một sản phẩm' }).max(100).optional(),
    kit_ids: z.array(uuidField).min(1, { error: 'Vui lòng chọn ít nhất một sản phẩm' }).max(100).optional(),
  })
  .refine((b) => (b.cart_item_ids ? 1 : 0) + (b.kit_ids ? 1 : 0) === 1, { error: 'Vui lòng chọn sản phẩm cần thanh toán' });
export type CheckoutQuoteBody = z.infer<typeof checkoutQuoteBody>;

export const checkoutShopSchema = z.object({ id: z.string().nullable(), name: z.string(), slug: z.string().nullable() });
export const checkoutItemSchema = z.object({
  kit_id: z.string(),
  cart_item_id: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  grade_name: z.string(),
  image_url: z.string().nullable(),
  price: z.number().nullable(),
  weight_grams: z.number(),
  /** false when the kit is no longer published (sold, withdrawn) or is the buyer's own */
  available: z.boolean(),
  unavailable_reason: z.string().nullable(),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

export const checkoutGroupSchema = z.object({
  shop: checkoutShopSchema,
  seller_id: z.string(),
  items: z.array(checkoutItemSchema),
  /** sum of the available items' prices */
  subtotal: z.number(),
  delivery_fee: z.number(),
  /** ISO date of the carrier's expected delivery, null if unknown */
  expected_delivery_at: z.string().nullable(),
  total: z.number(),
  /** false when the seller has no pickup address or the carrier could not quote */
  shippable: z.boolean(),
  problem: z.string().nullable(),
});
export type CheckoutGroup = z.infer<typeof checkoutGroupSchema>;

export const checkoutQuoteResponse = z.object({
  address_id: z.string(),
  groups: z.array(checkoutGroupSchema),
  items_total: z.number(),
  delivery_total: z.number(),
  grand_total: z.number(),
  available_balance: z.number(),
  /** how much the buyer must top up; 0 when the balance is enough */
  missing_amount: z.number(),
  /** true when every item is available, every group shippable and the balance is enough */
  can_checkout: z.boolean(),
});
export type CheckoutQuoteResponse = z.infer<typeof checkoutQuoteResponse>;

/**
 * `POST /api/v1/checkout` with header `Idempotency-Key` (one key per click of "Đặt hàng").
 * `notes` is keyed by seller_id (one note per order). `expected_total` = grand_total of the quote the
 * buyer saw: when prices or delivery fees changed the server answers 409 `price_changed` → re-quote.
 */
export const checkoutBody = z.strictObject({
  address_id: uuidField,
  kit_ids: z.array(uuidField).min(1, { error: 'Vui lòng chọn ít nhất một sản phẩm' }).max(100, { error: 'Tối đa 100 sản phẩm mỗi lần thanh toán' }),
  notes: z.record(z.string(), z.string().trim().max(ORDER_RULES.noteMax, { error: `Ghi chú tối đa ${ORDER_RULES.noteMax} ký tự` })).optional(),
  expected_total: z.number({ error: 'Thiếu tổng tiền' }).int().min(0),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const checkoutResponse = z.object({
  checkout_id: z.string(),
  total_amount: z.number(),
  orders: z.array(z.object({ id: z.string(), code: z.string(), total_amount: z.number(), seller_id: z.string() })),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/**
 * Why a checkout was refused: `error.details.reason` (409 conflict: price_changed → re-quote, kit_unavailable
 * with `kit_ids`; 422 business_rule: own_kit, seller_no_pickup), or `error.code` insufficient_funds (422, details
 * `{missing}` → offer a top-up of exactly that amount), 404 not_found for an address that is not the buyer's.
 */
export const CHECKOUT_ERRORS = {
  price_changed: 'Giá hoặc phí vận chuyển đã thay đổi, vui lòng kiểm tra lại đơn hàng',
  kit_unavailable: 'Một số sản phẩm không còn được bán, vui lòng kiểm tra lại giỏ hàng',
  own_kit: 'Bạn không thể mua sản phẩm của chính mình',
  insufficient_funds: 'Số dư ví không đủ, vui lòng nạp thêm tiền',
  address_not_found: 'Không tìm thấy địa chỉ nhận hàng',
  seller_no_pickup: 'Người bán chưa có địa chỉ lấy hàng',
} as const;

// ---- orders: wire objects ----

export const orderAddressSchema = z.object({
  full_name: z.string(),
  phone_number: z.string(),
  province_code: z.string(),
  province_name: z.string(),
  ward_code: z.string(),
  ward_name: z.string(),
  detail: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  kit_id: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  grade: z.string(),
  scale: z.string(),
  quantity: z.number(),
  price: z.number(),
  weight_grams: z.number(),
  image_url: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderPartySchema = z.object({ id: z.string(), full_name: z.string(), avatar_url: z.string().nullable() });

/** One row of `GET /api/v1/orders`. */
export const orderListItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  is_packaged: z.boolean(),
  buyer: orderPartySchema,
  seller: orderPartySchema,
  shop: checkoutShopSchema,
  items: z.array(orderItemSchema),
  items_subtotal: z.number(),
  delivery_fee: z.number(),
  total_amount: z.number(),
  platform_fee: z.number(),
  /** what the seller receives on completion: items_subtotal − platform_fee */
  seller_amount: z.number(),
  confirm_deadline: z.string().nullable(),
  auto_complete_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderEventSchema = z.object({
  id: z.number(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  action: z.string(),
  action_label: z.string(),
  actor_id: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const SHIPMENT_STATUS_LABELS: Record<string, string> = {
  ready_to_pick: 'Chờ lấy hàng',
  picking: 'Đang lấy hàng',
  picked: 'Đã lấy hàng',
  delivering: 'Đang giao hàng',
  delivery_failed: 'Giao hàng không thành công',
  delivered: 'Đã giao hàng',
  returning: 'Đang hoàn hàng',
  returned: 'Đã hoàn hàng',
  canceled: 'Đã hủy vận đơn',
};
export const orderShipmentSchema = z.object({
  carrier: z.string(),
  tracking_code: z.string().nullable(),
  status: z.string(),
  status_label: z.string(),
  expected_delivery_at: z.string().nullable(),
  events: z.array(z.object({ status: z.string(), status_label: z.string(), note: z.string().nullable(), at: z.string() })),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const COMPLAINT_STATUSES = ['open', 'refunded', 'partially_refunded', 'released'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Đang chờ xử lý',
  refunded: 'Đã hoàn tiền',
  partially_refunded: 'Đã hoàn tiền một phần',
  released: 'Đã thanh toán cho người bán',
};
export const orderComplaintSchema = z.object({
  id: z.string(),
  reason: z.string(),
  image_urls: z.array(z.string()),
  status: z.enum(COMPLAINT_STATUSES),
  status_label: z.string(),
  refund_amount: z.number().nullable(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type OrderComplaint = z.infer<typeof orderComplaintSchema>;

/** What the caller may do now (computed by the server for the caller's role on this order). */
export const orderActionsSchema = z.object({
  can_cancel: z.boolean(),
  can_confirm: z.boolean(),
  can_pack: z.boolean(),
  can_confirm_receipt: z.boolean(),
  can_complain: z.boolean(),
  can_decide_complaint: z.boolean(),
});
export type OrderActions = z.infer<typeof orderActionsSchema>;

/** `GET /api/v1/orders/:id` (buyer, seller or staff; anyone else gets 404). */
export const orderDetailSchema = orderListItemSchema.extend({
  /** the caller's relation to the order */
  viewer_role: z.enum(['buyer', 'seller', 'staff']),
  note: z.string(),
  ship_from: orderAddressSchema,
  ship_to: orderAddressSchema,
  packaging_image_urls: z.array(z.string()),
  canceled_reason: z.string().nullable(),
  canceled_by: z.string().nullable(),
  delivered_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** last moment the buyer may open a complaint (delivered_at + 3 days) */
  complaint_deadline: z.string().nullable(),
  events: z.array(orderEventSchema),
  shipment: orderShipmentSchema.nullable(),
  complaint: orderComplaintSchema.nullable(),
  actions: orderActionsSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// ---- orders: queries and commands ----

/** `GET /api/v1/orders?role=buyer|seller&type=regular|exchange&status=<tab>&page=&page_size=` */
export const orderListQuery = pageQuery.extend({
  role: z.enum(['buyer', 'seller']).default('buyer'),
  /** `regular` includes auction orders; `exchange` only exchange orders */
  type: z.enum(['regular', 'exchange', 'all']).default('all'),
  status: z.enum(ORDER_STATUS_TABS, { error: 'Trạng thái không hợp lệ' }).default('all'),
  /** search by order code */
  q: z.string().trim().max(50).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
export const orderListResponse = paged(orderListItemSchema).extend({
  /** count per status for the tabs (same role/type filter) */
  counts: z.record(z.string(), z.number()),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;

/** `POST /api/v1/orders/:id/cancel`: reason optional for the buyer, ≥ 10 characters for the seller. */
export const cancelOrderBody = z.strictObject({
  reason: z.string().trim().max(ORDER_RULES.cancelReasonMax, { error: `Lý do tối đa ${ORDER_RULES.cancelReasonMax} ký tự` }).optional(),
});
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;
export const SELLER_CANCEL_REASON_MESSAGE = `Vui lòng nhập lý do hủy đơn (tối thiểu ${ORDER_RULES.sellerCancelReasonMin} ký tự)`;

/**
 * `POST /api/v1/orders/:id/confirm` (seller, pending → packaging), `POST /api/v1/orders/:id/packing`
 * (seller, multipart `images` 1–5 files), `POST /api/v1/orders/:id/receipt` (buyer, delivered → completed),
 * `POST /api/v1/orders/:id/complaint` (buyer, multipart: `reason` field + `images` 1–5 files).
 */
export const complaintFields = z.strictObject({
  reason: z
    .string({ error: 'Vui lòng nhập lý do khiếu nại' })
    .trim()
    .min(ORDER_RULES.complaintReasonMin, { error: `Lý do khiếu nại tối thiểu ${ORDER_RULES.complaintReasonMin} ký tự` })
    .max(ORDER_RULES.complaintReasonMax, { error: `Lý do khiếu nại tối đa ${ORDER_RULES.complaintReasonMax} ký tự` }),
});
export type ComplaintFields = z.infer<typeof complaintFields>;

/** `POST /api/v1/moderator/orders/:id/complaint/decision` (moderator/admin). */
export const complaintDecisionBody = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('refund'), note: z.string().trim().max(1000).optional() }),
    z.strictObject({
      decision: z.literal('partial_refund'),
      amount: z.number({ error: 'Vui lòng nhập số tiền hoàn' }).int({ error: 'Số tiền không hợp lệ' }).min(1, { error: 'Số tiền hoàn phải lớn hơn 0' }),
      note: z.string().trim().max(1000).optional(),
    }),
    z.strictObject({ decision: z.literal('release'), note: z.string().trim().max(1000).optional() }),
  ],
  { error: 'Quyết định không hợp lệ' },
);
export type ComplaintDecisionBody = z.infer<typeof complaintDecisionBody>;
export const COMPLAINT_DECISION_LABELS = {
  refund: 'Hoàn tiền toàn bộ cho người mua',
  partial_refund: 'Hoàn tiền một phần',
  release: 'Thanh toán cho người bán',
} as const;

/** `GET /api/v1/moderator/complaints?status=open&page=&page_size=` rows. */
export const complaintListItemSchema = orderComplaintSchema.extend({ order: orderListItemSchema });
export const complaintListQuery = pageQuery.extend({ status: z.enum([...COMPLAINT_STATUSES, 'all']).default('open') });
export const complaintListResponse = paged(complaintListItemSchema);

// ---- seller: transactions, reports, dashboard ----

/** Ledger line kinds shown to the seller. */
export const SHOP_TRANSACTION_KINDS = ['sale_pending', 'sale_income', 'sale_reversed', 'platform_fee', 'payout', 'other'] as const;
export type ShopTransactionKind = (typeof SHOP_TRANSACTION_KINDS)[number];
export const SHOP_TRANSACTION_LABELS: Record<ShopTransactionKind, string> = {
  sale_pending: 'Tiền bán hàng chờ đối soát',
  sale_income: 'Tiền bán hàng',
  sale_reversed: 'Hoàn tiền đơn hàng',
  platform_fee: 'Phí sàn',
  payout: 'Rút tiền',
  other: 'Khác',
};
/** `GET /api/v1/shop/transactions?page=&page_size=` rows (the seller's ledger lines, newest first). */
export const shopTransactionSchema = z.object({
  id: z.number(),
  kind: z.enum(SHOP_TRANSACTION_KINDS),
  kind_label: z.string(),
  /** which balance moved: available (Số dư) or pending (Chờ đối soát) */
  account: z.enum(['available', 'held', 'pending']),
  /** signed: + money in, − money out */
  amount: z.number(),
  order_id: z.string().nullable(),
  order_code: z.string().nullable(),
  memo: z.string().nullable(),
  created_at: z.string(),
});
export type ShopTransaction = z.infer<typeof shopTransactionSchema>;
export const shopTransactionQuery = pageQuery;
export const shopTransactionListResponse = paged(shopTransactionSchema).extend({
  available_balance: z.number(),
  pending_balance: z.number(),
});

/** `GET /api/v1/shop/reports?from=YYYY-MM-DD&to=YYYY-MM-DD` (inclusive, Asia/Ho_Chi_Minh days); CSV: `/shop/reports.csv`. */
export const shopReportQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Ngày bắt đầu không hợp lệ' }).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Ngày kết thúc không hợp lệ' }).optional(),
});
export type ShopReportQuery = z.infer<typeof shopReportQuery>;
export const shopReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** completed orders in the period (by completed_at) */
  completed_orders: z.number(),
  /** items subtotal of completed orders */
  gross_revenue: z.number(),
  platform_fees: z.number(),
  /** gross − fees: what the seller received */
  net_revenue: z.number(),
  /** orders created in the period, by status */
  orders_by_status: z.record(z.string(), z.number()),
  canceled_orders: z.number(),
  top_kits: z.array(z.object({ name: z.string(), grade: z.string(), orders: z.number(), revenue: z.number() })),
  per_day: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number() })),
});
export type ShopReport = z.infer<typeof shopReportSchema>;

/** Revenue block of the seller dashboard (`GET /api/v1/shop/dashboard` → `revenue`). */
export const sellerRevenueSchema = z.object({
  revenue_this_month: z.number(),
  revenue_total: z.number(),
  pending_amount: z.number(),
  orders_by_status: z.record(z.string(), z.number()),
  /** last 30 days, oldest first, YYYY-MM-DD in Asia/Ho_Chi_Minh */
  revenue_per_day: z.array(z.object({ date: z.string(), revenue: z.number() })),
});
export type SellerRevenue = z.infer<typeof sellerRevenueSchema>;

export const orderIdParams = z.object({ id: uuidField });
