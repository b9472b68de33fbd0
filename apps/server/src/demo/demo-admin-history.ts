import { asc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { subscriptionPlans, users } from '../db/schema.js';
import type { Actor } from '../lib/access.js';
import { days, ManualClock } from '../lib/clock.js';
import { plansAdminService } from '../modules/plans/plans.admin.service.js';
import { settingsService } from '../modules/settings/settings.service.js';
import { demoSales } from './demo-sales.js';
import { runTimeline, type DemoEvent } from './demo-timeline.js';

/**
 * The demo's past month (docs/seed-coverage.md), on one clock that walks from 30 days ago: the
 * admin's decisions, made through the settings and plans services, so the history at
 * /admin/settings and the audit log hold real rows, and between them the month's completed orders
 * (demo-sales.ts), each paying the platform fee of its day. Every value ends where it started (the
 * platform's defaults, the plans' prices), so the rest of the demo and the browser specs see today's rules:
 * - the platform fee raised to 1,5 % then waived again for the year-end promotion;
 * - the first paid plan discounted for its opening week (before any shop bought it), then back to its price;
 * - the auction deposit tried at 20 % then put back to 15 %.
 */
export async function loadDemoPastMonth(ctx: AppContext, log: (line: string) => void) {
  const N = ctx.clock.now().getTime();
  const clock = new ManualClock(new Date(N - days(30)));
  const [admin] = await ctx.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, 'admin@chogundam.vn'));
  if (!admin) return log('Bỏ qua lịch sử cài đặt mẫu: thiếu tài khoản quản trị');
  const actor: Actor = { userId: admin.id, role: admin.role, sessionId: 'demo' };
  const settings = settingsService({ db: ctx.db, clock });
  const plans = plansAdminService({ db: ctx.db, clock });

  const { values } = await settings.get(actor);
  const fee = values.order_fee_rate_bps;
  const deposit = values.auction_deposit_rate_bps;
  const at = (daysAgo: number, run: () => Promise<unknown>): DemoEvent => ({ at: N - days(daysAgo), run });
  const events: DemoEvent[] = [
    at(30, () => settings.update(actor, { order_fee_rate_bps: 150, reason: 'Bắt đầu thu phí sàn 1,5 % trên mỗi đơn hàng hoàn tất' })),
    at(24, () => settings.update(actor, { auction_deposit_rate_bps: 2_000, reason: 'Thử tăng tiền cọc để giảm bỏ cọc sau khi thắng' })),
    at(18, () =>
      settings.update(actor, { auction_deposit_rate_bps: deposit, reason: 'Trở lại mức cọc cũ: ít người tham gia đấu giá hơn' }),
    ),
    at(8, () => settings.update(actor, { order_fee_rate_bps: fee, reason: 'Miễn phí sàn trong chương trình khuyến mãi cuối năm' })),
  ];
  const [paid] = await ctx.db
    .select({ id: subscriptionPlans.id, price: subscriptionPlans.price })
    .from(subscriptionPlans)
    .where(ne(subscriptionPlans.code, 'trial'))
    .orderBy(asc(subscriptionPlans.price))
    .limit(1);
  const promo = paid && paid.price >= 20_000;
  if (promo) {
    const price = Math.floor((paid.price * 0.8) / 1_000) * 1_000;
    events.push(
      at(28, () => plans.update(actor, paid.id, { price, reason: 'Giảm 20 % giá gói trong tuần lễ mở bán' })),
      at(21, () => plans.update(actor, paid.id, { price: paid.price, reason: 'Hết tuần lễ mở bán, trở lại giá gốc' })),
    );
  }
  const sales = await demoSales(ctx, clock, N);
  await runTimeline(ctx, clock, [...events, ...sales.events]);
  log(`Đã nạp lịch sử cài đặt mẫu: 4 thay đổi cài đặt${promo ? ', 2 lần sửa gói dịch vụ' : ''}; ${sales.summary()}`);
}
