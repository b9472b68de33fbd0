import { eq } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { userAddresses, users } from '../db/schema.js';
import { ManualClock, days, hours, minutes } from '../lib/clock.js';
import { exchangeSteps } from './demo-exchange-steps.js';
import { insertDemoAddress } from './demo-helpers.js';
import { demoUsers, type DemoUser } from './demo-people.js';

/**
 * The exchange board's demo (docs/domain/exchanges.md), made through the module's services on a
 * demo clock (demo-exchange-steps.ts), each story set back to its own start so that what is
 * finished is days old and what is under way fits its deadlines (72 h to pay and to pack, 7 days
 * to confirm). Now the board shows:
 *   - member2@'s post (two Wing kits) with an offer from member3@ (who adds 150.000 ₫) and one from
 *     member@ that member2@ asked to revise: waiting for member@;
 *   - member@'s post with member2@'s offer waiting for member@'s answer;
 *   - member3@'s post with no offer yet;
 *   - a trade at stage 1 (member3@'s post, member@'s offer accepted): member3@ chose addresses,
 *     member@ has not: waiting for member@;
 *   - a trade at stage 2 (member@'s post, member2@'s offer with 100.000 ₫ from member2@): both chose
 *     addresses, member2@ paid the fee of the parcel it receives; member@ has not: waiting for member@;
 *   - a trade in packing (member2@'s post, member@'s offer): both fees paid, both parcels' orders
 *     made, neither packed: waiting for member@ (and member2@) to pack;
 *   - a trade on its way (member3@'s post, member2@'s offer): both parcels packed and with the carrier;
 *   - a trade delivered (member@'s post, member3@'s offer, 80.000 ₫ from member@): member3@
 *     confirmed its parcel, member@ has not: waiting for member@'s "Đã nhận được hàng";
 *   - a canceled trade in history (member2@'s post, member3@'s offer; member3@ canceled);
 *   - two completed trades in history: member3@'s post and member@'s offer with 50.000 ₫ from
 *     member3@ (last week), member2@'s post and member3@'s offer with 120.000 ₫ from member2@ (two
 *     days ago): fees paid, both parcels packed, carried and confirmed; the kits changed owner.
 */
const ADDRESSES = [
  { email: 'member3@chogundam.vn', province: '48', ward: '20194', detail: '27 Bạch Đằng' },
  { email: 'member2@chogundam.vn', province: '79', ward: '25747', detail: '102 Nguyễn Thị Minh Khai' },
  { email: 'member@chogundam.vn', province: '01', ward: '00004', detail: '45 Kim Mã' },
] as const;

