import { describe, expect, it } from 'vitest';
import type { PlanQuote, SubscriptionPlan, SubscriptionUsage } from '@cho-gundam/contracts';
import {
  daysLeft,
  isDefiniteFailure,
  missingAmount,
  newPurchaseKey,
  planButton,
  quoteLines,
  quoteWarnings,
  sidebarPlanLines,
  topUpLink,
  usageText,
} from './plan-logic';
import { planUsage, SUBSCRIPTION_PLANS } from '../../../test/fixtures';

const plans = SUBSCRIPTION_PLANS;
const [trial, upgrade, unlimited] = plans;

const usageOf = (plan: SubscriptionPlan, over: Partial<SubscriptionUsage> = {}) => planUsage(plan, { listings_used: 3, ...over });

describe('plan buttons', () => {
  it('on the trial: the trial is in use, both paid plans are bought', () => {
    const u = usageOf(trial);
    expect(planButton(trial, u, plans)).toMatchObject({ kind: 'current-free', label: 'Đang sử dụng', disabled: true });
    expect(planButton(upgrade, u, plans)).toMatchObject({ action: 'purchase', label: 'Mua gói' });
    expect(planButton(unlimited, u, plans)).toMatchObject({ action: 'purchase' });
  });

  it('on a running paid plan: renew it, upgrade to a dearer one, change to a cheaper one; the trial cannot be bought', () => {
    expect(planButton(upgrade, usageOf(upgrade), plans)).toMatchObject({ action: 'renewal', label: 'Gia hạn' });
    expect(planButton(unlimited, usageOf(upgrade), plans)).toMatchObject({ action: 'upgrade', label: 'Nâng cấp' });
    expect(planButton(upgrade, usageOf(unlimited), plans)).toMatchObject({ action: 'change', label: 'Đổi sang gói này' });
    expect(planButton(trial, usageOf(unlimited), plans)).toMatchObject({ kind: 'free', disabled: true });
  });

  it('once a paid plan has ended (usage falls back to the trial) buying is a fresh purchase', () => {
    const ended = usageOf(trial, { expired: true, end_date: '2026-03-31T00:00:00.000Z' });
    expect(planButton(upgrade, ended, plans)).toMatchObject({ action: 'purchase' });
  });
});

const quote = (over: Partial<PlanQuote> = {}): PlanQuote => ({
  plan: unlimited,
  action: 'upgrade',
  current_plan_id: 'u',
  current_plan_name: 'GÓI NÂNG CẤP',
  price: 1_049_000,
  credit: 215_400,
  credit_lost: 0,
  charge: 833_600,
  start_date: '2026-03-13T03:00:00.000Z',
  end_date: '2026-04-12T03:00:00.000Z',
  available_balance: 900_000,
  missing: 0,
  listings_used: 3,
  over_limit: false,
  ...over,
});

describe('the confirmation', () => {
  it('shows the price, the credit of the old plan, the charge and the dates in Vietnamese formats', () => {
    const lines = quoteLines(quote());
    expect(lines).toContainEqual({ label: 'Giá gói', value: '1.049.000 ₫' });
    expect(lines).toContainEqual({ label: 'Trừ giá trị còn lại của GÓI NÂNG CẤP', value: '− 215.400 ₫' });
    expect(lines).toContainEqual({ label: 'Số tiền trừ từ ví', value: '833.600 ₫', strong: true });
    expect(lines).toContainEqual({ label: 'Bắt đầu', value: '13/03/2026 10:00' });
    expect(lines).toContainEqual({ label: 'Hết hạn', value: '12/04/2026 10:00' });
  });

  it('a renewal has no credit line and says from when it extends', () => {
    const lines = quoteLines(quote({ action: 'renewal', credit: 0, charge: 359_000, price: 359_000, plan: upgrade }));
    expect(lines.map((l) => l.label)).not.toContain('Trừ giá trị còn lại của GÓI NÂNG CẤP');
    expect(lines.map((l) => l.label)).toContain('Gia hạn từ');
  });

  it('warns about a credit above the new price and about more listings than the new limit', () => {
    const w = quoteWarnings(
      quote({
        action: 'change',
        plan: upgrade,
        price: 359_000,
        credit: 1_014_033,
        credit_lost: 655_033,
        charge: 0,
        listings_used: 51,
        over_limit: true,
      }),
    );
    expect(w.join(' ')).toContain('655.033 ₫ không được hoàn lại');
    expect(w.join(' ')).toContain('51 sản phẩm');
    expect(w.join(' ')).toContain('Không sản phẩm nào bị gỡ');
    expect(quoteWarnings(quote({ action: 'purchase', credit: 0 }))).toEqual([]);
  });
});

describe('short balance and retries', () => {
  it('takes the missing amount from the quote or the 422 details and links to the top-up that comes back', () => {
    expect(missingAmount({ missing: 259_000 })).toBe(259_000);
    expect(missingAmount({ missing: 0 })).toBe(0);
    expect(missingAmount(null)).toBe(0);
    expect(missingAmount({ missing: 'x' })).toBe(0);
    expect(topUpLink(259_000)).toBe('/member/profile/wallet?topup=259000&return=/shop/Subscription');
  });

  it('keeps the Idempotency-Key after a network failure or a 5xx, draws a new one after a 4xx', () => {
    expect(isDefiniteFailure(0)).toBe(false);
    expect(isDefiniteFailure(503)).toBe(false);
    expect(isDefiniteFailure(422)).toBe(true);
    const a = newPurchaseKey();
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(newPurchaseKey()).not.toBe(a);
  });
});

describe('counters', () => {
  it('used / max, unlimited, and the sidebar lines with the end date', () => {
    expect(usageText(12, 50)).toBe('12 / 50');
    expect(usageText(12, null)).toBe('12 / Không giới hạn');
    expect(sidebarPlanLines(null)).toEqual({ listings: '—', auctions: '—', endsAt: null });
    expect(
      sidebarPlanLines({
        listings_used: 4,
        max_listings: 50,
        open_auctions_used: 1,
        max_open_auctions: 10,
        end_date: '2026-03-31T03:00:00.000Z',
      }),
    ).toEqual({
      listings: '4 / 50',
      auctions: '1 / 10',
      endsAt: '31/03/2026 10:00',
    });
    // seed: sellerPlan may carry only listings_used
    expect(sidebarPlanLines({ listings_used: 2 })).toEqual({ listings: '2 / —', auctions: '0 / —', endsAt: null });
  });

  it('days left rounds up and is 0 once ended', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(daysLeft('2026-03-03T12:00:00Z', now)).toBe(3);
    expect(daysLeft('2026-02-28T00:00:00Z', now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
  });
});
