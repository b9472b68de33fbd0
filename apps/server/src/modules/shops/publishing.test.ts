import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kits } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { createKit, createSeller } from '../../../test/support/storefront.js';

const publish = (t: TestApp, token: string, kitId: string, body: unknown = {}) =>
  call(t.app, 'PATCH', `/api/v1/sellers/me/gundams/${kitId}/publish`, { token, body });
const unpublish = (t: TestApp, token: string, kitId: string) =>
  call(t.app, 'PATCH', `/api/v1/sellers/me/gundams/${kitId}/unpublish`, { token, body: {} });
const publishedOf = async (t: TestApp, ownerId: string) =>
  Number(
    (
      await t.database.db
        .select({ n: count() })
        .from(kits)
        .where(and(eq(kits.ownerId, ownerId), eq(kits.status, 'published')))
    )[0]!.n,
  );
const kitRow = async (t: TestApp, id: string) => (await t.database.db.select().from(kits).where(eq(kits.id, id)))[0]!;

describe('publishing kits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists an in_store kit with its price and image, and answers the card and the new usage', async () => {
    const s = await createSeller(t);
    const kit = await createKit(t, s.user.id, { price: 750_000 });
    const r = await publish(t, s.token, kit.id);
    expect(r.status).toBe(200);
    expect(r.body.kit).toMatchObject({
      id: kit.id,
      status: 'published',
      price: 750_000,
      published_at: t.clock.now().toISOString(),
      view_count: 0,
    });
    expect(r.body.kit.primary_image.card).toMatch(/-card\.webp$/);
    expect(r.body.subscription).toMatchObject({ listings_used: 1, max_listings: 5, remaining: 4 });
    expect((await call(t.app, 'GET', `/api/v1/gundams/by-slug/${kit.slug}`)).status).toBe(200);
  });

  it('takes the price from the body, which overrides the kit’s own', async () => {
    const s = await createSeller(t);
    const noPrice = await createKit(t, s.user.id, { price: null });
    const r = await publish(t, s.token, noPrice.id, { price: 1_250_000 });
    expect(r.status).toBe(200);
    expect(r.body.kit.price).toBe(1_250_000);
    const priced = await createKit(t, s.user.id, { price: 900_000 });
    expect((await publish(t, s.token, priced.id, { price: 800_000 })).body.kit.price).toBe(800_000);
    expect((await kitRow(t, priced.id)).price).toBe(800_000);
  });

  it('refuses a kit without a price, a price under 1.000 ₫, and a kit without a primary image', async () => {
    const s = await createSeller(t);
    const noPrice = await createKit(t, s.user.id, { price: null });
    const r = await publish(t, s.token, noPrice.id);
    expect(r.status).toBe(422);
    expect(r.body.error.message).toMatch(/giá bán/);
    expect((await publish(t, s.token, noPrice.id, { price: 999 })).status).toBe(400);
    const noImage = await createKit(t, s.user.id, { price: 300_000, image: false });
    const img = await publish(t, s.token, noImage.id);
    expect(img.status).toBe(422);
    expect(img.body.error.message).toMatch(/ảnh chính/);
    expect((await kitRow(t, noImage.id)).status).toBe('in_store');
  });

  it('refuses a kit that is not in the collection, already listed, or someone else’s', async () => {
    const s = await createSeller(t);
    const inDeal = await createKit(t, s.user.id, { status: 'processing', price: 300_000 });
    const r = await publish(t, s.token, inDeal.id);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/Đang xử lý đơn hàng/);
    const listed = await createKit(t, s.user.id, { status: 'published' });
    expect((await publish(t, s.token, listed.id)).status).toBe(409);

    const other = await createSeller(t);
    const theirs = await createKit(t, other.user.id, { price: 300_000 });
    expect((await publish(t, s.token, theirs.id)).status).toBe(404);
    expect((await unpublish(t, s.token, listed.id)).status).toBe(200);
    expect((await kitRow(t, theirs.id)).status).toBe('in_store');
    expect((await publish(t, s.token, 'khong-phai-uuid')).status).toBe(400);
  });

  it('stops at the trial quota of 5 listings, and frees a slot on unpublish', async () => {
    const s = await createSeller(t);
    const all = [];
    for (let i = 0; i < 6; i++) all.push(await createKit(t, s.user.id, { price: 200_000 }));
    for (const k of all.slice(0, 5)) expect((await publish(t, s.token, k.id)).status).toBe(200);
    const over = await publish(t, s.token, all[5]!.id);
    expect(over.status).toBe(422);
    expect(over.body.error.message).toMatch(/^Bạn đã dùng hết lượt đăng bán của gói hiện tại \(5\/5\)/);
    expect(over.body.error.details).toMatchObject({ listings_used: 5, max_listings: 5 });
    expect(await publishedOf(t, s.user.id)).toBe(5);

    const down = await unpublish(t, s.token, all[0]!.id);
    expect(down.status).toBe(200);
    expect(down.body.kit).toMatchObject({ status: 'in_store', published_at: null });
    expect(down.body.subscription).toMatchObject({ listings_used: 4, remaining: 1 });
    expect((await publish(t, s.token, all[5]!.id)).status).toBe(200);
  });

  it('unpublishes only listed kits, and hides them from the storefront', async () => {
    const s = await createSeller(t);
    const kit = await createKit(t, s.user.id, { status: 'published' });
    expect((await unpublish(t, s.token, kit.id)).status).toBe(200);
    expect((await unpublish(t, s.token, kit.id)).status).toBe(409);
    expect((await call(t.app, 'GET', `/api/v1/gundams/by-slug/${kit.slug}`)).status).toBe(404);
  });

  it('applies the trial limit once a paid plan has ended, without unpublishing anything', async () => {
    const s = await createSeller(t, { plan: 'upgrade', endDate: new Date(t.clock.now().getTime() - 1000) });
    for (let i = 0; i < 6; i++) await createKit(t, s.user.id, { status: 'published' });
    const kit = await createKit(t, s.user.id, { price: 200_000 });
    const r = await publish(t, s.token, kit.id);
    expect(r.status).toBe(422);
    expect(r.body.error.message).toMatch(/\(6\/5\).*hết hạn/);
    expect(await publishedOf(t, s.user.id)).toBe(6);
  });

  it('shows the seller’s kits with filters, search and sort, and a dashboard', async () => {
    const s = await createSeller(t);
    await createKit(t, s.user.id, {
      name: 'MG Zaku II Char Custom',
      gradeCode: 'MG',
      status: 'published',
      price: 1_200_000,
      viewCount: 40,
    });
    await createKit(t, s.user.id, { name: 'HG Mô hình Zaku đỏ', price: 300_000, viewCount: 7 });
    await createKit(t, s.user.id, {
      name: 'RG Strike Freedom',
      gradeCode: 'RG',
      condition: 'used',
      price: 900_000,
      status: 'published',
      viewCount: 3,
    });
    const list = (qs: string) => call(t.app, 'GET', `/api/v1/sellers/me/gundams?${qs}`, { token: s.token });

    const zaku = await list('q=ZAKU&sort=price_asc');
    expect(zaku.body.total).toBe(2);
    expect(zaku.body.items.map((k: { name: string }) => k.name)).toEqual(['HG Mô hình Zaku đỏ', 'MG Zaku II Char Custom']);
    expect((await list('q=mo hinh do')).body.items).toHaveLength(1);
    expect((await list('status=published&grade=rg')).body.items.map((k: { name: string }) => k.name)).toEqual(['RG Strike Freedom']);
    expect((await list('condition=used')).body.total).toBe(1);
    expect((await list('sort=name&page_size=2&page=2')).body).toMatchObject({
      page: 2,
      page_size: 2,
      total: 3,
      items: [{ name: 'RG Strike Freedom' }],
    });

    const d = await call(t.app, 'GET', '/api/v1/sellers/me/dashboard', { token: s.token });
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({ published_count: 2, in_store_count: 1, total_views: 50, total_income: 0, orders_by_status: {} });
    expect(d.body.views_top.map((k: { view_count: number }) => k.view_count)).toEqual([40, 7, 3]);
    expect(d.body.subscription.listings_used).toBe(2);
    expect(d.body.recent_published).toHaveLength(30);
  });
});

