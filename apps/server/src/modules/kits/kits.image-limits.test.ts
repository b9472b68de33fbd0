import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../../test/fixtures.js';
import {
  createKitsTestApp,
  fieldParts,
  kitFiles,
  nothingWritten,
  png,
  send,
  VALID_FIELDS,
  type KitsTestApp,
  type Part,
} from '../../../test/support/kits.js';
import { IMAGE_JOBS, imageJobs, MAX_INPUT_PIXELS } from '../../lib/images.js';

/**
 * Issue 12 §2: a small PNG that declares a huge canvas is refused from its header, before any
 * decoding, and image work runs through the process-wide limiter.
 */
describe('image size and concurrency limits on kit uploads', () => {
  let t: KitsTestApp;
  let me: { user: { id: string }; token: string };
  let bomb: Buffer;
  const createUrl = () => `/api/v1/users/${me.user.id}/gundams`;
  const file = (name: string, content: Buffer): Part => ({ name, filename: 'anh.png', content, contentType: 'image/png' });

  beforeAll(async () => {
    t = await createKitsTestApp();
    me = await signedInUser(t);
    // 100 megapixels of white: a few hundred kilobytes on the wire, 300 MB once decoded
    bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }, 120_000);
  afterAll(async () => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('makes a test image that is small on the wire but far over the pixel limit', () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_INPUT_PIXELS);
  });

  it('refuses a 100-megapixel PNG with a Vietnamese 413 naming the photo, decoding nothing and writing nothing', async () => {
    const run = vi.spyOn(imageJobs, 'run');
    const r = await nothingWritten(t, () =>
      send(t, 'POST', createUrl(), me.token, [...fieldParts(VALID_FIELDS), file('primary_image', bomb)]),
    );
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('payload_too_large');
    expect(r.body.error.message).toBe(
      'Ảnh chính có kích thước 10000×10000 điểm ảnh, vượt quá giới hạn 40 megapixel. Vui lòng chọn ảnh nhỏ hơn.',
    );
    expect(r.body.error.details.fields).toEqual([{ field: 'primary_image', message: 'Mỗi ảnh tối đa 40 megapixel' }]);
    expect(run).not.toHaveBeenCalled();
  });

  it('checks every header before decoding the first photo', async () => {
    const run = vi.spyOn(imageJobs, 'run');
    const r = await nothingWritten(t, async () =>
      send(t, 'POST', createUrl(), me.token, [
        ...fieldParts(VALID_FIELDS),
        file('primary_image', await png(640, 480)),
        file('secondary_images', await png(300, 200, '#118844')),
        file('secondary_images', bomb),
      ]),
    );
    expect(r.status).toBe(413);
    expect(r.body.error.message).toMatch(/^Ảnh phụ thứ 2 có kích thước 10000×10000 điểm ảnh/);
    expect(r.body.error.details.fields[0].field).toBe('secondary_images');
    expect(run).not.toHaveBeenCalled();
    expect(kitFiles(t)).toEqual([]);
  });

  it('still accepts a normal photo, and never runs more image jobs at once than IMAGE_JOBS', async () => {
    let peak = 0;
    const original = imageJobs.run.bind(imageJobs);
    const run = vi.spyOn(imageJobs, 'run').mockImplementation((job) =>
      original(async () => {
        peak = Math.max(peak, imageJobs.active);
        return job();
      }),
    );
    const [a, b, c] = await Promise.all([png(1600, 1200, '#3366cc'), png(900, 1400, '#cc6633'), png(800, 600, '#66cc33')]);
    const results = await Promise.all(
      [a, b, c].map((img, i) =>
        send(t, 'POST', createUrl(), me.token, [
          ...fieldParts({ ...VALID_FIELDS, name: `${VALID_FIELDS.name} ${i}` }),
          file('primary_image', img!),
          file('secondary_images', c!),
        ]),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const first = results[0]!.body;
    expect(first.images[0]).toMatchObject({ width: 1280, height: 960 });
    expect(kitFiles(t).filter((f) => f.startsWith(first.id))).toHaveLength(6);
    expect(run).toHaveBeenCalledTimes(6);
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(IMAGE_JOBS);
  });
});
