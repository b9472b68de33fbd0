import { connect } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCallbacks, topups } from '../src/modules/wallet/index.js';
import { users } from '../src/modules/users/users.schema.js';
import { NUL_MESSAGE } from '../src/lib/input.js';
import { call, createTestApp, type TestApp } from './helpers.js';
import { signedInUser } from './fixtures.js';
import { createSeller } from './support/storefront.js';

/**
 * The findings of issue 12 §1, one by one (the fuzz test in fuzz.test.ts covers them in bulk):
 * a NUL character anywhere, a malformed avatar upload, impossible dates, and the refusals Fastify
 * and Node make before a route runs. Each answer is our error body with a Vietnamese message.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function expectOurError(r: { status: number; body: any; raw: { body: string } }, status: number, url?: string) {
  expect(r.status, r.raw.body).toBe(status);
  expect(Object.keys(r.body)).toEqual(['error']);
  expect(Object.keys(r.body.error).sort()).toEqual(['code', 'details', 'message', 'request_id']);
  expect(r.body.error.code).toMatch(/^[a-z_]+$/);
  expect(r.body.error.request_id).toEqual(expect.any(String));
  expect(r.body.error.message).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
  expect(r.raw.body).not.toMatch(/FST_|statusCode|not a valid url|max param length/);
  if (url) expect(r.raw.body).not.toContain(url);
}

describe('a NUL character is refused before it reaches the database', () => {
  it('in a path parameter of a public page', async () => {
    const r = await call(t.app, 'GET', '/api/v1/shops/%00');
    expectOurError(r, 400);
    expect(r.body.error.message).toBe(NUL_MESSAGE);
  });

  it('in a JSON body field, naming the field, and nothing changes', async () => {
    const { user, token } = await signedInUser(t);
    const r = await call(t.app, 'PUT', `/api/v1/users/${user.id}`, { token, body: { full_name: 'a\u0000b' } });
    expectOurError(r, 400);
    expect(r.body.error.details.fields).toEqual([{ field: 'full_name', message: NUL_MESSAGE }]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.fullName).toBe(user.fullName);
  });

  it('in the query, in a header the app stores, and in a raw callback body: nothing stored', async () => {
    const { token } = await signedInUser(t);
    expectOurError(await call(t.app, 'GET', '/api/v1/gundams?q=a%00b'), 400);
    const topupsBefore = (await t.database.db.select({ n: count() }).from(topups))[0]!.n;
    const r = await call(t.app, 'POST', '/api/v1/wallet/topups', {
      token,
      body: { amount: 100_000 },
      headers: { 'idempotency-key': 'k\u0000' },
    });
    expectOurError(r, 400);
    expect(r.body.error.details.fields[0].field).toBe('idempotency-key');
    expect((await t.database.db.select({ n: count() }).from(topups))[0]!.n).toBe(topupsBefore);

    const callbacksBefore = (await t.database.db.select({ n: count() }).from(gatewayCallbacks))[0]!.n;
    const cb = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/topups/zalopay/callback',
      headers: { 'content-type': 'text/plain' },
      payload: '\u0000',
    });
    expect(cb.statusCode).toBe(400);
    expect(cb.json().error.message).toBe(NUL_MESSAGE);
    expect((await t.database.db.select({ n: count() }).from(gatewayCallbacks))[0]!.n).toBe(callbacksBefore);
  });

  it('in a JSON object key', async () => {
    const { token } = await signedInUser(t);
    const r = await call(t.app, 'POST', '/api/v1/checkout/quote', {
      token,
      body: { address_id: crypto.randomUUID(), kit_ids: [crypto.randomUUID()], notes: { 'a\u0000': 'x' } },
    });
    expectOurError(r, 400);
  });
});

describe('uploads and dates', () => {
  it('a malformed multipart body on the avatar upload is a 400, as for the kit upload', async () => {
    const { user, token } = await signedInUser(t);
    const boundary = 'xYz';
    for (const payload of [
      'not multipart at all',
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc`,
    ]) {
      const r = await call(t.app, 'PATCH', `/api/v1/users/${user.id}/avatar`, {
        token,
        body: payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expectOurError(r, 400);
      expect(r.body.error.code).toBe('validation_failed');
    }
  });

  it('seller reports take only real calendar days', async () => {
    const seller = await createSeller(t);
    for (const q of ['to=2026-13-45', 'from=2026-02-30', 'from=2025-02-29', 'to=2026-04-31', 'from=0000-01-01', 'to=9999-12-31']) {
      for (const path of ['/api/v1/shop/reports', '/api/v1/shop/reports.csv']) {
        const r = await call(t.app, 'GET', `${path}?${q}`, { token: seller.token });
        expectOurError(r, 400);
        expect(r.body.error.code).toBe('validation_failed');
      }
    }
    const ok = await call(t.app, 'GET', '/api/v1/shop/reports?from=2024-02-01&to=2024-02-29', { token: seller.token });
    expect(ok.status).toBe(200);
    expect(ok.body.per_day).toHaveLength(29);
  });

  it('the wallet history filter too', async () => {
    const { token } = await signedInUser(t);
    expectOurError(await call(t.app, 'GET', '/api/v1/wallet/history?from=2026-02-30', { token }), 400);
    expect((await call(t.app, 'GET', '/api/v1/wallet/history?from=2024-02-29', { token })).status).toBe(200);
  });
});

describe("refusals made before a route runs use our body, without Fastify's code or the URL", () => {
  it('a path that is not valid percent-encoding', async () => {
    for (const url of ['/api/v1/shops/%ff', '/api/v1/users/%/avatar', '/api/v1/gundams/%C0%AF'])
      expectOurError(await call(t.app, 'GET', url), 400, url);
  });

  it('an over-long path parameter', async () => {
    const url = `/api/v1/shops/${'a'.repeat(500)}`;
    expectOurError(await call(t.app, 'GET', url), 414, url);
  });

  it('an unknown API path', async () => {
    const r = await call(t.app, 'GET', '/api/v1/khong-co-duong-nay');
    expectOurError(r, 404, '/api/v1/khong-co-duong-nay');
    expect(r.body.error.details).toBeNull();
  });

  it('a request the HTTP parser refuses, over a real socket', async () => {
    const app = t.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (d) => (text += d.toString('utf8')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    for (const request of [
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const text = await raw(request);
      const [head, body] = text.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 4(00|31) /);
      const json = JSON.parse(body!);
      expect(Object.keys(json)).toEqual(['error']);
      expect(json.error.message).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
      expect(json.error.request_id).toEqual(expect.any(String));
    }
  });
});
