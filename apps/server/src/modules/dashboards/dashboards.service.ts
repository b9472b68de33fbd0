import {
  DASHBOARD_ORDER_TYPE_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPES,
  type AdminDashboard,
  type DashboardPeriod,
  type ModeratorDashboard,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import type { StaffQueue } from '../../lib/module.js';
import { auctionsClosedPerDay } from '../auctions/index.js';
import { exchangesCompletedPerDay } from '../exchanges/index.js';
import { platformFlowPerDay } from '../ledger/index.js';
import { gmvPerDay, ordersByTypeAndStatus, ordersPlacedPerDay } from '../orders/index.js';
import { PLAN_JOURNAL_KINDS, sellersByPlan } from '../plans/index.js';
import { countMembers, newMembersPerDay } from '../users/index.js';
import { byDay, lastDays, sumBetween, vnWeeks } from './dashboards.figures.js';

export interface DashboardsDeps {
  db: Db;
  clock: Clock;
}

/** Enough days for the week cards whatever the period: last week's Monday is at most 13 days back. */
const WEEKS_DAYS = 14;
const WEEK_KEYS = ['orders', 'auctions', 'exchanges', 'gmv', 'new_members'] as const;

/** Which revenue source a journal posting to the platform revenue account belongs to (docs/domain/back-office.md). */
const PLAN_KINDS: readonly string[] = PLAN_JOURNAL_KINDS;
export function revenueSource(journalKind: string): 'plans' | 'order_fees' | 'auction_forfeits' | 'other' {
  if (PLAN_KINDS.includes(journalKind)) return 'plans';
  if (journalKind === 'auction_deposit_forfeit') return 'auction_forfeits';
  if (journalKind.startsWith('order_')) return 'order_fees';
  return 'other';
}

/** The two back-office dashboards: read-only figures from the other modules' aggregate reads. */
export function dashboardsService({ db, clock }: DashboardsDeps, queues: readonly StaffQueue[]) {
  return {
    async moderator(actor: Actor, period: DashboardPeriod): Promise<ModeratorDashboard> {
      authorize(actor, 'dashboard.moderator');
      const now = clock.now();
      const n = Number(period);
      // one set of queries serves the charts and the weeks: it reaches back to last week's Monday
      // even when the period is shorter (7 days), and the charts keep the period's last days
      const { days, since, until } = lastDays(now, Math.max(n, WEEKS_DAYS));
      const [counts, placed, gmv, closed, traded, joined] = await Promise.all([
        Promise.all(queues.map((q) => q.count())),
        ordersPlacedPerDay(db, since, until),
        gmvPerDay(db, since, until),
        auctionsClosedPerDay(db, since, until),
        exchangesCompletedPerDay(db, since, until),
        newMembersPerDay(db, since, until),
      ]);
      const ordersOn = byDay(placed, (r) => r.orders);
      const gmvOn = byDay(gmv, (r) => r.gmv);
      const auctionsOn = byDay(closed, (r) => r.closed);
      const exchangesOn = byDay(traded, (r) => r.completed);
      const membersOn = byDay(joined, (r) => r.members);
      const points = days.map((date) => ({
        date,
        orders: ordersOn(date),
        auctions: auctionsOn(date),
        exchanges: exchangesOn(date),
        gmv: gmvOn(date),
        new_members: membersOn(date),
      }));
      const series = points.slice(-n);
      const { thisWeek, lastWeek } = vnWeeks(now);
      return {
        generated_at: now.toISOString(),
        days: n,
        from: series[0]!.date,
        to: series.at(-1)!.date,
        queues: queues.map((q, i) => ({ key: q.key, label: q.label, path: q.path, count: counts[i]! })),
        this_week: { ...thisWeek, ...sumBetween(points, thisWeek.from, thisWeek.to, WEEK_KEYS) },
        last_week: { ...lastWeek, ...sumBetween(points, lastWeek.from, lastWeek.to, WEEK_KEYS) },
        series,
      };
    },

    async admin(actor: Actor, period: DashboardPeriod): Promise<AdminDashboard> {
      authorize(actor, 'dashboard.admin');
      const now = clock.now();
      const n = Number(period);
      const { days, since, until } = lastDays(now, n);
      const [members, joined, plans, gmv, placed, byTypeStatus, revenue, clearing, payouts, closed, traded] = await Promise.all([
        countMembers(db),
        newMembersPerDay(db, since, until),
        sellersByPlan(db),
        gmvPerDay(db, since, until),
        ordersPlacedPerDay(db, since, until),
        ordersByTypeAndStatus(db, since, until),
        platformFlowPerDay(db, 'revenue', since, until),
        platformFlowPerDay(db, 'gateway_clearing', since, until),
        platformFlowPerDay(db, 'payouts', since, until),
        auctionsClosedPerDay(db, since, until),
        exchangesCompletedPerDay(db, since, until),
      ]);
      const ordersOn = byDay(placed, (r) => r.orders);
      const gmvOn = byDay(gmv, (r) => r.gmv);
      const revenueOn = byDay(revenue, (r) => r.amount);
      const membersOn = byDay(joined, (r) => r.members);
      const completedOn = byDay(closed, (r) => r.completed);
      const tradedOn = byDay(traded, (r) => r.completed);
      // a top-up lowers gateway_clearing (money came in from outside); a payout raises payouts
      const inOn = byDay(clearing, (r) => -r.amount);
      const outOn = byDay(payouts, (r) => r.amount);
      const series = days.map((date) => ({
        date,
        orders: ordersOn(date),
        gmv: gmvOn(date),
        revenue: revenueOn(date),
        new_members: membersOn(date),
        auctions_completed: completedOn(date),
        exchanges_completed: tradedOn(date),
        wallet_in: inOn(date),
        wallet_out: outOn(date),
      }));
      const totals = sumBetween(series, days[0]!, days.at(-1)!, [
        'orders',
        'gmv',
        'new_members',
        'auctions_completed',
        'exchanges_completed',
        'wallet_in',
        'wallet_out',
      ] as const);
      const bySource = { plans: 0, order_fees: 0, auction_forfeits: 0, other: 0 };
      for (const r of revenue) bySource[revenueSource(r.journalKind)] += r.amount;
      const typeCount = (type: string) => byTypeStatus.filter((r) => r.type === type).reduce((s, r) => s + r.count, 0);
      const statusCount = (status: string) => byTypeStatus.filter((r) => r.status === status).reduce((s, r) => s + r.count, 0);
      return {
        generated_at: now.toISOString(),
        days: n,
        from: days[0]!,
        to: days.at(-1)!,
        members,
        new_members: totals.new_members,
        sellers_by_plan: plans,
        gmv: totals.gmv,
        revenue: { ...bySource, total: bySource.plans + bySource.order_fees + bySource.auction_forfeits + bySource.other },
        wallet: { top_ups: totals.wallet_in, withdrawals: totals.wallet_out },
        orders_total: totals.orders,
        orders_by_type: ORDER_TYPES.map((type) => ({ type, label: DASHBOARD_ORDER_TYPE_LABELS[type], count: typeCount(type) })),
        orders_by_status: ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status], count: statusCount(status) })),
        auctions_completed: totals.auctions_completed,
        exchanges_completed: totals.exchanges_completed,
        series,
      };
    },
  };
}
export type DashboardsService = ReturnType<typeof dashboardsService>;
