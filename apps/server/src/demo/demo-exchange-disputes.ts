import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { kits, userAddresses, users } from '../db/schema.js';
import type { Actor } from '../lib/access.js';
import { ManualClock, days, hours } from '../lib/clock.js';
import { createExchangesModule } from '../modules/exchanges/index.js';
import { ordersService } from '../modules/orders/orders.service.js';
import { kitArtPng } from './assets/kit-art.js';
import { demoCarrierStep } from './demo-helpers.js';

/**
 * The moderators' exchange queue (docs/domain/exchanges.md, "Disputes and moderator decisions"),
 * made through the services after the exchange board's demo: a trade between member2@ (poster)
 * and member3@ (offerer), both parcels delivered two days ago; member2@ disputes the parcel it
 * received with a photo, so `/moderator/exchange-management?stuck=1` and the dashboard's card show
 * it to moderator@ with both parcels' photos and timelines. member@'s own trades are untouched.
 */
export async function loadDemoExchangeDisputes(ctx: AppContext, log: (line: string) => void) {
  const N = ctx.clock.now().getTime();
  const clock = new ManualClock(new Date(N - days(4)));
  const { services } = createExchangesModule({ db: ctx.db, clock, storage: ctx.storage, carrier: ctx.carrier });
  const { posts, offers, trades, stages, receipts, disputes } = services;
  const orderCommands = ordersService({ db: ctx.db, clock, storage: ctx.storage, jobs: { poke: () => undefined } });
  const rows = await ctx.db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, ['member2@chogundam.vn', 'member3@chogundam.vn']));
  const actor = (email: string): Actor => {
    const r = rows.find((u) => u.email === email);
    if (!r) throw new Error(`demo exchange disputes: no ${email}`);
    return { userId: r.id, role: r.role, sessionId: 'demo' };
  };
  const poster = actor('member2@chogundam.vn');
  const offerer = actor('member3@chogundam.vn');
  const kitOf = async (a: Actor) => {
    const [k] = await ctx.db
      .select({ id: kits.id, name: kits.name, gradeCode: kits.gradeCode, scale: kits.scale, series: kits.series })
      .from(kits)
      .where(and(eq(kits.ownerId, a.userId), eq(kits.status, 'in_store')))
      .orderBy(asc(kits.createdAt), asc(kits.id))
      .limit(1);
    if (!k) throw new Error(`demo exchange disputes: no kit in the collection of ${a.userId}`);
    return k;
  };
  const given = await kitOf(poster);
  const wanted = await kitOf(offerer);
  const art = await kitArtPng({ ...given, view: 'suit', take: 700 });
  const post = await posts.create(poster, async () => ({
    fields: { content: 'Đổi bộ này lấy một mô hình cùng cấp, hộp còn đẹp.', kit_ids: JSON.stringify([given.id]) },
    files: [art],
  }));
  clock.advance(hours(3));
  const offer = await offers.create(offerer, post.id, {
    post_kit_ids: [given.id],
    my_kit_ids: [wanted.id],
    compensation: null,
    note: 'Đổi ngang nhé, mô hình của mình còn mới.',
  });
  clock.advance(hours(3));
  const trade = (await trades.accept(poster, offer.id, `demo-accept-${offer.id}`)).body;
  for (const a of [poster, offerer]) {
    const [addr] = await ctx.db.select({ id: userAddresses.id }).from(userAddresses).where(eq(userAddresses.userId, a.userId)).limit(1);
    if (!addr) throw new Error(`demo exchange disputes: no address for ${a.userId}`);
    await stages.setAddresses(a, trade.id, { from_address_id: addr.id, to_address_id: addr.id });
  }
  for (const a of [poster, offerer]) {
    const q = await stages.quote(a, trade.id);
    await stages.payFee(a, trade.id, `demo-fee-${trade.id}-${a.userId}`, { expected_fee: q.fee });
  }
  clock.advance(hours(3));
  const made = await receipts.tradeOrders(trade.id);
  for (const [sender, orderId] of [
    [poster, made.toOfferer],
    [offerer, made.toPoster],
  ] as const) {
    const box = await kitArtPng({ name: 'Kiện hàng trao đổi', gradeCode: 'HG', scale: '1/144', series: '', view: 'box', take: 901 });
    await orderCommands.pack(sender, orderId, [box]);
  }
  clock.advance(hours(6));
  for (const status of ['delivering', 'delivered'] as const) {
    for (const orderId of [made.toPoster, made.toOfferer]) {
      await demoCarrierStep(ctx, orderId, status, 'Dữ liệu mẫu', clock.now());
    }
    clock.advance(hours(20));
  }
  const damaged = await kitArtPng({ ...wanted, view: 'box', take: 902 });
  await disputes.open(poster, trade.id, 'Mô hình nhận được bị gãy ăng-ten và thiếu một bảng decal so với ảnh trong đề nghị.', [damaged]);
  log('Đã nạp một giao dịch trao đổi có khiếu nại (member2@ ↔ member3@) chờ điều hành viên quyết định');
}
