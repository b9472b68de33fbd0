import { describe, expect, it } from 'vitest';
import {
  GOOGLE_ERROR_CODES,
  GOOGLE_ERROR_MESSAGES,
  GoogleSignInError,
  googleErrorFromOAuth,
  googleErrorMessage,
  normalizeGoogleErrorCode,
} from './google-errors';

const SEED_CODES = [
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'network-request-failed',
  'web-storage-unsupported',
  'internal-error',
  'invalid-api-key',
  'auth-domain-config-required',
];

describe('Google sign-in error messages (seed §8)', () => {
  it('cover exactly the nine codes of the seed', () => {
    expect([...GOOGLE_ERROR_CODES].sort()).toEqual([...SEED_CODES].sort());
  });

  it('give every code its own Vietnamese message', () => {
    const messages = SEED_CODES.map((c) => googleErrorMessage(c));
    expect(new Set(messages).size).toBe(SEED_CODES.length);
    for (const m of messages) {
      expect(m.length).toBeGreaterThan(20);
      // Vietnamese, not an English fallback
      expect(m).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
    }
  });

  it('accept Firebase-style codes with the auth/ prefix', () => {
    expect(googleErrorMessage('auth/popup-blocked')).toBe(GOOGLE_ERROR_MESSAGES['popup-blocked']);
    expect(normalizeGoogleErrorCode('AUTH/Popup-Closed-By-User')).toBe('popup-closed-by-user');
  });

  it('treat an unknown code as an internal error rather than showing nothing', () => {
    expect(normalizeGoogleErrorCode('something-new')).toBe('internal-error');
    expect(googleErrorMessage(undefined)).toBe(GOOGLE_ERROR_MESSAGES['internal-error']);
  });

  it('translate the OAuth error parameter Google sends back', () => {
    expect(googleErrorFromOAuth('access_denied')).toBe('popup-closed-by-user');
    expect(googleErrorFromOAuth('invalid_client')).toBe('invalid-api-key');
    expect(googleErrorFromOAuth('redirect_uri_mismatch')).toBe('unauthorized-domain');
    expect(googleErrorFromOAuth('temporarily_unavailable')).toBe('network-request-failed');
    expect(googleErrorFromOAuth('server_error')).toBe('internal-error');
  });

  it('carry the code and the message on the thrown error', () => {
    const e = new GoogleSignInError('popup-blocked');
    expect(e.code).toBe('popup-blocked');
    expect(e.message).toBe(GOOGLE_ERROR_MESSAGES['popup-blocked']);
  });
});
