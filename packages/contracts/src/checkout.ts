import { z } from 'zod';
import { uuidField } from './fields.js';
import { ORDER_RULES } from './order-labels.js';

// Checkout (product.md §5): the quote the page shows and the command that places the orders.

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
  kit_ids: z
    .array(uuidField)
    .min(1, { error: 'Vui lòng chọn ít nhất một sản phẩm' })
    .max(100, { error: 'Tối đa 100 sản phẩm mỗi lần thanh toán' }),
  notes: z
    .record(
      z.string(),
      z
        .string()
        .trim()
        .max(ORDER_RULES.noteMax, { error: `Ghi chú tối đa ${ORDER_RULES.noteMax} ký tự` }),
    )
    .optional(),
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
