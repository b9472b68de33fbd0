import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { kits, userAddresses, users } from '../db/schema.js';

import { ManualClock, days, hours } from '../lib/clock.js';
import { createExchangesModule } from '../modules/exchanges/index.js';
import { applyShipmentStatus } from '../modules/orders/order-shipping.js';
import { ordersService } from '../modules/orders/orders.service.js';
import { lookupWard } from '../modules/regions/index.js';
import { kitArtPng } from './assets/kit-art.js';
import { demoUsers, type DemoUser } from './demo-people.js';

/**
 * The exchange board's demo (docs/domain/exchanges.md), made through the module's services on a
 * demo clock that walks from three days ago to now, so every kit status, ledger line and
 * notification is what the real commands write. Now the board shows:
 *   - member2@'s post (two Wing kits) with an offer from member3@ (who adds 150.000 ₫) and one from
 *     member@ that member2@ asked to revise: waiting for member@;
 *   - member@'s post with member2@'s offer waiting for member@'s answer;
 *   - member3@'s post with no offer yet;
 *   - a trade at stage 1 (member3@'s post, member@'s offer accepted): member3@ chose addresses,
 *     member@ has not: waiting for member@;
 *   - a trade at stage 2 (member@'s post, member2@'s offer with 100.000 ₫ from member2@): both chose
 *     addresses, member2@ paid the fee of the parcel it receives; member@ has not: waiting for member@;
 *   - a canceled trade in history (member2@'s post, member3@'s offer; member3@ canceled);
 *   - a completed trade in history (member3@'s post, member@'s offer with 50.000 ₫ from member3@):
 *     fees paid, both parcels packed, carried and confirmed; the kits changed owner.
 */
const ADDRESSES = [
  { email: 'member3@chogundam.vn', province: '48', ward: '20194', detail: '27 Bạch Đằng' },
  { email: 'member2@chogundam.vn', province: '79', ward: '25747', detail: '102 Nguyễn Thị Minh Khai' },
  { email: 'member@chogundam.vn', province: '01', ward: '00004', detail: '45 Kim Mã' },
] as const;

