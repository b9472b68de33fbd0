import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { kits, users } from '../db/schema.js';
import { ManualClock, days, hours, minutes } from '../lib/clock.js';

import { createAuctionsModule } from '../modules/auctions/index.js';
import { insertDemoAddress } from './demo-helpers.js';
import { demoUsers, type DemoUser } from './demo-people.js';

/**
 * Demo auctions in every state, made the way real ones are: requests through the seller's service,
 * decisions through the moderator's, bids through the proxy engine, ends and payments through the
 * lifecycle and payment services. The services run on a demo clock that walks from six days ago to
 * now, so every deposit, bid, notification and ledger line carries a believable time.
 *
 * Now (N) the market shows, on the seller@ shop (GÓI NÂNG CẤP, 10 open auctions):
 *   2 live (one ends about 12 minutes after start-up: a newcomer sees the last minutes of the countdown
 *   and, by bidding, the soft close), 2 scheduled (start tomorrow and the day after),
 *   2 pending requests, 1 rejected request, 1 ended auction won by member@ awaiting its payment;
 * on the seller2@ shop (GÓI DÙNG THỬ, 1 open auction at a time, so one after another):
 *   1 failed (no bids), 1 canceled by the seller, 1 live;
 * on the seller3@ shop: 1 completed (won and paid by member2@ two hours ago).
 * member@ (Nguyễn Văn An) joined none of the live ones: free to join and bid.
 */
/** How long after start-up the ending-soon demo auction ends (it lasts one day from D(-1) + this). */
const ENDING_SOON = minutes(12);

const BIDDER_ADDRESSES = [
  { email: 'member@chogundam.vn', province: '01', ward: '00004', detail: '45 Kim Mã' },
  { email: 'member2@chogundam.vn', province: '79', ward: '25747', detail: '102 Nguyễn Thị Minh Khai' },
] as const;

