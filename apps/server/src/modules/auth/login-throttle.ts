import { and, count, eq, gt, inArray, lt, max, ne, sql, type SQL } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '@cho-gundam/contracts';
import type { Db, Executor, Tx } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import { loginFailures } from './auth.schema.js';

/**
 * Password guessing is slowed, never locked, and counted in the database so it holds across server
 * processes. Each attempt is a `login_failures` row (email, key, time), where the key is the client's
 * IP address, or `device:<id>` for a browser holding a valid device cookie (known-device.ts).
 * Three counts give growing delays (LOGIN_THROTTLE): the account from this key (the pair), the
 * account from anywhere (starts later, short cap), and the IP address (only slows). A known device
 * is judged on its own pair alone, so strangers' failures never keep the owner out of their devices.
 * A row with key NOTIFIED marks the last e-mail sent to the owner about failures.
 */
const NOTIFIED = 'notified';
type Rule = { freeFailures: number; maxDelaySeconds: number; windowSeconds: number };

export interface Attempt {
  email: string;
  ip: string;
  /** set when the browser proved it signed in to this account before */
  deviceId: string | null;
}

const keyOf = (a: Attempt) => (a.deviceId ? `device:${a.deviceId}` : a.ip.slice(0, 64));

/** When the next attempt may be considered under `rule`, given the failures matching `where`. */
async function nextAllowedAt(ex: Executor, where: SQL | undefined, rule: Rule, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [r] = await ex
    .select({ n: count(), last: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.createdAt, since), ne(loginFailures.ip, NOTIFIED)));
  const n = Number(r?.n ?? 0);
  if (n < rule.freeFailures || !r?.last) return 0;
  const delay = Math.min(2 ** (n - rule.freeFailures), rule.maxDelaySeconds);
  return new Date(r.last).getTime() + delay * 1000;
}

function waitMessage(seconds: number) {
  const when = seconds < 60 ? `${seconds} giây` : `${Math.ceil(seconds / 60)} phút`;
  return `Bạn đã đăng nhập sai nhiều lần. Vui lòng thử lại sau ${when}.`;
}

const lockAccount = (tx: Tx, email: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login|${email}`}))`);

/**
 * Reserve an attempt before the password is checked, under a lock on the account: the attempt is
 * written as a failure up front, so attempts in flight count for the ones behind them and a parallel
 * burst cannot slip past the delays while argon2 works. An attempt that must wait writes nothing.
 * Returns the reserved row, removed again by `loginSucceeded`.
 */
export async function reserveLoginAttempt(db: Db, a: Attempt, now: Date): Promise<string> {
  const key = keyOf(a);
  return db.transaction(async (tx) => {
    await lockAccount(tx, a.email);
    const maxWindow = Math.max(LOGIN_THROTTLE.pair.windowSeconds, LOGIN_THROTTLE.account.windowSeconds) * 1000;
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, a.email), lt(loginFailures.createdAt, new Date(now.getTime() - maxWindow))));
    const times = [await nextAllowedAt(tx, and(eq(loginFailures.email, a.email), eq(loginFailures.ip, key)), LOGIN_THROTTLE.pair, now)];
    if (!a.deviceId) {
      times.push(await nextAllowedAt(tx, eq(loginFailures.email, a.email), LOGIN_THROTTLE.account, now));
      times.push(await nextAllowedAt(tx, eq(loginFailures.ip, key), LOGIN_THROTTLE.ip, now));
    }
    const until = Math.max(...times);
    if (until > now.getTime()) {
      const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      throw tooManyRequests('rate_limited', waitMessage(seconds), seconds);
    }
    const [row] = await tx.insert(loginFailures).values({ email: a.email, ip: key, createdAt: now }).returning({ id: loginFailures.id });
    return row!.id;
  });
}

/** A right password: the failures of this pair (and of this device) are forgiven; strangers' stay. */
export const loginSucceeded = (ex: Executor, a: Attempt, reservation: string) =>
  ex
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, a.email), inArray(loginFailures.ip, [...new Set([a.ip.slice(0, 64), keyOf(a)])])))
    .then(() => ex.delete(loginFailures).where(eq(loginFailures.id, reservation)));

/**
 * After a confirmed failure: whether the owner should be told now (the account reached the
 * threshold and no e-mail went out within the hour). Marks the e-mail as sent in `tx`, under the
 * account lock, so two processes never both send it; the caller queues the e-mail in the same `tx`.
 */
export async function claimFailureNotice(tx: Tx, email: string, now: Date): Promise<number | null> {
  await lockAccount(tx, email);
  const since = new Date(now.getTime() - LOGIN_THROTTLE.account.windowSeconds * 1000);
  const [r] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since), ne(loginFailures.ip, NOTIFIED)));
  const n = Number(r?.n ?? 0);
  if (n < LOGIN_THROTTLE.notifyAfterFailures) return null;
  const recent = new Date(now.getTime() - LOGIN_THROTTLE.notifyEverySeconds * 1000);
  const [sent] = await tx
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, NOTIFIED), gt(loginFailures.createdAt, recent)))
    .limit(1);
  if (sent) return null;
  await tx.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, NOTIFIED)));
  await tx.insert(loginFailures).values({ email, ip: NOTIFIED, createdAt: now });
  return n;
}
