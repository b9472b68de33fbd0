import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The HTTP client's own rules (seed §7) against a fake `fetch`: what it sends and how it reacts to
 * each answer. The server side of these rules is tested against the real API.
 */
type Call = { url: string; method: string; auth: string | null; body: unknown; init: RequestInit };
type Reply = { status: number; body?: unknown } | (() => Promise<{ status: number; body?: unknown }>);

let calls: Call[];
let replies: Map<string, Reply[]>;

function json(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function reply(key: string, ...r: Reply[]) {
  replies.set(key, [...(replies.get(key) ?? []), ...r]);
}

async function load() {
  vi.resetModules();
  return import('@/shared/lib/http');
}

beforeEach(() => {
  calls = [];
  replies = new Map();
  document.cookie = 'access_token=; Path=/; Max-Age=0';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const key = `${init.method} ${url}`;
      calls.push({
        url,
        method: init.method ?? 'GET',
        auth: headers.authorization ?? null,
        body: init.body ? JSON.parse(init.body as string) : undefined,
        init,
      });
      const next = replies.get(key)?.shift();
      if (!next) throw new Error(`no fake reply for ${key}`);
      const r = typeof next === 'function' ? await next() : next;
      return json(r.status, r.body);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('http client', () => {
  it('sends the access_token cookie as a bearer token, JSON, with credentials, under /api/v1', async () => {
    const { http } = await load();
    document.cookie = 'access_token=abc; Path=/';
    reply('POST /api/v1/cart/items', { status: 201, body: { cart_item_id: 'c1', gundam_id: 'g1' } });
    await expect(http.post('/cart/items', { gundam_id: 'g1' })).resolves.toEqual({ cart_item_id: 'c1', gundam_id: 'g1' });
    expect(calls[0]).toMatchObject({ auth: 'Bearer abc', body: { gundam_id: 'g1' } });
    expect(calls[0]!.init.credentials).toBe('include');
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('sends no Authorization header for a guest', async () => {
    const { http } = await load();
    reply('GET /api/v1/config', { status: 200, body: { environment: 'test' } });
    await http.get('/config');
    expect(calls[0]!.auth).toBeNull();
  });

  it('gives every request a 20-second timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { http } = await load();
    reply('GET /api/v1/config', { status: 200, body: {} });
    await http.get('/config');
    expect(timeout).toHaveBeenCalledWith(20_000);
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('on a 401 refreshes once, stores the new token and retries the request with it', async () => {
    const { http, onTokenRefreshed } = await load();
    const refreshed = vi.fn();
    onTokenRefreshed(refreshed);
    document.cookie = 'access_token=old; Path=/';
    reply(
      'GET /api/v1/cart/items',
      { status: 401, body: { error: { code: 'token_expired', message: 'Phiên đăng nhập đã hết hạn' } } },
      { status: 200, body: [] },
    );
    reply('POST /api/v1/auth/refresh', { status: 200, body: { access_token: 'new', access_token_expires_at: '2026-01-01T00:15:00Z' } });

    await expect(http.get('/cart/items')).resolves.toEqual([]);
    expect(calls.map((c) => `${c.method} ${c.url} ${c.auth}`)).toEqual([
      'GET /api/v1/cart/items Bearer old',
      'POST /api/v1/auth/refresh Bearer old',
      'GET /api/v1/cart/items Bearer new',
    ]);
    expect(document.cookie).toContain('access_token=new');
    expect(refreshed).toHaveBeenCalledWith({ access_token: 'new', access_token_expires_at: '2026-01-01T00:15:00Z' });
  });

  it('retries only once: a second 401 after the refresh is passed on', async () => {
    const { http, HttpError } = await load();
    document.cookie = 'access_token=old; Path=/';
    reply(
      'GET /api/v1/me',
      { status: 401, body: { error: { code: 'unauthenticated', message: 'Vui lòng đăng nhập' } } },
      { status: 401, body: { error: { code: 'unauthenticated', message: 'Vui lòng đăng nhập' } } },
    );
    reply('POST /api/v1/auth/refresh', { status: 200, body: { access_token: 'new', access_token_expires_at: 'x' } });
    const err = await http.get('/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('two requests failing with 401 at the same time share exactly one refresh', async () => {
    const { http } = await load();
    document.cookie = 'access_token=old; Path=/';
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    reply('GET /api/v1/a', { status: 401 }, { status: 200, body: { a: 1 } });
    reply('GET /api/v1/b', { status: 401 }, { status: 200, body: { b: 2 } });
    reply('POST /api/v1/auth/refresh', async () => {
      await gate; // both 401s arrive while the refresh is still running
      return { status: 200, body: { access_token: 'new', access_token_expires_at: 'x' } };
    });
    const both = Promise.all([http.get('/a'), http.get('/b')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1));
    release();
    await expect(both).resolves.toEqual([{ a: 1 }, { b: 2 }]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(
      calls
        .filter((c) => c.auth === 'Bearer new')
        .map((c) => c.url)
        .sort(),
    ).toEqual(['/api/v1/a', '/api/v1/b']);
  });

  it('a failed refresh is logged, rejects the request and reports the session as lost', async () => {
    const { http, onAuthLost, HttpError } = await load();
    const lost = vi.fn();
    onAuthLost(lost);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = 'access_token=old; Path=/';
    reply('GET /api/v1/wallet', { status: 401 });
    reply('POST /api/v1/auth/refresh', {
      status: 401,
      body: { error: { code: 'refresh_invalid', message: 'Phiên đăng nhập đã kết thúc' } },
    });
    const err = await http.get('/wallet').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 401, code: 'refresh_invalid' });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalled();
    expect(calls).toHaveLength(2); // no retry without a new token
  });

  it('a refresh cut short (page reload, dropped connection, busy server) rejects the request but keeps the session', async () => {
    const { http, onAuthLost } = await load();
    const lost = vi.fn();
    onAuthLost(lost);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = 'access_token=old; Path=/';
    reply('GET /api/v1/wallet', { status: 401 }, { status: 401 }, { status: 401 });
    reply(
      'POST /api/v1/auth/refresh',
      () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      { status: 503, body: { error: { code: 'unavailable', message: 'Máy chủ đang bận' } } },
    );
    await expect(http.get('/wallet')).rejects.toMatchObject({ name: 'AbortError' });
    await expect(http.get('/wallet')).rejects.toMatchObject({ status: 0, code: 'network' });
    await expect(http.get('/wallet')).rejects.toMatchObject({ status: 503 });
    expect(lost).not.toHaveBeenCalled();
    expect(document.cookie).toContain('access_token=old');
  });

  it('passes other errors through with the server code and Vietnamese message, without refreshing', async () => {
    const { http } = await load();
    document.cookie = 'access_token=abc; Path=/';
    reply('POST /api/v1/cart/items', {
      status: 409,
      body: { error: { code: 'conflict', message: 'Sản phẩm đã có trong giỏ hàng', details: null, request_id: 'r1' } },
    });
    await expect(http.post('/cart/items', { gundam_id: 'g1' })).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'Sản phẩm đã có trong giỏ hàng',
      requestId: 'r1',
    });
    expect(calls).toHaveLength(1);
  });

  it('never refreshes for the sign-in call itself (wrong password is a 401 of its own)', async () => {
    const { http } = await load();
    reply('POST /api/v1/auth/login', {
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Email hoặc mật khẩu không đúng' } },
    });
    await expect(http.post('/auth/login', { email: 'a@b.vn', password: 'x' })).rejects.toMatchObject({
      message: 'Email hoặc mật khẩu không đúng',
    });
    expect(calls).toHaveLength(1);
  });

  it('a body that is not JSON still gives a Vietnamese message', async () => {
    const { http } = await load();
    vi.mocked(fetch).mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(http.get('/config')).rejects.toMatchObject({ status: 502, message: 'Đã có lỗi xảy ra. Vui lòng thử lại.' });
  });
});
