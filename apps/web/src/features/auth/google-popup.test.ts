import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_POPUP } from '@cho-gundam/contracts/core';
import { GoogleSignInError } from './google-errors';
import { buildGoogleAuthUrl, idTokenNonce, readGoogleAnswer, signInWithGooglePopup } from './google-popup';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fakeIdToken = (nonce: string) => `${b64url({ alg: 'RS256' })}.${b64url({ nonce, sub: '1' })}.sig`;

async function rejection(p: Promise<unknown>): Promise<GoogleSignInError> {
  try {
    await p;
  } catch (e) {
    return e as GoogleSignInError;
  }
  throw new Error('expected a rejection');
}

describe('Google popup sign-in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks Google for an ID token, returning to the sign-in page', () => {
    const url = new URL(buildGoogleAuthUrl('client-1', 'st', 'no', 'https://chogundam.vn/member/login'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      response_type: 'id_token',
      redirect_uri: 'https://chogundam.vn/member/login',
      state: 'st',
      nonce: 'no',
    });
  });

  it('reads the answer from the fragment of the landing page', () => {
    expect(readGoogleAnswer({ hash: '#state=s1&id_token=abc', search: '' })).toEqual({ state: 's1', id_token: 'abc' });
    expect(readGoogleAnswer({ hash: '', search: '?state=s1&error=access_denied' })).toEqual({ state: 's1', error: 'access_denied' });
    expect(readGoogleAnswer({ hash: '#gallery', search: '?redirect=/cart' })).toBeNull();
  });

  it('reads the nonce claim of an ID token', () => {
    expect(idTokenNonce(fakeIdToken('n-1'))).toBe('n-1');
    expect(idTokenNonce('garbage')).toBeNull();
  });

  it('needs a configured client id', async () => {
    expect((await rejection(signInWithGooglePopup(null))).code).toBe('auth-domain-config-required');
  });

  it('reports a blocked popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect((await rejection(signInWithGooglePopup('client-1'))).code).toBe('popup-blocked');
  });

  it('opens a 500×600 popup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await rejection(signInWithGooglePopup('client-1'));
    expect(open.mock.calls[0]?.[2]).toContain(`width=${GOOGLE_POPUP.width},height=${GOOGLE_POPUP.height}`);
  });

  it(`reports a popup closed without an answer only after ${GOOGLE_POPUP.closedDelayMs} ms`, async () => {
    const popup = { closed: false, close: vi.fn(), location: { hash: '', search: '' } };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let error: GoogleSignInError | null = null;
    signInWithGooglePopup('client-1').catch((e: GoogleSignInError) => (error = e));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(error).toBeNull();
    await vi.advanceTimersByTimeAsync(GOOGLE_POPUP.closedDelayMs);
    expect(error!.code).toBe('popup-closed-by-user');
  });

  it('resolves with the ID token once the popup is back on this site', async () => {
    const popup = { closed: false, close: vi.fn(), location: { hash: '', search: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const result = signInWithGooglePopup('client-1');
    const url = new URL(String(open.mock.calls[0]?.[0]));
    const state = url.searchParams.get('state')!;
    const nonce = url.searchParams.get('nonce')!;
    popup.location.hash = `#state=${state}&id_token=${fakeIdToken(nonce)}`;
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe(fakeIdToken(nonce));
    expect(popup.close).toHaveBeenCalled();
  });

  it('turns an error from Google into a seed code, and rejects a token for another request', async () => {
    const popup = { closed: false, close: vi.fn(), location: { hash: '', search: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const denied = rejection(signInWithGooglePopup('client-1'));
    const state = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('state')!;
    popup.location.hash = `#state=${state}&error=access_denied`;
    await vi.advanceTimersByTimeAsync(500);
    expect((await denied).code).toBe('popup-closed-by-user');

    const replayed = rejection(signInWithGooglePopup('client-1'));
    const state2 = new URL(String(open.mock.calls[1]?.[0])).searchParams.get('state')!;
    popup.location.hash = `#state=${state2}&id_token=${fakeIdToken('someone-else')}`;
    await vi.advanceTimersByTimeAsync(500);
    expect((await replayed).code).toBe('internal-error');
  });

  it('cancels the earlier request when a new popup is opened', async () => {
    const popup = { closed: false, close: vi.fn(), location: { hash: '', search: '' } };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const first = rejection(signInWithGooglePopup('client-1'));
    signInWithGooglePopup('client-1').catch(() => undefined);
    expect((await first).code).toBe('cancelled-popup-request');
  });
});
