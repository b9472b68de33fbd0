import type { SellerDashboard } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { vnLastDays } from '../../lib/time.js';
import { currentUsage } from '../plans/index.js';
import * as sellers from '../shops/index.js';
import { presentSellerKit } from '../shops/index.js';
import { sellerRevenue } from './seller-reports.js';

export interface SellerCenterDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

const CHART_DAYS = 30;
const TOP_VIEWED = 5;

/** /shop/dashboard: listings, views, the plan, 30 days of publishing and the revenue figures. */
export function sellerDashboardService({ db, clock, storage }: SellerCenterDeps) {
  return {
    async dashboard(caller: Actor): Promise<SellerDashboard> {
      authorize(caller, 'shop.manage');
      const now = clock.now();
      const { days, since } = vnLastDays(now, CHART_DAYS);
      const [usage, byStatus, top, perDay, revenue] = await Promise.all([
        currentUsage(db, caller.userId, now),
        sellers.statusCounts(db, caller.userId),
        sellers.mostViewed(db, caller.userId, TOP_VIEWED),
        sellers.publishedPerDay(db, caller.userId, since),
        sellerRevenue(db, caller.userId, now),
      ]);
      if (!usage) throw notFound('Bạn chưa có shop. Hãy đăng ký shop trước.');
      const countOf = (status: string) => Number(byStatus.find((r) => r.status === status)?.n ?? 0);
      const perDayMap = new Map(perDay.map((r) => [r.day, Number(r.n)]));
      return {
        published_count: countOf('published'),
        in_store_count: countOf('in_store'),
        total_views: byStatus.reduce((sum, r) => sum + Number(r.views), 0),
        views_top: top.map((r) => presentSellerKit(r, storage)),
        subscription: usage,
        recent_published: days.map((date) => ({ date, count: perDayMap.get(date) ?? 0 })),
        // income = net of completed orders (items − platform fee); auctions arrive with their module
        total_income: revenue.revenue_total,
        income_this_month: revenue.revenue_this_month,
        completed_orders_count: revenue.orders_by_status.completed ?? 0,
        processing_orders_count: ['pending', 'packaging', 'delivering', 'delivered'].reduce(
          (n, st) => n + (revenue.orders_by_status[st] ?? 0),
          0,
        ),
        active_auctions_count: 0,
        pending_auction_requests_count: 0,
        orders_by_status: revenue.orders_by_status,
      };
    },
  };
}
export type SellerDashboardService = ReturnType<typeof sellerDashboardService>;
