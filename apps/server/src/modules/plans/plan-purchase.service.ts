import {
  formatDateTime,
  formatMoney,
  PLAN_PURCHASE_ACTION_LABELS,
  type PlanPurchaseBody,
  type PlanPurchaseResponse,
  type PlanQuote,
  type SubscriptionPeriod,
  type SubscriptionPeriodKind,
} from '@cho-gundam/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import type { Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule, notFound } from '../../lib/errors.js';
import { countPublishedKits } from '../kits/index.js';
import { memberBalances, postJournal, runIdempotent, type IdempotentResult } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { planSweepJob } from './plans.jobs.js';
import * as repo from './plans.repository.js';
import {
  decidePurchase,
  insufficientForPlan,
  isPaid,
  JOURNAL_KINDS,
  overLimit,
  overLimitNote,
  PLAN_TITLES,
  PLANS_LINK,
} from './plan-rules.js';
import { openAuctionsOf } from './quota.js';
import { boughtPlan, planCopy, presentPlan, subscriptionUsage } from './subscription.js';

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

const noSubscription = () => businessRule('Bạn chưa có gói dịch vụ. Hãy đăng ký shop trước.');
const planNotFound = () => notFound('Không tìm thấy gói dịch vụ');

export interface PlanPurchaseDeps {
  db: Db;
  clock: Clock;
  log?: FastifyBaseLogger;
}

export function planPurchaseService({ db, clock }: PlanPurchaseDeps) {
  async function loadTarget(ex: Executor, sellerId: string, planId: string, lock: boolean) {
    const current = await repo.activeSubscription(ex, sellerId, { lock });
    if (!current) throw noSubscription();
    const target = await repo.planById(ex, planId);
    if (!target) throw planNotFound();
    return { current, target };
  }

  return {
    /** `GET /subscriptions/quote`: what buying the plan would cost now, and whether the balance covers it. */
    async quote(caller: Actor, planId: string): Promise<PlanQuote> {
      const now = clock.now();
      const { current, target } = await loadTarget(db, caller.userId, planId, false);
      const d = decidePurchase(current, target, now);
      const [balances, used] = [await memberBalances(db, caller.userId), await countPublishedKits(db, caller.userId)];
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
    async purchase(caller: Actor, body: PlanPurchaseBody, idempotencyKey: string): Promise<IdempotentResult<PlanPurchaseResponse>> {
      return runIdempotent(
        db,
        { userId: caller.userId, key: idempotencyKey, command: 'subscriptions.purchase', request: body },
        async (tx) => {
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
            ...planCopy(target),
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
          const used = await countPublishedKits(tx, caller.userId);
          const paid =
            d.charge > 0
              ? ` Đã thanh toán ${formatMoney(d.charge)} từ ví${d.credit > 0 ? ` (đã trừ ${formatMoney(Math.min(d.credit, d.price))} giá trị còn lại của gói cũ)` : ''}.`
              : ` Giá trị còn lại của gói cũ (${formatMoney(d.credit)}) đã đủ thanh toán, không trừ tiền ví.`;
          const what =
            d.action === 'renewal'
              ? `${target.name} của shop đã được gia hạn đến ${formatDateTime(d.endDate)}.`
              : `Shop của bạn đang dùng ${target.name} đến ${formatDateTime(d.endDate)}.`;
          await notify(
            tx,
            {
              recipientId: caller.userId,
              type: 'subscription',
              title: PLAN_TITLES[d.action],
              message: `${what}${paid}${overLimitNote(target, used)}`,
              link: PLANS_LINK,
            },
            now,
          );
          // the expiry warning and the switch back to the trial come from the sweep
          await planSweepJob.schedule(tx, now);
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
            subscription: subscriptionUsage(
              { subscription: row, plan: target, trial: current.trial },
              used,
              now,
              await openAuctionsOf(tx, caller.userId),
            ),
            available_balance: available,
          };
        },
      );
    },

    /** `GET /subscriptions/history`: the seller's periods, newest first, with what each purchase took from the wallet. */
    async history(caller: Actor): Promise<SubscriptionPeriod[]> {
      const rows = await repo.subscriptionPeriods(db, caller.userId);
      const out: SubscriptionPeriod[] = [];
      const bought = rows.map((r) => ({ subscription: r.subscription, plan: boughtPlan(r.subscription, r.plan) }));
      bought.forEach(({ subscription: s, plan }, i) => {
        const prev = i > 0 ? bought[i - 1]! : null;
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
  };
}

export type PlanPurchaseService = ReturnType<typeof planPurchaseService>;
