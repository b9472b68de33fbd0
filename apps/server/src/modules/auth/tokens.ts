import { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '@cho-gundam/contracts';
import { AppError } from '../../lib/errors.js';

/**
 * Access tokens: HS256 JWTs valid 15 minutes, carrying only the user id, role and session id.
 * They are checked against the session row on every request, so signing out, changing the
 * password or locking the account takes effect at once.
 */
const ISSUER = 'cho-gundam';
const AUDIENCE = 'cho-gundam-api';
const TYP = 'at+jwt';

export interface AccessClaims {
  userId: string;
  role: Role;
  sessionId: string;
}

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * The secret as a WebCrypto key, imported once per secret: given the raw bytes, jose imports the key
 * again on every verification (an eighth of the server's CPU per bid in bench/auction-bids.mjs).
 */
const verifyKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function verifyKey(secret: Uint8Array) {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

/**
 * Tokens this process has already verified, with their expiry: a client sends the same access token
 * on every request for its 15 minutes, and checking its signature through WebCrypto each time was a
 * fifth of the server's CPU per bid in bench/auction-bids.mjs. Only a token that verified is kept (a
 * forged one is another string, and is checked in full); the expiry is still checked on every request,
 * and the session behind the token is still read on every request (access-tokens.ts), so signing out
 * applies at once. Bounded: the oldest entry leaves first.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>();
const VERIFIED_KEPT = 10_000;

const tokenExpired = () => new AppError('token_expired', 401, 'Phiên đăng nhập đã hết hạn');

export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<AccessClaims> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const hit = known.get(token);
  // expired as jose counts it: `exp` at or before the current second
  if (hit) {
    if (hit.exp <= Math.floor(now.getTime() / 1000)) throw tokenExpired();
    return hit.claims;
  }
  try {
    const { payload } = await jwtVerify(token, await verifyKey(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYP,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const claims: AccessClaims = { userId: String(payload.sub), role: payload.role as Role, sessionId: String(payload.sid) };
    if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value!);
    known.set(token, { claims, exp: payload.exp! });
    return claims;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw tokenExpired();
    throw new AppError('unauthenticated', 401, 'Mã truy cập không hợp lệ');
  }
}
