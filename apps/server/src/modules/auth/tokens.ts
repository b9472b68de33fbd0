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

export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYP,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    return { userId: String(payload.sub), role: payload.role as Role, sessionId: String(payload.sid) };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new AppError('token_expired', 401, 'Phiên đăng nhập đã hết hạn');
    throw new AppError('unauthenticated', 401, 'Mã truy cập không hợp lệ');
  }
}
