import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerSubscriptions, subscriptionPlans, users } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser, tokenFor } from '../../../test/fixtures.js';
import { createKit, createSeller } from '../../../test/support/storefront.js';

const PICKUP = {
  full_name: 'Trần Thị Bình',
  phone_number: '0987654321',
  province_code: '01',
  ward_code: '00004',
  detail: '12 ngõ 34 phố Đội Cấn',
  is_pickup_address: true,
};

describe('opening a shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A member ready to open a shop: verified phone and a pickup address made through the address book API. */
  async function readyMember(over: { verified?: boolean; pickup?: boolean } = {}) {
    const phone = `03${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const m = await signedInUser(t, { phoneNumber: phone, phoneNumberVerified: over.verified ?? true });
    if (over.pickup ?? true) {
      const r = await call(t.app, 'POST', `/api/v1/users/${m.user.id}/addresses`, { token: m.token, body: PICKUP });
      expect(r.status).toBe(201);
    }
    return m;
  }
  const register = (token: string, name: string) => call(t.app, 'POST', '/api/v1/shops', { token, body: { name } });

  it('opens the shop, makes the member a seller on the trial plan, all at once', async () => {
    const m = await readyMember();
    const r = await register(m.token, '  Gundam   Nhà Bình  ');
    expect(r.status).toBe(201);
    expect(r.body.shop).toMatchObject({ name: 'Gundam Nhà Bình', owner_id: m.user.id, description: '' });
    expect(r.body.shop.slug).toMatch(/^gundam-nha-binh-[a-z0-9]{6}$/);
    expect(r.body.pickup_address).toMatchObject({ is_pickup_address: true, detail: PICKUP.detail });
    expect(r.body.subscription).toMatchObject({
      plan_code: 'trial',
      subscription_name: 'GÓI DÙNG THỬ',
      listings_used: 0,
      max_listings: 5,
      max_open_auctions: 1,
      open_auctions_used: 0,
      end_date: null,
      expired: false,
      remaining: 5,
    });
    const [u] = await t.database.db.select().from(users).where(eq(users.id, m.user.id));
    expect(u!.role).toBe('seller');

    // the role is read on every request: the seller area opens at once
    const me = await call(t.app, 'GET', '/api/v1/shops/me', { token: m.token });
    expect(me.status).toBe(200);
    expect(me.body.shop.id).toBe(r.body.shop.id);
  });

  it('refuses a member whose phone number is not verified, and changes nothing', async () => {
    const m = await readyMember({ verified: false });
    const r = await register(m.token, 'Shop Chưa Xác Thực');
    expect(r.status).toBe(422);
    expect(r.body.error.message).toBe('Bạn cần xác thực số điện thoại trước khi mở shop');
    const [u] = await t.database.db.select().from(users).where(eq(users.id, m.user.id));
    expect(u!.role).toBe('member');
    expect(await t.database.db.select().from(sellerSubscriptions).where(eq(sellerSubscriptions.sellerId, m.user.id))).toEqual([]);
  });

  it('refuses a member without a pickup address', async () => {
    const m = await readyMember({ pickup: false });
    const r = await register(m.token, 'Shop Chưa Có Kho');
    expect(r.status).toBe(422);
    expect(r.body.error.message).toMatch(/địa chỉ lấy hàng/);
  });

  it('refuses a name already taken in any case, and a second shop', async () => {
    const a = await readyMember();
    expect((await register(a.token, 'Zaku Corner')).status).toBe(201);
    const b = await readyMember();
    const dup = await register(b.token, 'zAKU corner');
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toMatch(/Tên shop này đã được sử dụng/);
    const second = await register(a.token, 'Zaku Corner 2');
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/Bạn đã có shop/);
  });

  it('validates the name (3–60 characters) and needs a signed-in non-staff member', async () => {
    const m = await readyMember();
    expect((await register(m.token, 'ab')).status).toBe(400);
    expect((await register(m.token, 'x'.repeat(61))).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/v1/shops', { body: { name: 'Shop Khách' } })).status).toBe(401);
    const staff = await signedInUser(t, { role: 'moderator', phoneNumberVerified: true, phoneNumber: '0911000111' });
    expect((await register(staff.token, 'Shop Nhân Viên')).status).toBe(403);
  });

  it('lets the seller rename the shop and describe it; the slug stays', async () => {
    const s = await createSeller(t, { shopName: 'Tên Cũ Của Shop' });
    const other = await createSeller(t, { shopName: 'Shop Bên Cạnh' });
    const r = await call(t.app, 'PATCH', '/api/v1/shops/me', {
      token: s.token,
      body: { name: 'Tên Mới Của Shop', description: 'Chuyên HG, RG' },
    });
    expect(r.status).toBe(200);
    expect(r.body.shop).toMatchObject({ name: 'Tên Mới Của Shop', description: 'Chuyên HG, RG', slug: s.shop.slug });
    const taken = await call(t.app, 'PATCH', '/api/v1/shops/me', { token: s.token, body: { name: 'shop bên cạnh' } });
    expect(taken.status).toBe(409);
    expect(other.shop.name).toBe('Shop Bên Cạnh');
  });

  it('shows the public shop card by slug or id, with the kits it lists', async () => {
    const s = await createSeller(t, { shopName: 'Shop Công Khai' });
    await createKit(t, s.user.id, { status: 'published' });
    await createKit(t, s.user.id, { status: 'published' });
    await createKit(t, s.user.id);
    for (const key of [s.shop.slug, s.shop.id]) {
      const r = await call(t.app, 'GET', `/api/v1/shops/${key}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        id: s.shop.id,
        slug: s.shop.slug,
        name: 'Shop Công Khai',
        description: '',
        owner: { id: s.user.id, full_name: s.user.fullName, avatar_url: null },
        joined_at: s.shop.createdAt.toISOString(),
        published_count: 2,
        rating: null,
      });
    }
    expect((await call(t.app, 'GET', '/api/v1/shops/khong-co-shop-nay')).status).toBe(404);
  });

  it('keeps members and guests out of the seller area', async () => {
    const member = await signedInUser(t);
    for (const [method, url] of [
      ['GET', '/api/v1/shops/me'],
      ['GET', '/api/v1/sellers/me/subscription'],
      ['GET', '/api/v1/sellers/me/dashboard'],
      ['GET', '/api/v1/sellers/me/gundams'],
      ['PATCH', '/api/v1/sellers/me/gundams/00000000-0000-4000-8000-000000000000/publish'],
    ] as const) {
      expect((await call(t.app, method, url, { token: member.token })).status, `${method} ${url} as a member`).toBe(403);
      expect((await call(t.app, method, url)).status, `${method} ${url} as a guest`).toBe(401);
    }
  });
});

