import type { PlanPurchaseAction, PlanQuote, SubscriptionPlan, SubscriptionUsage } from '@cho-gundam/contracts';
// formatters from the zod-free core: the shop layout's sidebar imports this file
import { formatDateTime, formatMoney } from '@/shared/lib/format';

/**
 * Pure rules of the plans page (`/shop/Subscription`): which button a plan card shows, what the
 * confirmation says, and where a short balance sends the seller. The server decides the real
 * charge (`GET /subscriptions/quote`); this only mirrors its words for the buttons.
 */

export type PlanButton =
  | { kind: 'current-free'; label: string; disabled: true }
  | { kind: 'free'; label: string; disabled: true }
  | { kind: 'buy'; action: PlanPurchaseAction; label: string; disabled: false };

const isPaid = (p: Pick<SubscriptionPlan, 'price' | 'duration_days'>) => p.price > 0 && p.duration_days !== null;

/** The plan the seller holds right now: the usage's plan (the trial's once a paid plan has ended). */
export function isCurrentPlan(plan: SubscriptionPlan, usage: SubscriptionUsage | null | undefined): boolean {
  return !!usage && usage.plan_id === plan.id;
}

/** A paid plan still running (not ended, not fallen back to the trial). */
export function runningPaidPlan(usage: SubscriptionUsage | null | undefined, plans: SubscriptionPlan[]): SubscriptionPlan | null {
  if (!usage || usage.expired || usage.end_date === null) return null;
  const plan = plans.find((p) => p.id === usage.plan_id);
  return plan && isPaid(plan) ? plan : null;
}

/** What a plan card's button says: "Gia hạn" on the running paid plan, "Nâng cấp" / "Đổi sang gói này" while one runs, "Mua gói" otherwise. */
export function planButton(plan: SubscriptionPlan, usage: SubscriptionUsage | null | undefined, plans: SubscriptionPlan[]): PlanButton {
  if (!isPaid(plan)) {
    return isCurrentPlan(plan, usage)
      ? { kind: 'current-free', label: 'Đang sử dụng', disabled: true }
      : { kind: 'free', label: 'Tự động khi gói trả phí hết hạn', disabled: true };
  }
  const running = runningPaidPlan(usage, plans);
  if (running && running.id === plan.id) return { kind: 'buy', action: 'renewal', label: 'Gia hạn', disabled: false };
  if (running) {
    return plan.price > running.price
      ? { kind: 'buy', action: 'upgrade', label: 'Nâng cấp', disabled: false }
      : { kind: 'buy', action: 'change', label: 'Đổi sang gói này', disabled: false };
  }
  return { kind: 'buy', action: 'purchase', label: 'Mua gói', disabled: false };
}

export const limitText = (n: number | null, unit: string) => (n === null ? 'Không giới hạn' : `${n} ${unit}`);
export const durationText = (daysCount: number | null) => (daysCount === null ? 'Không thời hạn' : `${daysCount} ngày`);
export const priceText = (price: number) => (price === 0 ? 'Miễn phí' : formatMoney(price));

/** The lines of the confirmation dialog, from the server's quote. */
export function quoteLines(q: PlanQuote): { label: string; value: string; strong?: boolean }[] {
  const lines: { label: string; value: string; strong?: boolean }[] = [{ label: 'Giá gói', value: formatMoney(q.price) }];
  if (q.credit > 0)
    lines.push({
      label: `Trừ giá trị còn lại của ${q.current_plan_name ?? 'gói cũ'}`,
      value: `− ${formatMoney(Math.min(q.credit, q.price))}`,
    });
  lines.push({ label: 'Số tiền trừ từ ví', value: formatMoney(q.charge), strong: true });
  lines.push({ label: q.action === 'renewal' ? 'Gia hạn từ' : 'Bắt đầu', value: formatDateTime(q.start_date) });
  lines.push({ label: 'Hết hạn', value: formatDateTime(q.end_date) });
  lines.push({ label: 'Số dư khả dụng', value: formatMoney(q.available_balance) });
  return lines;
}

