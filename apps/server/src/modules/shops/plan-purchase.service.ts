import { and, eq, sql } from 'drizzle-orm';
import {
  formatDateTime,
  formatMoney,
  PLAN_PURCHASE_ACTION_LABELS,
  type PlanPurchaseAction,
  type PlanPurchaseBody,
  type PlanPurchaseResponse,
  type PlanQuote,
  type SubscriptionPeriod,
  type SubscriptionPeriodKind,
} from '@cho-gundam/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor, Tx } from '../../db/client.js';
import { days, minutes, type Clock } from '../../lib/clock.js';
import { AppError, businessRule, notFound } from '../../lib/errors.js';
import { enqueueJob } from '../../lib/jobs.js';
import { jobs } from '../../lib/jobs.schema.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { memberBalances, postJournal, runIdempotent } from '../ledger/index.js';
import type { IdempotentResult } from '../ledger/idempotency.js';
import { notify } from '../notifications/notify.js';
import * as repo from './shops.repository.js';
import { presentPlan, subscriptionUsage } from './subscription.js';

/**
 * Plans bought from the wallet (product.md §4, docs/domain/plans.md).
 *
 * One purchase is one transaction: the seller's active subscription row is locked (the lock every
 * publish takes, so the quota switches atomically), the purchase is decided from it, the old row
 * is deactivated and the new one inserted (one active row per seller, a partial unique index),
 * the price moves from the seller's available balance to platform revenue under the posting key
 * `plan:<new subscription id>`, and the seller is notified. An Idempotency-Key makes a double
 * submit one purchase.
 */

export const PLAN_SWEEP_JOB = 'plans.expiry_sweep';
const PLAN_SWEEP_KEY = 'plans-expiry-sweep';
export const PLAN_SWEEP_EVERY_MS = minutes(10);
export const PLAN_WARNING_BEFORE_MS = days(3);
/** A renewal may push the end date at most this far ahead (a year of prepaid periods). */
export const PLAN_MAX_AHEAD_MS = days(366);
const warningKey = (subscriptionId: string) => `plan-expiry-warning:${subscriptionId}`;

export const PLAN_TITLES = {
  purchase: 'Nâng cấp gói đăng ký thành công',
  upgrade: 'Nâng cấp gói đăng ký thành công',
  renewal: 'Gia hạn gói dịch vụ thành công',
  change: 'Đổi gói dịch vụ thành công',
  expiring: 'Gói dịch vụ sắp hết hạn',
  expired: 'Gói dịch vụ đã hết hạn',
} as const;
const PLANS_LINK = '/shop/Subscription';
const JOURNAL_KINDS: Record<PlanPurchaseAction, string> = { purchase: 'plan_purchase', renewal: 'plan_renewal', upgrade: 'plan_upgrade', change: 'plan_upgrade' };
/** The ledger journal kinds of plan payments (platform revenue from plans: admin dashboard, wallet history). */
export const PLAN_JOURNAL_KINDS = ['plan_purchase', 'plan_renewal', 'plan_upgrade'] as const;

type Active = NonNullable<Awaited<ReturnType<typeof repo.activeSubscription>>>;

export interface PurchaseDecision {
  action: PlanPurchaseAction;
  price: number;
  credit: number;
  creditLost: number;
  charge: number;
  /** the new row's period and what it is worth (the credit basis of a later upgrade) */
  startDate: Date;
  endDate: Date;
  amountPaid: number;
}

const isPaid = (plan: repo.PlanRow) => plan.price > 0 && plan.durationDays !== null;

/**
 * What buying `target` does now, from the seller's active row (pure; the quote and the purchase share it).
 * - trial can't be bought (it is what a seller falls back to);
 * - same paid plan still running → renewal: the period keeps its start and ends `duration_days`
 *   later; its amount_paid grows by the price, so it stays "what this period is worth";
 * - another paid plan while one is running → upgrade (dearer) or change (cheaper), starting now:
 *   credit = floor(amount_paid × remaining / length of the old period), charge = max(0, price − credit);
 *   a credit above the new price is not refunded (`creditLost`);
 * - otherwise (trial, or a paid plan already ended) → purchase for `duration_days` from now.
 */
