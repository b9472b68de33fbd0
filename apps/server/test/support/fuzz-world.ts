import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { authSessions } from '../../src/modules/auth/auth.schema.js';
import { kitImages } from '../../src/modules/kits/kits.schema.js';
import { users } from '../../src/modules/users/users.schema.js';
import { subscriptionPlans } from '../../src/db/schema.js';
import { call, type TestApp } from '../helpers.js';
import { createUser, FIXTURE_PASSWORD, tokenFor } from '../fixtures.js';
import { liveAuction, requestBody, join } from './auctions.js';
import { addAddress, buyer, checkout } from './orders.js';
import { createKit } from './storefront.js';
import { fundMember } from './ledger.js';
import { send } from './kits.js';
import sharp from 'sharp';

/**
 * The data the fuzz test (test/fuzz.test.ts) aims at: one user per role, each with the things its
 * routes name in their paths (an address, a kit with a photo, a spare session, a bank account…), an
 * order between the member and the seller, a live auction and a pending auction request, so a
 * malformed request with otherwise real ids reaches the handler and the database, not only the gate.
 */

export const ROLES = ['member', 'seller', 'moderator', 'admin'] as const;
export type FuzzRole = (typeof ROLES)[number];

export interface Own {
  userId: string;
  email: string;
  token: string;
  addressId: string;
  kitId: string;
  kitImageId: string;
  spareSessionId: string;
  bankAccountId?: string;
  cartItemId?: string;
  notificationId?: string;
}

export interface FuzzWorld {
  own: Record<FuzzRole, Own>;
  publishedKitId: string;
  publishedKitSlug: string;
  shopSlug: string;
  orderId: string;
  auctionId: string;
  auctionRequestId: string;
  topupId: string;
  withdrawalId: string;
  planId: string;
  exchangePostId: string;
  exchangePostKitId: string;
  exchangeOfferId: string;
  exchangeId: string;
  /** a listing the member reported (flags): the moderators' decisions have an open flag to decide */
  flaggedKitId: string;
}

async function spareSession(t: TestApp, userId: string) {
  const now = t.clock.now();
  const [s] = await t.database.db
    .insert(authSessions)
    .values({ userId, createdAt: now, lastUsedAt: now, expiresAt: new Date(now.getTime() + 30 * 86_400_000) })
    .returning();
  return s!.id;
}

async function ownThings(
  t: TestApp,
  user: { id: string; email: string | null; role: FuzzRole },
  token: string,
  existingAddress?: { id: string },
): Promise<Own> {
  const address = existingAddress ?? (await addAddress(t, user.id, { pickup: user.role === 'seller', province: '01' }));
  const kit = await createKit(t, user.id, { status: 'in_store' });
  const [img] = await t.database.db.select().from(kitImages).where(eq(kitImages.kitId, kit.id));
  const bank = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', {
    token,
    body: { bank_code: 'VCB', account_number: `01234${Math.floor(Math.random() * 1e5)}`, account_name: 'NGUYEN VAN A' },
  });
  expect(bank.status, JSON.stringify(bank.body)).toBe(201);
  return {
    userId: user.id,
    email: user.email ?? '',
    token,
    addressId: address.id,
    kitId: kit.id,
    kitImageId: img!.id,
    spareSessionId: await spareSession(t, user.id),
    bankAccountId: bank.body.id,
  };
}

