import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days } from '../../lib/clock.js';
import { call, createTestApp, runJobs, type TestApp } from '../../../test/helpers.js';
import { hours } from '../../lib/clock.js';
import { signedInUser, tokenFor } from '../../../test/fixtures.js';
import { carrierStep, confirmReceipt, kitRow, packOrder, trader, tradeInPackaging } from '../../../test/support/exchanges.js';
import { decide, dispute, moderatorList } from '../../../test/support/exchange-moderation.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';
import { notifications, staffAuditLog } from '../../db/schema.js';
import { ledgerJournals, memberBalances } from '../ledger/index.js';
import { orders } from '../orders/index.js';
import { shipments } from '../shipping/index.js';

/**
 * Disputes and moderator decisions (docs/domain/exchanges.md), through HTTP: a side complains
 * about its delivered parcel (refusals by side and stage), the sweep leaves the disputed trade
 * alone, moderators see it in the queue and decide once (complete or refund), money moves once
 * and the ledger reconciles.
 */
describe('exchange trade: disputes and moderator decisions', () => {
  let t: TestApp;
  let mod: Awaited<ReturnType<typeof signedInUser>>;
  /** sessions expire while the clock runs days ahead: fresh tokens after each jump */
  const refresh = async (...who: { user: Parameters<typeof tokenFor>[1]; token: string }[]) => {
    for (const w of who) w.token = await tokenFor(t, w.user);
  };
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-12-01T02:00:00.000Z' });
    mod = await signedInUser(t, { role: 'moderator' });
  });
  afterAll(async () => t.close());

  const titles = async (userId: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, userId))).map((n) => n.title);
  const orderStatus = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

  async function deliveredTrade(compensation: { payer: 'poster' | 'offerer'; amount: number } | null) {
    const tr = await tradeInPackaging(t, compensation);
    expect((await packOrder(t, tr.a.token, tr.toOfferer)).status).toBe(200);
    expect((await packOrder(t, tr.b.token, tr.toPoster)).status).toBe(200);
    return tr;
  }

  it('a side disputes its delivered parcel: refusals by side and stage, the sweep skips it, a refund decides it once', async () => {
    const { a, b, id, fees, toPoster, toOfferer } = await deliveredTrade({ payer: 'offerer', amount: 40_000 });
    // before delivery
    const early = await dispute(t, a.token, id, 'Kiện hàng chưa tới mà đã quá hạn');
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Kiện hàng bạn nhận chưa được giao tới, chưa thể khiếu nại');
    for (const oid of [toPoster, toOfferer]) expect(await carrierStep(t, oid, 'delivered')).toBe(true);
    // by role and side
    const stranger = await trader(t, 0);
    expect((await dispute(t, stranger.token, id, 'Tôi không liên quan nhưng muốn khiếu nại')).status).toBe(404);
    const staffTry = await dispute(t, mod.token, id, 'Nhân viên không khiếu nại thay thành viên');
    expect(staffTry.status).toBe(403);
    const short = await dispute(t, a.token, id, 'hỏng');
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Nội dung khiếu nại tối thiểu 10 ký tự');
    const json = await call(t.app, 'POST', `/api/v1/exchanges/${id}/dispute`, { token: a.token, body: { reason: 'Mô hình bị gãy tay' } });
    expect(json.status).toBe(415);
    // b confirms first, then cannot dispute; a disputes with photos
    expect((await confirmReceipt(t, b.token, id)).status).toBe(200);
    const late = await dispute(t, b.token, id, 'Đã nhận rồi nhưng muốn khiếu nại');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Bạn đã xác nhận nhận hàng, không thể khiếu nại kiện hàng này');
    const ok = await dispute(t, a.token, id, 'Mô hình bị gãy tay, hộp móp méo nặng', 2);
    expect(ok.status).toBe(201);
    expect(ok.body.status).toBe('packaging');
    const twice = await dispute(t, a.token, id, 'Gửi thêm một khiếu nại nữa');
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Bạn đã gửi khiếu nại cho kiện hàng này rồi');
    expect(await titles(b.user.id)).toContain('Bên kia đã khiếu nại kiện hàng trao đổi');
    expect(await titles(mod.user.id)).toContain('Khiếu nại mới về giao dịch trao đổi');

    // 8 days later the sweep leaves the disputed trade alone
    t.clock.advance(days(8));
    await runJobs(t);
    await refresh(a, b, mod, stranger);
    const still = await call(t.app, 'GET', `/api/v1/exchanges/${id}`, { token: a.token });
    expect(still.body.status).toBe('packaging');
    expect(still.body.received_at.poster).toBeNull();

    // the queue: members refused, staff see it as disputed and stuck
    expect((await moderatorList(t, a.token)).status).toBe(403);
    expect((await moderatorList(t, stranger.token)).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/v1/moderator/exchanges/${id}`, { token: b.token })).status).toBe(403);
    const queue = await moderatorList(t, mod.token, '?disputed=1&page_size=100');
    expect(queue.status).toBe(200);
    const row = queue.body.items.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ stuck_reason: 'dispute', open_disputes: 1, status: 'packaging' });
    expect((await moderatorList(t, mod.token, `?stuck=1&member_id=${a.user.id}`)).body.items.map((r: { id: string }) => r.id)).toEqual([
      id,
    ]);
    expect((await moderatorList(t, mod.token, `?status=completed&member_id=${a.user.id}`)).body.total).toBe(0);
    const detail = await call(t.app, 'GET', `/api/v1/moderator/exchanges/${id}`, { token: mod.token });
    expect(detail.status).toBe(200);
    expect(detail.body.disputes).toHaveLength(1);
    expect(detail.body.disputes[0]).toMatchObject({ side: 'poster', status: 'open', reason: 'Mô hình bị gãy tay, hộp móp méo nặng' });
    expect(detail.body.disputes[0].image_urls).toHaveLength(2);
    expect(detail.body.order_to_poster.status).toBe('delivered');
    expect(detail.body.can_decide).toEqual({ complete: true, refund: true, return: true });
    expect(detail.body.money.compensation).toMatchObject({ amount: 40_000, state: 'held' });

    // members cannot decide; a refund decides once
    expect((await decide(t, a.token, id, 'refund')).status).toBe(403);
    const key = 'refund-once';
    const refund = await decide(t, mod.token, id, 'refund', key);
    expect(refund.status).toBe(200);
    expect(refund.body.status).toBe('failed');
    expect(await orderStatus(toPoster)).toBe('canceled');
    expect(await orderStatus(toOfferer)).toBe('canceled');
    // kits back to their senders, each receiver's fee and the compensation refunded
    expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: a.user.id, status: 'in_store' });
    expect(await kitRow(t, b.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
    expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: fees.poster, held: 0 });
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 40_000 + fees.offerer, held: 0 });
    const replay = await decide(t, mod.token, id, 'refund', key);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await decide(t, mod.token, id, 'complete');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Giao dịch trao đổi này đã kết thúc, không thể ra quyết định nữa');
    const outcomes = await t.database.db
      .select()
      .from(ledgerJournals)
      .where(like(ledgerJournals.postingKey, `exchange:${id}:compensation:%`));
    expect(outcomes.map((j) => j.kind).sort()).toEqual(['exchange_compensation_hold', 'exchange_compensation_refund']);
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'exchange'), eq(staffAuditLog.targetId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'exchange.refund', actorId: mod.user.id, before: { status: 'packaging' } });
    expect(await titles(a.user.id)).toContain('Giao dịch trao đổi đã được hoàn tiền');
    const after = await call(t.app, 'GET', `/api/v1/moderator/exchanges/${id}`, { token: mod.token });
    expect(after.body.disputes[0].status).toBe('resolved');
    expect(after.body.stuck_reason).toBeNull();
    expect(after.body.decisions[0].action_label).toBe('Hoàn tiền giao dịch trao đổi');
    expect((await dispute(t, a.token, id, 'Khiếu nại sau khi đã xử lý xong')).status).toBe(409);
    await expectLedgerClean(t);
  });

  it('complete: both parcels delivered, nobody confirmed → kits swapped, compensation released once; a second decision 409', async () => {
    await refresh(mod);
    const { a, b, id, toPoster, toOfferer } = await deliveredTrade({ payer: 'poster', amount: 25_000 });
    const tooEarly = await decide(t, mod.token, id, 'complete');
    expect(tooEarly.status).toBe(409);
    for (const oid of [toPoster, toOfferer]) expect(await carrierStep(t, oid, 'delivered')).toBe(true);
    const done = await decide(t, mod.token, id, 'complete');
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
    expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
    expect(await kitRow(t, b.kitIds[0]!)).toMatchObject({ ownerId: a.user.id, status: 'in_store' });
    expect((await memberBalances(t.database.db, b.user.id)).available).toBe(25_000);
    for (const side of [a, b]) expect(await titles(side.user.id)).toContain('Giao dịch trao đổi đã được hoàn tất');
    expect((await decide(t, mod.token, id, 'refund')).status).toBe(409);
    expect((await confirmReceipt(t, a.token, id)).status).toBe(409);
    const released = await t.database.db
      .select()
      .from(ledgerJournals)
      .where(like(ledgerJournals.postingKey, `exchange:${id}:compensation:%`));
    expect(released.map((j) => j.kind).sort()).toEqual(['exchange_compensation_hold', 'exchange_compensation_release']);
    await expectLedgerClean(t);
  });

  it('a failed delivery puts the trade in the stuck queue (and on the dashboard); complete is refused, refund ends it', async () => {
    const { a, b, id, toPoster, toOfferer } = await deliveredTrade(null);
    await runJobs(t); // the carrier's parcels are made
    // the shipping module's parcel of the order a receives: the carrier fails to deliver it
    const [s] = await t.database.db.select().from(shipments).where(eq(shipments.orderId, toPoster));
    expect((await call(t.app, 'POST', `/api/v1/dev/carrier/${s!.trackingCode}/script`, { body: { outcome: 'fail' } })).status).toBe(200);
    expect(await carrierStep(t, toOfferer, 'delivered')).toBe(true);
    t.clock.advance(days(3));
    await runJobs(t);
    await refresh(a, mod);
    expect(await orderStatus(toPoster)).toBe('delivering');
    const queue = await moderatorList(t, mod.token, `?stuck=1&member_id=${a.user.id}`);
    expect(queue.body.items).toHaveLength(1);
    expect(queue.body.items[0]).toMatchObject({ id, stuck_reason: 'delivery_failed' });
    const dash = await call(t.app, 'GET', '/api/v1/moderator/dashboard', { token: mod.token });
    const card = dash.body.queues.find((q: { key: string }) => q.key === 'stuck_exchanges');
    expect(card).toMatchObject({ path: '/moderator/exchange-management?stuck=1' });
    expect(card.count).toBeGreaterThanOrEqual(1);
    // the parcel comes back: its order fails (refunded by the orders module); the trade still waits
    t.clock.advance(days(3));
    await runJobs(t);
    await refresh(a, mod);
    expect(await orderStatus(toPoster)).toBe('failed');
    expect((await call(t.app, 'GET', `/api/v1/exchanges/${id}`, { token: a.token })).body.status).toBe('packaging');
    const complete = await decide(t, mod.token, id, 'complete');
    expect(complete.status).toBe(409);
    expect(complete.body.error.message).toContain('hãy chọn hoàn tiền cho hai bên');
    const refund = await decide(t, mod.token, id, 'refund');
    expect(refund.status).toBe(200);
    expect(refund.body.status).toBe('failed');
    expect(await orderStatus(toOfferer)).toBe('canceled');
    expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: a.user.id, status: 'in_store' });
    expect(await kitRow(t, b.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
    expect((await moderatorList(t, mod.token, `?stuck=1&member_id=${a.user.id}`)).body.items).toHaveLength(0);
    await expectLedgerClean(t);
  });

  const shipmentOf = async (orderId: string, kind: 'delivery' | 'return') =>
    (
      await t.database.db
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, kind)))
    )[0] ?? null;
  const advanceParcel = async (orderId: string) => {
    const s = (await shipmentOf(orderId, 'delivery'))!;
    const r = await call(t.app, 'POST', `/api/v1/dev/carrier/${s.trackingCode}/script`, { body: { outcome: 'advance' } });
    expect(r.status).toBe(200);
  };

  it('return: a delivered parcel is booked back, one on its way is sent back by the carrier, money refunded once, kits home', async () => {
    await refresh(mod);
    const { a, b, id, fees, toPoster, toOfferer } = await deliveredTrade({ payer: 'offerer', amount: 30_000 });
    await runJobs(t); // both parcels booked with the carrier
    t.clock.advance(hours(7)); // both picked up: on their way
    await runJobs(t);
    await refresh(a, b, mod);
    expect(await orderStatus(toOfferer)).toBe('delivering');
    await advanceParcel(toPoster); // a's incoming parcel arrives, a complains
    expect(await orderStatus(toPoster)).toBe('delivered');
    expect((await dispute(t, a.token, id, 'Mô hình bị gãy tay, hộp móp méo nặng')).status).toBe(201);

    const detail = await call(t.app, 'GET', `/api/v1/moderator/exchanges/${id}`, { token: mod.token });
    expect(detail.body.can_decide).toEqual({ complete: false, refund: true, return: true });
    // members and sellers cannot decide
    expect((await decide(t, a.token, id, 'return')).status).toBe(403);
    expect((await decide(t, b.token, id, 'return')).status).toBe(403);

    const key = 'return-once';
    const done = await decide(t, mod.token, id, 'return', key);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('failed');
    // the orders end at once, the kits are back in their senders' collections, the money is back
    expect(await orderStatus(toPoster)).toBe('canceled');
    expect(await orderStatus(toOfferer)).toBe('canceled');
    expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: a.user.id, status: 'in_store' });
    expect(await kitRow(t, b.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
    expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: fees.poster, held: 0 });
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 30_000 + fees.offerer, held: 0 });
    const replay = await decide(t, mod.token, id, 'return', key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await decide(t, mod.token, id, 'refund')).status).toBe(409);
    const compensation = await t.database.db
      .select()
      .from(ledgerJournals)
      .where(like(ledgerJournals.postingKey, `exchange:${id}:compensation:%`));
    expect(compensation.map((j) => j.kind).sort()).toEqual(['exchange_compensation_hold', 'exchange_compensation_refund']);
    const settles = await t.database.db.select().from(ledgerJournals).where(like(ledgerJournals.postingKey, `order:%:settle`));
    expect(settles.filter((j) => j.postingKey === `order:${toPoster}:settle` || j.postingKey === `order:${toOfferer}:settle`)).toHaveLength(
      2,
    );
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'exchange'), eq(staffAuditLog.targetId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'exchange.return',
      actorId: mod.user.id,
      before: { status: 'packaging' },
      after: { status: 'failed' },
    });
    for (const side of [a, b]) expect(await titles(side.user.id)).toContain('Giao dịch trao đổi: hàng được hoàn về người gửi');
    const after = await call(t.app, 'GET', `/api/v1/moderator/exchanges/${id}`, { token: mod.token });
    expect(after.body.decisions[0].action_label).toBe('Hoàn hàng về người gửi (giao dịch trao đổi)');
    expect(after.body.disputes[0].status).toBe('resolved');
    expect(after.body.can_decide).toEqual({ complete: false, refund: false, return: false });

    // the carrier's side, after the decision's commit: the delivered parcel is booked back, the other stopped
    expect(await shipmentOf(toPoster, 'return')).toBeNull();
    await runJobs(t);
    await runJobs(t); // a second run repeats nothing
    const back = await shipmentOf(toPoster, 'return');
    expect(back).toMatchObject({ status: 'ready_to_pick' });
    expect((await t.database.db.select().from(shipments).where(eq(shipments.orderId, toPoster))).length).toBe(2);
    expect((await shipmentOf(toOfferer, 'delivery'))!.status).toBe('returning');
    expect(await shipmentOf(toOfferer, 'return')).toBeNull();
    const seen = await call(t.app, 'GET', `/api/v1/orders/${toPoster}`, { token: a.token });
    expect(seen.body.return_shipment).toMatchObject({ tracking_code: back!.trackingCode, status: 'ready_to_pick' });
    expect(seen.body.shipment.status).toBe('delivered');
    expect(await titles(a.user.id)).toContain(`Kiện hàng đơn ${seen.body.code} sẽ được hoàn về người gửi`);
    expect(await titles(b.user.id)).toContain(`Mô hình của đơn ${seen.body.code} đang được hoàn về bạn`);

    // days later both are back with their senders; the canceled orders stay as they are, no money moves again
    t.clock.advance(days(4));
    await runJobs(t);
    expect((await shipmentOf(toOfferer, 'delivery'))!.status).toBe('returned');
    expect((await shipmentOf(toPoster, 'return'))!.status).toBe('delivered');
    expect(await orderStatus(toPoster)).toBe('canceled');
    expect(await orderStatus(toOfferer)).toBe('canceled');
    expect(await titles(b.user.id)).toContain(`Kiện hàng hoàn của đơn ${seen.body.code} đã về tới người gửi`);
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 30_000 + fees.offerer, held: 0 });
    await expectLedgerClean(t);
  });

  it('return: a parcel still waiting for pickup is canceled with the carrier; refused when nothing left its sender or the trade ended', async () => {
    await refresh(mod);
    const fresh = await tradeInPackaging(t, null);
    const early = await decide(t, mod.token, fresh.id, 'return');
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain('không có gì để hoàn về');
    const detail = await call(t.app, 'GET', `/api/v1/moderator/exchanges/${fresh.id}`, { token: mod.token });
    expect(detail.body.can_decide).toEqual({ complete: false, refund: true, return: false });

    const { a, b, id, toPoster, toOfferer } = await deliveredTrade(null);
    await runJobs(t);
    await advanceParcel(toOfferer); // b has its parcel; a's is still waiting for the carrier's pickup
    expect((await decide(t, mod.token, id, 'return')).status).toBe(200);
    await runJobs(t);
    expect((await shipmentOf(toPoster, 'delivery'))!.status).toBe('canceled');
    expect(await shipmentOf(toPoster, 'return')).toBeNull();
    expect((await shipmentOf(toOfferer, 'return'))!.status).toBe('ready_to_pick');
    expect(await kitRow(t, a.kitIds[0]!)).toMatchObject({ ownerId: a.user.id, status: 'in_store' });
    expect(await kitRow(t, b.kitIds[0]!)).toMatchObject({ ownerId: b.user.id, status: 'in_store' });
    expect(await orderStatus(toPoster)).toBe('canceled');

    // an ended trade: nothing to decide
    const ended = await decide(t, mod.token, id, 'return');
    expect(ended.status).toBe(409);
    expect(ended.body.error.message).toBe('Giao dịch trao đổi này đã kết thúc, không thể ra quyết định nữa');
    await expectLedgerClean(t);
  });
});