export function decidePurchase(current: Pick<Active, 'subscription' | 'plan'>, target: repo.PlanRow, now: Date): PurchaseDecision {
  if (target.code === repo.TRIAL_PLAN_CODE || !isPaid(target)) {
    throw businessRule('Gói dùng thử miễn phí và không cần mua: shop tự động trở về gói dùng thử khi gói trả phí hết hạn.');
  }
  if (!target.isActive) throw businessRule('Gói dịch vụ này hiện không còn được bán');
  const duration = days(target.durationDays!);
  const sub = current.subscription;
  const running = isPaid(current.plan) && sub.endDate !== null && sub.endDate.getTime() > now.getTime();
  const price = target.price;

  if (running && current.plan.id === target.id) {
    const endDate = new Date(sub.endDate!.getTime() + duration);
    if (endDate.getTime() - now.getTime() > PLAN_MAX_AHEAD_MS) {
      throw businessRule(`Gói dịch vụ chỉ được gia hạn trước tối đa ${Math.round(PLAN_MAX_AHEAD_MS / days(1))} ngày. Gói hiện tại còn hiệu lực đến ${formatDateTime(sub.endDate)}.`);
    }
    return { action: 'renewal', price, credit: 0, creditLost: 0, charge: price, startDate: sub.startDate, endDate, amountPaid: sub.amountPaid + price };
  }

  const startDate = now;
  const endDate = new Date(now.getTime() + duration);
  if (running) {
    const total = sub.endDate!.getTime() - sub.startDate.getTime();
    const remaining = sub.endDate!.getTime() - now.getTime();
    // BigInt: amount × milliseconds can exceed 2^53 for a period renewed many times
    const credit = total > 0 ? Number((BigInt(sub.amountPaid) * BigInt(Math.min(remaining, total))) / BigInt(total)) : 0;
    const charge = Math.max(0, price - credit);
    return {
      action: price > current.plan.price ? 'upgrade' : 'change',
      price,
      credit,
      creditLost: Math.max(0, credit - price),
      charge,
      startDate,
      endDate,
      amountPaid: charge,
    };
  }
  return { action: 'purchase', price, credit: 0, creditLost: 0, charge: price, startDate, endDate, amountPaid: price };
}

const overLimit = (plan: repo.PlanRow, used: number) => !plan.isUnlimited && plan.maxListings !== null && used > plan.maxListings;

function overLimitNote(plan: repo.PlanRow, used: number) {
  return overLimit(plan, used)
    ? ` Shop đang có ${used} sản phẩm đăng bán, nhiều hơn giới hạn ${plan.maxListings} của ${plan.name}: không sản phẩm nào bị gỡ, nhưng bạn chỉ đăng bán thêm được khi số sản phẩm đang bán dưới giới hạn.`
    : '';
}

export function insufficientForPlan(planName: string, charge: number, available: number) {
  const missing = charge - available;
  return new AppError(
    'insufficient_funds',
    422,
    `Số dư khả dụng không đủ để thanh toán ${planName}: cần ${formatMoney(charge)}, bạn có ${formatMoney(available)}, còn thiếu ${formatMoney(missing)}. Vui lòng nạp thêm tiền vào ví.`,
    { missing, charge, available },
  );
}

const noSubscription = () => businessRule('Bạn chưa có gói dịch vụ. Hãy đăng ký shop trước.');
const planNotFound = () => notFound('Không tìm thấy gói dịch vụ');

/** The sweep runs every 10 minutes: the job re-enqueues itself; the dedupe key keeps one pending run at a time. */
export async function schedulePlanSweep(ex: Executor, runAt: Date) {
  return enqueueJob(ex, PLAN_SWEEP_JOB, {}, { runAt, dedupeKey: PLAN_SWEEP_KEY });
}

