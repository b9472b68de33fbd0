import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontListResponse } from '@cho-gundam/contracts';
import { kits } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { createKit, createSeller } from '../../../test/support/storefront.js';

type Card = { name: string; price: number; slug: string; shop: { name: string } | null };
const names = (r: { body: { items: Card[] } }) => r.body.items.map((k) => k.name);

describe('storefront', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createSeller>>;
  let b: Awaited<ReturnType<typeof createSeller>>;
  const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);
  const list = (qs = '') => call(t.app, 'GET', `/api/v1/gundams?${qs}`);

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-04-01T05:00:00Z' });
    a = await createSeller(t, { shopName: 'Shop Zeon' });
    b = await createSeller(t, { shopName: 'Shop Liên Bang' });
    // newest first: Zaku (1 min ago) … Strike (7 min ago)
    await createKit(t, a.user.id, {
      name: "HG Char's Zaku II",
      gradeCode: 'HG',
      series: 'Mobile Suit Gundam',
      price: 450_000,
      status: 'published',
      publishedAt: minutesAgo(1),
    });
    await createKit(t, a.user.id, {
      name: 'MG Mô hình Sazabi Ver.Ka',
      gradeCode: 'MG',
      scale: '1/100',
      series: "Mobile Suit Gundam: Char's Counterattack",
      price: 2_400_000,
      status: 'published',
      publishedAt: minutesAgo(2),
      condition: 'open_box',
    });
    await createKit(t, a.user.id, {
      name: 'RG Nu Gundam',
      gradeCode: 'RG',
      series: "Mobile Suit Gundam: Char's Counterattack",
      price: 1_100_000,
      status: 'published',
      publishedAt: minutesAgo(3),
    });
    await createKit(t, b.user.id, {
      name: 'HG Unicorn Gundam bản đỏ',
      gradeCode: 'HG',
      series: 'Mobile Suit Gundam Unicorn (OVA)',
      price: 650_000,
      status: 'published',
      publishedAt: minutesAgo(4),
      condition: 'built',
    });
    await createKit(t, b.user.id, {
      name: 'PG Strike Freedom 100%',
      gradeCode: 'PG',
      scale: '1/60',
      series: 'Mobile Suit Gundam SEED Destiny',
      price: 7_500_000,
      status: 'published',
      publishedAt: minutesAgo(7),
    });
    // not for sale: never on the storefront
    await createKit(t, b.user.id, { name: 'HG Zaku Trong Kho', gradeCode: 'HG', price: 300_000 });
    await createKit(t, b.user.id, {
      name: 'HG Zaku Đang Giao',
      gradeCode: 'HG',
      price: 300_000,
      status: 'processing',
      publishedAt: minutesAgo(5),
    });
  });
  afterAll(async () => t.close());

  it('lists published kits only, newest first, with shop and image', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(names(r)).toEqual([
      "HG Char's Zaku II",
      'MG Mô hình Sazabi Ver.Ka',
      'RG Nu Gundam',
      'HG Unicorn Gundam bản đỏ',
      'PG Strike Freedom 100%',
    ]);
    expect(r.body).toMatchObject({ page: 1, page_size: 24, total: 5, total_exact: true });
    expect(r.body.items[0]).toMatchObject({
      status: 'published',
      grade_code: 'HG',
      shop: { id: a.shop.id, slug: a.shop.slug, name: 'Shop Zeon' },
    });
    expect(r.body.items[0].primary_image.card).toMatch(/^\/uploads\/kits\/.+-card\.webp$/);
    // written without zod on the way out: exactly the schema's fields, in its order
    expect(r.raw.body).toBe(JSON.stringify(storefrontListResponse.parse(r.body)));
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('sorts by price both ways and pages through the results', async () => {
    expect(names(await list('sort=price_asc')).at(0)).toBe("HG Char's Zaku II");
    expect((await list('sort=price_desc')).body.items.map((k: Card) => k.price)).toEqual([
      7_500_000, 2_400_000, 1_100_000, 650_000, 450_000,
    ]);
    const p2 = await list('sort=price_asc&page=2&page_size=2');
    expect(p2.body).toMatchObject({ page: 2, page_size: 2, total: 5 });
    expect(names(p2)).toEqual(['RG Nu Gundam', 'MG Mô hình Sazabi Ver.Ka']);
    expect((await list('page=9')).body).toMatchObject({ items: [], total: 5 });
  });

  it('filters by grade, scale, condition, series, price range and shop', async () => {
    expect(names(await list('grade=hg'))).toEqual(["HG Char's Zaku II", 'HG Unicorn Gundam bản đỏ']);
    expect(names(await list('scale=1/60'))).toEqual(['PG Strike Freedom 100%']);
    expect(names(await list('condition=built'))).toEqual(['HG Unicorn Gundam bản đỏ']);
    expect(names(await list(`series=${encodeURIComponent("Mobile Suit Gundam: Char's Counterattack")}`))).toEqual([
      'MG Mô hình Sazabi Ver.Ka',
      'RG Nu Gundam',
    ]);
    expect(names(await list('price_min=600000&price_max=2400000&sort=price_asc'))).toEqual([
      'HG Unicorn Gundam bản đỏ',
      'RG Nu Gundam',
      'MG Mô hình Sazabi Ver.Ka',
    ]);
    expect((await list(`shop=${b.shop.slug}`)).body.total).toBe(2);
    expect((await list(`shop=${a.shop.id}`)).body.total).toBe(3);
    expect((await list('shop=khong-co-shop')).body).toMatchObject({ items: [], total: 0 });
    // blank parameters are ignored, like an empty select in the filter bar
    expect((await list('grade=&q=&sort=&scale=')).body.total).toBe(5);
  });

  it('refuses bad filters with a Vietnamese 400', async () => {
    const r = await list('price_min=500000&price_max=100');
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/Giá thấp nhất/);
    expect((await list('page_size=101')).status).toBe(400);
    expect((await list('sort=cheapest')).status).toBe(400);
    expect((await list('condition=mint')).status).toBe(400);
  });

  it('searches without accents or case: zaku, mo hinh, đỏ / do, and short words as word starts', async () => {
    expect(names(await list('q=zaku'))).toEqual(["HG Char's Zaku II"]);
    expect(names(await list('q=ZAKU'))).toEqual(["HG Char's Zaku II"]);
    expect(names(await list('q=mo%20hinh'))).toEqual(['MG Mô hình Sazabi Ver.Ka']);
    expect(names(await list('q=M%C3%94%20H%C3%8CNH'))).toEqual(['MG Mô hình Sazabi Ver.Ka']);
    expect(names(await list(`q=${encodeURIComponent('đỏ')}`))).toEqual(['HG Unicorn Gundam bản đỏ']);
    expect(names(await list('q=ban%20do'))).toEqual(['HG Unicorn Gundam bản đỏ']);
    // every word must match, in any order
    expect(names(await list('q=zaku%20char'))).toEqual(["HG Char's Zaku II"]);
    // "nu" starts a word in "Nu Gundam", not the middle of "Unicorn"
    expect(names(await list('q=nu'))).toEqual(['RG Nu Gundam']);
    // search and filters together; % is a character, not a wildcard
    expect(names(await list('q=gundam&grade=HG&sort=price_asc'))).toEqual(["HG Char's Zaku II", 'HG Unicorn Gundam bản đỏ']);
    expect(names(await list('q=100%25'))).toEqual(['PG Strike Freedom 100%']);
    expect(names(await list('q=%25%25%25'))).toEqual([]);
  });

  it('suggests at most 8 kits for the navbar', async () => {
    const r = await call(t.app, 'GET', '/api/v1/gundams/suggest?q=gundam');
    expect(r.status).toBe(200);
    // ranked like the list: "gundam" in the name comes before "gundam" in the series only
    expect(r.body[0]).toEqual({
      slug: expect.any(String),
      name: 'RG Nu Gundam',
      shop_name: 'Shop Zeon',
      grade: 'RG',
      scale: '1/144',
      price: 1_100_000,
      image_url: expect.stringMatching(/-thumb\.webp$/),
    });
    expect(r.body.length).toBeLessThanOrEqual(8);
    expect((await call(t.app, 'GET', '/api/v1/gundams/suggest?q=')).body).toEqual([]);
  });

  it('shows a published kit to anyone and counts the visit; the owner alone sees a kit that is not for sale', async () => {
    const s = await createSeller(t, { shopName: 'Shop Chi Tiết' });
    const kit = await createKit(t, s.user.id, {
      name: 'MG Gundam Barbatos',
      gradeCode: 'MG',
      status: 'published',
      price: 1_500_000,
      viewCount: 10,
    });
    const first = await call(t.app, 'GET', `/api/v1/gundams/by-slug/${kit.slug}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: kit.id,
      name: 'MG Gundam Barbatos',
      grade_display_name: 'Master Grade – Cao cấp tỉ lệ 1/100',
      view_count: 11,
      is_owner: false,
      accessories: [],
      shop: {
        id: s.shop.id,
        slug: s.shop.slug,
        name: 'Shop Chi Tiết',
        owner: { id: s.user.id, full_name: s.user.fullName, avatar_url: null },
      },
    });
    expect(first.body.images[0].urls).toEqual({
      thumb: expect.stringMatching(/-thumb\.webp$/),
      card: expect.stringMatching(/-card\.webp$/),
      full: expect.stringMatching(/-full\.webp$/),
    });
    expect((await call(t.app, 'GET', `/api/v1/gundams/by-slug/${kit.slug}`)).body.view_count).toBe(12);

    // the owner's own visits are not counted
    const own = await call(t.app, 'GET', `/api/v1/gundams/by-slug/${kit.slug}`, { token: s.token });
    expect(own.body).toMatchObject({ is_owner: true, view_count: 12 });

    const hidden = await createKit(t, s.user.id, { name: 'MG Gundam Kho Riêng', gradeCode: 'MG' });
    expect((await call(t.app, 'GET', `/api/v1/gundams/by-slug/${hidden.slug}`)).status).toBe(404);
    const stranger = await signedInUser(t);
    expect((await call(t.app, 'GET', `/api/v1/gundams/by-slug/${hidden.slug}`, { token: stranger.token })).status).toBe(404);
    const mine = await call(t.app, 'GET', `/api/v1/gundams/by-slug/${hidden.slug}`, { token: s.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ status: 'in_store', is_owner: true });
    expect((await t.database.db.select().from(kits).where(eq(kits.id, hidden.id)))[0]!.viewCount).toBe(0);
    expect((await call(t.app, 'GET', '/api/v1/gundams/by-slug/khong-ton-tai')).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/gundams/by-slug/${kit.id}`)).status).toBe(404);
  });

  it('relates kits of the same series first, then of the same grade, never itself nor unlisted ones', async () => {
    const all = await list('page_size=100');
    const sazabi = all.body.items.find((k: Card) => k.name.includes('Sazabi'));
    const r = await call(t.app, 'GET', `/api/v1/gundams/by-slug/${sazabi.slug}/related`);
    expect(r.status).toBe(200);
    expect(r.body[0].name).toBe('RG Nu Gundam');
    expect(r.body.map((k: Card) => k.name)).toContain('MG Gundam Barbatos');
    expect(r.body.map((k: Card) => k.name)).not.toContain('MG Mô hình Sazabi Ver.Ka');
    expect(r.body.map((k: Card) => k.name)).not.toContain('MG Gundam Kho Riêng');
    expect((await call(t.app, 'GET', '/api/v1/gundams/by-slug/khong-ton-tai/related')).status).toBe(404);
  });

  it('builds the home page: newest kits, a row per grade, and the counts', async () => {
    const r = await call(t.app, 'GET', '/api/v1/home');
    expect(r.status).toBe(200);
    // Barbatos was listed just now (previous test)
    expect(r.body.newest.slice(0, 2).map((k: Card) => k.name)).toEqual(['MG Gundam Barbatos', "HG Char's Zaku II"]);
    expect(r.body.newest.length).toBeLessThanOrEqual(8);
    expect(r.body.by_grade.map((g: { grade: { code: string } }) => g.grade.code)).toEqual(['HG', 'RG', 'MG', 'PG']);
    const hg = r.body.by_grade[0];
    expect(hg.grade).toEqual({ code: 'HG', display_name: 'High Grade – Dòng phổ thông', slug: 'high-grade' });
    expect(hg.items.map((k: Card) => k.name)).toEqual(["HG Char's Zaku II", 'HG Unicorn Gundam bản đỏ']);
    expect(r.body.by_grade[3].items.map((k: Card) => k.name)).toEqual(['PG Strike Freedom 100%']);
    expect(r.body.stats.published_count).toBe((await list()).body.total);
    expect(r.body.stats.shops_count).toBeGreaterThanOrEqual(3);
  });
});

