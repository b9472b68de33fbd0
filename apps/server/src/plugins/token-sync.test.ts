import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

const INDEX = '<!doctype html><html lang="vi"><head><title>Chợ Gundam</title></head><body><div id="root"></div></body></html>';

/** Seed S7.14: the server tells the page where to sync the token, and lets the page talk to it. */
describe('token sync URL', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'cg-web-sync-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp({ env: { WEB_DIST_DIR: dist, TOKEN_SYNC_URL: 'https://sync.example.vn/token?app=web&v=1' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is given to every page in a meta tag, and the CSP lets the page reach its origin', async () => {
    for (const url of ['/', '/product/some-slug', '/khong-co-trang-nay']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<meta name="cg-token-sync" content="https://sync.example.vn/token?app=web&amp;v=1" /></head>');
      expect(res.headers['content-security-policy'], url).toMatch(
        /connect-src 'self' https:\/\/accounts\.google\.com\/gsi\/ https:\/\/sync\.example\.vn[;\s]/,
      );
    }
  });

  it('is absent when not configured', async () => {
    const other = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/' });
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-security-policy']).not.toContain('sync.example.vn');
    } finally {
      await other.close();
    }
  });
});
