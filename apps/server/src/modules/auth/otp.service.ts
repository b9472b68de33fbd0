import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_RULES } from '@cho-gundam/contracts';
import type { Db, Executor, Tx } from '../../db/client.js';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.js';
import { hmacSha256, randomDigits, safeEqualHex } from '../../lib/ids.js';
import { otpCodes } from './auth.schema.js';

/**
 * One-time codes (product.md §2, reliability-security §2.3). The code itself exists only in the
 * message queued for the recipient: the table keeps HMAC(otpSecret, purpose|target|code), and no
 * response or log line ever carries it.
 */
export type OtpPurpose = 'email_verify' | 'phone_verify';

export interface OtpDeps {
  db: Db;
  otpSecret: string;
}
export interface OtpTarget {
  purpose: OtpPurpose;
  /** lower-cased email or normalised phone (0xxxxxxxxx) */
  target: string;
  /** phone codes belong to the signed-in member who asked for them */
  userId?: string | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const codeHash = (secret: string, t: OtpTarget, code: string) => hmacSha256(secret, `${t.purpose}|${t.target}|${code}`);
const secondsUntil = (at: number, now: Date) => (at - now.getTime()) / 1000;

/**
 * Wrong guesses for this address in the last 24 hours, across all its codes: every attempt
 * except the one that succeeded. Stops "ask a new code, guess once" brute force.
 */
async function guardDailyFailures(ex: Executor, t: OtpTarget, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await ex
    .select({
      failures: sql<number>`coalesce(sum(${otpCodes.attempts} - case when ${otpCodes.verifiedAt} is null then 0 else 1 end), 0)::int`,
      oldest: sql<string | null>`min(${otpCodes.createdAt})`,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, t.purpose), eq(otpCodes.target, t.target), gt(otpCodes.createdAt, since)));
  if (Number(row?.failures ?? 0) >= OTP_RULES.maxFailuresPerDay) {
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    throw tooManyRequests(
      'otp_rate_limited',
      'Bạn đã nhập sai mã quá nhiều lần hôm nay. Vui lòng thử lại sau.',
      secondsUntil(oldest + DAY_MS, now),
    );
  }
}

/**
 * Issues a new code for `t` and hands it to `deliver`, which queues the email or SMS in the same
 * transaction. Throws 429 when asked again within 60 s or more than 5 times an hour.
 */
export async function issueOtp(
  deps: OtpDeps,
  t: OtpTarget,
  now: Date,
  deliver: (tx: Tx, code: string) => Promise<unknown>,
): Promise<{ expiresAt: Date }> {
  return deps.db.transaction(async (tx) => {
    // one issuer per address at a time, so two parallel requests cannot both pass the limits below
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp|${t.purpose}|${t.target}`}))`);
    const recent = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, t.purpose), eq(otpCodes.target, t.target), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(desc(otpCodes.createdAt))
      .limit(OTP_RULES.maxPerHour);
    const last = recent[0];
    const resendAt = last ? last.createdAt.getTime() + OTP_RULES.resendAfterSeconds * 1000 : 0;
    if (resendAt > now.getTime()) {
      throw tooManyRequests('otp_resend_too_early', 'Vui lòng đợi trước khi yêu cầu gửi lại mã xác thực.', secondsUntil(resendAt, now));
    }
    const fifth = recent[OTP_RULES.maxPerHour - 1];
    if (fifth) {
      throw tooManyRequests(
        'otp_rate_limited',
        'Bạn đã yêu cầu quá nhiều mã xác thực. Vui lòng thử lại sau.',
        secondsUntil(fifth.createdAt.getTime() + HOUR_MS, now),
      );
    }
    await guardDailyFailures(tx, t, now);

    // a new code replaces every older one: only the latest message in the inbox works
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.purpose, t.purpose), eq(otpCodes.target, t.target), isNull(otpCodes.consumedAt)));
    const code = randomDigits(OTP_RULES.digits);
    const expiresAt = new Date(now.getTime() + OTP_RULES.ttlSeconds * 1000);
    await tx.insert(otpCodes).values({
      purpose: t.purpose,
      target: t.target,
      userId: t.userId ?? null,
      codeHash: codeHash(deps.otpSecret, t, code),
      attempts: 0,
      createdAt: now,
      expiresAt,
    });
    await deliver(tx, code);
    return { expiresAt };
  });
}

