import { eq } from 'drizzle-orm';
import { OTP_RULES, type OtpSentResponse } from '@cho-gundam/contracts';
import type { AuthDeps } from './auth.deps.js';
import { queueEmail } from '../../integrations/outbox.js';
import { AppError, conflict } from '../../lib/errors.js';
import { users, type UserRow } from '../users/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { issueOtp, spendEmailVerification, verifyOtp } from './otp.service.js';
import { hashPassword } from './passwords.js';

/**
 * Registration (product.md §2): check-email → email code → verify → create the account, which is
 * only allowed for an email verified by code within the last 30 minutes.
 */
const otpDeps = (ctx: AuthDeps) => ({ db: ctx.db, otpSecret: ctx.config.otpSecret });
const emailTaken = () => conflict('email_taken', 'Email này đã được đăng ký. Vui lòng đăng nhập.');

export async function emailExists(ctx: AuthDeps, email: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

export function otpEmail(code: string) {
  return {
    // the code stays out of the subject: subjects end up in logs and notification previews
    subject: 'Mã xác thực email Chợ Gundam',
    text: [
      'Xin chào,',
      '',
      `Mã xác thực email của bạn tại Chợ Gundam là: ${code}`,
      '',
      `Mã có hiệu lực trong ${OTP_RULES.ttlSeconds / 60} phút và chỉ dùng được một lần.`,
      'Không chia sẻ mã này với bất kỳ ai, kể cả nhân viên Chợ Gundam.',
      '',
      'Nếu bạn không yêu cầu mã này, hãy bỏ qua email này.',
      '',
      'Chợ Gundam',
    ].join('\n'),
  };
}

/**
 * Sends a code to any address. An address that already has an account gets one too: check-email
 * already tells whether it exists, so refusing would hide nothing, and the per-address limits
 * (60 s, 5 an hour) cap the cost either way. Creating a second account is refused later (409).
 */
export async function sendEmailCode(ctx: AuthDeps, email: string): Promise<OtpSentResponse> {
  const now = ctx.clock.now();
  const { expiresAt } = await issueOtp(otpDeps(ctx), { purpose: 'email_verify', target: email }, now, (tx, code) =>
    queueEmail(tx, { to: email, ...otpEmail(code) }),
  );
  ctx.jobs.poke();
  return { sent: true, expires_at: expiresAt.toISOString(), resend_after_seconds: OTP_RULES.resendAfterSeconds };
}

export async function verifyEmailCode(ctx: AuthDeps, email: string, code: string) {
  await verifyOtp(otpDeps(ctx), { purpose: 'email_verify', target: email }, code, ctx.clock.now());
}

export async function registerUser(ctx: AuthDeps, input: { email: string; full_name: string; password: string }): Promise<UserRow> {
  const now = ctx.clock.now();
  if (await emailExists(ctx, input.email)) throw emailTaken();
  // hashed before the transaction: ~10 ms of CPU should not hold a connection
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await spendEmailVerification(tx, input.email, now, OTP_RULES.registrationWindowSeconds))) {
        // a parallel request (double click) may have spent the verification on this very account
        const [created] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
        if (created) throw emailTaken();
        throw new AppError(
          'email_not_verified',
          403,
          'Email chưa được xác thực hoặc mã xác thực đã quá 30 phút. Vui lòng xác thực lại email.',
        );
      }
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          fullName: input.full_name,
          passwordHash,
          emailVerified: true,
          role: 'member',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return user!;
    });
  } catch (err) {
    // two sign-ups of the same email at once: the unique index picks one, the other rolls back
    if (isUniqueViolation(err, 'users_email_key')) throw emailTaken();
    throw err;
  }
}
