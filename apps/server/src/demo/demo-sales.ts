import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../app.js';
import { kits, users } from '../db/schema.js';
import { days, hours, minutes, type ManualClock } from '../lib/clock.js';
import { checkoutService } from '../modules/orders/checkout.service.js';
import { ordersService } from '../modules/orders/orders.service.js';
import { demoCarrierStep, insertDemoAddress } from './demo-helpers.js';
import { demoUsers, type DemoUser } from './demo-people.js';
import type { DemoEvent } from './demo-timeline.js';
import { demoTopup } from './demo-topups.js';

/** Who bought from which market shop, how many days ago (the order is placed then and completed two days later). */
const SALES = [
  { buyer: 'member4', seller: 'seller9', daysAgo: 24 },
  { buyer: 'member4', seller: 'seller7', daysAgo: 19 },
  { buyer: 'member5', seller: 'seller5', daysAgo: 15 },
  { buyer: 'member4', seller: 'seller8', daysAgo: 12 },
  { buyer: 'member5', seller: 'seller9', daysAgo: 9 },
  { buyer: 'member6', seller: 'seller4', daysAgo: 6.5 },
  { buyer: 'member5', seller: 'seller7', daysAgo: 4.5 },
  { buyer: 'member6', seller: 'seller5', daysAgo: 3.2 },
] as const;
const BUYER_ADDRESSES: Record<string, { province: string; ward: string; detail: string }> = {
  member4: { province: '79', ward: '25747', detail: '18 Lê Lợi' },
  member5: { province: '01', ward: '00004', detail: '7 ngõ 12 Kim Mã' },
  member6: { province: '48', ward: '20194', detail: '90 Bạch Đằng' },
};
/** kits of the common grades only: every grade keeps a kit on sale in the market */
const GRADES = ['HG', 'RG', 'MG'];

/**
 * A month of completed orders (the dashboards' GMV, orders and revenue over past weeks), as events of
 * the demo's past month (demo-timeline.ts): three members who joined over the month top up, buy a
 * kit of a market shop, the shop confirms and packs, the carrier delivers (applied as the shipping
 * module applies a parcel's status) and the buyer confirms receipt, each step at its own time, so
 * an order pays the platform fee the admin had set on the day it completed.
 */
export async function demoSales(ctx: AppContext, clock: ManualClock, N: number) {
  const names = [...new Set(SALES.flatMap((s) => [s.buyer, s.seller]))];
  const who = await demoUsers(ctx, names);
  const deps = { db: ctx.db, clock, carrier: ctx.carrier, storage: ctx.storage, jobs: { poke: () => undefined } };
  const shop = checkoutService(deps);
  const orders = ordersService(deps);
  const photo = sharp({ create: { width: 640, height: 480, channels: 3, background: '#7c8a6e' } })
    .png()
    .toBuffer();
  const events: DemoEvent[] = [];
  const addressOf = new Map<string, string>();
  const chosen: string[] = [];
  let completed = 0;

  for (const [name, a] of Object.entries(BUYER_ADDRESSES)) {
    const u = who[name];
    if (!u) continue;
    const [person] = await ctx.db
      .select({ fullName: users.fullName, phone: users.phoneNumber, joined: users.createdAt })
      .from(users)
      .where(eq(users.id, u.id));
    const at = person!.joined;
    addressOf.set(u.id, await insertDemoAddress(ctx, name, { userId: u.id, ...person! }, a, { isPickupAddress: false, at }));
  }

  for (const sale of SALES) {
    const buyer: DemoUser | undefined = who[sale.buyer];
    const seller: DemoUser | undefined = who[sale.seller];
    if (!buyer || !seller) continue;
    const t0 = N - days(sale.daysAgo);
    const [kit] = await ctx.db
      .select({ id: kits.id })
      .from(kits)
      .where(
        and(
          eq(kits.ownerId, seller.id),
          eq(kits.status, 'published'),
          inArray(kits.gradeCode, GRADES),
          lt(kits.publishedAt, new Date(t0 - hours(1))),
          chosen.length ? notInArray(kits.id, chosen) : undefined,
        ),
      )
      .orderBy(asc(kits.publishedAt), asc(kits.id))
      .limit(1);
    // a shop with no kit of those grades listed by then sells nothing that day
    if (!kit) continue;
    chosen.push(kit.id);
    const addressId = addressOf.get(buyer.id)!;
    let expected = 0;
    let orderId = '';
    events.push(
      {
        at: t0 - minutes(20),
        run: async () => {
          const quote = await shop.quote(buyer.actor, { address_id: addressId, kit_ids: [kit.id] });
          expected = quote.grand_total;
          await demoTopup(ctx, clock, buyer.actor, Math.ceil(expected / 100_000) * 100_000);
        },
      },
      {
        at: t0,
        run: async () => {
          const placed = await shop.checkout(buyer.actor, `demo-${randomUUID()}`, {
            address_id: addressId,
            kit_ids: [kit.id],
            expected_total: expected,
          });
          orderId = placed.body.orders[0]!.id;
        },
      },
      { at: t0 + hours(2), run: () => orders.confirm(seller.actor, orderId) },
      { at: t0 + hours(5), run: async () => orders.pack(seller.actor, orderId, [await photo]) },
      { at: t0 + hours(20), run: () => carry(orderId, 'delivering') },
      { at: t0 + hours(44), run: () => carry(orderId, 'delivered') },
      {
        at: t0 + hours(50),
        run: async () => {
          await orders.confirmReceipt(buyer.actor, orderId);
          completed++;
        },
      },
    );
  }

  const carry = (orderId: string, status: 'delivering' | 'delivered') =>
    demoCarrierStep(ctx, orderId, status, 'Vận chuyển mô phỏng', clock.now());
  return { events, summary: () => `${completed} đơn hàng đã hoàn tất trong tháng` };
}
