import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/fixtures.js';
import { call } from '../../../test/helpers.js';
import {
  createKitsTestApp,
  nothingWritten,
  fieldParts,
  jpeg,
  kitFiles,
  multipart,
  png,
  send,
  VALID_FIELDS,
  webp,
  type KitsTestApp,
  type Part,
} from '../../../test/support/kits.js';

describe('adding a kit to the collection', () => {
  let t: KitsTestApp;
  let me: { user: { id: string }; token: string };
  let url: string;
  const primary = async (): Promise<Part> => ({
    name: 'primary_image',
    filename: 'anh.png',
    content: await png(),
    contentType: 'image/png',
  });
  const post = async (fields: Record<string, string | undefined>, files?: Part[]) =>
    send(t, 'POST', url, me.token, [...fieldParts(fields), ...(files ?? [await primary()])]);

  const expectNothingWritten = <R extends { status: number }>(run: () => Promise<R>) => nothingWritten(t, run);

  beforeAll(async () => {
    t = await createKitsTestApp();
    me = await signedInUser(t);
    url = `/api/v1/users/${me.user.id}/gundams`;
  });
  afterAll(async () => t.close());

  it('creates the kit in the collection with its images, accessories and a slug from its name', async () => {
    const r = await post(VALID_FIELDS, [
      await primary(),
      { name: 'secondary_images', filename: 'a.jpg', content: await jpeg(), contentType: 'image/jpeg' },
      { name: 'secondary_images', filename: 'b.webp', content: await webp() },
    ]);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      name: VALID_FIELDS.name,
      status: 'in_store',
      grade_code: 'MG',
      grade_name: 'Master Grade',
      grade_display_name: expect.stringContaining('Master Grade'),
      scale: '1/100',
      price: 1_850_000,
      parts_total: 350,
      weight_grams: 1200,
      release_year: 2020,
      owner_id: me.user.id,
      published_at: null,
    });
    expect(r.body.slug).toMatch(/^mg-1-100-strike-freedom-gundam-ver-2-0-[a-z0-9]{8}$/);
    expect(r.body.accessories.map((a: { name: string; quantity: number }) => [a.name, a.quantity])).toEqual([
      ['Decal nước', 2],
      ['Đế trưng bày', 1],
    ]);
    expect(r.body.images.map((i: { position: number; is_primary: boolean }) => [i.position, i.is_primary])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect(r.body.primary_image).toEqual(r.body.images[0].urls);
    expect(r.body.images[0].urls.thumb).toMatch(new RegExp(`^/uploads/kits/${r.body.id}/[0-9a-f]{20}-thumb\\.webp$`));
    expect(kitFiles(t).filter((f) => f.startsWith(r.body.id))).toHaveLength(9);

    const file = await t.app.inject({ method: 'GET', url: r.body.images[0].urls.card });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('resizes to 200, 480 and 1280 px WebP without enlarging a small photo', async () => {
    const r = await post(VALID_FIELDS, [
      { name: 'primary_image', filename: 'lon.png', content: await png(2000, 1000) },
      { name: 'secondary_images', filename: 'nho.png', content: await png(300, 150) },
    ]);
    expect(r.status).toBe(201);
    const [big, small] = r.body.images;
    expect([big.width, big.height]).toEqual([1280, 640]);
    expect([small.width, small.height]).toEqual([300, 150]);
    const thumb = await t.app.inject({ method: 'GET', url: big.urls.thumb });
    const sharp = (await import('sharp')).default;
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 100 });
  });

  it('reads the image type from the bytes: a PNG named .jpg and sent as text/plain is accepted', async () => {
    const r = await post({ ...VALID_FIELDS, name: 'HG 1/144 RX-78-2 Gundam (Revive)' }, [
      { name: 'primary_image', filename: 'anh.jpg', content: await png(), contentType: 'text/plain' },
    ]);
    expect(r.status).toBe(201);
  });

  it('stores a listed series in the list spelling and accepts a series outside the list', async () => {
    const listed = await post({ ...VALID_FIELDS, series: '  mobile suit gundam seed destiny ' });
    expect(listed.body.series).toBe('Mobile Suit Gundam SEED Destiny');
    const free = await post({ ...VALID_FIELDS, series: 'Gundam Build Real' });
    expect(free.status).toBe(201);
    expect(free.body.series).toBe('Gundam Build Real');
  });

  it('needs only the required fields; manufacturer defaults to Bandai', async () => {
    const r = await post({
      name: 'SD Gundam EX-Standard Unicorn',
      grade_code: 'sd',
      series: 'Mobile Suit Gundam Unicorn (OVA)',
      scale: 'non_scale',
      condition: 'new',
      weight_grams: '80',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      manufacturer: 'Bandai',
      price: null,
      version: null,
      accessories: [],
      grade_code: 'SD',
      description: '',
    });
  });

  it('requires exactly one primary image', async () => {
    const none = await expectNothingWritten(() => post(VALID_FIELDS, []));
    expect(none.status).toBe(400);
    expect(none.body.error.details.fields).toContainEqual({ field: 'primary_image', message: 'Vui lòng tải lên ảnh chính của sản phẩm' });
    const two = await expectNothingWritten(async () => post(VALID_FIELDS, [await primary(), await primary()]));
    expect(two.status).toBe(400);
    expect(two.body.error.message).toBe('Chỉ được gửi đúng 1 ảnh chính');
  });

  it('refuses more than 8 secondary images', async () => {
    const nine = await Promise.all(
      Array.from({ length: 9 }, async (_, i) => ({ name: 'secondary_images', filename: `${i}.png`, content: await png(20, 20) })),
    );
    const r = await expectNothingWritten(async () => post(VALID_FIELDS, [await primary(), ...nine]));
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('Mỗi sản phẩm có tối đa 1 ảnh chính và 8 ảnh phụ');
  });

  it('refuses a text file named .png with 415, even after good images were processed', async () => {
    const text = { name: 'secondary_images', filename: 'anh.png', content: Buffer.from('đây không phải ảnh'), contentType: 'image/png' };
    const r = await expectNothingWritten(async () => post(VALID_FIELDS, [await primary(), text]));
    expect(r.status).toBe(415);
    expect(r.body.error.message).toMatch(/Ảnh phụ thứ 1 không phải ảnh JPEG, PNG hoặc WebP/);
  });

  it('refuses a truncated image with a 400 and removes the files of the images before it', async () => {
    const good = await png(300, 300);
    const broken = { name: 'secondary_images', filename: 'hong.png', content: (await png(400, 400, '#123456')).subarray(0, 60) };
    const r = await expectNothingWritten(async () =>
      post(VALID_FIELDS, [{ name: 'primary_image', filename: 'a.png', content: good }, broken]),
    );
    expect(r.status).toBe(400);
    expect(r.body.error.details.fields[0].field).toBe('secondary_images');
  });

  it('refuses an image over 10 MB with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
    const r = await expectNothingWritten(() => post(VALID_FIELDS, [{ name: 'primary_image', filename: 'to.png', content: big }]));
    expect(r.status).toBe(413);
    expect(r.body.error.message).toMatch(/Ảnh chính vượt quá 10 MB/);
  });

  it('answers a malformed multipart body, a JSON body and an unknown file field with 4xx, never 500', async () => {
    const good = multipart([...fieldParts(VALID_FIELDS), await primary()]);
    const truncated = { payload: good.payload.subarray(0, good.payload.length - 40), headers: good.headers };
    const r1 = await expectNothingWritten(() => send(t, 'POST', url, me.token, truncated));
    expect(r1.status).toBe(400);
    const r2 = await expectNothingWritten(() =>
      send(t, 'POST', url, me.token, { payload: Buffer.from('--x\r\nrác'), headers: { 'content-type': 'multipart/form-data' } }),
    );
    expect(r2.status).toBe(400);
    const r3 = await call(t.app, 'POST', url, { token: me.token, body: VALID_FIELDS });
    expect(r3.status).toBe(415);
    const r4 = await expectNothingWritten(async () =>
      post(VALID_FIELDS, [await primary(), { name: 'avatar', filename: 'x.png', content: await png() }]),
    );
    expect(r4.status).toBe(400);
  });

  it('deletes the stored files when the transaction fails after the images were written', async () => {
    // a database failure on the last insert of the transaction (accessories)
    await t.database.db.execute(
      sql`create function cg_test_fail() returns trigger language plpgsql as $$ begin raise exception 'hỏng'; end $$`,
    );
    await t.database.db.execute(
      sql`create trigger cg_test_fail before insert on kit_accessories for each row when (new.name = 'BOOM') execute function cg_test_fail()`,
    );
    const r = await expectNothingWritten(() => post({ ...VALID_FIELDS, accessories: '[{"name":"BOOM","quantity":1}]' }));
    expect(r.status).toBe(500);
    await t.database.db.execute(sql`drop trigger cg_test_fail on kit_accessories`);
  });

  it('lets only the member add to their own collection', async () => {
    const other = await signedInUser(t);
    const r = await expectNothingWritten(async () =>
      send(t, 'POST', `/api/v1/users/${other.user.id}/gundams`, me.token, [...fieldParts(VALID_FIELDS), await primary()]),
    );
    expect(r.status).toBe(403);
    const guest = await expectNothingWritten(async () => send(t, 'POST', url, undefined, [...fieldParts(VALID_FIELDS), await primary()]));
    expect(guest.status).toBe(401);
  });
});
