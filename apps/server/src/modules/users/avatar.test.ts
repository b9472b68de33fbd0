import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { createUser, signedInUser } from '../../../test/fixtures.js';

/** A multipart/form-data body with one file part, as a browser would send it. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----cg${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const body = Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const image = (format: 'png' | 'jpeg' | 'webp', width: number, height: number, rgb = { r: 200, g: 30, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: rgb } })
    .toFormat(format)
    .toBuffer();

describe('avatar upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const upload = (userId: string, token: string | undefined, part: ReturnType<typeof multipart>) =>
    call(t.app, 'PATCH', `/api/v1/users/${userId}/avatar`, { token, body: part.body, headers: part.headers });
  const avatarOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.avatarUrl;
  const fileOf = (url: string) => path.join(t.app.ctx.config.dataDir, url.replace(/^\//, ''));

  it('accepts a PNG named .jpg (the type is sniffed), stores a 256×256 WebP and serves it with an immutable cache header', async () => {
    const { user, token } = await signedInUser(t);
    const png = await image('png', 640, 480);
    const r = await upload(user.id, token, multipart('avatar', 'anh-dai-dien.jpg', 'image/jpeg', png));
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(user.id);
    expect(r.body.avatar_url).toMatch(new RegExp(`^/uploads/avatars/${user.id}/[0-9a-f]{16}\\.webp$`));
    expect(await avatarOf(user.id)).toBe(r.body.avatar_url);

    const served = await t.app.inject({ method: 'GET', url: r.body.avatar_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('accepts JPEG and WebP uploads too', async () => {
    const { user, token } = await signedInUser(t);
    for (const format of ['jpeg', 'webp'] as const) {
      const r = await upload(user.id, token, multipart('avatar', `a.${format}`, `image/${format}`, await image(format, 300, 900)));
      expect(r.status).toBe(200);
      const meta = await sharp(fileOf(r.body.avatar_url)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    }
  });

  it('deletes the replaced avatar file, but keeps it when the same picture is uploaded again', async () => {
    const { user, token } = await signedInUser(t);
    const first = await upload(
      user.id,
      token,
      multipart('avatar', 'a.png', 'image/png', await image('png', 400, 400, { r: 0, g: 0, b: 255 })),
    );
    const again = await upload(
      user.id,
      token,
      multipart('avatar', 'a.png', 'image/png', await image('png', 400, 400, { r: 0, g: 0, b: 255 })),
    );
    expect(again.body.avatar_url).toBe(first.body.avatar_url);
    expect(existsSync(fileOf(first.body.avatar_url))).toBe(true);

    const second = await upload(
      user.id,
      token,
      multipart('avatar', 'b.png', 'image/png', await image('png', 400, 400, { r: 0, g: 255, b: 0 })),
    );
    expect(second.status).toBe(200);
    expect(second.body.avatar_url).not.toBe(first.body.avatar_url);
    expect(existsSync(fileOf(first.body.avatar_url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first.body.avatar_url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.body.avatar_url })).statusCode).toBe(200);
  });

  it('never deletes a picture that is not one of the member’s own uploads (e.g. a Google avatar)', async () => {
    const other = await signedInUser(t);
    const kept = await upload(other.user.id, other.token, multipart('avatar', 'o.png', 'image/png', await image('png', 64, 64)));
    // a member whose avatar_url points at someone else's file (demo data, a bug…) must not delete it
    const { user, token } = await signedInUser(t, { avatarUrl: kept.body.avatar_url });
    const r = await upload(user.id, token, multipart('avatar', 'a.png', 'image/png', await image('png', 64, 64, { r: 1, g: 2, b: 3 })));
    expect(r.status).toBe(200);
    expect(existsSync(fileOf(kept.body.avatar_url))).toBe(true);
  });

  it('refuses a text file named .png with 415 in Vietnamese, whatever its declared type', async () => {
    const { user, token } = await signedInUser(t);
    const r = await upload(user.id, token, multipart('avatar', 'anh.png', 'image/png', Buffer.from('đây không phải là ảnh\n'.repeat(20))));
    expect(r.status).toBe(415);
    expect(r.body.error).toMatchObject({ code: 'unsupported_media_type', message: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP' });
    expect(await avatarOf(user.id)).toBeNull();
  });

  it('refuses a GIF and an SVG even when they claim to be JPEG', async () => {
    const { user, token } = await signedInUser(t);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>');
    for (const data of [gif, svg]) {
      const r = await upload(user.id, token, multipart('avatar', 'a.jpg', 'image/jpeg', data));
      expect(r.status).toBe(415);
    }
    expect(await avatarOf(user.id)).toBeNull();
  });

  it('refuses corrupt image data with a 400, never a 500', async () => {
    const { user, token } = await signedInUser(t);
    const png = await image('png', 200, 200);
    const truncated = Buffer.concat([png.subarray(0, 8), randomBytes(300)]);
    const r = await upload(user.id, token, multipart('avatar', 'a.png', 'image/png', truncated));
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.message).toMatch(/Không đọc được ảnh/);
    expect(await avatarOf(user.id)).toBeNull();
  });

  it('refuses a picture over 40 megapixels from its header with a Vietnamese 413, writing nothing', async () => {
    const { user, token } = await signedInUser(t);
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const r = await upload(user.id, token, multipart('avatar', 'a.png', 'image/png', huge));
    expect(r.status).toBe(413);
    expect(r.body.error).toMatchObject({
      code: 'payload_too_large',
      message: 'Ảnh đại diện có kích thước 8000×6000 điểm ảnh, vượt quá giới hạn 40 megapixel. Vui lòng chọn ảnh nhỏ hơn.',
    });
    expect(await avatarOf(user.id)).toBeNull();
    expect(existsSync(path.join(t.app.ctx.config.dataDir, 'uploads', 'avatars', user.id))).toBe(false);
  });

  it('accepts a photo of several megabytes (above the 1 MB JSON body limit, under 10 MB)', async () => {
    const { user, token } = await signedInUser(t);
    const photo = await sharp(randomBytes(1200 * 1000 * 3), { raw: { width: 1200, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    const r = await upload(user.id, token, multipart('avatar', 'photo.png', 'image/png', photo));
    expect(r.status).toBe(200);
    expect(await sharp(fileOf(r.body.avatar_url)).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { user, token } = await signedInUser(t);
    // a real PNG of random noise, stored uncompressed: about 12 MB
    const noise = await sharp(randomBytes(2000 * 2000 * 3), { raw: { width: 2000, height: 2000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(10 * 1024 * 1024);
    const r = await upload(user.id, token, multipart('avatar', 'big.png', 'image/png', noise));
    expect(r.status).toBe(413);
    expect(r.body.error).toMatchObject({ code: 'payload_too_large', message: 'Ảnh đại diện tối đa 10 MB' });
    expect(await avatarOf(user.id)).toBeNull();
  });

  it('asks for the avatar field when it is missing, and for multipart when JSON is sent', async () => {
    const { user, token } = await signedInUser(t);
    const wrongField = await upload(user.id, token, multipart('photo', 'a.png', 'image/png', await image('png', 10, 10)));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error.details.fields[0].field).toBe('avatar');
    const json = await call(t.app, 'PATCH', `/api/v1/users/${user.id}/avatar`, { token, body: { avatar: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.error.code).toBe('unsupported_media_type');
    expect(await avatarOf(user.id)).toBeNull();
  });

  it('refuses to change another member’s avatar (403) and a guest (401)', async () => {
    const victim = await createUser(t);
    const attacker = await signedInUser(t);
    const part = multipart('avatar', 'a.png', 'image/png', await image('png', 32, 32));
    expect((await upload(victim.id, attacker.token, part)).status).toBe(403);
    expect((await upload(victim.id, undefined, part)).status).toBe(401);
    expect(await avatarOf(victim.id)).toBeNull();
  });

  it('serves only files that exist and never walks out of the uploads folder', async () => {
    for (const url of [
      '/uploads/avatars/nope/0000000000000000.webp',
      '/uploads/../config.ts',
      '/uploads/%2e%2e/dev-secrets.json',
      '/uploads/a/..%2f..%2fetc.webp',
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(404);
    }
  });
});
