import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/fixtures.js';
import { call } from '../../../test/helpers.js';
import {
  createKitsTestApp,
  createKitViaApi,
  kitFiles,
  png,
  rowCounts,
  send,
  setStatus,
  type KitsTestApp,
  type Part,
} from '../../../test/support/kits.js';

describe('the photos of a kit', () => {
  let t: KitsTestApp;
  let me: { user: { id: string }; token: string };
  const base = (kitId: string) => `/api/v1/users/${me.user.id}/gundams/${kitId}`;
  const secondary = async (color: string): Promise<Part> => ({
    name: 'secondary_images',
    filename: 'phu.png',
    content: await png(40, 40, color),
  });
  const filesOf = (kitId: string) => kitFiles(t).filter((f) => f.startsWith(kitId));

  beforeAll(async () => {
    t = await createKitsTestApp();
    me = await signedInUser(t);
  });
  afterAll(async () => t.close());

  it('adds secondary images after the existing ones, up to 8', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    const r = await send(t, 'POST', `${base(kit.id)}/images`, me.token, [await secondary('#111111'), await secondary('#222222')]);
    expect(r.status).toBe(200);
    expect(r.body.images.map((i: { position: number }) => i.position)).toEqual([0, 1, 2]);
    expect(filesOf(kit.id)).toHaveLength(9);

    const seven = await Promise.all(['#a1', '#a2', '#a3', '#a4', '#a5', '#a6', '#a7'].map((c) => secondary(`${c}a1a1`)));
    const before = await rowCounts(t);
    const tooMany = await send(t, 'POST', `${base(kit.id)}/images`, me.token, seven);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.message).toBe('Mỗi sản phẩm có tối đa 1 ảnh chính và 8 ảnh phụ');
    expect(await rowCounts(t)).toEqual(before);
    expect(filesOf(kit.id)).toHaveLength(9);

    const six = await send(t, 'POST', `${base(kit.id)}/images`, me.token, seven.slice(0, 6));
    expect(six.body.images).toHaveLength(9);
  });

  it('lets only one of two simultaneous uploads pass the limit of 8 (counted again under the row lock)', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    const batch = (tone: string) => Promise.all([1, 2, 3, 4, 5].map((i) => secondary(`#${tone}${i}${i}${tone}`)));
    const [a, b] = await Promise.all([batch('a0'), batch('0b')]);
    const results = await Promise.all([
      send(t, 'POST', `${base(kit.id)}/images`, me.token, a),
      send(t, 'POST', `${base(kit.id)}/images`, me.token, b),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const final = await call(t.app, 'GET', `/api/v1/gundams/${kit.id}`, { token: me.token });
    expect(final.body.images.map((i: { position: number }) => i.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(filesOf(kit.id)).toHaveLength(18);
  });

  it('refuses a non-image, an empty upload and fields on the image endpoint', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    const text = await send(t, 'POST', `${base(kit.id)}/images`, me.token, [
      { name: 'secondary_images', filename: 'a.webp', content: Buffer.from('GIF89a không phải') },
    ]);
    expect(text.status).toBe(415);
    expect((await send(t, 'POST', `${base(kit.id)}/images`, me.token, [])).status).toBe(400);
    expect((await send(t, 'POST', `${base(kit.id)}/images`, me.token, [{ name: 'name', value: 'x' }])).status).toBe(400);
    expect(filesOf(kit.id)).toHaveLength(3);
  });

  it('replaces the primary image and removes the old files', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    const oldFiles = filesOf(kit.id);
    const r = await send(t, 'PUT', `${base(kit.id)}/primary-image`, me.token, [
      { name: 'primary_image', filename: 'moi.jpg', content: await png(500, 500, '#ff00ff') },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.images).toHaveLength(1);
    expect(r.body.images[0].id).toBe(kit.images[0].id);
    expect(r.body.primary_image.full).not.toBe(kit.primary_image.full);
    const now = filesOf(kit.id);
    expect(now).toHaveLength(3);
    expect(now.some((f) => oldFiles.includes(f))).toBe(false);
  });

  it('deletes a secondary image, renumbers the others and removes its files; the primary cannot be deleted', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id, {}, [
      await secondary('#010101'),
      await secondary('#020202'),
      await secondary('#030303'),
    ]);
    const [primary, first, second, third] = kit.images;
    const r = await call(t.app, 'DELETE', `${base(kit.id)}/images/${first.id}`, { token: me.token });
    expect(r.status).toBe(200);
    expect(r.body.images.map((i: { id: string; position: number }) => [i.id, i.position])).toEqual([
      [primary.id, 0],
      [second.id, 1],
      [third.id, 2],
    ]);
    expect(filesOf(kit.id)).toHaveLength(9);
    expect(filesOf(kit.id).some((f) => first.urls.thumb.endsWith(f))).toBe(false);
    const p = await call(t.app, 'DELETE', `${base(kit.id)}/images/${primary.id}`, { token: me.token });
    expect(p.status).toBe(422);
    expect(p.body.error.message).toMatch(/Không thể xóa ảnh chính/);
    const unknown = await call(t.app, 'DELETE', `${base(kit.id)}/images/${first.id}`, { token: me.token });
    expect(unknown.status).toBe(404);
  });

  it('keeps the files of a photo used twice until its last image is deleted', async () => {
    const same = await png(30, 30, '#777777');
    const kit = await createKitViaApi(t, me.token, me.user.id, {}, [
      { name: 'secondary_images', filename: 'a.png', content: same },
      { name: 'secondary_images', filename: 'b.png', content: same },
    ]);
    expect(filesOf(kit.id)).toHaveLength(6);
    await call(t.app, 'DELETE', `${base(kit.id)}/images/${kit.images[1].id}`, { token: me.token });
    expect(filesOf(kit.id)).toHaveLength(6);
    const r = await call(t.app, 'DELETE', `${base(kit.id)}/images/${kit.images[2].id}`, { token: me.token });
    expect(r.body.images).toHaveLength(1);
    expect(filesOf(kit.id)).toHaveLength(3);
  });

  it('changes no photo of a kit that is not in the collection and of another member', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    await setStatus(t, kit.id, 'published');
    const add = await send(t, 'POST', `${base(kit.id)}/images`, me.token, [await secondary('#123123')]);
    expect(add.status).toBe(409);
    expect(add.body.error.message).toMatch(/Chỉ sửa được mô hình đang ở trạng thái Trong bộ sưu tập/);
    const other = await signedInUser(t);
    expect(
      (
        await send(t, 'PUT', `${base(kit.id)}/primary-image`, other.token, [
          { name: 'primary_image', filename: 'x.png', content: await png() },
        ])
      ).status,
    ).toBe(403);
    expect(
      (
        await send(t, 'PUT', `${base(kit.id)}/primary-image`, undefined, [
          { name: 'primary_image', filename: 'x.png', content: await png() },
        ])
      ).status,
    ).toBe(401);
    expect(filesOf(kit.id)).toHaveLength(3);
  });
});