const requestNewCode = () =>
  badRequest('otp_invalid', 'Mã xác thực không đúng hoặc đã được sử dụng. Vui lòng yêu cầu mã mới.', { remaining_attempts: 0 });

/**
 * Checks `code` against the latest code of `t` and returns its id; the caller then spends it with
 * `consumeOtp` (in the transaction that uses it). The attempt counter is raised by a conditional
 * UPDATE *before* comparing and is committed on its own, so neither parallel guesses nor an error
 * later on can give back a try.
 */
export async function checkOtp(deps: OtpDeps, t: OtpTarget, code: string, now: Date): Promise<string> {
  const { db } = deps;
  await guardDailyFailures(db, t, now);
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, t.purpose), eq(otpCodes.target, t.target)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!latest || latest.consumedAt || (t.userId !== undefined && latest.userId !== t.userId)) throw requestNewCode();
  if (latest.expiresAt.getTime() <= now.getTime()) {
    throw badRequest('otp_expired', 'Mã xác thực đã hết hạn. Vui lòng yêu cầu mã mới.');
  }
  const [bumped] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_RULES.maxAttempts)))
    .returning({ attempts: otpCodes.attempts });
  if (!bumped) {
    const [again] = await db.select({ consumedAt: otpCodes.consumedAt }).from(otpCodes).where(eq(otpCodes.id, latest.id));
    if (again?.consumedAt) throw requestNewCode();
    throw new AppError('otp_too_many_attempts', 400, 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới.', {
      remaining_attempts: 0,
    });
  }
  if (!safeEqualHex(latest.codeHash, codeHash(deps.otpSecret, t, code))) {
    const remaining = Math.max(0, OTP_RULES.maxAttempts - bumped.attempts);
    throw badRequest(
      'otp_invalid',
      remaining > 0
        ? `Mã xác thực không đúng. Bạn còn ${remaining} lần thử.`
        : 'Mã xác thực không đúng. Bạn đã hết lượt thử, vui lòng yêu cầu mã mới.',
      { remaining_attempts: remaining },
    );
  }
  return latest.id;
}

/** Spends a checked code once; false when a parallel request spent it first. */
export async function consumeOtp(ex: Executor, codeId: string, now: Date): Promise<boolean> {
  const rows = await ex
    .update(otpCodes)
    .set({ consumedAt: now, verifiedAt: now })
    .where(and(eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Checks and spends in one go, for codes whose only effect is being verified (email sign-up). */
export async function verifyOtp(deps: OtpDeps, t: OtpTarget, code: string, now: Date) {
  const id = await checkOtp(deps, t, code, now);
  if (!(await consumeOtp(deps.db, id, now))) throw requestNewCode();
}

/**
 * Registration spends the email's verification: the newest code verified within the window and
 * not yet used for an account. Conditional, so one verification creates at most one account.
 */
export async function spendEmailVerification(ex: Executor, email: string, now: Date, windowSeconds: number): Promise<boolean> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const res = await ex
    .update(otpCodes)
    .set({ usedForAt: now })
    .where(
      sql`${otpCodes.id} = (
        select id from ${otpCodes}
        where ${otpCodes.purpose} = 'email_verify' and ${otpCodes.target} = ${email}
          and ${otpCodes.verifiedAt} > ${since.toISOString()} and ${otpCodes.usedForAt} is null
        order by ${otpCodes.verifiedAt} desc limit 1
      ) and ${otpCodes.usedForAt} is null`,
    )
    .returning({ id: otpCodes.id });
  return res.length === 1;
}