export interface PlanPurchaseDeps {
  db: Db;
  clock: Clock;
  log?: FastifyBaseLogger;
}

export function planPurchaseService({ db, clock, log }: PlanPurchaseDeps) {
  async function loadTarget(ex: Executor, sellerId: string, planId: string, lock: boolean) {
    const current = await repo.activeSubscription(ex, sellerId, { lock });
    if (!current) throw noSubscription();
    const target = await repo.planById(ex, planId);
    if (!target) throw planNotFound();
    return { current, target };
  }

  return {
    /** `GET /subscriptions/quote`: what buying the plan would cost now, and whether the balance covers it. */
    async quote(caller: AuthContext, planId: string): Promise<PlanQuote> {
      const now = clock.now();
      const { current, target } = await loadTarget(db, caller.userId, planId, false);
      const d = decidePurchase(current, target, now);
      const [balances, used] = [await memberBalances(db, caller.userId), await repo.countPublished(db, caller.userId)];
      return {
        plan: presentPlan(target),
        action: d.action,
        current_plan_id: current.plan.id,
        current_plan_name: current.plan.name,
        price: d.price,
        credit: d.credit,
        credit_lost: d.creditLost,
        charge: d.charge,
        start_date: (d.action === 'renewal' ? current.subscription.endDate! : d.startDate).toISOString(),
        end_date: d.endDate.toISOString(),
        available_balance: balances.available,
        missing: Math.max(0, d.charge - balances.available),
        listings_used: used,
        over_limit: overLimit(target, used),
      };
    },

    /** `POST /subscriptions/purchase` */
    async purchase(caller: AuthContext, body: PlanPurchaseBody, idempotencyKey: string): Promise<IdempotentResult<PlanPurchaseResponse>> {
      return runIdempotent(db, { userId: caller.userId, key: idempotencyKey, command: 'subscriptions.purchase', request: body }, async (tx) => {
        const now = clock.now();
        const { current, target } = await loadTarget(tx, caller.userId, body.plan_id, true);
        const d = decidePurchase(current, target, now);
        await repo.deactivateSubscription(tx, current.subscription.id, now);
        const row = await repo.insertSubscription(tx, {
          sellerId: caller.userId,
          planId: target.id,
          startDate: d.startDate,
          endDate: d.endDate,
          isActive: true,
          amountPaid: d.amountPaid,
          createdAt: now,
          updatedAt: now,
        });
        const label = PLAN_PURCHASE_ACTION_LABELS[d.action];
        if (d.charge > 0) {
          // no lock taken on the member's accounts beforehand: postJournal changes every account in
          // id order with a conditional update (balance − charge ≥ 0), the same order an order's
          // settlement uses, so a purchase and a sale touching the same accounts cannot deadlock
          await postJournal(tx, {
            // the wallet history's kinds (contracts/wallet.ts): a change to a cheaper plan files under upgrade
            kind: JOURNAL_KINDS[d.action],
            postingKey: `plan:${row.id}`,
            referenceType: 'subscription',
            referenceId: row.id,
            memo: `${label} ${target.name}`,
            lines: [
              { account: { owner: caller.userId, kind: 'available' }, amount: -d.charge },
              { account: { platform: 'revenue' }, amount: d.charge },
            ],
          }).catch(async (err: unknown) => {
            // the balance was short: say by how much (the transaction rolls back, nothing is written)
            if (err instanceof AppError && err.code === 'insufficient_funds') {
              throw insufficientForPlan(target.name, d.charge, (await memberBalances(tx, caller.userId)).available);
            }
            throw err;
          });
        }
        const used = await repo.countPublished(tx, caller.userId);
        const paid =
          d.charge > 0
            ? ` Đã thanh toán ${formatMoney(d.charge)} từ ví${d.credit > 0 ? ` (đã trừ ${formatMoney(Math.min(d.credit, d.price))} giá trị còn lại của gói cũ)` : ''}.`
            : ` Giá trị còn lại của gói cũ (${formatMoney(d.credit)}) đã đủ thanh toán, không trừ tiền ví.`;
        const what =
          d.action === 'renewal'
            ? `${target.name} của shop đã được gia hạn đến ${formatDateTime(d.endDate)}.`
            : `Shop của bạn đang dùng ${target.name} đến ${formatDateTime(d.endDate)}.`;
        await notify(tx, { recipientId: caller.userId, type: 'subscription', title: PLAN_TITLES[d.action], message: `${what}${paid}${overLimitNote(target, used)}`, link: PLANS_LINK }, now);
        // the expiry warning and the switch back to the trial come from the sweep
        await schedulePlanSweep(tx, new Date(now.getTime() + PLAN_SWEEP_EVERY_MS));
        const { available } = await memberBalances(tx, caller.userId);
        return {
          subscription_id: row.id,
          action: d.action,
          plan: presentPlan(target),
          price: d.price,
          credit: d.credit,
          charge: d.charge,
          start_date: (d.action === 'renewal' ? current.subscription.endDate! : d.startDate).toISOString(),
          end_date: d.endDate.toISOString(),
          subscription: subscriptionUsage({ subscription: row, plan: target, trial: current.trial }, used, now),
          available_balance: available,
        };
      });
    },

    /** `GET /subscriptions/history`: the seller's periods, newest first, with what each purchase took from the wallet. */
    async history(caller: AuthContext): Promise<SubscriptionPeriod[]> {
      const rows = await repo.subscriptionPeriods(db, caller.userId);
      const out: SubscriptionPeriod[] = [];
      rows.forEach(({ subscription: s, plan }, i) => {
        const prev = i > 0 ? rows[i - 1]! : null;
        let kind: SubscriptionPeriodKind;
        let paid = s.amountPaid;
        if (!isPaid(plan)) kind = 'trial';
        else if (prev && prev.plan.id === plan.id && prev.subscription.startDate.getTime() === s.startDate.getTime()) {
          kind = 'renewal';
          paid = s.amountPaid - prev.subscription.amountPaid;
        } else if (prev && isPaid(prev.plan) && prev.subscription.endDate && prev.subscription.endDate.getTime() > s.startDate.getTime()) {
          kind = plan.price > prev.plan.price ? 'upgrade' : 'change';
        } else kind = 'purchase';
        out.push({
          id: s.id,
          plan_id: plan.id,
          plan_code: plan.code,
          plan_name: plan.name,
          kind,
          start_date: s.startDate.toISOString(),
          end_date: s.endDate?.toISOString() ?? null,
          amount_paid: paid,
          is_active: s.isActive,
          purchased_at: s.createdAt.toISOString(),
        });
      });
      return out.reverse();
    },

    /**
     * The periodic sweep (every 10 minutes): (b) an active paid plan whose end date has passed is
     * replaced by the trial (start = the old end date, no end) and the seller is told; (a) an active
     * paid plan ending within 3 days gets one warning — the marker is a finished `jobs` row with the
     * dedupe key `plan-expiry-warning:<subscription id>`, written in the same transaction as the
     * notification, under the subscription's row lock, so a sweep run twice warns once.
     * The limits already follow the end date on read (subscription.ts); the switch only records it.
     */
    async sweep(): Promise<{ expired: number; warned: number }> {
      const now = clock.now();
      let expired = 0;
      let warned = 0;
      const failures: unknown[] = [];
      for (const c of await repo.activePaidEndingBetween(db, null, now)) {
        try {
          if (await db.transaction((tx) => expireOne(tx, c.id, now))) expired++;
        } catch (err) {
          failures.push(err);
          log?.error({ err, subscriptionId: c.id }, 'plan expiry failed');
        }
      }
      for (const c of await repo.activePaidEndingBetween(db, now, new Date(now.getTime() + PLAN_WARNING_BEFORE_MS))) {
        try {
          if (await db.transaction((tx) => warnOne(tx, c.id, now))) warned++;
        } catch (err) {
          failures.push(err);
          log?.error({ err, subscriptionId: c.id }, 'plan expiry warning failed');
        }
      }
      if (failures.length) throw failures[0];
      return { expired, warned };
    },
  };
}

