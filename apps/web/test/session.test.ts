import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, SESSION_RESTORERS } from '@/app/store';
import { DELIVERY_FEES_CACHE_KEY } from '@/features/exchange';
import { safeRedirect, startSession, wireSessionEvents } from '@/features/session';
import { http } from '@/shared/lib/http';
import { makeUser } from './support';

const member = makeUser('member');
let calls: { url: string; body: unknown }[];
let answers: Record<string, ((body: unknown) => Response)[]>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const unauthenticated = () => json(401, { error: { code: 'token_expired', message: 'Phiên đăng nhập đã hết hạn' } });

beforeEach(() => {
  calls = [];
  answers = {};
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(init.body as string) : undefined;
      calls.push({ url, body });
      const next = answers[`${init.method} ${url}`]?.shift();
      if (!next) throw new Error(`unexpected ${init.method} ${url}`);
      return next(body);
    }),
  );
});
afterEach(() => {
  document.cookie = 'access_token=; Path=/; Max-Age=0';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session start (seed §4)', () => {
  it('without a token: warns, signs out locally and calls nobody', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore();
    await expect(startSession(store.dispatch, SESSION_RESTORERS)).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('with a valid token: verifies it, stores the user and restores the delivery fees', async () => {
    document.cookie = 'access_token=good; Path=/';
    localStorage.setItem(DELIVERY_FEES_CACHE_KEY, JSON.stringify({ [member.id]: { e1: { total: 30_000 } } }));
    answers['POST /api/v1/tokens/verify'] = [() => json(200, member)];
    const store = makeStore();
    await expect(startSession(store.dispatch, SESSION_RESTORERS)).resolves.toBe(true);
    expect(calls[0]).toEqual({ url: '/api/v1/tokens/verify', body: { access_token: 'good' } });
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, user: member });
    expect(store.getState().exchange.deliveryFees).toEqual({ [member.id]: { e1: { total: 30_000 } } });
  });

  it('a member returning after the 15-minute token expired is refreshed and stays signed in', async () => {
    document.cookie = 'access_token=expired; Path=/';
    answers['POST /api/v1/tokens/verify'] = [
      unauthenticated,
      // the retry after the refresh rebuilds its body from the cookie: it carries the fresh token
      (b) => ((b as { access_token: string }).access_token === 'fresh' ? json(200, member) : unauthenticated()),
    ];
    answers['POST /api/v1/auth/refresh'] = [() => json(200, { access_token: 'fresh', access_token_expires_at: '2026-01-01T00:15:00Z' })];
    const store = makeStore();
    await expect(startSession(store.dispatch, SESSION_RESTORERS)).resolves.toBe(true);
    expect(store.getState().auth.user).toEqual(member);
    expect(document.cookie).toContain('access_token=fresh');
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(calls.filter((c) => c.url.endsWith('/tokens/verify'))).toHaveLength(2);
  });

  it('when the session is over: signs out and deletes the cookie', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = 'access_token=revoked; Path=/';
    answers['POST /api/v1/tokens/verify'] = [unauthenticated];
    answers['POST /api/v1/auth/refresh'] = [
      () => json(401, { error: { code: 'refresh_invalid', message: 'Phiên đăng nhập đã kết thúc' } }),
    ];
    const store = makeStore();
    await expect(startSession(store.dispatch, SESSION_RESTORERS)).resolves.toBe(false);
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(document.cookie).not.toContain('access_token=');
  });

  it('a refresh failing later, mid-visit, signs the person out of this device', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore();
    const unwire = wireSessionEvents(store);
    document.cookie = 'access_token=good; Path=/';
    answers['POST /api/v1/tokens/verify'] = [() => json(200, member)];
    await startSession(store.dispatch, SESSION_RESTORERS);
    answers['GET /api/v1/wallet'] = [unauthenticated];
    answers['POST /api/v1/auth/refresh'] = [() => json(401, { error: { code: 'refresh_reused', message: 'Phiên đăng nhập đã kết thúc' } })];
    await expect(http.get('/wallet')).rejects.toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, user: null });
    unwire();
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/product?search=zaku', '/product?search=zaku'],
    [null, '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/member/login', '/'],
    ['/member/signup?redirect=/cart', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