describe('seller dashboard days', () => {
  let t: TestApp;
  // 23:30 in Hà Nội on 10 March is 16:30 UTC
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-10T16:30:00Z' });
  });
  afterAll(async () => t.close());

  it('cuts the 30 days at midnight in Vietnam', async () => {
    const s = await createSeller(t);
    await createKit(t, s.user.id, { status: 'published', publishedAt: new Date('2026-03-10T16:59:00Z') }); // 23:59 on the 10th
    await createKit(t, s.user.id, { status: 'published', publishedAt: new Date('2026-03-09T17:00:00Z') }); // 00:00 on the 10th
    await createKit(t, s.user.id, { status: 'published', publishedAt: new Date('2026-03-09T16:59:00Z') }); // 23:59 on the 9th
    await createKit(t, s.user.id, { status: 'published', publishedAt: new Date('2026-02-08T16:59:00Z') }); // 8 Feb: outside
    const d = await call(t.app, 'GET', '/api/v1/sellers/me/dashboard', { token: s.token });
    const days = d.body.recent_published as { date: string; count: number }[];
    expect(days[0]!.date).toBe('2026-02-09');
    expect(days.at(-1)).toEqual({ date: '2026-03-10', count: 2 });
    expect(days.at(-2)).toEqual({ date: '2026-03-09', count: 1 });
    expect(days.reduce((n, x) => n + x.count, 0)).toBe(3);
  });
});

describe.runIf(process.env.DATABASE_URL)('publishing at the edge of the quota, on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lets exactly the free slots through when 10 publishes race', async () => {
    const s = await createSeller(t);
    await createKit(t, s.user.id, { status: 'published' });
    await createKit(t, s.user.id, { status: 'published' });
    const racing = [];
    for (let i = 0; i < 10; i++) racing.push(await createKit(t, s.user.id, { price: 150_000 }));
    const results = await Promise.all(racing.map((k) => publish(t, s.token, k.id)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 200)).toHaveLength(3);
    expect(statuses.filter((x) => x === 422)).toHaveLength(7);
    expect(await publishedOf(t, s.user.id)).toBe(5);
    for (const r of results.filter((x) => x.status === 422)) expect(r.body.error.message).toMatch(/\(5\/5\)/);
  });
});
