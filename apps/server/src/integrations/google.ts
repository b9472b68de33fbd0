import { createRemoteJWKSet, customFetch, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';

/**
 * Google ID token verification (reliability-security §2.5): signature against Google's published
 * keys (fetched and cached by jose, refetched when an unknown `kid` appears), RS256 only,
 * `aud` = our client id (never omitted), `iss` one of Google's issuers, `exp` against our clock.
 * The token only proves who the person is; we then issue our own session.
 */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface GoogleVerifier {
  verify(idToken: string, now: Date): Promise<GoogleIdentity>;
}

// Google's own libraries allow 5 minutes; a minute is enough between two NTP-synced servers
const CLOCK_TOLERANCE_SECONDS = 60;

const invalid = () => new AppError('google_token_invalid', 401, 'Phiên đăng nhập Google không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.');

export function googleVerifier(google: Config['google'], fetchImpl: typeof fetch): GoogleVerifier {
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
  return {
    async verify(idToken, now) {
      const clientId = google.clientId;
      if (!clientId) {
        throw new AppError(
          'google_not_configured',
          503,
          'Đăng nhập bằng Google chưa được cấu hình trên hệ thống. Vui lòng đăng nhập bằng email.',
        );
      }
      jwks ??= createRemoteJWKSet(new URL(google.jwksUrl), {
        timeoutDuration: 5_000,
        [customFetch]: (url, init) => fetchImpl(url, init as RequestInit),
      });
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          algorithms: ['RS256'],
          audience: clientId,
          issuer: google.issuers,
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat', 'email'],
        }));
      } catch (err) {
        // Google's key endpoint unreachable or broken: not the user's fault, say so
        if (err instanceof joseErrors.JWKSTimeout || err instanceof joseErrors.JWKSInvalid || !(err instanceof joseErrors.JOSEError)) {
          throw new AppError('internal', 503, 'Không thể kết nối tới Google lúc này. Vui lòng thử lại sau ít phút.');
        }
        throw invalid();
      }
      if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.email !== 'string') throw invalid();
      return {
        subject: payload.sub,
        email: payload.email.trim().toLowerCase(),
        // strictly the boolean true: anything else is not Google vouching for the address
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : null,
        picture: typeof payload.picture === 'string' && /^https:\/\//.test(payload.picture) ? payload.picture : null,
      };
    },
  };
}
