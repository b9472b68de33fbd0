import { z } from 'zod';
import { calendarDateField, uuidField } from './fields.js';
import { pageQuery, paged } from './pagination.js';

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
  from: calendarDateField('Ngày bắt đầu không hợp lệ (YYYY-MM-DD)').optional(),
  to: calendarDateField('Ngày kết thúc không hợp lệ (YYYY-MM-DD)').optional(),
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
