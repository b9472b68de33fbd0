import { formatMoney, type AdminPlan, type AdminPlanUpdateBody } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { businessRule, notFound } from '../../lib/errors.js';
import { recordStaffAction } from '../audit/index.js';
import * as repo from './plans.repository.js';
import type { PlanRow } from './plans.repository.js';

const planNotFound = () => notFound('Không tìm thấy gói dịch vụ');

function present(p: PlanRow, activeSubscriptions: number): AdminPlan {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    price: p.price,
    duration_days: p.durationDays,
    max_listings: p.isUnlimited ? null : p.maxListings,
    max_open_auctions: p.isUnlimited ? null : p.maxOpenAuctions,
    is_unlimited: p.isUnlimited,
    is_trial: p.code === repo.TRIAL_PLAN_CODE,
    is_active: p.isActive,
    active_subscriptions: activeSubscriptions,
  };
}

const snapshot = (p: AdminPlan) => ({
  price: p.price,
  max_listings: p.max_listings,
  max_open_auctions: p.max_open_auctions,
  duration_days: p.duration_days,
});

/**
 * The admin's side of plans (product.md §10): price, listing quota, auction quota and duration.
 * A change applies to new purchases only: every subscription keeps the copy it was bought with
 * (`seller_subscriptions.plan_price`, `max_listings`, …). The trial is never bought, so its quotas
 * apply to every shop on it at once; it stays free and without an end.
 */
export function plansAdminService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async list(caller: Actor): Promise<AdminPlan[]> {
      authorize(caller, 'plans.manage');
      const [plans, counts] = [await repo.allPlans(db), await repo.activeSubscriptionCounts(db, clock.now())];
      return plans.map((p) => present(p, counts.get(p.id) ?? 0));
    },

    async update(caller: Actor, planId: string, body: AdminPlanUpdateBody): Promise<AdminPlan> {
      authorize(caller, 'plans.manage');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const plan = await repo.lockPlan(tx, planId);
        if (!plan) throw planNotFound();
        const before = present(plan, 0);
        const trial = plan.code === repo.TRIAL_PLAN_CODE;
        if (trial && ((body.price !== undefined && body.price !== 0) || body.duration_days !== undefined)) {
          throw businessRule('Gói dùng thử luôn miễn phí và không có thời hạn: chỉ sửa được số sản phẩm và số phiên đấu giá');
        }
        if (!trial && body.price !== undefined && body.price < 1_000) {
          throw businessRule(`Giá của gói trả phí tối thiểu là ${formatMoney(1_000)}`);
        }
        const maxListings = body.max_listings !== undefined ? body.max_listings : before.max_listings;
        const maxOpenAuctions = body.max_open_auctions !== undefined ? body.max_open_auctions : before.max_open_auctions;
        const updated = await repo.updatePlan(tx, plan.id, {
          price: body.price ?? plan.price,
          durationDays: trial ? null : (body.duration_days ?? plan.durationDays),
          maxListings,
          maxOpenAuctions,
          isUnlimited: maxListings === null && maxOpenAuctions === null,
        });
        const counts = await repo.activeSubscriptionCounts(tx, now);
        const after = present(updated, counts.get(plan.id) ?? 0);
        const changed = Object.keys(snapshot(before)).filter(
          (k) => snapshot(before)[k as keyof ReturnType<typeof snapshot>] !== snapshot(after)[k as keyof ReturnType<typeof snapshot>],
        );
        if (!changed.length) throw businessRule('Các giá trị mới giống hệt giá trị hiện tại: không có gì thay đổi');
        await recordStaffAction(tx, {
          actor: caller,
          action: 'plan.update',
          target: { type: 'plan', id: plan.id },
          before: snapshot(before),
          after: snapshot(after),
          reason: body.reason?.trim() || null,
          details: { plan: plan.name, code: plan.code, changed, applies_to: trial ? 'all_trial_shops' : 'new_purchases' },
          at: now,
        });
        return after;
      });
    },
  };
}
export type PlansAdminService = ReturnType<typeof plansAdminService>;
