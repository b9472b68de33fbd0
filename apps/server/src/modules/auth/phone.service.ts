import { and, eq, ne } from 'drizzle-orm';
import { OTP_RULES, type OtpSentResponse } from '@cho-gundam/contracts';
import type { AuthDeps } from './auth.deps.js';
import { queueSms } from '../../integrations/outbox.js';
import { authorize, type Actor } from '../../lib/access.js';
import { badRequest, businessRule, conflict } from '../../lib/errors.js';
import { users, type UserRow } from '../users/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { checkOtp, consumeOtp, issueOtp } from './otp.service.js';

/**
 * Phone verification for the signed-in member (required to buy, sell or trade). A phone number
 * is verified on one account at most: the partial unique index users_phone_key decides races.
 */
const otpDeps = (ctx: AuthDeps) => ({ db: ctx.db, otpSecret: ctx.config.otpSecret });
const phoneTaken = () => conflict('phone_taken', 'Số điện thoại này đã được xác thực cho một tài khoản khác.');

async function assertPhoneFree(ctx: AuthDeps, userId: string, phone: string) {
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), eq(users.phoneNumberVerified, true), ne(users.id, userId)))
    .limit(1);
  if (other) throw phoneTaken();
}

// without diacritics on purpose: it stays one 160-character GSM-7 message that every carrier and
// brandname gateway in Vietnam accepts (diacritics switch to UCS-2, 70 characters per part)
export const otpSms = (code: string) =>
  `Cho Gundam: ma xac thuc so dien thoai cua ban la ${code}, hieu luc ${OTP_RULES.ttlSeconds / 60} phut. Khong chia se ma nay cho bat ky ai.`;

export async function sendPhoneCode(ctx: AuthDeps, userId: string, phone: string): Promise<OtpSentResponse> {
  const now = ctx.clock.now();
  const [me] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (me?.phoneNumberVerified && me.phoneNumber === phone) {
    throw businessRule('Số điện thoại này đã được xác thực cho tài khoản của bạn.');
  }
  await assertPhoneFree(ctx, userId, phone);
  const { expiresAt } = await issueOtp(otpDeps(ctx), { purpose: 'phone_verify', target: phone, userId }, now, (tx, code) =>
    queueSms(tx, phone, otpSms(code)),
  );
  ctx.jobs.poke();
  return { sent: true, expires_at: expiresAt.toISOString(), resend_after_seconds: OTP_RULES.resendAfterSeconds };
}

export async function verifyPhone(
  ctx: AuthDeps,
  actor: Actor,
  input: { user_id: string; phone_number: string; otp_code: string },
): Promise<UserRow> {
  const callerId = authorize(actor, 'phone.verify', { userId: input.user_id }).userId;
  const now = ctx.clock.now();
  await assertPhoneFree(ctx, callerId, input.phone_number);
  const codeId = await checkOtp(
    otpDeps(ctx),
    { purpose: 'phone_verify', target: input.phone_number, userId: callerId },
    input.otp_code,
    now,
  );
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await consumeOtp(tx, codeId, now))) {
        throw badRequest('otp_invalid', 'Mã xác thực đã được sử dụng. Vui lòng yêu cầu mã mới.', { remaining_attempts: 0 });
      }
      const [user] = await tx
        .update(users)
        .set({ phoneNumber: input.phone_number, phoneNumberVerified: true, updatedAt: now })
        .where(eq(users.id, callerId))
        .returning();
      return user!;
    });
  } catch (err) {
    // another account verified the same number a moment earlier; the code stays unspent
    if (isUniqueViolation(err, 'users_phone_key')) throw phoneTaken();
    throw err;
  }
}
