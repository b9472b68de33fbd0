import { AppError, businessRule } from '../../lib/errors.js';
import { days } from '../../lib/clock.js';
import { formatDateTime, formatMoney, type PlanPurchaseAction } from '@cho-gundam/contracts';
import type { activeSubscription, PlanRow } from './plans.repository.js';
import { TRIAL_PLAN_CODE } from './plans.repository.js';
import { boughtPlan } from './subscription.js';

/** What buying, renewing or upgrading a plan does, as pure rules the quote and the purchase share (docs/domain/plans.md). */
export const PLAN_WARNING_BEFORE_MS = days(3);
/** A renewal may push the end date at most this far ahead (a year of prepaid periods). */
export const PLAN_MAX_AHEAD_MS = days(366);

export const PLAN_TITLES = {
  purchase: 'Nâng cấp gói đăng ký thành công',
  upgrade: 'Nâng cấp gói đăng ký thành công',
  renewal: 'Gia hạn gói dịch vụ thành công',
  change: 'Đổi gói dịch vụ thành công',
  expiring: 'Gói dịch vụ sắp hết hạn',
  expired: 'Gói dịch vụ đã hết hạn',
} as const;
export const PLANS_LINK = '/shop/Subscription';
export const JOURNAL_KINDS: Record<PlanPurchaseAction, string> = {
  purchase: 'plan_purchase',
  renewal: 'plan_renewal',
  upgrade: 'plan_upgrade',
  change: 'plan_upgrade',
};
/** The ledger journal kinds of plan payments (platform revenue from plans: admin dashboard, wallet history). */
export const PLAN_JOURNAL_KINDS = ['plan_purchase', 'plan_renewal', 'plan_upgrade'] as const;

export type Active = NonNullable<Awaited<ReturnType<typeof activeSubscription>>>;

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

export const isPaid = (plan: PlanRow) => plan.price > 0 && plan.durationDays !== null;

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
export function decidePurchase(current: Pick<Active, 'subscription' | 'plan'>, target: PlanRow, now: Date): PurchaseDecision {
  if (target.code === TRIAL_PLAN_CODE || !isPaid(target)) {
    throw businessRule('Gói dùng thử miễn phí và không cần mua: shop tự động trở về gói dùng thử khi gói trả phí hết hạn.');
  }
  if (!target.isActive) throw businessRule('Gói dịch vụ này hiện không còn được bán');
  const duration = days(target.durationDays!);
  const sub = current.subscription;
  // what the seller bought (the plan may have been edited since, for new purchases only)
  const currentPlan = boughtPlan(sub, current.plan);
  const running = isPaid(currentPlan) && sub.endDate !== null && sub.endDate.getTime() > now.getTime();
  const price = target.price;

  if (running && current.plan.id === target.id) {
    const endDate = new Date(sub.endDate!.getTime() + duration);
    if (endDate.getTime() - now.getTime() > PLAN_MAX_AHEAD_MS) {
      throw businessRule(
        `Gói dịch vụ chỉ được gia hạn trước tối đa ${Math.round(PLAN_MAX_AHEAD_MS / days(1))} ngày. Gói hiện tại còn hiệu lực đến ${formatDateTime(sub.endDate)}.`,
      );
    }
    return {
      action: 'renewal',
      price,
      credit: 0,
      creditLost: 0,
      charge: price,
      startDate: sub.startDate,
      endDate,
      amountPaid: sub.amountPaid + price,
    };
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
      action: price > currentPlan.price ? 'upgrade' : 'change',
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

export const overLimit = (plan: PlanRow, used: number) => !plan.isUnlimited && plan.maxListings !== null && used > plan.maxListings;

export function overLimitNote(plan: PlanRow, used: number) {
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
