import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { signedInUser } from '../../test/fixtures.js';
import { listen, openStream } from '../../test/support/notifications.js';
import { notify } from '../modules/notifications/notify.js';

/** A built web app in miniature: an entry chunk and index.html, each with the .br and .gz copies the build writes. */
function fakeDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cg-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const js = Array.from({ length: 400 }, (_, i) => `export const kit${i} = { name: "Gundam ${i}", grade: "HG" };`).join('\n');
  const html = `<!doctype html><html lang="vi"><head><title>Chợ Gundam</title>${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
  const files = { 'assets/index-abc1234.js': js, 'index.html': html };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text, { level: 9 }));
  }
  return { dir, js, html };
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('compressed responses', () => {
  let t: TestApp;
  let dist: ReturnType<typeof fakeDist>;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp({ env: { WEB_DIST_DIR: dist.dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist.dir, { recursive: true, force: true });
  });

  for (const encoding of ['br', 'gzip'] as const) {
    it(`sends a static asset's build-time ${encoding} copy to a client that accepts it, with Vary`, async () => {
      const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc1234.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(dist.js) / 3);
      expect(decode[encoding](res.rawPayload).toString()).toBe(dist.js);
      // the copy written at build time, not a compression made for this request
      const ext = encoding === 'br' ? 'br' : 'gz';
      expect(res.rawPayload.equals(readFileSync(path.join(dist.dir, `assets/index-abc1234.js.${ext}`)))).toBe(true);
    });

    it(`sends index.html for a client route as ${encoding}`, async () => {
      const res = await t.app.inject({ method: 'GET', url: '/product', headers: { 'accept-encoding': `${encoding}, identity` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode[encoding](res.rawPayload).toString()).toBe(dist.html);
    });

    it(`compresses a JSON list of 1 KB or more with ${encoding}, with Vary`, async () => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/v1/regions/provinces' });
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/regions/provinces', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode[encoding](res.rawPayload).toString())).toEqual(plain.json());
    });
  }

  it('prefers Brotli when a browser accepts both', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends the plain bodies to a client that accepts no encoding', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc1234.js' });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.headers['vary']).toMatch(/accept-encoding/i);
    expect(asset.body).toBe(dist.js);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/regions/provinces', headers: { 'accept-encoding': 'identity' } });
    expect(list.headers['content-encoding']).toBeUndefined();
    expect(list.json().length).toBe(34);
  });

  it('leaves small JSON answers alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the notifications stream uncompressed and delivers an event at once', async () => {
    const baseUrl = await listen(t.app);
    const { user, token } = await signedInUser(t);
    const s = await openStream(baseUrl, token, { headers: { 'accept-encoding': 'gzip, br' } });
    try {
      expect(s.status).toBe(200);
      expect(s.res.headers.get('content-encoding')).toBeNull();
      expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await s.waitFor((e) => e.event === 'ready');
      await t.database.db.transaction(async (tx) => {
        await notify(tx, { recipientId: user.id, title: 'Đơn hàng đã giao', message: 'Shop đã giao đơn của bạn', type: 'order' });
      });
      const ev = await s.waitFor((e) => e.event === 'notification');
      expect(JSON.parse(ev.data)).toMatchObject({ title: 'Đơn hàng đã giao' });
    } finally {
      s.close();
    }
  });
});