describe('subscription plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-10T03:00:00Z' });
  });
  afterAll(async () => t.close());

  it('lists the three plans in order, for anyone', async () => {
    const r = await call(t.app, 'GET', '/api/v1/subscription-plans');
    expect(r.status).toBe(200);
    expect(r.body.map((p: { code: string }) => p.code)).toEqual(['trial', 'upgrade', 'unlimited']);
    expect(r.body[1]).toMatchObject({
      name: 'GÓI NÂNG CẤP',
      price: 359_000,
      duration_days: 30,
      max_listings: 50,
      max_open_auctions: 10,
      is_unlimited: false,
    });
    expect(r.body[2]).toMatchObject({
      name: 'GÓI KHÔNG GIỚI HẠN',
      price: 1_049_000,
      max_listings: null,
      max_open_auctions: null,
      is_unlimited: true,
    });
    expect(Object.keys(r.body[0]).sort()).toEqual([
      'code',
      'duration_days',
      'id',
      'is_unlimited',
      'max_listings',
      'max_open_auctions',
      'name',
      'price',
    ]);
  });

  it('counts the listings in use from the published kits', async () => {
    const s = await createSeller(t);
    await createKit(t, s.user.id, { status: 'published' });
    await createKit(t, s.user.id, { status: 'published' });
    await createKit(t, s.user.id, { status: 'in_store' });
    const r = await call(t.app, 'GET', '/api/v1/sellers/me/subscription', { token: s.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      plan_code: 'trial',
      listings_used: 2,
      max_listings: 5,
      remaining: 3,
      open_auctions_used: 0,
      max_open_auctions: 1,
    });
  });

  it('falls back to the trial limits the moment a paid plan ends', async () => {
    const s = await createSeller(t, { plan: 'upgrade' });
    const before = await call(t.app, 'GET', '/api/v1/sellers/me/subscription', { token: s.token });
    expect(before.body).toMatchObject({ plan_code: 'upgrade', subscription_name: 'GÓI NÂNG CẤP', max_listings: 50, expired: false });
    t.clock.advance(30 * 86_400_000);
    // access tokens live 15 minutes: sign in again a month later
    const after = await call(t.app, 'GET', '/api/v1/sellers/me/subscription', { token: await tokenFor(t, s.user) });
    expect(after.body).toMatchObject({ plan_code: 'trial', subscription_name: 'GÓI DÙNG THỬ', max_listings: 5, expired: true });
    expect(after.body.end_date).toBe(before.body.end_date);
    const [trial] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, 'trial'));
    expect(after.body.plan_id).toBe(trial!.id);
  });
});