export async function loadDemoExchanges(ctx: AppContext, log: (line: string) => void) {
  const N = ctx.clock.now().getTime();
  const clock = new ManualClock(new Date(N - days(3)));
  const { services } = createExchangesModule({ db: ctx.db, clock, storage: ctx.storage, carrier: ctx.carrier });
  const { posts, offers, trades, stages, receipts } = services;
  const orderCommands = ordersService({ db: ctx.db, clock, storage: ctx.storage, jobs: { poke: () => undefined } });
  const who = await demoUsers(ctx, ['member', 'member2', 'member3']);
  const { member, member2, member3 } = who as Record<'member' | 'member2' | 'member3', DemoUser>;
  const step = () => clock.advance(hours(5));

  // the kits each member can trade, oldest first (taken one by one below)
  const pool = new Map<string, { id: string; name: string; gradeCode: string; scale: string; series: string }[]>();
  for (const u of [member, member2, member3]) {
    pool.set(
      u.id,
      await ctx.db
        .select({ id: kits.id, name: kits.name, gradeCode: kits.gradeCode, scale: kits.scale, series: kits.series })
        .from(kits)
        .where(and(eq(kits.ownerId, u.id), eq(kits.status, 'in_store')))
        .orderBy(asc(kits.createdAt), asc(kits.id)),
    );
  }
  const take = (u: DemoUser, n = 1) => {
    const list = pool.get(u.id)!;
    if (list.length < n) throw new Error(`demo exchanges: not enough kits in the collection of ${u.id}`);
    return list.splice(list.length - n, n);
  };
  let photo = 0;
  const post = async (u: DemoUser, chosen: ReturnType<typeof take>, content: string) => {
    const files = await Promise.all(
      chosen.map((k) =>
        kitArtPng({ name: k.name, gradeCode: k.gradeCode, scale: k.scale, series: k.series, view: 'suit', take: 500 + photo++ }),
      ),
    );
    const p = await posts.create(u.actor, async () => ({ fields: { content, kit_ids: JSON.stringify(chosen.map((k) => k.id)) }, files }));
    step();
    return p;
  };
  const offerOn = async (
    u: DemoUser,
    p: { id: string; kits: { id: string }[] },
    mine: ReturnType<typeof take>,
    extra: { compensation?: { payer: 'poster' | 'offerer'; amount: number }; note?: string } = {},
  ) => {
    const o = await offers.create(u.actor, p.id, {
      post_kit_ids: p.kits.map((k) => k.id),
      my_kit_ids: mine.map((k) => k.id),
      compensation: extra.compensation ?? null,
      note: extra.note ?? '',
    });
    step();
    return o;
  };
  const addressOf = await demoAddresses(ctx, who, N);
  const chooseAddresses = async (u: DemoUser, tradeId: string) => {
    const a = addressOf.get(u.id)!;
    await stages.setAddresses(u.actor, tradeId, { from_address_id: a, to_address_id: a });
    step();
  };

  // the completed trade, oldest: fees, packing, the carrier's steps, both receipts
  const p7 = await post(member3, take(member3), 'Đổi HG lấy một bộ HG khác cùng dòng, bù tiền nếu cần.');
  const o7 = await offerOn(member, p7, take(member), { compensation: { payer: 'poster', amount: 50_000 }, note: 'Bạn bù 50.000 ₫ nhé.' });
  const t7 = await trades.accept(member3.actor, o7.id, `demo-accept-${o7.id}`);
  step();
  await chooseAddresses(member3, t7.body.id);
  await chooseAddresses(member, t7.body.id);
  for (const u of [member, member3]) {
    const q = await stages.quote(u.actor, t7.body.id);
    await stages.payFee(u.actor, t7.body.id, `demo-fee-${t7.body.id}-${u.id}`, { expected_fee: q.fee });
    step();
  }
  const made = await receipts.tradeOrders(t7.body.id);
  for (const [sender, orderId] of [
    [member3, made.toOfferer],
    [member, made.toPoster],
  ] as const) {
    const photo = await kitArtPng({ name: 'Kiện hàng trao đổi', gradeCode: 'HG', scale: '1/144', series: '', view: 'box', take: 900 });
    await orderCommands.pack(sender.actor, orderId, [photo]);
  }
  clock.advance(hours(2));
  for (const status of ['delivering', 'delivered'] as const) {
    for (const orderId of [made.toPoster, made.toOfferer]) {
      const at = clock.now();
      await ctx.db.transaction((tx) =>
        applyShipmentStatus(tx, { orderId, trackingCode: 'DEMO', status, note: 'Dữ liệu mẫu', occurredAt: at, receivedAt: at }),
      );
    }
    clock.advance(hours(10));
  }
  await receipts.confirmReceipt(member.actor, t7.body.id);
  step();
  await receipts.confirmReceipt(member3.actor, t7.body.id);
  step();

  // the canceled trade
  const p6 = await post(member2, take(member2), 'Đổi SD lấy một mô hình SD khác, ưu tiên Sangoku Soketsuden.');
  const o6 = await offerOn(member3, p6, take(member3), { note: 'Mình có bản này, đổi ngang nhé.' });
  const t6 = await trades.accept(member2.actor, o6.id, `demo-accept-${o6.id}`);
  step();
  await trades.cancel(member3.actor, t6.body.id, { reason: 'Mình lỡ bán mô hình này cho người khác rồi' });
  step();

  // stage 2: member2@ paid, member@ to pay
  const p5 = await post(member, take(member), 'Muốn đổi lấy một bộ Wing. Ai có MG Wing thì nhắn mình.');
  const o5 = await offerOn(member2, p5, take(member2), {
    compensation: { payer: 'offerer', amount: 100_000 },
    note: 'Mình bù thêm 100.000 ₫.',
  });
  const t5 = await trades.accept(member.actor, o5.id, `demo-accept-${o5.id}`);
  step();
  await chooseAddresses(member, t5.body.id);
  await chooseAddresses(member2, t5.body.id);
  const q5 = await stages.quote(member2.actor, t5.body.id);
  await stages.payFee(member2.actor, t5.body.id, `demo-fee-${t5.body.id}`, { expected_fee: q5.fee });
  step();

  // stage 1: member3@ chose addresses, member@ has not
  const p4 = await post(member3, take(member3), 'Đổi MG lấy RG hoặc HG đời mới, hộp còn đẹp.');
  const o4 = await offerOn(member, p4, take(member), { note: 'Mô hình của mình đã lắp, còn đủ phụ kiện.' });
  const t4 = await trades.accept(member3.actor, o4.id, `demo-accept-${o4.id}`);
  step();
  await chooseAddresses(member3, t4.body.id);

  // the open posts
  await post(member3, take(member3), 'Cần đổi mô hình này lấy một bộ HG bất kỳ, giao dịch toàn quốc.');
  const p2 = await post(member, take(member), 'Đổi bộ này lấy RG hoặc MG, có thể bù tiền nếu chênh lệch.');
  await offerOn(member2, p2, take(member2), { note: 'Mình đổi ngang được không?' });
  const p1 = await post(member2, take(member2, 2), 'Đổi hai bộ Wing lấy một bộ MG Unicorn hoặc tương đương. Ưu tiên hàng còn hộp.');
  await offerOn(member3, p1, take(member3), { compensation: { payer: 'offerer', amount: 150_000 }, note: 'Mình bù thêm 150.000 ₫.' });
  const o1 = await offerOn(member, p1, take(member), { note: 'Bộ của mình mới lắp, không bù tiền nhé.' });
  await offers.requestRevision(member2.actor, o1.id, { note: 'Bạn bù thêm 200.000 ₫ được không?' });

  log('Đã nạp bảng trao đổi mẫu: 7 bài đăng, 2 giao dịch đang chờ member@, 1 giao dịch đã hoàn tất và 1 giao dịch đã hủy');
}

/** Each trader's address: the one the book already has (the auctions demo gave some), else a new one. */
async function demoAddresses(ctx: AppContext, who: Record<string, DemoUser>, now: number) {
  const out = new Map<string, string>();
  const people = await ctx.db.select({ id: users.id, fullName: users.fullName, phone: users.phoneNumber }).from(users);
  for (const a of ADDRESSES) {
    const u = who[a.email.split('@')[0]!];
    if (!u) continue;
    const [existing] = await ctx.db.select({ id: userAddresses.id }).from(userAddresses).where(eq(userAddresses.userId, u.id)).limit(1);
    if (existing) {
      out.set(u.id, existing.id);
      continue;
    }
    const region = lookupWard(a.province, a.ward);
    if (!region.ok) throw new Error(`demo address of ${a.email}: ${region.message}`);
    const person = people.find((p) => p.id === u.id)!;
    const [row] = await ctx.db
      .insert(userAddresses)
      .values({
        userId: u.id,
        fullName: person.fullName,
        phoneNumber: person.phone ?? '0900000000',
        provinceCode: a.province,
        provinceName: region.provinceName,
        wardCode: a.ward,
        wardName: region.wardName,
        detail: a.detail,
        isPrimary: true,
        isPickupAddress: true,
        createdAt: new Date(now - days(20)),
        updatedAt: new Date(now - days(20)),
      })
      .returning({ id: userAddresses.id });
    out.set(u.id, row!.id);
  }
  return out;
}