/** Warnings the seller must read before confirming. */
export function quoteWarnings(q: PlanQuote): string[] {
  const out: string[] = [];
  if (q.credit_lost > 0) {
    out.push(
      `Giá trị còn lại của gói cũ (${formatMoney(q.credit)}) lớn hơn giá gói mới: phần dư ${formatMoney(q.credit_lost)} không được hoàn lại.`,
    );
  }
  if (q.over_limit) {
    out.push(
      `Shop đang có ${q.listings_used} sản phẩm đăng bán, nhiều hơn giới hạn ${q.plan.max_listings ?? ''} của ${q.plan.name}. Không sản phẩm nào bị gỡ, nhưng bạn chỉ đăng bán thêm được khi số sản phẩm đang bán dưới giới hạn.`,
    );
  }
  if (q.action === 'upgrade' || q.action === 'change') out.push('Gói mới áp dụng ngay khi thanh toán; gói hiện tại kết thúc.');
  return out;
}

export const CONFIRM_LABELS: Record<PlanPurchaseAction, string> = {
  purchase: 'Xác nhận mua gói',
  renewal: 'Xác nhận gia hạn',
  upgrade: 'Xác nhận nâng cấp',
  change: 'Xác nhận đổi gói',
};

export const SUCCESS_MESSAGES: Record<PlanPurchaseAction, string> = {
  purchase: 'Mua gói dịch vụ thành công!',
  renewal: 'Gia hạn gói dịch vụ thành công!',
  upgrade: 'Nâng cấp gói thành công!',
  change: 'Đổi gói dịch vụ thành công!',
};

/** The missing amount from the quote or from a 422 insufficient_funds answer (`details.missing`). */
export function missingAmount(source: { missing?: unknown } | null | undefined): number {
  const m = source && typeof source === 'object' ? Number(source.missing) : 0;
  return Number.isFinite(m) && m > 0 ? Math.ceil(m) : 0;
}

/** The wallet's top-up for exactly the missing amount, coming back to the plans page: `/member/profile/wallet?topup=<missing>&return=/shop/Subscription`. */
export const topUpLink = (missing: number) => `/member/profile/wallet?topup=${Math.max(0, Math.ceil(missing))}&return=/shop/Subscription`;

/** "12 / 50", "12 / Không giới hạn" */
export const usageText = (used: number, max: number | null) => `${used} / ${max === null ? 'Không giới hạn' : max}`;

/** Days left until `end`, rounded up; null without an end date; 0 once ended. */
export function daysLeft(end: string | null | undefined, now: Date = new Date()): number | null {
  if (!end) return null;
  const ms = new Date(end).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** A fresh Idempotency-Key for one purchase attempt (kept for retries of the same attempt). */
export function newPurchaseKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `plan-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * A failed attempt whose outcome is known (the server answered 4xx) gets a new key next time; a
 * network failure or a 5xx may have been applied, so the retry reuses the key and the server
 * replays the first answer instead of charging twice.
 */
export const isDefiniteFailure = (status: number) => status >= 400 && status < 500;

/** The shop sidebar's plan lines (seed: plan tag, "Lượt đăng bán: used / max", "Lượt đấu giá: used / max"), plus the end date of a paid plan. */
export function sidebarPlanLines(
  plan: {
    listings_used: number;
    max_listings?: number | null;
    open_auctions_used?: number;
    max_open_auctions?: number | null;
    end_date?: string | null;
  } | null,
): {
  listings: string;
  auctions: string;
  endsAt: string | null;
} {
  if (!plan) return { listings: '—', auctions: '—', endsAt: null };
  const quota = (used: number, max: number | null | undefined) => (max === undefined ? `${used} / —` : usageText(used, max));
  return {
    listings: quota(plan.listings_used, plan.max_listings),
    auctions: quota(plan.open_auctions_used ?? 0, plan.max_open_auctions),
    endsAt: plan.end_date ? formatDateTime(plan.end_date) : null,
  };
}
