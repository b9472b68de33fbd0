import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_STATUSES } from '@cho-gundam/contracts';
import { signedInUser } from '../../../test/fixtures.js';
import { call } from '../../../test/helpers.js';
import { kits } from './kits.schema.js';
import { createKitsTestApp, createKitViaApi, kitFiles, rowCounts, setStatus, type KitsTestApp } from '../../../test/support/kits.js';

describe('editing and deleting a kit of the collection', () => {
  let t: KitsTestApp;
  let me: { user: { id: string }; token: string };
  const kitUrl = (kitId: string, userId = me.user.id) => `/api/v1/users/${userId}/gundams/${kitId}`;
  const searchText = async (id: string) => (await t.database.db.select({ s: kits.searchText }).from(kits).where(eq(kits.id, id)))[0]!.s;

  beforeAll(async () => {
    t = await createKitsTestApp();
    me = await signedInUser(t);
  });
  afterAll(async () => t.close());

  it('changes only the fields sent, recomputes the search text, keeps the slug and clears fields sent as null', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    t.clock.advance(60_000);
    const r = await call(t.app, 'PATCH', kitUrl(kit.id), {
      token: me.token,
      body: { name: 'RG 1/144 Zaku II Đỏ', grade_code: 'rg', scale: '1/144', version: null, price: null, parts_total: '200' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: 'RG 1/144 Zaku II Đỏ',
      grade_code: 'RG',
      grade_name: 'Real Grade',
      version: null,
      price: null,
      parts_total: 200,
      slug: kit.slug,
      weight_grams: kit.weight_grams,
    });
    expect(new Date(r.body.updated_at).getTime()).toBe(t.clock.now().getTime());
    expect(await searchText(kit.id)).toContain('rg 1 144 zaku ii do');
    expect(await searchText(kit.id)).toContain('real grade');
    expect(await searchText(kit.id)).not.toContain('strike');
  });

  it('checks the condition rule on the merged kit and every field like creation does', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id, { condition: 'new', condition_description: undefined });
    const used = await call(t.app, 'PATCH', kitUrl(kit.id), { token: me.token, body: { condition: 'used' } });
    expect(used.status).toBe(400);
    expect(used.body.error.details.fields[0].field).toBe('condition_description');
    const bad = await call(t.app, 'PATCH', kitUrl(kit.id), {
      token: me.token,
      body: { weight_grams: 0, price: 10, grade_code: 'ZZ', surprise: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['price', 'surprise', 'weight_grams']);
    const grade = await call(t.app, 'PATCH', kitUrl(kit.id), { token: me.token, body: { grade_code: 'ZZ' } });
    expect(grade.body.error.details.fields[0]).toEqual({ field: 'grade_code', message: 'Phân khúc "ZZ" không tồn tại' });
    const cleared = await call(t.app, 'PATCH', kitUrl(kit.id), {
      token: me.token,
      body: { condition: 'built', condition_description: 'Lắp thẳng, chưa sơn' },
    });
    expect(cleared.status).toBe(200);
    const unchanged = await call(t.app, 'GET', `/api/v1/gundams/${kit.id}`, { token: me.token });
    expect(unchanged.body.weight_grams).toBe(kit.weight_grams);
  });

  it('replaces the accessory list', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    const r = await call(t.app, 'PUT', `${kitUrl(kit.id)}/accessories`, {
      token: me.token,
      body: [{ name: 'Beam saber', quantity: 2 }, { name: 'Khiên' }],
    });
    expect(r.status).toBe(200);
    expect(r.body.accessories.map((a: { name: string; quantity: number }) => [a.name, a.quantity])).toEqual([
      ['Beam saber', 2],
      ['Khiên', 1],
    ]);
    const bad = await call(t.app, 'PUT', `${kitUrl(kit.id)}/accessories`, { token: me.token, body: [{ name: 'Tay', quantity: 1000 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields[0].field).toBe('accessories.0.quantity');
    const notList = await call(t.app, 'PUT', `${kitUrl(kit.id)}/accessories`, { token: me.token, body: { name: 'Tay' } });
    expect(notList.status).toBe(400);
    const empty = await call(t.app, 'PUT', `${kitUrl(kit.id)}/accessories`, { token: me.token, body: [] });
    expect(empty.body.accessories).toEqual([]);
  });

  it('deletes the kit with its rows and its files', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    expect(kitFiles(t).filter((f) => f.startsWith(kit.id))).toHaveLength(3);
    const before = await rowCounts(t);
    const r = await call(t.app, 'DELETE', kitUrl(kit.id), { token: me.token });
    expect(r.status).toBe(204);
    expect(await rowCounts(t)).toEqual({ kits: before.kits - 1, images: before.images - 1, accessories: before.accessories - 2 });
    expect(kitFiles(t).filter((f) => f.startsWith(kit.id))).toEqual([]);
    expect((await call(t.app, 'GET', `/api/v1/gundams/${kit.id}`, { token: me.token })).status).toBe(404);
  });

  it.each(KIT_STATUSES.filter((s) => s !== 'in_store'))('refuses to edit or delete a kit that is %s, naming the status', async (status) => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    await setStatus(t, kit.id, status);
    const expected = /Chỉ (sửa|xóa) được mô hình đang ở trạng thái Trong bộ sưu tập/;
    const patch = await call(t.app, 'PATCH', kitUrl(kit.id), { token: me.token, body: { name: 'Tên mới hoàn toàn' } });
    expect(patch.status).toBe(409);
    expect(patch.body.error.message).toMatch(expected);
    const acc = await call(t.app, 'PUT', `${kitUrl(kit.id)}/accessories`, { token: me.token, body: [] });
    expect(acc.status).toBe(409);
    const del = await call(t.app, 'DELETE', kitUrl(kit.id), { token: me.token });
    expect(del.status).toBe(409);
    expect(del.body.error.message).toMatch(/Chỉ xóa được mô hình đang ở trạng thái Trong bộ sưu tập/);
    const img = await call(t.app, 'DELETE', `${kitUrl(kit.id)}/images/${kit.images[0].id}`, { token: me.token });
    expect(img.status).toBe(409);
    const row = (await t.database.db.select().from(kits).where(eq(kits.id, kit.id)))[0]!;
    expect(row.name).toBe(kit.name);
    expect(kitFiles(t).filter((f) => f.startsWith(kit.id))).toHaveLength(3);
  });

  it('answers 401 to a guest, 403 to another member and 404 for a kit that is not under that member', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    const other = await signedInUser(t);
    const body = { name: 'Bị sửa trộm mất rồi' };
    expect((await call(t.app, 'PATCH', kitUrl(kit.id), { body })).status).toBe(401);
    expect((await call(t.app, 'PATCH', kitUrl(kit.id), { token: other.token, body })).status).toBe(403);
    expect((await call(t.app, 'DELETE', kitUrl(kit.id), { token: other.token })).status).toBe(403);
    expect((await call(t.app, 'PATCH', kitUrl(kit.id, other.user.id), { token: other.token, body })).status).toBe(404);
    expect((await call(t.app, 'DELETE', kitUrl(kit.id, other.user.id), { token: other.token })).status).toBe(404);
    const unknown = await call(t.app, 'PATCH', kitUrl('00000000-0000-4000-8000-000000000000'), { token: me.token, body });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Không tìm thấy mô hình');
    expect((await call(t.app, 'PATCH', kitUrl('khong-phai-uuid'), { token: me.token, body })).status).toBe(400);
    const row = (await t.database.db.select().from(kits).where(eq(kits.id, kit.id)))[0]!;
    expect(row.name).toBe(kit.name);
  });
});