export async function loadDemoExchanges(ctx: AppContext, log: (line: string) => void) {
  const N = ctx.clock.now().getTime();
  const clock = new ManualClock(new Date(N));
  const who = await demoUsers(ctx, ['member', 'member2', 'member3']);
  const { member, member2, member3 } = who as Record<'member' | 'member2' | 'member3', DemoUser>;
  const addressOf = await demoAddresses(ctx, who, N);
  const x = await exchangeSteps(ctx, clock, [member, member2, member3], addressOf);
  const { take, post, offerOn, accept, addressesAndFees, packBoth, carry, confirmReceipt } = x;
  const { offers, trades } = x.services;
  const from = (ago: number) => clock.set(new Date(N - ago));

  // the first completed trade, twelve days ago: fees, packing, the carrier's steps, both receipts
  from(days(12));
  const p7 = await post(member3, take(member3), 'Đổi HG lấy một bộ HG khác cùng dòng, bù tiền nếu cần.');
  const o7 = await offerOn(member, p7, take(member), { compensation: { payer: 'poster', amount: 50_000 }, note: 'Bạn bù 50.000 ₫ nhé.' });
  const t7 = await accept(member3, o7);
  const made7 = await addressesAndFees(member3, member, t7);
  await packBoth(member3, member, made7);
  await carry(made7, 'delivering');
  await carry(made7, 'delivered');
  await confirmReceipt(member, t7);
  await confirmReceipt(member3, t7);

  // the canceled trade
  from(days(6));
  const p6 = await post(member2, take(member2), 'Đổi SD lấy một mô hình SD khác, ưu tiên Sangoku Soketsuden.');
  const o6 = await offerOn(member3, p6, take(member3), { note: 'Mình có bản này, đổi ngang nhé.' });
  const t6 = await accept(member2, o6);
  await trades.cancel(member3.actor, t6.id, { reason: 'Mình lỡ bán mô hình này cho người khác rồi' });

  // the second completed trade, done two days ago
  from(days(5));
  const p9 = await post(member2, take(member2), 'Đổi MG Wing lấy một bộ MG đời UC, mình bù tiền nếu bộ của bạn hiếm.');
  const o9 = await offerOn(member3, p9, take(member3), {
    compensation: { payer: 'poster', amount: 120_000 },
    note: 'Bạn bù 120.000 ₫ nhé.',
  });
  const t9 = await accept(member2, o9);
  const made9 = await addressesAndFees(member2, member3, t9);
  await packBoth(member2, member3, made9);
  await carry(made9, 'delivering');
  await carry(made9, 'delivered');
  await confirmReceipt(member3, t9);
  await confirmReceipt(member2, t9);

  // delivered two days ago: member3@ confirmed, member@ to confirm (the order completes itself after 7 days)
  from(days(4));
  const p10 = await post(member, take(member), 'Đổi bộ HG này lấy một bộ HG dòng G-Witch (Sao Thủy), mình bù tiền.');
  const o10 = await offerOn(member3, p10, take(member3), {
    compensation: { payer: 'poster', amount: 80_000 },
    note: 'Bạn bù 80.000 ₫ được không?',
  });
  const t10 = await accept(member, o10);
  const made10 = await addressesAndFees(member, member3, t10);
  await packBoth(member, member3, made10);
  await carry(made10, 'delivering');
  await carry(made10, 'delivered');
  await confirmReceipt(member3, t10);

  // on its way: both parcels with the carrier since yesterday
  from(days(3));
  const p11 = await post(member3, take(member3), 'Đổi mô hình đã lắp lấy một bộ còn nguyên hộp, bù tiền nếu cần.');
  const o11 = await offerOn(member2, p11, take(member2), { note: 'Bộ của mình còn nguyên seal.' });
  const t11 = await accept(member3, o11);
  const made11 = await addressesAndFees(member3, member2, t11);
  await packBoth(member3, member2, made11);
  await carry(made11, 'delivering');

  // packing: both fees paid a day ago, the parcels' orders made, nobody has packed (72 h from the second fee)
  from(days(2));
  const p12 = await post(member2, take(member2), 'Đổi bộ Wing này lấy một bộ RG bất kỳ, giao nhanh trong tuần.');
  const o12 = await offerOn(member, p12, take(member), { note: 'Mình đổi ngang bộ này nhé.' });
  const t12 = await accept(member2, o12);
  await addressesAndFees(member2, member, t12);

  // stage 2: member2@ paid, member@ to pay
  from(hours(40));
  const p5 = await post(member, take(member), 'Muốn đổi lấy một bộ Wing. Ai có MG Wing thì nhắn mình.');
  const o5 = await offerOn(member2, p5, take(member2), {
    compensation: { payer: 'offerer', amount: 100_000 },
    note: 'Mình bù thêm 100.000 ₫.',
  });
  const t5 = await accept(member, o5);
  await x.chooseAddresses(member, t5);
  await x.chooseAddresses(member2, t5);
  await x.payFee(member2, t5);

  // stage 1: member3@ chose addresses, member@ has not
  from(hours(26));
  const p4 = await post(member3, take(member3), 'Đổi MG lấy RG hoặc HG đời mới, hộp còn đẹp.');
  const o4 = await offerOn(member, p4, take(member), { note: 'Mô hình của mình đã lắp, còn đủ phụ kiện.' });
  const t4 = await accept(member3, o4);
  await x.chooseAddresses(member3, t4);

  // the open posts and their offers, over the last 16 hours
  from(hours(16));
  await post(member3, take(member3), 'Cần đổi mô hình này lấy một bộ HG bất kỳ, giao dịch toàn quốc.');
  const p2 = await post(member, take(member), 'Đổi bộ này lấy RG hoặc MG, có thể bù tiền nếu chênh lệch.');
  await offerOn(member2, p2, take(member2), { note: 'Mình đổi ngang được không?' });
  from(hours(3));
  const p1 = await post(member2, take(member2, 2), 'Đổi hai bộ Wing lấy một bộ MG Unicorn hoặc tương đương. Ưu tiên hàng còn hộp.');
  from(hours(2));
  await offerOn(member3, p1, take(member3), { compensation: { payer: 'offerer', amount: 150_000 }, note: 'Mình bù thêm 150.000 ₫.' });
  from(hours(1));
  const o1 = await offerOn(member, p1, take(member), { note: 'Bộ của mình mới lắp, không bù tiền nhé.' });
  from(minutes(30));
  await offers.requestRevision(member2.actor, o1.id, { note: 'Bạn bù thêm 200.000 ₫ được không?' });

  log('Đã nạp bảng trao đổi mẫu: 3 bài đăng đang mở, 5 giao dịch đang chạy (3 chờ member@), 2 giao dịch đã hoàn tất và 1 giao dịch đã hủy');
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
    const person = people.find((p) => p.id === u.id)!;
    const at = new Date(now - days(20));
    out.set(u.id, await insertDemoAddress(ctx, a.email, { userId: u.id, ...person }, a, { isPickupAddress: true, at }));
  }
  return out;
}
