import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Two tabs share one refresh cookie. The fake server below rotates it on every refresh and treats a
 * rotated (old) token as reuse, like the real one (ADR 0002). Each tab is its own copy of the HTTP
 * client module; `navigator.locks` is a small in-page mutex standing in for the browser's Web Locks.
 */
const jar = { refresh: 'r0' };
let server: { current: string; reuse: number; rotations: number };

function exclusiveLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, work: () => Promise<unknown>) => {
      const run = tail.then(work, work);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

async function tab() {
  vi.resetModules();
  return import('@/shared/lib/http');
}

beforeEach(() => {
  jar.refresh = 'r0';
  document.cookie = 'access_token=; Path=/; Max-Age=0';
  server = { current: 'r0', reuse: 0, rotations: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const sent = jar.refresh; // the browser attaches the cookie as it is when the request leaves
      await new Promise((r) => setTimeout(r, 20));
      const respond = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.endsWith('/auth/refresh')) {
        if (sent !== server.current) {
          server.reuse += 1;
          return respond(401, { error: { code: 'refresh_reused', message: 'Phiên đăng nhập đã hết hạn' } });
        }
        server.rotations += 1;
        server.current = `r${server.rotations}`;
        jar.refresh = server.current;
        return respond(200, { access_token: `a${server.rotations}`, user: null });
      }
      const auth = (init.headers as Record<string, string>).authorization ?? '';
      return auth.startsWith('Bearer a')
        ? respond(200, { ok: true })
        : respond(401, { error: { code: 'token_expired', message: 'Hết hạn' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('refreshing from two tabs at once', () => {
  it('with Web Locks, both tabs refresh in turn and nobody is signed out', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: exclusiveLocks() });
    const [a, b] = [await tab(), await tab()];
    expect(a).not.toBe(b);
    await Promise.all([a.http.get('/wallet'), b.http.get('/wallet')]);
    expect(server.reuse).toBe(0);
    expect(server.rotations).toBe(2);
  });

  it('without the lock the same two refreshes trip reuse detection (why the lock exists)', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const [a, b] = [await tab(), await tab()];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const results = await Promise.allSettled([a.http.get('/wallet'), b.http.get('/wallet')]);
    expect(server.reuse).toBe(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
  });
});
