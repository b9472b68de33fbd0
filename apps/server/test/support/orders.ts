import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { userAddresses } from '../../src/modules/addresses/addresses.schema.js';
import { fundMember } from './ledger.js';
import { createKit, createSeller } from './storefront.js';
import { call, type TestApp } from '../helpers.js';
import { signedInUser } from '../fixtures.js';
import { kits } from '../../src/modules/kits/index.js';
import { orders } from '../../src/modules/orders/orders.schema.js';
import { applyShipmentStatus } from '../../src/modules/orders/order-shipping.js';
import { multipart, png } from './kits.js';

export async function addAddress(t: TestApp, userId: string, opts: { pickup?: boolean; province?: string } = {}) {
  const [row] = await t.database.db
    .insert(userAddresses)
    .values({
      userId,
      fullName: 'Nguyễn Văn An',
      phoneNumber: '0912345678',
      provinceCode: opts.province ?? '79',
      provinceName: opts.province === '01' ? 'Thành phố Hà Nội' : 'Thành phố Hồ Chí Minh',
      wardCode: '26734',
      wardName: 'Phường Bến Nghé',
      detail: '12 Lê Lợi',
      isPrimary: true,
      isPickupAddress: opts.pickup ?? false,
    })
    .returning();
  return row!;
}

/** A seller with a shop, a pickup address and `n` published kits. */
export async function sellerWithKits(t: TestApp, n = 1, price = 500_000, plan: 'trial' | 'upgrade' | 'unlimited' = 'unlimited') {
  const s = await createSeller(t, { plan });
  const pickup = await addAddress(t, s.user.id, { pickup: true, province: '01' });
  const list = [];
  for (let i = 0; i < n; i++) list.push(await createKit(t, s.user.id, { status: 'published', price }));
  return { ...s, pickup, kits: list };
}

/** A member with a delivery address and `funds` in the wallet. */
export async function buyer(t: TestApp, funds = 10_000_000) {
  const u = await signedInUser(t);
  const address = await addAddress(t, u.user.id);
  if (funds > 0) await fundMember(t, u.user.id, funds);
  return { ...u, address };
}

export const key = () => `k-${randomUUID()}`;

export async function quote(t: TestApp, token: string, addressId: string, kitIds: string[]) {
  return call(t.app, 'POST', '/api/v1/checkout/quote', { token, body: { address_id: addressId, kit_ids: kitIds } });
}

/** Quote then check out those kits; returns the checkout response. */
export async function checkout(
  t: TestApp,
  b: { token: string; address: { id: string } },
  kitIds: string[],
  opts: { key?: string; expected?: number; notes?: Record<string, string> } = {},
) {
  let expected = opts.expected;
  if (expected === undefined) {
    const q = await quote(t, b.token, b.address.id, kitIds);
    expect(q.status).toBe(200);
    expected = q.body.grand_total as number;
  }
  return call(t.app, 'POST', '/api/v1/checkout', {
    token: b.token,
    headers: { 'idempotency-key': opts.key ?? key() },
    body: { address_id: b.address.id, kit_ids: kitIds, expected_total: expected, ...(opts.notes ? { notes: opts.notes } : {}) },
  });
}

export const orderRow = async (t: TestApp, id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
export const kitRow = async (t: TestApp, id: string) => (await t.database.db.select().from(kits).where(eq(kits.id, id)))[0]!;

/** The carrier reports the parcel's step (the shipping module's event, straight to the orders module). */
export const carrierStep = (t: TestApp, orderId: string, to: 'delivering' | 'delivered') =>
  t.database.db.transaction((tx) =>
    applyShipmentStatus(tx, {
      orderId,
      trackingCode: 'TEST',
      status: to,
      note: 'test',
      occurredAt: t.clock.now(),
      receivedAt: t.clock.now(),
    }),
  );

/** A pending order all the way to completed: the seller confirms and packs, the carrier delivers, the buyer confirms receipt. */
export async function completeOrder(t: TestApp, o: { id: string; sellerToken: string; buyerToken: string }) {
  expect((await call(t.app, 'POST', `/api/v1/orders/${o.id}/confirm`, { token: o.sellerToken })).status).toBe(200);
  const body = multipart([{ name: 'images', filename: 'p.png', content: await png(40, 30), contentType: 'image/png' }]);
  const packed = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${o.id}/packing`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${o.sellerToken}` },
  });
  expect(packed.statusCode).toBe(200);
  expect(await carrierStep(t, o.id, 'delivering')).toBe(true);
  expect(await carrierStep(t, o.id, 'delivered')).toBe(true);
  const done = await call(t.app, 'POST', `/api/v1/orders/${o.id}/receipt`, { token: o.buyerToken });
  expect(done.status).toBe(200);
  expect(done.body.status).toBe('completed');
}