export async function buildFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  // the seller runs a live auction (its kit is locked), and has published kits and a kit in store
  const live = await liveAuction(t);
  // the clock moved to the auction's start: sign the seller in again
  const seller = { ...live.seller, token: await tokenFor(t, live.seller.user) };
  const published = await createKit(t, seller.user.id, { status: 'published', price: 400_000 });
  const spare = await createKit(t, seller.user.id, { status: 'in_store' });
  const sellerOwn = await ownThings(t, { ...seller.user, role: 'seller' }, seller.token);
  const req = await call(t.app, 'POST', '/api/v1/shop/auction-requests', { token: seller.token, body: requestBody(t, spare.id) });
  expect(req.status, JSON.stringify(req.body)).toBe(201);

  // the member bought one of the seller's kits, has another in the cart, a top-up and a withdrawal
  const b = await buyer(t, 20_000_000);
  const memberUser = { ...b.user, role: 'member' as const };
  const memberOwn = await ownThings(t, memberUser, b.token, b.address);
  const forOrder = await createKit(t, seller.user.id, { status: 'published', price: 300_000 });
  const order = await checkout(t, { token: b.token, address: b.address }, [forOrder.id]);
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const orderId = order.body.orders[0].id as string;
  const cart = await call(t.app, 'POST', '/api/v1/cart/items', { token: b.token, body: { gundam_id: published.id } });
  expect(cart.status, JSON.stringify(cart.body)).toBe(201);
  memberOwn.cartItemId = cart.body.id;
  const topup = await call(t.app, 'POST', '/api/v1/wallet/topups', {
    token: b.token,
    body: { amount: 100_000 },
    headers: { 'idempotency-key': `fuzz-${randomUUID()}` },
  });
  expect(topup.status, JSON.stringify(topup.body)).toBe(201);
  const withdrawal = await call(t.app, 'POST', '/api/v1/wallet/withdrawals', {
    token: b.token,
    body: { amount: 100_000, bank_account_id: memberOwn.bankAccountId },
    headers: { 'idempotency-key': `fuzz-${randomUUID()}` },
  });
  expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
  const joined = await join(t, b.token, live.auctionId);
  expect(joined.status, JSON.stringify(joined.body)).toBeLessThan(300);

  const staff: Partial<Record<FuzzRole, Own>> = {};
  for (const role of ['moderator', 'admin'] as const) {
    const user = await createUser(t, { role });
    await fundMember(t, user.id, 1_000_000);
    staff[role] = await ownThings(t, { ...user, role }, await tokenFor(t, user));
  }
  const own = { member: memberOwn, seller: sellerOwn, moderator: staff.moderator!, admin: staff.admin! };
  // an announcement gives everyone a notification to mark as read
  const news = await call(t.app, 'POST', '/api/v1/notifications/broadcast', {
    token: own.admin.token,
    body: { title: 'Thông báo thử', message: 'Nội dung thông báo thử' },
  });
  expect(news.status, JSON.stringify(news.body)).toBeLessThan(300);
  for (const role of ROLES) {
    const n = await call(t.app, 'GET', '/api/v1/notifications', { token: own[role].token });
    expect(n.body.items.length, role).toBeGreaterThan(0);
    own[role].notificationId = n.body.items[0]?.id;
  }
  const [plan] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, 'upgrade'));
  const ex = await exchangeWorld(t, { ...memberUser, token: b.token }, { id: seller.user.id, token: seller.token });
  const flagged = await createKit(t, seller.user.id, { status: 'published', price: 500_000 });
  const flag = await call(t.app, 'POST', '/api/v1/flags', {
    token: own.member.token,
    body: { target_type: 'listing', target_id: flagged.id, reason: 'counterfeit' },
  });
  expect(flag.status, JSON.stringify(flag.body)).toBe(201);
  return {
    flaggedKitId: flagged.id,
    own,
    publishedKitId: published.id,
    publishedKitSlug: published.slug,
    shopSlug: seller.shop.slug,
    orderId,
    auctionId: live.auctionId,
    auctionRequestId: req.body.id,
    topupId: topup.body.id,
    ...ex,
    withdrawalId: withdrawal.body.id,
    planId: plan!.id,
  };
}

/**
 * The exchange board: the member's open post with the seller's live offer on it, and a pending trade
 * (the seller's post, the member's offer, accepted) between them. Both have verified phones.
 */
