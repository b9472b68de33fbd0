import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { auctions, exchangePosts, kits, users } from '../db/schema.js';
import type { Actor } from '../lib/access.js';
import { days, hours, ManualClock } from '../lib/clock.js';
import { createFlagsModule } from '../modules/flags/index.js';
import { lockReportedOwner } from '../modules/user-admin/index.js';

/**
 * Demo reports ("Báo cáo vi phạm") so moderator@ finds work at /moderator/flags, made through the
 * flags service on a clock that walks the last two days:
 * - open: a market kit reported by member@, member2@ and member3@ (the queue's top row), a live
 *   auction of seller2@ reported by member@, the seller3@ account reported by member2@, member3@'s
 *   open exchange post reported by member2@ (after the exchange demo);
 * - closed: a market kit member3@ reported, dismissed by moderator@ (with its audit row and
 *   member3@'s notification of the outcome).
 */
export async function loadDemoFlags(ctx: AppContext, log: (line: string) => void) {
  const N = ctx.clock.now().getTime();
  const clock = new ManualClock(new Date(N - days(2)));
  const { service } = createFlagsModule({ db: ctx.db, clock, storage: ctx.storage, jobs: ctx.jobs, lockOwner: lockReportedOwner });
  const rows = await ctx.db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      inArray(
        users.email,
        ['member', 'member2', 'member3', 'seller2', 'seller3', 'moderator'].map((n) => `${n}@chogundam.vn`),
      ),
    );
  const who = Object.fromEntries(rows.map((r) => [r.email.split('@')[0]!, { userId: r.id, role: r.role, sessionId: 'demo' } as Actor]));
  const { member, member2, member3, seller2, seller3, moderator } = who;
  if (!member || !member2 || !member3 || !seller2 || !seller3 || !moderator) return log('Bỏ qua báo cáo vi phạm mẫu: thiếu tài khoản mẫu');

  // market shops' kits for sale (owned by neither the reporters nor the first sellers)
  const firstSellers = [seller2.userId, seller3.userId];
  const market = await ctx.db
    .select({ id: kits.id, ownerId: kits.ownerId, name: kits.name })
    .from(kits)
    .innerJoin(users, eq(users.id, kits.ownerId))
    .where(and(eq(kits.status, 'published'), isNull(kits.hiddenAt), ne(users.email, 'seller@chogundam.vn')))
    .orderBy(asc(kits.createdAt), asc(kits.id));
  const forSale = market.filter((k) => !firstSellers.includes(k.ownerId));
  const [live] = await ctx.db
    .select({ id: auctions.id, name: auctions.kitSnapshot })
    .from(auctions)
    .where(and(eq(auctions.sellerId, seller2.userId), inArray(auctions.status, ['scheduled', 'active'])))
    .limit(1);
  // not the same model as the reported auction, so the queue's rows read apart
  const distinct = forSale.filter((k) => k.name !== live?.name.name);
  if (distinct.length < 2) return log('Bỏ qua báo cáo vi phạm mẫu: không đủ sản phẩm đang bán');
  const [suspect, ok] = [distinct[0]!, distinct[distinct.length - 1]!];

  const step = () => clock.advance(hours(3));
  await service.report(member, {
    target_type: 'listing',
    target_id: suspect.id,
    reason: 'counterfeit',
    text: 'Ảnh hộp mờ, logo Bandai in lệch, nghi hàng nhái',
  });
  step();
  await service.report(member3, {
    target_type: 'listing',
    target_id: ok.id,
    reason: 'misleading',
    text: 'Giá thấp bất thường so với thị trường',
  });
  step();
  await service.report(member2, {
    target_type: 'user',
    target_id: seller3.userId,
    reason: 'scam',
    text: 'Nhắn tin đòi chuyển khoản riêng ngoài sàn',
  });
  step();
  await service.decide(moderator, 'listing', ok.id, { decision: 'dismiss', note: 'Đã đối chiếu ảnh và mô tả, sản phẩm đúng như đăng bán' });
  step();
  await service.report(member2, { target_type: 'listing', target_id: suspect.id, reason: 'counterfeit' });
  step();
  if (live)
    await service.report(member, {
      target_type: 'auction',
      target_id: live.id,
      reason: 'misleading',
      text: 'Ảnh trong phiên không phải ảnh chụp thật',
    });
  step();
  await service.report(member3, { target_type: 'listing', target_id: suspect.id, reason: 'prohibited' });
  step();
  const [post] = await ctx.db
    .select({ id: exchangePosts.id })
    .from(exchangePosts)
    .where(and(eq(exchangePosts.posterId, member3.userId), eq(exchangePosts.status, 'open'), isNull(exchangePosts.hiddenAt)))
    .orderBy(asc(exchangePosts.createdAt), asc(exchangePosts.id))
    .limit(1);
  if (post)
    await service.report(member2, {
      target_type: 'exchange_post',
      target_id: post.id,
      reason: 'scam',
      text: 'Người đăng nhắn riêng yêu cầu chuyển khoản đặt cọc trước khi đổi',
    });
  const waiting = 2 + (live ? 1 : 0) + (post ? 1 : 0);
  log(`Đã nạp báo cáo vi phạm mẫu: ${waiting} nội dung đang chờ xử lý, 1 đã xử lý`);
}