async function expireOne(tx: Tx, subscriptionId: string, now: Date) {
  const row = await repo.lockSubscriptionById(tx, subscriptionId);
  const s = row?.subscription;
  if (!row || !s || !s.isActive || s.endDate === null || s.endDate.getTime() > now.getTime()) return false;
  const trial = await repo.planByCode(tx, repo.TRIAL_PLAN_CODE);
  if (!trial) throw new Error('the trial plan is missing (seeded by migration 0001)');
  await repo.deactivateSubscription(tx, s.id, now);
  await repo.insertSubscription(tx, { sellerId: s.sellerId, planId: trial.id, startDate: s.endDate, endDate: null, isActive: true, amountPaid: 0, createdAt: now, updatedAt: now });
  const used = await repo.countPublished(tx, s.sellerId);
  const limit = trial.maxListings === null ? 'không giới hạn sản phẩm' : `tối đa ${trial.maxListings} sản phẩm đăng bán cùng lúc`;
  await notify(
    tx,
    {
      recipientId: s.sellerId,
      type: 'subscription',
      title: PLAN_TITLES.expired,
      message: `${row.plan.name} của shop đã hết hạn lúc ${formatDateTime(s.endDate)}. Shop trở về ${trial.name} (${limit}).${overLimitNote(trial, used)} Bạn có thể mua lại gói trong mục Gói dịch vụ.`,
      link: PLANS_LINK,
      email: true,
    },
    now,
  );
  return true;
}

