import { expect } from 'vitest';
import { applyShipmentStatus } from '../../src/modules/orders/order-shipping.js';
import { call, type TestApp } from '../helpers.js';
import { multipart, png } from './kits.js';
import { buyer, checkout, sellerWithKits } from './orders.js';

/** An order's multipart photo upload (packing photos, a complaint), as the app receives it. */
export async function uploadPhotos(t: TestApp, url: string, token: string, files: number, reason?: string) {
  const parts = [
    ...(reason !== undefined ? [{ name: 'reason', value: reason }] : []),
    ...(await Promise.all(
      Array.from({ length: files }, async (_, i) => ({
        name: 'images',
        filename: `p${i}.png`,
        content: await png(40 + i, 30),
        contentType: 'image/png',
      })),
    )),
  ];
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

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

/** A fresh buyer and seller with one delivered order between them. */
export async function deliveredOrder(t: TestApp, price = 500_000) {
  const s = await sellerWithKits(t, 1, price);
  const b = await buyer(t);
  const r = await checkout(t, b, [s.kits[0]!.id]);
  expect(r.status).toBe(201);
  const id = r.body.orders[0].id as string;
  expect((await call(t.app, 'POST', `/api/v1/orders/${id}/confirm`, { token: s.token })).status).toBe(200);
  expect((await uploadPhotos(t, `/orders/${id}/packing`, s.token, 1)).status).toBe(200);
  expect(await carrierStep(t, id, 'delivering')).toBe(true);
  expect(await carrierStep(t, id, 'delivered')).toBe(true);
  return { s, b, id, code: r.body.orders[0].code as string };
}

/** …and the buyer's complaint on it, with one photo. */
export async function complainedOrder(t: TestApp, price = 500_000) {
  const o = await deliveredOrder(t, price);
  expect((await uploadPhotos(t, `/orders/${o.id}/complaint`, o.b.token, 1, 'Mô hình bị thiếu chân trái')).status).toBe(201);
  return o;
}
