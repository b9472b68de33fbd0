import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days, hours } from '../../lib/clock.js';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { createUser, tokenFor } from '../../../test/fixtures.js';
import {
  accept,
  cancel,
  carrierStep,
  confirmReceipt,
  kitRow,
  offer,
  packOrder,
  payFee,
  postOf,
  trader,
  tradeInPackaging,
} from '../../../test/support/exchanges.js';
import { expectLedgerClean, fundMember } from '../../../test/support/ledger.js';
import { addAddress } from '../../../test/support/orders.js';
import { notifications } from '../../db/schema.js';
import { memberBalances, platformBalance } from '../ledger/index.js';
import { openOrderKits, orders } from '../orders/index.js';

/**
 * Trade stages 3 and 4 through HTTP (product.md §8): both fees paid → two `exchange` orders;
 * each side packs and the carrier delivers through the orders' flow; each side confirms its parcel
 * (or 7 days pass) and the second confirmation swaps the kits and releases the compensation in one
 * transaction; a side that does not pack in 72 h lets the other cancel with everything refunded.
 */
describe('exchange trade: orders, packing, receipt, completion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-10-01T02:00:00.000Z' });
  });
  afterAll(async () => t.close());

  const titles = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), eq(notifications.type, 'exchange')))
    ).map((n) => n.title);
  const orderTitles = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), eq(notifications.type, 'order')))
    ).map((n) => n.title);
  const ordersOf = (ids: string[]) => t.database.db.select().from(orders).where(inArray(orders.id, ids));

  it('happy path: orders made with the fees applied, both pack, both receive → kits swapped, compensation released, ledger whole', async () => {
    const shippingBefore = await platformBalance(t.database.db, 'shipping');
    const { a, b, id, fees, trade, toPoster, toOfferer } = await tradeInPackaging(t, { payer: 'offerer', amount: 50_000 });
    expect(trade.status).toBe('packaging');
    expect(trade.delivery_fees).toEqual({
      poster: { amount: fees.poster, state: 'applied' },
      offerer: { amount: fees.offerer, state: 'applied' },
    });
    expect(trade.ship_by).toBe(new Date(t.clock.now().getTime() + hours(72)).toISOString());
    const made = await ordersOf([toPoster, toOfferer]);
    const o1 = made.find((o) => o.id === toPoster)!;
    const o2 = made.find((o) => o.id === toOfferer)!;
    // the parcel a receives: sent by b from b's address, its fee a's; and the other way round
    expect(o1).toMatchObject({ type: 'exchange', status: 'packaging', buyerId: a.user.id, sellerId: b.user.id, itemsSubtotal: 0 });
    expect(o1.deliveryFee).toBe(fees.poster);
    expect(o1.shipFrom.provinceCode).toBe('79');
    expect(o1.shipTo.provinceCode).toBe('01');
    expect(o2).toMatchObject({ buyerId: b.user.id, sellerId: a.user.id, deliveryFee: fees.offerer, totalAmount: fees.offerer });
    expect((await kitRow(t, a.kitIds[0]!)).status).toBe('processing');
    expect((await kitRow(t, b.kitIds[0]!)).status).toBe('processing');
    // the fees moved from the trade's hold to the orders': held money unchanged, reconciliation clean
    expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 0, held: fees.poster });
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 0, held: 50_000 + fees.offerer });
    await expectLedgerClean(t);
    expect(await titles(a.user.id)).toContain('Cả hai bên đã thanh toán phí vận chuyển');
    expect(await titles(b.user.id)).toContain('Cả hai bên đã thanh toán phí vận chuyển');
    // a's order page shows the exchange order
    const seen = await call(t.app, 'GET', `/api/v1/orders/${toPoster}`, { token: a.token });
    expect(seen.status).toBe(200);

    // refusals before delivery, and by role and side
    const early = await confirmReceipt(t, a.token, id);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Kiện hàng bạn nhận chưa được giao tới, chưa thể xác nhận đã nhận hàng');
    const stranger = await trader(t, 0);
    expect((await confirmReceipt(t, stranger.token, id)).status).toBe(404);
    const mod = await createUser(t, { role: 'moderator' });
    expect((await confirmReceipt(t, await tokenFor(t, mod), id)).status).toBe(403);
    const tooSoon = await cancel(t, a.token, id);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error.message).toBe(
      'Chỉ hủy được khi bên kia chưa đóng gói kiện hàng sau 72 giờ kể từ khi cả hai bên thanh toán phí vận chuyển',
    );
    // each side packs only the parcel it sends
    expect((await packOrder(t, a.token, toPoster)).status).toBe(403);
    expect((await packOrder(t, a.token, toOfferer, 6)).status).toBe(400);
    expect((await packOrder(t, a.token, toOfferer, 2)).status).toBe(200);
    expect((await packOrder(t, b.token, toPoster, 1)).status).toBe(200);
    await runJobs(t);
    // each side hears of both parcels once the carrier has them: the one it sends and the one it receives
    const shipped = (code: string) => `Đơn hàng ${code} đã được bàn giao cho đơn vị vận chuyển`;
    const shippedTo = async (userId: string) =>
      (await orderTitles(userId)).filter((title) => title.endsWith('bàn giao cho đơn vị vận chuyển'));
    expect(await shippedTo(a.user.id)).toEqual([]);
    for (const oid of [toPoster, toOfferer]) {
      expect(await carrierStep(t, oid, 'delivering')).toBe(true);
      expect(await carrierStep(t, oid, 'delivered')).toBe(true);
    }
    for (const side of [a, b]) expect((await shippedTo(side.user.id)).sort()).toEqual([shipped(o1.code), shipped(o2.code)].sort());
    // the sender is told its parcel goes to the other side (not "a buyer"), and both notices open the
    // member's own exchange orders page (a sender may have no shop)
    const shippedNotices = (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, a.user.id), eq(notifications.type, 'order')))
    ).filter((n) => n.title.endsWith('bàn giao cho đơn vị vận chuyển'));
    expect(shippedNotices.map((n) => [n.message, n.link]).sort()).toEqual(
      [
        ['Đơn hàng đang trên đường giao đến bạn.', `/member/profile/orders/exchange?order=${toPoster}`],
        ['Đơn hàng đang trên đường giao đến người nhận.', `/member/profile/orders/exchange?order=${toOfferer}`],
      ].sort(),
    );
    // the delivery notice speaks of the trade: no complaint window, no payment to a seller
    const delivered = (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, a.user.id), eq(notifications.type, 'order')))
    ).filter((n) => n.title.endsWith('đã được giao thành công'));
    expect(delivered.map((n) => n.message).sort()).toEqual([
      'Giao dịch trao đổi hoàn tất khi cả hai bên xác nhận đã nhận kiện hàng.',
      'Vui lòng kiểm tra kiện hàng và xác nhận đã nhận trên trang giao dịch trao đổi.',
    ]);
    // an exchange order is not confirmed (nor complained about) on its own
    const alone = await call(t.app, 'POST', `/api/v1/orders/${toPoster}/receipt`, { token: a.token });
    expect(alone.status).toBe(422);
    expect(alone.body.error.message).toBe('Đơn hàng trao đổi được xác nhận trên trang giao dịch trao đổi, không xác nhận riêng từng đơn');

    const first = await confirmReceipt(t, a.token, id);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('packaging');
    expect(first.body.received_at.poster).not.toBeNull();
    expect(first.body.received_at.offerer).toBeNull();
    expect((await confirmReceipt(t, a.token, id)).body.error.message).toBe('Bạn đã xác nhận nhận hàng cho giao dịch này');
    expect(await titles(b.user.id)).toContain('Bên kia đã xác nhận nhận hàng');
    expect((await kitRow(t, a.kitIds[0]!)).ownerId).toBe(a.user.id);

    const second = await confirmReceipt(t, b.token, id);
    expect(second.status).toBe(200);
    expect(second.body.status).toBe('completed');
    expect(second.body.compensation).toEqual({ payer: 'offerer', amount: 50_000, state: 'released' });
    expect(second.body.completed_at).not.toBeNull();
    // the kits changed owner, in each new owner's collection
    expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
    expect(await kitRow(t, b.kitIds[0]!)).toMatchObject({ ownerId: a.user.id, status: 'in_store' });
    const mine = await call(t.app, 'GET', `/api/v1/exchanges/${id}`, { token: a.token });
    expect(mine.body.status).toBe('completed');
    // the compensation to its receiver, the fees to the carrier's account
    expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 50_000, held: 0 });
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 0, held: 0 });
    expect(await platformBalance(t.database.db, 'shipping')).toBe(shippingBefore + fees.poster + fees.offerer);
    expect((await ordersOf([toPoster, toOfferer])).map((o) => o.status)).toEqual(['completed', 'completed']);
    expect(
      await t.database.db
        .select()
        .from(openOrderKits)
        .where(inArray(openOrderKits.orderId, [toPoster, toOfferer])),
    ).toEqual([]);
    expect(await titles(a.user.id)).toContain('Giao dịch trao đổi đã hoàn tất');
    expect(await titles(b.user.id)).toContain('Giao dịch trao đổi đã hoàn tất');
    const again = await confirmReceipt(t, b.token, id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Giao dịch trao đổi này đã hoàn tất');
    expect((await cancel(t, a.token, id)).status).toBe(409);
    await expectLedgerClean(t);
  });

  it('reminds a side that did not confirm two days before, then 7 days after delivery receives for it and completes the trade', async () => {
    const { a, b, id, toPoster, toOfferer } = await tradeInPackaging(t, { payer: 'poster', amount: 20_000 });
    expect((await packOrder(t, a.token, toOfferer)).status).toBe(200);
    expect((await packOrder(t, b.token, toPoster)).status).toBe(200);
    for (const oid of [toPoster, toOfferer]) expect(await carrierStep(t, oid, 'delivered')).toBe(true);
    expect((await confirmReceipt(t, b.token, id)).status).toBe(200);
    t.clock.advance(days(4));
    await runJobs(t);
    const REMINDER = 'Nhắc xác nhận đã nhận hàng trao đổi';
    expect(await titles(a.user.id)).not.toContain(REMINDER);
    // two days before the automatic receipt: the side that has not confirmed is reminded, once
    t.clock.advance(days(2));
    await runJobs(t);
    await runJobs(t);
    expect((await titles(a.user.id)).filter((x) => x === REMINDER)).toHaveLength(1);
    expect(await titles(b.user.id)).not.toContain(REMINDER);
    const token = await tokenFor(t, a.user);
    expect((await call(t.app, 'GET', `/api/v1/exchanges/${id}`, { token })).body.status).toBe('packaging');
    t.clock.advance(days(1) + hours(1));
    await runJobs(t);
    const done = await call(t.app, 'GET', `/api/v1/exchanges/${id}`, { token: await tokenFor(t, a.user) });
    expect(done.body.status).toBe('completed');
    expect(done.body.compensation.state).toBe('released');
    expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 20_000, held: 0 });
    await expectLedgerClean(t);
  });

  it('a side that does not pack within 72 h lets the other cancel: orders canceled, kits back, everything refunded', async () => {
    const { a, b, id, fees, toPoster, toOfferer } = await tradeInPackaging(t, { payer: 'poster', amount: 40_000 });
    expect((await packOrder(t, a.token, toOfferer)).status).toBe(200);
    t.clock.advance(hours(73));
    await runJobs(t);
    expect(await titles(b.user.id)).toContain('Bạn đã quá hạn đóng gói kiện hàng trao đổi');
    expect(await titles(a.user.id)).toContain('Bên kia chưa đóng gói kiện hàng sau 72 giờ');
    expect(await titles(b.user.id)).not.toContain('Bên kia chưa đóng gói kiện hàng sau 72 giờ');
    // b is the late one: b may not cancel (a packed in time)
    const late = await cancel(t, await tokenFor(t, b.user), id);
    expect(late.status).toBe(409);
    const aToken = await tokenFor(t, a.user);
    const c = await cancel(t, aToken, id);
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({
      status: 'canceled',
      cancel_reason: 'Bên kia không đóng gói kiện hàng trong 72 giờ',
      compensation: { payer: 'poster', amount: 40_000, state: 'refunded' },
      delivery_fees: { poster: { amount: fees.poster, state: 'refunded' }, offerer: { amount: fees.offerer, state: 'refunded' } },
    });
    expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: a.user.id, status: 'in_store' });
    expect(await kitRow(t, b.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
    expect((await ordersOf([toPoster, toOfferer])).map((o) => o.status)).toEqual(['canceled', 'canceled']);
    expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 40_000 + fees.poster, held: 0 });
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: fees.offerer, held: 0 });
    expect(await titles(b.user.id)).toContain('Giao dịch trao đổi đã bị hủy');
    expect((await cancel(t, aToken, id)).body.error.message).toBe('Giao dịch trao đổi này đã bị hủy');
    await expectLedgerClean(t);
  });

  it('canceled while pending with one fee paid: that fee comes back, no orders are made', async () => {
    const a = await trader(t, 1);
    const b = await trader(t, 1);
    const post = await postOf(t, a);
    const o = await offer(t, b.token, post.id, { post_kit_ids: a.kitIds, my_kit_ids: b.kitIds });
    const id = (await accept(t, a.token, o.body.id)).body.id as string;
    for (const who of [a, b]) {
      const addr = await addAddress(t, who.user.id, { pickup: true });
      await call(t.app, 'PUT', `/api/v1/exchanges/${id}/addresses`, {
        token: who.token,
        body: { from_address_id: addr.id, to_address_id: addr.id },
      });
    }
    const q = await call(t.app, 'GET', `/api/v1/exchanges/${id}/delivery-fee`, { token: b.token });
    await fundMember(t, b.user.id, q.body.fee);
    expect((await payFee(t, b.token, id, q.body.fee)).status).toBe(200);
    // 72 h after the accept, a has not paid: a is reminded, b told it may cancel
    t.clock.advance(hours(73));
    await runJobs(t);
    expect(await titles(a.user.id)).toContain('Bạn chưa thanh toán phí vận chuyển trao đổi');
    expect(await titles(b.user.id)).toContain('Bên kia chưa thanh toán phí vận chuyển sau 72 giờ');
    expect(await titles(b.user.id)).not.toContain('Bạn chưa thanh toán phí vận chuyển trao đổi');
    const c = await cancel(t, await tokenFor(t, b.user), id);
    expect(c.status).toBe(200);
    expect(c.body.orders).toEqual({ to_poster: null, to_offerer: null });
    expect(c.body.delivery_fees.offerer).toEqual({ amount: q.body.fee, state: 'refunded' });
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: q.body.fee, held: 0 });
    await expectLedgerClean(t);
  });
});
