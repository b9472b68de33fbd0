import type { Paged, SellerDashboard, SellerKit, SellerKitsQuery } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { sellerRevenue } from '../orders/index.js';
import { presentSellerKit } from './publishing.service.js';
import * as sellers from './sellers.repository.js';
import { currentUsage } from './shops.service.js';

export interface SellerCenterDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

const DAY_MS = 86_400_000;
/** Vietnam is UTC+7 all year (no daylight saving). */
const VN_OFFSET_MS = 7 * 3_600_000;
const CHART_DAYS = 30;
const TOP_VIEWED = 5;

/** The last `n` calendar days in Vietnam, oldest first, and the UTC instant the first one starts. */
export function vietnamDays(now: Date, n: number) {
  const local = new Date(now.getTime() + VN_OFFSET_MS);
  const todayStartUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - VN_OFFSET_MS;
  const firstStart = todayStartUtc - (n - 1) * DAY_MS;
  const days = Array.from({ length: n }, (_, i) => new Date(firstStart + i * DAY_MS + VN_OFFSET_MS).toISOString().slice(0, 10));
  return { days, since: new Date(firstStart) };
}

/** The seller's own back office: /shop/dashboard and /shop/management. */
export function sellerCenterService({ db, clock, storage }: SellerCenterDeps) {
  return {
    async dashboard(caller: AuthContext): Promise<SellerDashboard> {
      const now = clock.now();
      const { days, since } = vietnamDays(now, CHART_DAYS);
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
        processing_orders_count: ['pending', 'packaging', 'delivering', 'delivered'].reduce((n, st) => n + (revenue.orders_by_status[st] ?? 0), 0),
        active_auctions_count: 0,
        pending_auction_requests_count: 0,
        orders_by_status: revenue.orders_by_status,
      };
    },

    async listKits(caller: AuthContext, query: SellerKitsQuery): Promise<Paged<SellerKit>> {
      const { rows, total } = await sellers.listSellerKits(db, caller.userId, query);
      return { items: rows.map((r) => presentSellerKit(r, storage)), page: query.page, page_size: query.page_size, total };
    },
  };
}