async function warnOne(tx: Tx, subscriptionId: string, now: Date) {
  const row = await repo.lockSubscriptionById(tx, subscriptionId);
  const s = row?.subscription;
  if (!row || !s || !s.isActive || s.endDate === null) return false;
  const left = s.endDate.getTime() - now.getTime();
  if (left <= 0 || left > PLAN_WARNING_BEFORE_MS) return false;
  const key = warningKey(s.id);
  const [marker] = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.dedupeKey, key), eq(jobs.kind, 'plans.expiry_warning'))).limit(1);
  if (marker) return false;
  await tx.insert(jobs).values({ kind: 'plans.expiry_warning', payload: { subscription_id: s.id }, status: 'done', dedupeKey: key, runAt: now, attempts: 1, createdAt: now, updatedAt: now });
  const daysLeft = Math.max(1, Math.ceil(left / days(1)));
  await notify(
    tx,
    {
      recipientId: s.sellerId,
      type: 'subscription',
      title: PLAN_TITLES.expiring,
      message: `${row.plan.name} của shop sẽ hết hạn lúc ${formatDateTime(s.endDate)} (còn ${daysLeft} ngày). Gia hạn ngay để giữ giới hạn đăng bán của gói; khi hết hạn, shop trở về gói dùng thử.`,
      link: PLANS_LINK,
      email: true,
    },
    now,
  );
  return true;
}

/** The sweep job's handler: re-enqueue the next run first (so a failing run does not break the chain), then sweep. */
export function planSweepHandler(deps: PlanPurchaseDeps) {
  const service = planPurchaseService(deps);
  return async (_payload: Record<string, unknown>, ctx: { jobId: string }) => {
    await deps.db.transaction(async (tx) => {
      // the running job holds the dedupe key: release it so the next run can take it
      await tx.update(jobs).set({ dedupeKey: null }).where(and(eq(jobs.id, ctx.jobId), sql`${jobs.dedupeKey} = ${PLAN_SWEEP_KEY}`));
      await schedulePlanSweep(tx, new Date(deps.clock.now().getTime() + PLAN_SWEEP_EVERY_MS));
    });
    await service.sweep();
  };
}