describe('storefront list page cache (outside tests: ≤ 1 s, forgotten on every write in this process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-04-01T05:00:00Z', env: { NODE_ENV: 'development', LOG_LEVEL: 'silent' } });
  });
  afterAll(async () => t.close());

  it('answers a repeated page from the cache, fresh with Cache-Control: no-cache, and forgets it when a kit is unpublished', async () => {
    const s = await createSeller(t, { shopName: 'Shop Bộ Nhớ' });
    const ago = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);
    const zaku = await createKit(t, s.user.id, { name: 'HG Zaku Cache', status: 'published', publishedAt: ago(2) });
    const list = (headers: Record<string, string> = {}) => call(t.app, 'GET', '/api/v1/gundams?q=cache', { headers }).then(names);
    expect(await list()).toEqual(['HG Zaku Cache']);
    // written straight to the database (no request in this process): the cached page is reused
    await createKit(t, s.user.id, { name: 'HG Gouf Cache', status: 'published', publishedAt: ago(1) });
    expect(await list()).toEqual(['HG Zaku Cache']);
    expect(await list({ 'cache-control': 'no-cache' })).toEqual(['HG Gouf Cache', 'HG Zaku Cache']);
    // a write request through the server forgets every cached page at once
    const r = await call(t.app, 'PATCH', `/api/v1/sellers/me/gundams/${zaku.id}/unpublish`, { token: s.token, body: {} });
    expect(r.status).toBe(200);
    expect(await list()).toEqual(['HG Gouf Cache']);
  });
});