export async function loadDemoAuctions(ctx: AppContext, log: (line: string) => void) {
  const N = ctx.clock.now().getTime();
  const clock = new ManualClock(new Date(N - days(6)));
  const { services } = createAuctionsModule({
    database: ctx.database,
    clock,
    carrier: ctx.carrier,
    storage: ctx.storage,
    jobs: { poke: () => undefined },
    tagSecret: ctx.config.jwtSecret,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined } as never,
  });
  const { requests, bidding, lifecycle, payment } = services;
  const who = await demoUsers(ctx, ['seller', 'seller2', 'seller3', 'member', 'member2', 'member3', 'moderator']);
  const addressOf = await bidderAddresses(ctx, who, N);
  const kitsOf = async (owner: DemoUser) =>
    (
      await ctx.db
        .select({ id: kits.id, price: kits.price, name: kits.name })
        .from(kits)
        .where(and(eq(kits.ownerId, owner.id), eq(kits.status, 'in_store')))
        .orderBy(kits.createdAt)
    ).map((k) => ({ ...k, price: Math.max(100_000, Math.round(((k.price ?? 400_000) * 0.8) / 10_000) * 10_000) }));

  const at = (t: number) => clock.set(new Date(t));
  /** request at the clock's time → approved (scheduled): the auction id */
  const requestOf = (kit: { id: string; price: number }, startAt: number, durationDays: number, buyNow = false) => ({
    kit_id: kit.id,
    starting_price: kit.price,
    bid_increment: Math.max(10_000, Math.round((kit.price * 0.05) / 1_000) * 1_000),
    buy_now_price: buyNow ? kit.price * 2 : null,
    start_at: new Date(startAt).toISOString(),
    duration_days: durationDays,
  });
  /** request at the clock's time → approved three hours later (scheduled): the auction id */
  async function schedule(seller: DemoUser, kit: { id: string; price: number }, startAt: number, durationDays: number, buyNow = false) {
    const req = await requests.create(seller.actor, requestOf(kit, startAt, durationDays, buyNow));
    clock.advance(hours(3));
    return (await requests.approve(who.moderator!.actor, req.id)).id;
  }
  /** starts the auction (if not yet) and places the bids three hours apart from `firstAt` */
  const bids = async (id: string, firstAt: number, steps: [DemoUser, number][]) => {
    at(firstAt - minutes(5));
    await lifecycle.start(id);
    for (const [i, [u, max]] of steps.entries()) {
      at(firstAt + i * hours(3));
      if (i === steps.findIndex(([v]) => v === u)) await bidding.join(u.actor, id);
      clock.advance(minutes(1));
      await bidding.bid(u.actor, id, max);
    }
  };
  const [s1, s2, s3, m1, m2, m3] = [who.seller!, who.seller2!, who.seller3!, who.member!, who.member2!, who.member3!];
  const k1 = await kitsOf(s1);
  const k2 = await kitsOf(s2);
  const k3 = await kitsOf(s3);
  if (k1.length < 7 || k2.length < 3 || k3.length < 1) return log('Bỏ qua đấu giá mẫu: không đủ mô hình trong kho');
  const D = (n: number) => N + days(n);

  // one timeline, always forward: seller2 (trial plan) has one open auction at a time
  at(D(-6));
  const failed = await schedule(s2, k2[0]!, D(-5), 1);
  at(D(-5));
  await lifecycle.start(failed);
  at(D(-4));
  await lifecycle.end(failed); // no bids: failed, the kit back in the shop
  const canceled = await schedule(s2, k2[1]!, D(-3), 1);
  const rejectedReq = await requests.create(s1.actor, requestOf(k1[0]!, D(-1), 2));
  clock.advance(hours(5));
  await requests.reject(
    who.moderator!.actor,
    rejectedReq.id,
    'Ảnh chưa cho thấy tình trạng hộp và phụ kiện, vui lòng chụp thêm rồi gửi lại',
  );
  at(D(-4) + hours(9));
  const won = await schedule(s1, k1[1]!, D(-2), 1);
  at(D(-3) - hours(12));
  await lifecycle.cancelBySeller(s2.actor, canceled, 'Mô hình bị móp hộp khi kiểm tra lại, xin hủy phiên');
  at(D(-3) - hours(11));
  const live3 = await schedule(s2, k2[2]!, D(-2), 3, true);
  at(D(-3) - hours(7));
  const completed = await schedule(s3, k3[0]!, D(-2) - hours(1), 1);
  at(D(-2) - hours(6));
  const endingSoon = await schedule(s1, k1[2]!, D(-1) + ENDING_SOON, 1);
  const live2 = await schedule(s1, k1[3]!, D(-1), 3, true);

  const price = (k: { price: number }, plus = 0) => k.price + plus;
  await bids(completed, D(-2) + hours(1), [
    [m3, price(k3[0]!)],
    [m2, price(k3[0]!, 120_000)],
    [m3, price(k3[0]!, 100_000)],
  ]);
  await bids(won, D(-2) + hours(8), [
    [m2, price(k1[1]!)],
    [m1, price(k1[1]!, 150_000)],
    [m2, price(k1[1]!, 100_000)],
  ]);
  await bids(live3, D(-2) + hours(15), [
    [m2, price(k2[2]!)],
    [m3, price(k2[2]!, 80_000)],
  ]);
  at(D(-1) - hours(1));
  await lifecycle.end(completed);
  at(D(-1));
  await lifecycle.end(won); // member@ won: 48 h to pay
  await bids(live2, D(-1) + hours(1), [[m2, price(k1[3]!)]]);
  await bids(endingSoon, D(-1) + hours(3), [
    [m3, price(k1[2]!)],
    [m2, price(k1[2]!, 60_000)],
  ]);
  at(N - hours(2));
  const to = addressOf.get(m2.id)!;
  const quote = await payment.quote(m2.actor, completed, to);
  await payment.pay(m2.actor, completed, `demo-${completed}`, { address_id: to, expected_total: quote.total_due });
  at(N - hours(1));
  await schedule(s1, k1[4]!, D(1), 2);
  await schedule(s1, k1[5]!, D(2), 3, true);
  at(N - minutes(30));
  await requests.create(s1.actor, requestOf(k1[0]!, D(2), 2));
  await requests.create(s1.actor, requestOf(k1[6]!, D(3), 2));
  log('Đã nạp đấu giá mẫu: 3 đang diễn ra, 2 sắp diễn ra, 2 chờ duyệt, 1 bị từ chối, 1 chờ thanh toán, 1 hoàn thành, 1 thất bại, 1 đã hủy');
}

/** The winners need somewhere to receive their kit. */
async function bidderAddresses(ctx: AppContext, who: Record<string, DemoUser>, now: number) {
  const out = new Map<string, string>();
  const names = await ctx.db.select({ id: users.id, fullName: users.fullName, phone: users.phoneNumber }).from(users);
  for (const a of BIDDER_ADDRESSES) {
    const u = who[a.email.split('@')[0]!];
    const person = names.find((n) => n.id === u?.id);
    if (!u || !person) continue;
    const at = new Date(now - days(20));
    out.set(u.id, await insertDemoAddress(ctx, a.email, { userId: u.id, ...person }, a, { isPickupAddress: false, at }));
  }
  return out;
}
