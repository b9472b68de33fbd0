import { z } from 'zod';
import { postalAddressSchema, type PostalAddress } from './addresses.js';
import { checkoutShopSchema } from './checkout.js';
import { ORDER_RULES, ORDER_STATUS_TABS, ORDER_STATUSES, ORDER_TYPES } from './order-labels.js';
import { pageQuery, paged } from './pagination.js';

// Orders on the wire (product.md §5; docs/domain/orders.md): the list and detail objects, queries
// and commands, complaints. Money is integer VND; dates are ISO strings.

// ---- orders: wire objects ----

/** An order's delivery addresses are snapshots in the one postal shape (addresses.ts). */
export const orderAddressSchema = postalAddressSchema;
export type OrderAddress = PostalAddress;

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
  /** an `exchange` order's trade (`/exchange/detail/{id}`); null for the other types */
  exchange_id: z.string().nullable(),
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
  /** the carrier's name as shown to people ("Giao Hàng Nhanh (GHN)", "Vận chuyển mô phỏng") */
  carrier_label: z.string(),
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
  /** the seller's answer to the complaint ("Phản hồi của người bán"), for the moderator to weigh */
  seller_response: z.string().nullable(),
  seller_responded_at: z.string().nullable(),
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
  /** the seller may answer an open complaint once */
  can_respond_complaint: z.boolean(),
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
  /** an exchange's parcel booked back to its sender by a moderator's return decision; null otherwise */
  return_shipment: orderShipmentSchema.nullable(),
  complaint: orderComplaintSchema.nullable(),
  actions: orderActionsSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// ---- orders: queries and commands ----

/** `GET /api/v1/orders?role=buyer|seller&type=regular|exchange&status=<tab>&page=&page_size=` (or `side=sent|received|all`) */
export const orderListQuery = pageQuery.extend({
  role: z.enum(['buyer', 'seller']).default('buyer'),
  /** `regular` includes auction orders; `exchange` only exchange orders */
  type: z.enum(['regular', 'exchange', 'all']).default('all'),
  status: z.enum(ORDER_STATUS_TABS, { error: 'Trạng thái không hợp lệ' }).default('all'),
  /** search by order code */
  q: z.string().trim().max(50).optional(),
  /**
   * Exchange parcels of a member, whichever side (issue 10): `sent` = I send (the order's seller),
   * `received` = I receive (its buyer), `all` = both. Given, it replaces `role` and lists `exchange` orders only.
   */
  side: z.enum(['sent', 'received', 'all'], { error: 'Chiều đơn trao đổi phải là sent, received hoặc all' }).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
export const orderListResponse = paged(orderListItemSchema).extend({
  /** count per status for the tabs (same role/type filter) */
  counts: z.record(z.string(), z.number()),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;

/** `POST /api/v1/orders/:id/cancel`: reason optional for the buyer, ≥ 10 characters for the seller. */
export const cancelOrderBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(ORDER_RULES.cancelReasonMax, { error: `Lý do tối đa ${ORDER_RULES.cancelReasonMax} ký tự` })
    .optional(),
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
      amount: z
        .number({ error: 'Vui lòng nhập số tiền hoàn' })
        .int({ error: 'Số tiền không hợp lệ' })
        .min(1, { error: 'Số tiền hoàn phải lớn hơn 0' }),
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
export type ComplaintListItem = z.infer<typeof complaintListItemSchema>;
export const complaintListQuery = pageQuery.extend({ status: z.enum([...COMPLAINT_STATUSES, 'all']).default('open') });
export const complaintListResponse = paged(complaintListItemSchema);
