import { eq } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { users } from '../modules/users/users.schema.js';
import { loadDemoKits } from './demo-kits.js';
import { MARKET_SHOPS } from './demo-market.js';
import { loadDemoShops } from './demo-shops.js';
import { loadDemoWallets } from './demo-wallets.js';
import { loadDemoAuctions } from './demo-auctions.js';
import { loadDemoExchangeDisputes } from './demo-exchange-disputes.js';
import { loadDemoExchanges } from './demo-exchanges.js';
import { loadDemoFlags } from './demo-flags.js';
import { loadDemoBackOfficeQueues } from './demo-back-office.js';
import { loadDemoBackOffice } from './demo-user-admin.js';
import { loadDemoPastMonth } from './demo-admin-history.js';
import { loadDemoTopupReviews } from './demo-topups.js';

/** The demo password of every demo account (README lists them). Development only. */
export const DEMO_PASSWORD = 'ChoGundam@2026';

/** `joined`: days since the account was made (the dashboards' new members, spread over five weeks). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@chogundam.vn', fullName: 'Quản trị Chợ Gundam', role: 'admin', phone: '0901000001', joined: 40 },
  { email: 'moderator@chogundam.vn', fullName: 'Kiểm duyệt viên Minh', role: 'moderator', phone: '0901000002', joined: 38 },
  { email: 'member@chogundam.vn', fullName: 'Nguyễn Văn An', role: 'member', phone: '0912345678', joined: 23 },
  { email: 'seller@chogundam.vn', fullName: 'Trần Thị Bình', role: 'seller', phone: '0987654321', joined: 13 },
  { email: 'member2@chogundam.vn', fullName: 'Lê Hoàng Cường', role: 'member', phone: '0933111222', joined: 22 },
  { email: 'member3@chogundam.vn', fullName: 'Phạm Thu Dung', role: 'member', phone: '0977222333', joined: 24 },
  { email: 'seller2@chogundam.vn', fullName: 'Võ Minh Đức', role: 'seller', phone: '0966333444', joined: 47 },
  { email: 'seller3@chogundam.vn', fullName: 'Đặng Gia Hân', role: 'seller', phone: '0355444555', joined: 34 },
  // the buyers of the past month's completed orders (demo-sales.ts); member7@ joined this week
  { email: 'member4@chogundam.vn', fullName: 'Hoàng Minh Tuấn', role: 'member', phone: '0945111222', joined: 29 },
  { email: 'member5@chogundam.vn', fullName: 'Vũ Thị Lan', role: 'member', phone: '0916222333', joined: 17 },
  { email: 'member6@chogundam.vn', fullName: 'Bùi Quốc Huy', role: 'member', phone: '0868333444', joined: 8 },
  { email: 'member7@chogundam.vn', fullName: 'Ngô Thanh Tâm', role: 'member', phone: '0392444555', joined: 2 },
  // the owners of the six market shops (demo-market.ts), a few days before each shop opened
  ...MARKET_SHOPS.map((s) => ({
    email: s.email,
    fullName: s.fullName,
    role: 'seller' as const,
    phone: s.phone,
    joined: s.startedDaysAgo + 2,
  })),
] as const;

/**
 * Loads the demo data once (the admin account marks it as loaded), and only into an empty
 * database. Production refuses it at configuration time (DEMO_DATA=true with NODE_ENV=production is
 * a boot error). Answers whether this call loaded it.
 */
export async function loadDemoData(ctx: AppContext, log: (line: string) => void) {
  if (ctx.config.isProduction) throw new Error('demo data is never loaded in production');
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (existing) return false;
  const [someone] = await ctx.db.select({ id: users.id }).from(users).limit(1);
  if (someone) {
    // a database with real members: demo accounts with a published password must never join them
    log('Không nạp dữ liệu mẫu: cơ sở dữ liệu đã có tài khoản thật (đặt DEMO_DATA=false để ẩn dòng này).');
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const N = ctx.clock.now().getTime();
  await ctx.db.transaction(async (tx) => {
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      // each at its own hour of the day it joined
      const joinedAt = new Date(N - a.joined * 86_400_000 - ((i * 5) % 11) * 3_600_000);
      await tx.insert(users).values({
        email: a.email,
        fullName: a.fullName,
        passwordHash,
        emailVerified: true,
        phoneNumber: a.phone,
        phoneNumberVerified: true,
        role: a.role,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
    }
  });
  log(`Đã nạp dữ liệu mẫu: ${DEMO_ACCOUNTS.length} tài khoản, mật khẩu ${DEMO_PASSWORD}`);
  // shops and plans first: listing a demo kit needs the seller's subscription
  await loadDemoShops(ctx, log);
  await loadDemoKits(ctx, log);
  await loadDemoWallets(ctx, log);
  // after the wallets: bidders pay deposits
  await loadDemoAuctions(ctx, log);
  // after the auctions (their addresses) and the wallets (a delivery fee is paid)
  await loadDemoExchanges(ctx, log);
  // after the board: a disputed trade waits in the moderators' exchange queue
  await loadDemoExchangeDisputes(ctx, log);
  // after the auctions: a live one is reported
  await loadDemoFlags(ctx, log);
  // after the auctions (the buyer's delivery address): an open complaint and a pending withdrawal
  await loadDemoBackOfficeQueues(ctx, log);
  // user management: a locked member and a warning (demo-back-office.ts)
  await loadDemoBackOffice(ctx, passwordHash, log);
  // a top-up waiting for the gateway query and one to review (member5@ and member7@)
  await loadDemoTopupReviews(ctx, log);
  // last: the past month, the admin's settings and plan changes (every value back where it started)
  // and the completed orders of market shops between them
  await loadDemoPastMonth(ctx, log);
  return true;
}
