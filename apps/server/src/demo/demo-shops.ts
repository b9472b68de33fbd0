import { eq, inArray } from 'drizzle-orm';
import { formatMoney, slugify } from '@cho-gundam/contracts';
import type { AppContext } from '../app.js';
import { shops, subscriptionPlans, userAddresses, users } from '../db/schema.js';
import type { Actor } from '../lib/access.js';
import { ManualClock, hours, minutes } from '../lib/clock.js';
import { planPurchaseService } from '../modules/plans/plan-purchase.service.js';
import { startTrial } from '../modules/plans/index.js';
import { lookupWard } from '../modules/regions/index.js';
import { MARKET_SHOPS } from './demo-market.js';
import { onDemoClock } from './demo-timeline.js';
import { demoTopup } from './demo-topups.js';

const DAY = 86_400_000;

/**
 * One shop per demo seller, each showing a different plan situation:
 * - seller@  — GÓI NÂNG CẤP, 30 days, 20 days left (room to list more);
 * - seller2@ — GÓI DÙNG THỬ (5 listings: full once the demo kits are listed);
 * - seller3@ — GÓI KHÔNG GIỚI HẠN that ended yesterday: back on trial limits (product.md §4).
 * and the six market shops of demo-market.ts on paid plans.
 * Every shop has the pickup address that registration requires and starts on the trial, as
 * registration does; a paid plan is bought from the wallet at the shop's start date after a top-up
 * of its price, so the plan revenue and the sellers' wallet histories are real journals. Must run
 * before the demo kits are listed: listing needs the seller's subscription.
 */
const DEMO_SHOPS: readonly {
  email: string;
  name: string;
  description: string;
  plan: string;
  startedDaysAgo: number;
  address: { province: string; ward: string; detail: string };
}[] = [
  {
    email: 'seller@chogundam.vn',
    name: 'Gundam Nhà Bình',
    description: 'Chuyên Gunpla chính hãng Bandai: HG, RG, MG, PG. Hàng mới nguyên hộp, đóng gói kỹ, giao toàn quốc.',
    plan: 'upgrade',
    startedDaysAgo: 10,
    address: { province: '01', ward: '00004', detail: '12 ngõ 34 phố Đội Cấn' },
  },
  {
    email: 'seller2@chogundam.vn',
    name: 'Đức Freedom Store',
    description: 'Dòng SEED là chính: Strike Freedom, Mighty Strike Freedom, Astray. Nhận đặt hàng kit hiếm.',
    plan: 'trial',
    startedDaysAgo: 45,
    address: { province: '79', ward: '25747', detail: '88 Đường 30 Tháng 4' },
  },
  {
    email: 'seller3@chogundam.vn',
    name: 'Hân Gunpla Corner',
    description: 'Kit Universal Century và Char. Có kit đã lắp ráp, sơn sẵn.',
    plan: 'unlimited',
    startedDaysAgo: 31,
    address: { province: '48', ward: '20194', detail: '25 Nguyễn Tất Thành' },
  },
  ...MARKET_SHOPS,
];

export async function loadDemoShops(ctx: AppContext, log: (line: string) => void) {
  const N = ctx.clock.now().getTime();
  const clock = new ManualClock(new Date(N));
  const purchases = planPurchaseService({ db: ctx.db, clock });
  const sellers = await ctx.db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_SHOPS.map((s) => s.email),
      ),
    );
  const plans = new Map((await ctx.db.select().from(subscriptionPlans)).map((p) => [p.code, p]));
  let revenue = 0;
  // oldest shop first: each seller's wallet lines come in the order they happened
  for (const s of [...DEMO_SHOPS].sort((a, b) => b.startedDaysAgo - a.startedDaysAgo)) {
    const seller = sellers.find((u) => u.email === s.email);
    if (!seller) throw new Error(`demo seller ${s.email} is missing`);
    const plan = plans.get(s.plan)!;
    const start = new Date(N - s.startedDaysAgo * DAY);
    // registration: the pickup address, the shop and its trial (what shops.register writes), an hour before the plan
    const opened = new Date(start.getTime() - (plan.code === 'trial' ? 0 : hours(1)));
    await ctx.db.transaction(async (tx) => {
      const book = await tx
        .select({ primary: userAddresses.isPrimary, pickup: userAddresses.isPickupAddress })
        .from(userAddresses)
        .where(eq(userAddresses.userId, seller.id));
      if (!book.some((a) => a.pickup)) {
        const region = lookupWard(s.address.province, s.address.ward);
        if (!region.ok) throw new Error(`demo address of ${s.email}: ${region.message}`);
        await tx.insert(userAddresses).values({
          userId: seller.id,
          fullName: seller.fullName,
          phoneNumber: seller.phoneNumber ?? '0900000000',
          provinceCode: s.address.province,
          provinceName: region.provinceName,
          wardCode: s.address.ward,
          wardName: region.wardName,
          detail: s.address.detail,
          isPrimary: !book.some((a) => a.primary),
          isPickupAddress: true,
          createdAt: opened,
          updatedAt: opened,
        });
      }
      await tx.insert(shops).values({
        ownerId: seller.id,
        name: s.name,
        slug: slugify(s.name),
        description: s.description,
        createdAt: opened,
        updatedAt: opened,
      });
      await startTrial(tx, seller.id, opened);
    });
    if (plan.code === 'trial') continue;
    // the paid plan: the seller tops up its price and buys it from the wallet (plans' purchase use
    // case: subscription, `plan_purchase` journal to platform revenue, notification), at its date
    const actor: Actor = { userId: seller.id, role: seller.role, sessionId: 'demo' };
    clock.set(new Date(start.getTime() - minutes(30)));
    await onDemoClock(ctx, clock, () => demoTopup(ctx, clock, actor, plan.price));
    clock.set(start);
    await onDemoClock(ctx, clock, () => purchases.purchase(actor, { plan_id: plan.id }, `demo-plan-${seller.id}`));
    revenue += plan.price;
  }
  log(
    `Đã nạp ${DEMO_SHOPS.length} shop mẫu (gói nâng cấp, gói dùng thử, gói không giới hạn đã hết hạn, ${MARKET_SHOPS.length} shop gói trả phí; ${formatMoney(revenue)} tiền mua gói)`,
  );
}
