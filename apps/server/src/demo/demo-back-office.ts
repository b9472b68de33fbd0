import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../app.js';
import { kits, userAddresses, users } from '../db/schema.js';
import type { Actor } from '../lib/access.js';
import { ManualClock, hours, minutes } from '../lib/clock.js';
import { checkoutService } from '../modules/orders/checkout.service.js';
import { complaintsService } from '../modules/orders/complaints.service.js';
import { ordersService } from '../modules/orders/orders.service.js';
import { bankAccountService } from '../modules/wallet/bank-accounts.service.js';
import { withdrawalService } from '../modules/wallet/withdrawals.service.js';
import { demoCarrierStep } from './demo-helpers.js';

/**
 * Work waiting for moderator@ in order and transaction management (docs/seed-coverage.md), made
 * the way real work is made, through the services on a demo clock that walks from two days ago:
 * - member2@ buys a kit from seller@ (checkout from the wallet), seller@ confirms and packs, the
 *   carrier delivers it yesterday, member2@ complains with a photo, seller@ answers: an open
 *   complaint in "Khiếu nại" with both sides' words;
 * - member@ saves a bank account and asks to withdraw 500.000 ₫: a pending request in "Rút tiền".
 * Runs after the auctions (member2@ has a delivery address by then).
 */
export async function loadDemoBackOfficeQueues(ctx: AppContext, log: (line: string) => void) {
  const N = ctx.clock.now().getTime();
  const clock = new ManualClock(new Date(N - hours(48)));
  const people = await ctx.db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, ['member@chogundam.vn', 'member2@chogundam.vn', 'seller@chogundam.vn']));
  const actor = (email: string): Actor | null => {
    const u = people.find((p) => p.email === email);
    return u ? { userId: u.id, role: u.role, sessionId: 'demo' } : null;
  };
  const buyer = actor('member2@chogundam.vn');
  const seller = actor('seller@chogundam.vn');
  const member = actor('member@chogundam.vn');
  if (!buyer || !seller || !member) return;

  const deps = { db: ctx.db, clock, carrier: ctx.carrier, storage: ctx.storage, jobs: { poke: () => undefined } };
  const [kit] = await ctx.db
    .select({ id: kits.id })
    .from(kits)
    .where(and(eq(kits.ownerId, seller.userId), eq(kits.status, 'published')))
    .orderBy(asc(kits.createdAt))
    .limit(1);
  const [address] = await ctx.db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userId, buyer.userId))
    .limit(1);
  if (kit && address) {
    const photo = (color: string) =>
      sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
        .png()
        .toBuffer();
    const shop = checkoutService(deps);
    const orders = ordersService(deps);
    const complaints = complaintsService(deps);
    const quote = await shop.quote(buyer, { address_id: address.id, kit_ids: [kit.id] });
    const placed = await shop.checkout(buyer, `demo-${randomUUID()}`, {
      address_id: address.id,
      kit_ids: [kit.id],
      expected_total: quote.grand_total,
    });
    const orderId = placed.body.orders[0]!.id;
    clock.advance(hours(2));
    await orders.confirm(seller, orderId);
    clock.advance(hours(3));
    await orders.pack(seller, orderId, [await photo('#8a9bb0')]);
    clock.advance(hours(20));
    for (const status of ['delivering', 'delivered'] as const) {
      clock.advance(hours(2));
      await demoCarrierStep(ctx, orderId, status, 'Vận chuyển mô phỏng', clock.now());
    }
    clock.advance(hours(3));
    await complaints.complain(buyer, orderId, 'Hộp bị móp một góc và thiếu tấm decal nước in trong hướng dẫn.', [await photo('#b45309')]);
    clock.advance(minutes(90));
    await complaints.respond(seller, orderId, 'Shop đã kiểm tra đủ decal trước khi gói, có video đóng gói. Hộp có thể móp do vận chuyển.');
  }

  clock.set(new Date(N - hours(5)));
  const account = await bankAccountService(deps).add(member, {
    bank_code: 'VCB',
    account_number: '0071000123456',
    account_name: 'NGUYEN VAN AN',
  });
  await withdrawalService(deps).request(member, `demo-${randomUUID()}`, { amount: 500_000, bank_account_id: account.id });
  log('Dữ liệu mẫu: 1 khiếu nại đang chờ xử lý, 1 yêu cầu rút tiền đang chờ duyệt');
}
