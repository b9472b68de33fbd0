import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { AppDeps } from '../../app.js';

export interface WalletTestApp extends TestApp {
  /** while true, HTTP calls to our own URL fail like a network outage (the sandbox's callback is lost) */
  dropOwnCalls: boolean;
}

/**
 * The app with an outbound fetch that delivers requests addressed to the app's own URL
 * (APP_URL, e.g. the sandbox gateway's callback) through `app.inject`: a real HTTP request object
 * through the whole server, without holding a port. Anything else goes to the real network.
 */
export async function createWalletTestApp(opts: { env?: Record<string, string | undefined>; now?: string; deps?: Partial<AppDeps> } = {}): Promise<WalletTestApp> {
  let t: WalletTestApp | null = null;
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const base = t?.app.ctx.config.appUrl;
    if (t && base && url.startsWith(base)) {
      if (t.dropOwnCalls) throw new TypeError('fetch failed (simulated network outage)');
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const res = await t.app.inject({ method: (init?.method ?? 'GET') as 'POST', url: url.slice(base.length), headers, payload: init?.body as string | undefined });
      const outHeaders = new Headers();
      for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) outHeaders.set(k, Array.isArray(v) ? v.join(', ') : String(v));
      return new Response(res.body, { status: res.statusCode, headers: outHeaders });
    }
    return fetch(input, init);
  };
  const base = await createTestApp({ ...opts, deps: { fetch: fetchImpl, ...opts.deps } });
  t = Object.assign(base, { dropOwnCalls: false });
  return t;
}

export const idem = () => ({ 'idempotency-key': `test-${randomUUID()}` });
