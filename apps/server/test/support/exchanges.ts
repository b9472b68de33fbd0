// Helpers shared by the exchange board's tests (never imported by the server itself).
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { signedInUser } from '../fixtures.js';
import { call, type TestApp } from '../helpers.js';
import { insertKit, multipart, png, send } from './kits.js';
import { addAddress } from './orders.js';
import { applyShipmentStatus } from '../../src/modules/orders/order-shipping.js';
import { fundMember } from './ledger.js';
import { kits } from '../../src/modules/kits/kits.schema.js';

let phone = 100_000;
/** A member with a verified phone (trading requires one), `n` kits in the collection and `funds` in the wallet. */
export async function trader(t: TestApp, n = 2, funds = 0) {
  phone += 1;
  const u = await signedInUser(t, { phoneNumber: `0912${String(phone).padStart(6, '0')}`, phoneNumberVerified: true });
  const list = [];
  for (let i = 0; i < n; i++)
    list.push(await insertKit(t, u.user.id, { name: `RG Kit trao đổi ${phone}-${i}`, gradeCode: 'RG', gradeName: 'Real Grade' }));
  if (funds > 0) await fundMember(t, u.user.id, funds);
  return { ...u, kits: list, kitIds: list.map((k) => k.id) };
}
export type Trader = Awaited<ReturnType<typeof trader>>;

export async function createPost(
  t: TestApp,
  who: { token: string },
  kitIds: string[],
  content = 'Mình muốn đổi mô hình này lấy mô hình khác',
) {
  return send(t, 'POST', '/api/v1/exchange-posts', who.token, [
    { name: 'content', value: content },
    { name: 'kit_ids', value: JSON.stringify(kitIds) },
    { name: 'photos', filename: 'anh.png', content: await png(), contentType: 'image/png' },
  ]);
}

export async function postOf(t: TestApp, who: Trader, kitIds = who.kitIds) {
  const r = await createPost(t, who, kitIds);
  if (r.status !== 201) throw new Error(`đăng bài thất bại: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: string };
}

export const offer = (t: TestApp, token: string, postId: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/v1/exchange-posts/${postId}/offers`, { token, body });

export const act = (t: TestApp, token: string, offerId: string, what: 'withdraw' | 'reject' | 'revision-request', body?: unknown) =>
  call(t.app, 'POST', `/api/v1/exchange-offers/${offerId}/${what}`, {
    token,
    body: body ?? (what === 'revision-request' ? { note: 'Thêm tiền bù nhé' } : {}),
  });

export const accept = (t: TestApp, token: string, offerId: string, key = `k-${randomUUID()}`) =>
  call(t.app, 'POST', `/api/v1/exchange-offers/${offerId}/accept`, { token, headers: { 'idempotency-key': key } });

export const cancel = (t: TestApp, token: string, exchangeId: string, body: unknown = {}) =>
  call(t.app, 'POST', `/api/v1/exchanges/${exchangeId}/cancel`, { token, body });

export async function statusOf(t: TestApp, ids: string[]) {
  const rows = await t.database.db
    .select({ id: kits.id, status: kits.status, ownerId: kits.ownerId })
    .from(kits)
    .where(inArray(kits.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

export async function kitRow(t: TestApp, id: string) {
  const [r] = await t.database.db.select().from(kits).where(eq(kits.id, id));
  return r!;
}

/**
 * A trade carried through stages 1 and 2 over HTTP: `a` posts one kit, `b` offers one (with the
 * compensation given), `a` accepts, both choose addresses (a in Hà Nội, b in Hồ Chí Minh City) and
 * both pay their delivery fee (funded exactly): the trade is in `packaging` with its two orders.
 */
export async function tradeInPackaging(t: TestApp, compensation: { payer: 'poster' | 'offerer'; amount: number } | null) {
  const a = await trader(t, 1, compensation?.payer === 'poster' ? compensation.amount : 0);
  const b = await trader(t, 1, compensation?.payer === 'offerer' ? compensation.amount : 0);
  const post = await postOf(t, a);
  const o = await offer(t, b.token, post.id, { post_kit_ids: a.kitIds, my_kit_ids: b.kitIds, ...(compensation ? { compensation } : {}) });
  if (o.status !== 201) throw new Error(`đề nghị thất bại: ${o.status} ${JSON.stringify(o.body)}`);
  const x = await accept(t, a.token, o.body.id);
  if (x.status !== 201) throw new Error(`chấp nhận thất bại: ${x.status} ${JSON.stringify(x.body)}`);
  const id = x.body.id as string;
  const fees: Record<'poster' | 'offerer', number> = { poster: 0, offerer: 0 };
  for (const [who, side, province] of [
    [a, 'poster', '01'],
    [b, 'offerer', '79'],
  ] as const) {
    const addr = await addAddress(t, who.user.id, { pickup: true, province });
    const set = await call(t.app, 'PUT', `/api/v1/exchanges/${id}/addresses`, {
      token: who.token,
      body: { from_address_id: addr.id, to_address_id: addr.id },
    });
    if (set.status !== 200) throw new Error(`chọn địa chỉ thất bại (${side}): ${set.status}`);
  }
  for (const [who, side] of [
    [b, 'offerer'],
    [a, 'poster'],
  ] as const) {
    const q = await call(t.app, 'GET', `/api/v1/exchanges/${id}/delivery-fee`, { token: who.token });
    fees[side] = q.body.fee;
    await fundMember(t, who.user.id, q.body.fee);
    const paid = await payFee(t, who.token, id, q.body.fee);
    if (paid.status !== 200) throw new Error(`thanh toán phí thất bại: ${paid.status} ${JSON.stringify(paid.body)}`);
  }
  const trade = (await call(t.app, 'GET', `/api/v1/exchanges/${id}`, { token: a.token })).body;
  return { a, b, id, fees, trade, toPoster: trade.orders.to_poster as string, toOfferer: trade.orders.to_offerer as string };
}

export const payFee = (t: TestApp, token: string, exchangeId: string, fee: number, key = `fee-${randomUUID()}`) =>
  call(t.app, 'POST', `/api/v1/exchanges/${exchangeId}/delivery-fee/payment`, {
    token,
    body: { expected_fee: fee },
    headers: { 'idempotency-key': key },
  });

export const confirmReceipt = (t: TestApp, token: string, exchangeId: string) =>
  call(t.app, 'POST', `/api/v1/exchanges/${exchangeId}/receipt`, { token });

/** The sender packs an order with `files` photos (the orders module's route). */
export async function packOrder(t: TestApp, token: string, orderId: string, files = 1) {
  const parts = await Promise.all(
    Array.from({ length: files }, async (_, i) => ({
      name: 'images',
      filename: `p${i}.png`,
      content: await png(),
      contentType: 'image/png',
    })),
  );
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/packing`,
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
