import { count, eq } from 'drizzle-orm';
import { CART_MAX_ITEMS } from '@cho-gundam/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, kits } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { createKit, createSeller } from '../../../test/support/storefront.js';

const add = (t: TestApp, token: string | undefined, gundamId: unknown) =>
  call(t.app, 'POST', '/api/v1/cart/items', { token, body: { gundam_id: gundamId } });
const cart = (t: TestApp, token: string | undefined) => call(t.app, 'GET', '/api/v1/cart/items', { token });
const linesOf = async (t: TestApp, userId: string) =>
  Number((await t.database.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId)))[0]!.n);

describe('cart', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, { shopName: 'Shop Giỏ Hàng' });
  });
  afterAll(async () => t.close());

  it('adds a published kit of another member and lists it, an array with the seed’s fields', async () => {
    const buyer = await signedInUser(t);
    expect((await cart(t, buyer.token)).body).toEqual([]);
    const kit = await createKit(t, seller.user.id, { name: 'HG Zaku II', status: 'published', price: 450_000 });
    const r = await add(t, buyer.token, kit.id);
    expect(r.status).toBe(201);
    const line = {
      cart_item_id: expect.any(String),
      gundam_id: kit.id,
      gundam_name: 'HG Zaku II',
      gundam_slug: kit.slug,
      gundam_price: 450_000,
      gundam_image_url: expect.stringMatching(/-card\.webp$/),
      seller_id: seller.user.id,
      seller_name: 'Shop Giỏ Hàng',
      available: true,
      added_at: t.clock.now().toISOString(),
    };
    expect(r.body).toEqual(line);
    const list = await cart(t, buyer.token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ ...line, cart_item_id: r.body.cart_item_id }]);
  });

  it('refuses a kit already in the cart, not for sale, one’s own, unknown, or a malformed id', async () => {
    const buyer = await signedInUser(t);
    const kit = await createKit(t, seller.user.id, { status: 'published' });
    expect((await add(t, buyer.token, kit.id)).status).toBe(201);
    const again = await add(t, buyer.token, kit.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Sản phẩm đã có trong giỏ hàng');

    const inStore = await createKit(t, seller.user.id);
    const notForSale = await add(t, buyer.token, inStore.id);
    expect(notForSale.status).toBe(422);
    expect(notForSale.body.error.message).toBe('Sản phẩm này hiện không còn được bán');

    const own = await add(t, seller.token, kit.id);
    expect(own.status).toBe(422);
    expect(own.body.error.message).toBe('Bạn không thể mua sản phẩm của chính mình');

    expect((await add(t, buyer.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await add(t, buyer.token, 'khong-phai-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(await linesOf(t, buyer.user.id)).toBe(1);
  });

  it('keeps a kit that was taken off sale, marked unavailable, until it is listed again', async () => {
    const buyer = await signedInUser(t);
    const kit = await createKit(t, seller.user.id, { status: 'published' });
    await add(t, buyer.token, kit.id);
    const down = await call(t.app, 'PATCH', `/api/v1/sellers/me/gundams/${kit.id}/unpublish`, { token: seller.token, body: {} });
    expect(down.status).toBe(200);
    expect((await cart(t, buyer.token)).body).toMatchObject([{ gundam_id: kit.id, available: false }]);
    await t.database.db.update(kits).set({ status: 'processing' }).where(eq(kits.id, kit.id));
    expect((await cart(t, buyer.token)).body[0].available).toBe(false);
    await t.database.db.update(kits).set({ status: 'published', publishedAt: t.clock.now() }).where(eq(kits.id, kit.id));
    expect((await cart(t, buyer.token)).body[0].available).toBe(true);
  });

  it('removes one’s own line (204), and treats another member’s line as not found', async () => {
    const buyer = await signedInUser(t);
    const other = await signedInUser(t);
    const kit = await createKit(t, seller.user.id, { status: 'published' });
    const line = (await add(t, buyer.token, kit.id)).body.cart_item_id as string;
    const theirs = await call(t.app, 'DELETE', `/api/v1/cart/items/${line}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(await linesOf(t, buyer.user.id)).toBe(1);
    const mine = await call(t.app, 'DELETE', `/api/v1/cart/items/${line}`, { token: buyer.token });
    expect(mine.status).toBe(204);
    expect(mine.raw.body).toBe('');
    expect((await call(t.app, 'DELETE', `/api/v1/cart/items/${line}`, { token: buyer.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/v1/cart/items/khong-phai-uuid', { token: buyer.token })).status).toBe(400);
  });

  it('is for signed-in members only', async () => {
    expect((await cart(t, undefined)).status).toBe(401);
    expect((await add(t, undefined, '00000000-0000-4000-8000-000000000000')).status).toBe(401);
    expect((await call(t.app, 'DELETE', '/api/v1/cart/items/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });

  it(`holds at most ${CART_MAX_ITEMS} kits`, async () => {
    const buyer = await signedInUser(t);
    const many = [];
    for (let i = 0; i < CART_MAX_ITEMS; i++) many.push(await createKit(t, seller.user.id, { status: 'published', image: false }));
    await t.database.db.insert(cartItems).values(many.map((k) => ({ userId: buyer.user.id, kitId: k.id })));
    const one = await createKit(t, seller.user.id, { status: 'published' });
    const r = await add(t, buyer.token, one.id);
    expect(r.status).toBe(422);
    expect(r.body.error.message).toMatch(/Giỏ hàng đã đầy \(tối đa 100 sản phẩm\)/);
    expect((await cart(t, buyer.token)).body).toHaveLength(CART_MAX_ITEMS);
  });

  it('settles a double add: one 201, one 409', async () => {
    const buyer = await signedInUser(t);
    const kit = await createKit(t, seller.user.id, { status: 'published' });
    const results = await Promise.all([add(t, buyer.token, kit.id), add(t, buyer.token, kit.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await linesOf(t, buyer.user.id)).toBe(1);
  });
});
