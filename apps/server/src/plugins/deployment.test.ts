import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createUser } from '../../test/fixtures.js';
import { call, createTestApp, testConfig, type TestApp } from '../../test/helpers.js';
import { refreshWith, signIn } from '../../test/support/auth.js';
import { ConfigError } from '../config.js';

/** Behind a proxy, on another origin, opened by a newcomer on 127.0.0.1: what issue 12 §5 found. */
describe('deployment behind a proxy and on other origins', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('reads TRUST_PROXY as true, a number of hops or a list of proxies, and names a bad value', () => {
    expect(testConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(testConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    for (const bad of ['banana', '10.0.0.0/40', '10.0.0/8']) {
      expect(() => testConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
    }
    expect(() => testConfig({ CORS_ORIGINS: 'https://app.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(testConfig({ CORS_ORIGINS: 'https://app.example, http://127.0.0.1:5173' }).corsOrigins).toEqual([
      'https://app.example',
      'http://127.0.0.1:5173',
    ]);
  });

  it('counts the rate limit per client behind a trusted proxy, and ignores X-Forwarded-For from anyone else', async () => {
    const hit = (ip: string) => call(t!.app, 'GET', '/api/v1/grades', { headers: { 'x-forwarded-for': ip } });
    t = await createTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_MAX: '3' } });
    for (let i = 0; i < 3; i++) expect((await hit('203.0.113.1')).status).toBe(200);
    expect((await hit('203.0.113.1')).status).toBe(429);
    expect((await hit('203.0.113.2')).status).toBe(200); // another visitor behind the same balancer
    await t.close();

    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } }); // not behind a proxy: the header is anyone's to forge
    for (let i = 0; i < 3; i++) expect((await hit(`203.0.113.${i + 10}`)).status).toBe(200);
    expect((await hit('203.0.113.99')).status).toBe(429);
  });

  it("records the visitor's address from the trusted proxy on the session", async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const u = await createUser(t);
    const res = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: u.email, password: FIXTURE_PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(res.status).toBe(200);
    const sessions = await call(t.app, 'GET', `/api/v1/users/${u.id}/sessions`, { token: res.body.access_token });
    expect(JSON.stringify(sessions.body)).toContain('198.51.100.77');
  });

  it('answers a preflight from an allowed origin with credentials, and gives other origins nothing', async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example' } });
    const preflight = (origin: string) =>
      t!.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/auth/refresh',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
      });
    const ok = await preflight('https://app.example');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const get = await call(t.app, 'GET', '/api/v1/grades', { headers: { origin: 'https://app.example' } });
    expect(get.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(get.headers.vary).toContain('Origin');
  });

  it('refreshes from the origin the page was served on outside production, from the allowlist, and refuses other sites', async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example' } });
    const u = await createUser(t);
    let token = (await signIn(t, u.email, FIXTURE_PASSWORD)).refresh;
    const refresh = async (origin: string, host = 'localhost:3000') => {
      const r = await refreshWith(t!, token, { origin, host });
      if (r.status === 200) token = r.refresh!.value;
      return r;
    };
    expect((await refresh('http://127.0.0.1:3000', '127.0.0.1:3000')).status).toBe(200);
    expect((await refresh('http://192.168.1.20:3000', '192.168.1.20:3000')).status).toBe(200);
    expect((await refresh('https://app.example')).status).toBe(200);
    const evil = await refresh('http://evil.example:3000');
    expect(evil.status).toBe(403);
    expect(evil.body.error.message).toBe('Yêu cầu không đến từ trang web của Chợ Gundam.');
  });

  it('in production accepts APP_URL and the allowlist only', async () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', APP_URL: 'https://chogundam.vn', DEMO_DATA: 'false' };
    t = await createTestApp({ env: production });
    const u = await createUser(t);
    const { refresh } = await signIn(t, u.email, FIXTURE_PASSWORD);
    const served = await refreshWith(t, refresh, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' });
    expect(served.status).toBe(403);
    const ours = await refreshWith(t, refresh, { origin: 'https://chogundam.vn' });
    expect(ours.status).toBe(200);
  });
});
