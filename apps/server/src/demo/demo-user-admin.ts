import { eq } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { users } from '../db/schema.js';
import { lockAccount, warnAccount } from '../modules/user-admin/index.js';

/**
 * The moderator's user management has real cases on a first start (docs/domain/back-office.md):
 * a member locked for a reason (they cannot sign in; the drawer shows who locked them and why) and
 * a member with a warning in their history. Written by the same functions the moderator's buttons
 * use, so the audit rows and notifications are the real ones.
 */
export const DEMO_LOCKED = { email: 'locked@chogundam.vn', fullName: 'Hồ Văn Khóa', phone: '0388555666' } as const;
const LOCK_REASON = 'Nhận tiền đặt cọc qua tài khoản ngân hàng riêng rồi không giao hàng (2 báo cáo từ người mua)';
const WARNING =
  'Ảnh sản phẩm "Zaku II" không đúng với mô hình thực tế. Vui lòng chụp lại ảnh thật trước khi đăng bán, nếu tái phạm tài khoản có thể bị khóa.';

export async function loadDemoBackOffice(ctx: AppContext, passwordHash: string, log: (line: string) => void) {
  const now = ctx.clock.now();
  const byEmail = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)).limit(1))[0];
  const moderator = await byEmail('moderator@chogundam.vn');
  const warned = await byEmail('member2@chogundam.vn');
  if (!moderator || !warned) return;
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .insert(users)
      .values({
        email: DEMO_LOCKED.email,
        fullName: DEMO_LOCKED.fullName,
        passwordHash,
        emailVerified: true,
        phoneNumber: DEMO_LOCKED.phone,
        phoneNumberVerified: true,
        role: 'member',
        // a new account: it joined five days ago and was reported twice since
        createdAt: new Date(now.getTime() - 5 * 86_400_000),
        updatedAt: new Date(now.getTime() - 5 * 86_400_000),
      })
      .returning();
    await lockAccount(tx, { actor: { userId: moderator.id }, target: locked!, reason: LOCK_REASON, action: 'member.lock', now });
    await warnAccount(tx, { actor: { userId: moderator.id }, targetId: warned.id, message: WARNING, now });
  });
  log(`Quản lý người dùng: ${DEMO_LOCKED.email} đang bị khóa, member2@chogundam.vn có một cảnh báo`);
}
