import { and, desc, eq, gt } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import { loginFailures } from './auth.schema.js';

/**
 * Password guessing is throttled in the database (so it holds across server processes and
 * restarts): at most 5 failures per account and 30 per IP in a sliding 15-minute window.
 */
const WINDOW_MS = LOGIN_THROTTLE.windowSeconds * 1000;

/** When the window frees up: the moment the `limit`-th newest failure leaves it, or null if not blocked. */
async function blockedUntil(
  ex: Executor,
  column: typeof loginFailures.email | typeof loginFailures.ip,
  value: string,
  limit: number,
  now: Date,
) {
  const [nth] = await ex
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, new Date(now.getTime() - WINDOW_MS))))
    .orderBy(desc(loginFailures.createdAt))
    .offset(limit - 1)
    .limit(1);
  return nth ? nth.createdAt.getTime() + WINDOW_MS : null;
}

/**
 * Reserve an attempt before the password is checked: the attempt is written as a failure first and
 * counted with every attempt already in flight, so a parallel burst cannot slip more than the limit
 * past the check while argon2 is still working. A refused attempt removes its own row (it did not
 * guess, so it must not extend the block); a successful sign-in clears the account's rows.
 */
export async function reserveLoginAttempt(ex: Executor, email: string, ip: string, now: Date) {
  const [row] = await ex
    .insert(loginFailures)
    .values({ email, ip: ip.slice(0, 64), createdAt: now })
    .returning({ id: loginFailures.id });
  // own row included: blocked when the limit was already reached before this attempt
  const byEmail = await blockedUntil(ex, loginFailures.email, email, LOGIN_THROTTLE.maxFailuresPerAccount + 1, now);
  const byIp = await blockedUntil(ex, loginFailures.ip, ip.slice(0, 64), LOGIN_THROTTLE.maxFailuresPerIp + 1, now);
  const until = Math.max(byEmail ?? 0, byIp ?? 0);
  if (until > now.getTime()) {
    await ex.delete(loginFailures).where(eq(loginFailures.id, row!.id));
    throw tooManyRequests(
      'rate_limited',
      'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.',
      (until - now.getTime()) / 1000,
    );
  }
}

export const clearLoginFailures = (ex: Executor, email: string) => ex.delete(loginFailures).where(eq(loginFailures.email, email));
