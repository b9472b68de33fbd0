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

export async function assertLoginAllowed(ex: Executor, email: string, ip: string, now: Date) {
  const byEmail = await blockedUntil(ex, loginFailures.email, email, LOGIN_THROTTLE.maxFailuresPerAccount, now);
  const byIp = await blockedUntil(ex, loginFailures.ip, ip, LOGIN_THROTTLE.maxFailuresPerIp, now);
  const until = Math.max(byEmail ?? 0, byIp ?? 0);
  if (until > now.getTime()) {
    throw tooManyRequests(
      'rate_limited',
      'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.',
      (until - now.getTime()) / 1000,
    );
  }
}

export const recordLoginFailure = (ex: Executor, email: string, ip: string, now: Date) =>
  ex.insert(loginFailures).values({ email, ip: ip.slice(0, 64), createdAt: now });

export const clearLoginFailures = (ex: Executor, email: string) => ex.delete(loginFailures).where(eq(loginFailures.email, email));
