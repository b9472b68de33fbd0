import { formatDateTime } from '@cho-gundam/contracts';
import type { AuthDeps } from './auth.deps.js';
import { queueEmail } from '../../integrations/outbox.js';
import type { UserRow } from '../users/index.js';
import { claimFailureNotice } from './login-throttle.js';

/**
 * After a wrong password on an existing account: when the account reaches the threshold, its owner
 * is e-mailed (at most once an hour) through the outbox, in the transaction that marks it sent.
 */
export async function noticeFailure(ctx: AuthDeps, user: UserRow, ip: string, now: Date) {
  const queued = await ctx.db.transaction(async (tx) => {
    const failures = await claimFailureNotice(tx, user.email, now);
    if (failures === null) return false;
    await queueEmail(tx, {
      to: user.email,
      subject: 'Cảnh báo: nhiều lần đăng nhập sai vào tài khoản Chợ Gundam',
      text: [
        `Chào ${user.fullName},`,
        '',
        `Tài khoản Chợ Gundam của bạn (${user.email}) vừa có ${failures} lần đăng nhập sai mật khẩu trong 24 giờ qua,`,
        `lần gần nhất lúc ${formatDateTime(now)} (giờ Việt Nam) từ địa chỉ IP ${ip}.`,
        '',
        'Nếu đó là bạn, bạn có thể bỏ qua thư này. Nếu không, hãy đổi mật khẩu trong phần Tài khoản.',
        'Tài khoản không bị khóa: các thiết bị bạn đã từng đăng nhập vẫn đăng nhập được bình thường.',
        '',
        'Chợ Gundam',
      ].join('\n'),
    });
    return true;
  });
  if (queued) ctx.jobs.poke();
}
