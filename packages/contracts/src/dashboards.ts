import { z } from 'zod';
import { DASHBOARD_PERIODS } from './dashboard-labels.js';

export * from './dashboard-labels.js';

// ---- back-office dashboards (product.md §10): /api/v1/moderator/dashboard, /api/v1/admin/dashboard ----

export const dashboardPeriodQuery = z.object({
  days: z.enum(DASHBOARD_PERIODS, { message: 'Khoảng thời gian phải là 7, 30 hoặc 90 ngày' }).default('30'),
});
export type DashboardPeriodQuery = z.infer<typeof dashboardPeriodQuery>;

/** A queue of staff work; only the queues the server registered are sent. */
export const staffQueueSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** the page that works it */
  path: z.string(),
  count: z.number(),
});
export type StaffQueueCount = z.infer<typeof staffQueueSchema>;

/** One calendar week's figures (Vietnamese weeks start on Monday 00:00 Asia/Ho_Chi_Minh). */
export const weekFiguresSchema = z.object({
  /** first day, "YYYY-MM-DD" */
  from: z.string(),
  /** last day included so far ("this week" stops today) */
  to: z.string(),
  /** orders placed */
  orders: z.number(),
  /** auctions that closed */
  auctions: z.number(),
  /** trades completed (both kits changed owner) */
  exchanges: z.number(),
  /** goods value of orders completed */
  gmv: z.number(),
  new_members: z.number(),
});
export type WeekFigures = z.infer<typeof weekFiguresSchema>;

export const moderatorDayPointSchema = z.object({
  date: z.string(),
  orders: z.number(),
  auctions: z.number(),
  exchanges: z.number(),
  gmv: z.number(),
  new_members: z.number(),
});
export type ModeratorDayPoint = z.infer<typeof moderatorDayPointSchema>;

/** `GET /api/v1/moderator/dashboard?days=7|30|90` (moderators and admins). The weeks do not follow the period. */
export const moderatorDashboardSchema = z.object({
  generated_at: z.string(),
  /** the charts' period: `series` covers `from`..`to` (Vietnamese days) */
  days: z.number(),
  from: z.string(),
  to: z.string(),
  queues: z.array(staffQueueSchema),
  this_week: weekFiguresSchema,
  last_week: weekFiguresSchema,
  /** the period's Vietnamese days, oldest first, today included */
  series: z.array(moderatorDayPointSchema),
});
export type ModeratorDashboard = z.infer<typeof moderatorDashboardSchema>;

export const adminDayPointSchema = z.object({
  date: z.string(),
  orders: z.number(),
  gmv: z.number(),
  /** platform revenue, all sources */
  revenue: z.number(),
  new_members: z.number(),
  auctions_completed: z.number(),
  exchanges_completed: z.number(),
  wallet_in: z.number(),
  wallet_out: z.number(),
});
export type AdminDayPoint = z.infer<typeof adminDayPointSchema>;

/** `GET /api/v1/admin/dashboard?days=7|30|90` (admins only). Period figures cover `from`..`to` (Vietnamese days). */
export const adminDashboardSchema = z.object({
  generated_at: z.string(),
  days: z.number(),
  from: z.string(),
  to: z.string(),
  /** members now (buyers and sellers, staff excluded) */
  members: z.number(),
  new_members: z.number(),
  sellers_by_plan: z.array(z.object({ code: z.string(), name: z.string(), sellers: z.number() })),
  gmv: z.number(),
  /** platform revenue by source, from the ledger's platform revenue account */
  revenue: z.object({ plans: z.number(), order_fees: z.number(), auction_forfeits: z.number(), other: z.number(), total: z.number() }),
  /** money into wallets through the gateway (top-ups) and out to banks (completed withdrawals) */
  wallet: z.object({ top_ups: z.number(), withdrawals: z.number() }),
  /** orders placed in the period */
  orders_total: z.number(),
  orders_by_type: z.array(z.object({ type: z.string(), label: z.string(), count: z.number() })),
  orders_by_status: z.array(z.object({ status: z.string(), label: z.string(), count: z.number() })),
  auctions_completed: z.number(),
  /** trades completed in the period */
  exchanges_completed: z.number(),
  series: z.array(adminDayPointSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
