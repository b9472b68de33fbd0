import { createHmac, randomBytes, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { LOGIN_THROTTLE } from '@cho-gundam/contracts';

/**
 * A browser that signed in gets a long-lived "device" cookie: `userId.deviceId.issuedAt.mac`, the
 * MAC an HMAC with the server key over those fields and the account's password hash. Nothing is
 * stored: the server recomputes the MAC, so the cookie cannot be forged or moved to another
 * account, and changing the password forgets every device at once.
 */
export const DEVICE_TTL_MS = LOGIN_THROTTLE.deviceCookieDays * 24 * 60 * 60 * 1000;

export interface KnownDevice {
  deviceId: string;
}

const mac = (secret: BinaryLike, userId: string, deviceId: string, issuedAt: string, passwordHash: string | null) =>
  createHmac('sha256', secret)
    .update(`device|${userId}|${deviceId}|${issuedAt}|${passwordHash ?? ''}`)
    .digest('base64url');

export function issueDeviceToken(secret: BinaryLike, user: { id: string; passwordHash: string | null }, now: Date) {
  const deviceId = randomBytes(16).toString('base64url');
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  return `${user.id}.${deviceId}.${issuedAt}.${mac(secret, user.id, deviceId, issuedAt, user.passwordHash)}`;
}

/** The device, when the cookie was issued by us to this very account (and its current password) within a year. */
export function knownDevice(
  secret: BinaryLike,
  token: string | undefined,
  user: { id: string; passwordHash: string | null } | undefined,
  now: Date,
): KnownDevice | null {
  if (!token || !user || token.length > 200) return null;
  const [userId, deviceId, issuedAt, given, extra] = token.split('.');
  if (extra !== undefined || userId !== user.id || !deviceId || !issuedAt || !given || !/^\d{1,12}$/.test(issuedAt)) return null;
  const expected = Buffer.from(mac(secret, userId, deviceId, issuedAt, user.passwordHash));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (Number(issuedAt) * 1000 + DEVICE_TTL_MS <= now.getTime()) return null;
  return { deviceId };
}
