import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/fixtures.js';
import { call } from '../../../test/helpers.js';
import { lockKit, setKitStatus } from './index.js';
import { createKitsTestApp, createKitViaApi, insertKit, setStatus, type KitsTestApp } from '../../../test/support/kits.js';

describe('a member’s collection', () => {
  let t: KitsTestApp;
  let me: { user: { id: string }; token: string };
  let url: string;
  const list = async (query = '') => call(t.app, 'GET', `${url}${query}`, { token: me.token });
  const names = (r: { body: { items: { name: string }[] } }) => r.body.items.map((i) => i.name);

  beforeAll(async () => {
    t = await createKitsTestApp();
    me = await signedInUser(t);
    url = `/api/v1/users/${me.user.id}/gundams`;
    const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 0, min));
    await insertKit(t, me.user.id, { name: 'HG Zaku II Char', series: 'Mobile Suit Gundam', price: 450_000, createdAt: at(1) });
    await insertKit(t, me.user.id, {
      name: 'RG Mô hình Zaku Đặc biệt',
      gradeCode: 'RG',
      gradeName: 'Real Grade',
      price: 900_000,
      createdAt: at(2),
    });
    await insertKit(t, me.user.id, {
      name: 'MG Strike Freedom',
      gradeCode: 'MG',
      gradeName: 'Master Grade',
      scale: '1/100',
      series: 'Mobile Suit Gundam SEED Destiny',
      version: 'Ver.2.0',
      price: 1_900_000,
      createdAt: at(3),
    });
    await insertKit(t, me.user.id, {
      name: 'PG Unleashed RX-78-2',
      gradeCode: 'PG',
      gradeName: 'Perfect Grade',
      scale: '1/60',
      condition: 'used',
      conditionDescription: 'Thiếu decal',
      createdAt: at(4),
    });
    await insertKit(t, me.user.id, {
      name: 'SD Unicorn 100%_đặc',
      gradeCode: 'SD',
      gradeName: 'Super Deformed',
      scale: 'non_scale',
      createdAt: at(5),
    });
    const sold = await insertKit(t, me.user.id, {
      name: 'HG Aerial',
      series: 'Mobile Suit Gundam: The Witch from Mercury',
      createdAt: at(6),
    });
    await setStatus(t, sold.id, 'published');
    // someone else's kits never show up
    const other = await signedInUser(t);
    await insertKit(t, other.user.id, { name: 'HG Zaku của người khác' });
  });
  afterAll(async () => t.close());

  it('lists every status, newest first, with the total', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ page: 1, page_size: 20, total: 6 });
    expect(names(r)).toEqual([
      'HG Aerial',
      'SD Unicorn 100%_đặc',
      'PG Unleashed RX-78-2',
      'MG Strike Freedom',
      'RG Mô hình Zaku Đặc biệt',
      'HG Zaku II Char',
    ]);
    expect(r.body.items[0]).toMatchObject({ status: 'published', price: 500_000, primary_image: null, grade_name: 'High Grade' });
  });

  it('finds kits with or without Vietnamese accents and in any case', async () => {
    expect(names(await list('?q=zaku'))).toEqual(['RG Mô hình Zaku Đặc biệt', 'HG Zaku II Char']);
    expect(names(await list('?q=mo%20hinh'))).toEqual(['RG Mô hình Zaku Đặc biệt']);
    expect(names(await list(`?q=${encodeURIComponent('MÔ HÌNH đặc')}`))).toEqual(['RG Mô hình Zaku Đặc biệt']);
    // grade name, version and series are searchable too
    expect(names(await list('?q=perfect'))).toEqual(['PG Unleashed RX-78-2']);
    expect(names(await list('?q=ver.2'))).toEqual(['MG Strike Freedom']);
    expect(names(await list('?q=mercury'))).toEqual(['HG Aerial']);
    // LIKE wildcards typed by the user match themselves
    expect(names(await list(`?q=${encodeURIComponent('100%_')}`))).toEqual(['SD Unicorn 100%_đặc']);
    expect(names(await list('?q=%25'))).toEqual(['SD Unicorn 100%_đặc']);
    expect((await list('?q=khongcogi')).body).toMatchObject({ items: [], total: 0 });
  });

  it('filters by grade, scale, condition, status and series', async () => {
    expect(names(await list('?grade=rg'))).toEqual(['RG Mô hình Zaku Đặc biệt']);
    expect(names(await list('?scale=1/60'))).toEqual(['PG Unleashed RX-78-2']);
    expect(names(await list('?condition=used'))).toEqual(['PG Unleashed RX-78-2']);
    expect(names(await list('?status=published'))).toEqual(['HG Aerial']);
    expect(names(await list(`?series=${encodeURIComponent('mobile suit gundam seed destiny')}`))).toEqual(['MG Strike Freedom']);
    expect(names(await list('?grade=HG&q=zaku'))).toEqual(['HG Zaku II Char']);
    const bad = await list('?scale=1/72&sort=cheap');
    expect(bad.status).toBe(400);
  });

  it('sorts by name and by price with unpriced kits last', async () => {
    expect(names(await list('?sort=name'))[0]).toBe('HG Aerial');
    expect(names(await list('?sort=price_desc')).slice(0, 4)).toEqual([
      'MG Strike Freedom',
      'RG Mô hình Zaku Đặc biệt',
      'HG Aerial',
      'HG Zaku II Char',
    ]);
    expect(names(await list('?sort=price_asc')).slice(0, 4)).toEqual([
      'HG Zaku II Char',
      'HG Aerial',
      'RG Mô hình Zaku Đặc biệt',
      'MG Strike Freedom',
    ]);
  });

  it('pages through the kits', async () => {
    const p1 = await list('?page_size=4');
    const p2 = await list('?page_size=4&page=2');
    const p3 = await list('?page_size=4&page=3');
    expect([p1.body.items.length, p2.body.items.length, p3.body.items.length]).toEqual([4, 2, 0]);
    expect(p2.body).toMatchObject({ page: 2, page_size: 4, total: 6 });
    expect(new Set([...names(p1), ...names(p2)]).size).toBe(6);
    expect((await list('?page_size=101')).status).toBe(400);
  });

  it('counts kits per grade and status and sums the prices as the estimated value', async () => {
    const r = await call(t.app, 'GET', `${url}/stats`, { token: me.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 6, estimated_value: 450_000 + 900_000 + 1_900_000 + 500_000, priced_count: 4 });
    expect(r.body.by_grade).toEqual([
      { grade_code: 'HG', grade_name: 'High Grade', count: 2 },
      { grade_code: 'RG', grade_name: 'Real Grade', count: 1 },
      { grade_code: 'MG', grade_name: 'Master Grade', count: 1 },
      { grade_code: 'PG', grade_name: 'Perfect Grade', count: 1 },
      { grade_code: 'SD', grade_name: 'Super Deformed', count: 1 },
    ]);
    expect(r.body.by_status).toMatchObject({ in_store: 5, published: 1, auctioning: 0 });
  });

  it('is private: 401 for a guest, 403 for another member', async () => {
    const other = await signedInUser(t);
    expect((await call(t.app, 'GET', url)).status).toBe(401);
    expect((await call(t.app, 'GET', url, { token: other.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `${url}/stats`, { token: other.token })).status).toBe(403);
  });

  it('shows a kit’s detail to its owner in any status and to others only while it is listed', async () => {
    const kit = await createKitViaApi(t, me.token, me.user.id);
    const other = await signedInUser(t);
    const byOwner = await call(t.app, 'GET', `/api/v1/gundams/${kit.id}`, { token: me.token });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.images[0].urls).toEqual(kit.images[0].urls);
    expect((await call(t.app, 'GET', `/api/v1/gundams/${kit.id}`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/gundams/${kit.id}`)).status).toBe(404);
    await setStatus(t, kit.id, 'published');
    const publicView = await call(t.app, 'GET', `/api/v1/gundams/${kit.slug}`);
    expect(publicView.status).toBe(200);
    expect(publicView.body).toMatchObject({ id: kit.id, status: 'published', grade_display_name: expect.any(String) });
    expect((await call(t.app, 'GET', '/api/v1/gundams/khong-co-slug-nay')).status).toBe(404);
  });

  it('moves a status only from an allowed one (setKitStatus) with the row locked', async () => {
    const kit = await insertKit(t, me.user.id, { price: 300_000 });
    const now = t.clock.now();
    const moved = await t.database.db.transaction(async (tx) => {
      expect((await lockKit(tx, kit.id))?.status).toBe('in_store');
      return setKitStatus(tx, kit.id, ['in_store'], 'published', { now, publishedAt: now });
    });
    expect(moved).toMatchObject({ status: 'published', publishedAt: now });
    const again = t.database.db.transaction((tx) => setKitStatus(tx, kit.id, ['in_store'], 'published'));
    await expect(again).rejects.toMatchObject({
      status: 409,
      message: 'Mô hình đang ở trạng thái Đang đăng bán, không thể chuyển sang Đang đăng bán',
    });
    // two deals racing for one kit: exactly one wins
    const contested = await insertKit(t, me.user.id, { price: 300_000 });
    const race = await Promise.allSettled(
      ['processing', 'for_exchange'].map((to) =>
        t.database.db.transaction(async (tx) => {
          await lockKit(tx, contested.id);
          return setKitStatus(tx, contested.id, ['in_store'], to as 'processing' | 'for_exchange', { now });
        }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    await expect(
      t.database.db.transaction((tx) => setKitStatus(tx, '00000000-0000-4000-8000-000000000000', ['in_store'], 'published')),
    ).rejects.toMatchObject({ status: 404 });
  });
});