async function exchangeWorld(t: TestApp, member: { id: string; token: string }, seller: { id: string; token: string }) {
  for (const [i, id] of [member.id, seller.id].entries()) {
    await t.database.db
      .update(users)
      .set({ phoneNumber: `09870000${10 + i}`, phoneNumberVerified: true })
      .where(eq(users.id, id));
  }
  const [mk1, mk2, sk1, sk2] = await Promise.all([
    createKit(t, member.id, { status: 'in_store' }),
    createKit(t, member.id, { status: 'in_store' }),
    createKit(t, seller.id, { status: 'in_store' }),
    createKit(t, seller.id, { status: 'in_store' }),
  ]);
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  const post = async (who: { token: string }, kitId: string) => {
    const r = await send(t, 'POST', '/api/v1/exchange-posts', who.token, [
      { name: 'content', value: 'Bài đăng trao đổi cho phép thử' },
      { name: 'kit_ids', value: JSON.stringify([kitId]) },
      { name: 'photos', filename: 'a.png', content: png, contentType: 'image/png' },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as string;
  };
  const memberPost = await post(member, mk1!.id);
  const offer = await call(t.app, 'POST', `/api/v1/exchange-posts/${memberPost}/offers`, {
    token: seller.token,
    body: { post_kit_ids: [mk1!.id], my_kit_ids: [sk1!.id] },
  });
  expect(offer.status, JSON.stringify(offer.body)).toBe(201);
  const sellerPost = await post(seller, sk2!.id);
  const mine = await call(t.app, 'POST', `/api/v1/exchange-posts/${sellerPost}/offers`, {
    token: member.token,
    body: { post_kit_ids: [sk2!.id], my_kit_ids: [mk2!.id] },
  });
  expect(mine.status, JSON.stringify(mine.body)).toBe(201);
  const trade = await call(t.app, 'POST', `/api/v1/exchange-offers/${mine.body.id}/accept`, {
    token: seller.token,
    headers: { 'idempotency-key': `fuzz-${randomUUID()}` },
  });
  expect(trade.status, JSON.stringify(trade.body)).toBe(201);
  return {
    exchangePostId: memberPost,
    exchangePostKitId: mk1!.id,
    exchangeOfferId: offer.body.id as string,
    exchangeId: trade.body.id as string,
  };
}

/** A fresh access token per role (an operation may have signed a session out or changed a role). */
export async function refreshTokens(t: TestApp, world: FuzzWorld) {
  for (const role of ROLES) {
    const id = world.own[role].userId;
    const [u] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
    world.own[role].token = await tokenFor(t, { id, role: u!.role });
  }
}

/** The real value for a path parameter, named by the path segment before it and its own name. */
export function pathValue(world: FuzzWorld, role: FuzzRole, segment: string, name: string): string | undefined {
  const me = world.own[role];
  const key = `${segment}/${name}`;
  const table: Record<string, string | undefined> = {
    'users/id': me.userId,
    'sessions/sessionId': me.spareSessionId,
    'addresses/addressId': me.addressId,
    'provinces/code': '01',
    'gundams/gid': me.kitId,
    'images/imageId': me.kitImageId,
    'gundams/id': world.publishedKitId,
    'shops/slugOrId': world.shopSlug,
    'by-slug/slug': world.publishedKitSlug,
    'items/cart_item_id': me.cartItemId ?? world.own.member.cartItemId,
    'topups/id': world.topupId,
    'bank-accounts/id': me.bankAccountId,
    'withdrawals/id': world.withdrawalId,
    'orders/id': world.orderId,
    'auctions/id': world.auctionId,
    'auction-requests/id': world.auctionRequestId,
    'notifications/id': me.notificationId ?? world.own.member.notificationId,
    'exchange-posts/id': world.exchangePostId,
    'exchange-offers/id': world.exchangeOfferId,
    'exchanges/id': world.exchangeId,
    'flags/target_type': 'listing',
    '{target_type}/target_id': world.flaggedKitId,
  };
  return table[key];
}

/** A real value for a body or query field, by its name. */
export function fieldValue(world: FuzzWorld, role: FuzzRole, name: string): unknown {
  const me = world.own[role];
  const table: Record<string, unknown> = {
    address_id: me.addressId,
    from_address_id: me.addressId,
    to_address_id: me.addressId,
    kit_id: me.kitId,
    kit_ids: [world.publishedKitId],
    gundam_id: world.publishedKitId,
    plan_id: world.planId,
    bank_account_id: me.bankAccountId,
    email: me.email,
    password: FIXTURE_PASSWORD,
    current_password: 'SaiMatKhau#1',
    phone_number: '0912345678',
    province_code: '01',
    ward_code: '00004',
    full_name: 'Nguyễn Văn Fuzz',
    otp_code: '123456',
    grade_code: 'HG',
    return_path: '/vi',
    link: '/thong-bao',
    bank_code: 'VCB',
    account_number: '0123456789',
    account_name: 'NGUYEN VAN FUZZ',
    post_kit_ids: [world.exchangePostKitId],
    my_kit_ids: [me.kitId],
    content: 'Nội dung bài đăng trao đổi thử',
    target_type: 'listing',
    target_id: world.flaggedKitId,
  };
  return table[name];
}
