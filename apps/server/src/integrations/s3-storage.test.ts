import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import { createKitViaApi, fieldParts, kitFiles, png, send, VALID_FIELDS } from '../../test/support/kits.js';

/**
 * Uploads in an S3-compatible bucket, over the real S3 protocol (a local s3rver): what a second
 * server machine needs to see the photos the first one received.
 */
describe('uploads in an S3-compatible bucket', () => {
  let s3: LocalS3;
  let reader: S3Client;
  const keysInBucket = async (prefix = '') => {
    const out = await reader.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (out.Contents ?? []).map((o) => o.Key!).sort();
  };
  const objectBytes = async (key: string) => {
    const out = await reader.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await out.Body!.transformToByteArray());
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    reader = new S3Client({
      endpoint: s3.url,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    reader.destroy();
    await s3.close();
  });

  describe('without a public bucket URL', () => {
    let t: TestApp & { uploadsDir: string };
    beforeAll(async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cg-s3-app-'));
      t = Object.assign(await createTestApp({ env: { DATA_DIR: dataDir, ...s3.env } }), { uploadsDir: path.join(dataDir, 'uploads') });
    });
    afterAll(async () => t.close());

    it('writes a kit photo and its sizes to the bucket, not the disk, and streams them back at /uploads', async () => {
      const me = await signedInUser(t);
      const kit = await createKitViaApi(t, me.token, me.user.id);
      const card: string = kit.images[0].urls.card;
      expect(card).toMatch(new RegExp(`^/uploads/kits/${kit.id}/[0-9a-f]{20}-card\\.webp$`));

      const keys = await keysInBucket(`kits/${kit.id}/`);
      expect(keys).toHaveLength(3); // thumb, card, full
      expect(keys).toContain(card.slice('/uploads/'.length));
      expect(kitFiles(t)).toEqual([]);

      const served = await t.app.inject({ method: 'GET', url: card });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.equals(await objectBytes(card.slice('/uploads/'.length)))).toBe(true);
    });

    it('answers 404 in Vietnamese for a key the bucket does not have', async () => {
      const r = await t.app.inject({ method: 'GET', url: '/uploads/kits/khong-co/abc-card.webp' });
      expect(r.statusCode).toBe(404);
      expect(r.json().error.message).toBe('Không tìm thấy tệp');
    });

    it('leaves nothing in the bucket when an upload is refused halfway', async () => {
      const me = await signedInUser(t);
      const before = await keysInBucket('kits/');
      const broken = { name: 'secondary_images', filename: 'hong.png', content: (await png(400, 400, '#123456')).subarray(0, 60) };
      const r = await send(t, 'POST', `/api/v1/users/${me.user.id}/gundams`, me.token, [
        ...fieldParts(VALID_FIELDS),
        { name: 'primary_image', filename: 'chinh.png', content: await png(), contentType: 'image/png' },
        broken,
      ]);
      expect(r.status).toBe(400);
      expect(await keysInBucket('kits/')).toEqual(before);
    });
  });

  describe('with a public bucket URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: `${s3.url}/${s3.bucket}` } });
    });
    afterAll(async () => t.close());

    it('gives absolute URLs that open straight from the bucket, and allows them in the CSP', async () => {
      const me = await signedInUser(t);
      const kit = await createKitViaApi(t, me.token, me.user.id);
      const full: string = kit.images[0].urls.full;
      expect(full.startsWith(`${s3.url}/${s3.bucket}/kits/${kit.id}/`)).toBe(true);
      const res = await fetch(full);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(await objectBytes(full.slice(`${s3.url}/${s3.bucket}/`.length)))).toBe(true);

      const page = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: https://*.googleusercontent.com ${s3.url}`);
    });
  });
});

describe('PUBLIC_URL on the local disk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cg-public-url-')), PUBLIC_URL: 'https://cdn.chogundam.vn' },
    });
  });
  afterAll(async () => t.close());

  it('makes image URLs absolute (a separate client can show them) while this server still serves them', async () => {
    const me = await signedInUser(t);
    const kit = await createKitViaApi(t, me.token, me.user.id);
    const thumb: string = kit.images[0].urls.thumb;
    expect(thumb).toMatch(new RegExp(`^https://cdn\\.chogundam\\.vn/uploads/kits/${kit.id}/[0-9a-f]{20}-thumb\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: new URL(thumb).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
