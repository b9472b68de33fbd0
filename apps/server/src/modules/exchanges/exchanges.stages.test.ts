import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { createUser, tokenFor } from '../../../test/fixtures.js';
import { accept, cancel, offer, postOf, trader, type Trader } from '../../../test/support/exchanges.js';
import { expectLedgerClean, fundMember } from '../../../test/support/ledger.js';
import { addAddress } from '../../../test/support/orders.js';
import { notifications } from '../../db/schema.js';
import { userAddresses } from '../addresses/index.js';
import { memberBalances } from '../ledger/index.js';

/** A second address of the book (not primary, not pickup). */
async function extraAddress(t: TestApp, userId: string, province: '01' | '79') {
  const [row] = await t.database.db
    .insert(userAddresses)
    .values({
      userId,
      fullName: 'Trần Thị Bình',
      phoneNumber: '0987654321',
      provinceCode: province,
      provinceName: province === '01' ? 'Thành phố Hà Nội' : 'Thành phố Hồ Chí Minh',
      wardCode: '26734',
      wardName: 'Phường Bến Nghé',
      detail: '45 Hai Bà Trưng',
    })
    .returning();
  return row!;
}

/**
 * Trade stages 1 and 2 through HTTP (product.md §8): each side chooses its addresses from its own
 * book; the server quotes the parcel each side receives with the carrier and that side pays it from
 * its wallet (held; refunded on cancel), with an idempotency key and the exact top-up when short.
 */
describe('exchange trade: addresses and delivery fees', () => {
  let t: TestApp;
  let a: Trader;
  let b: Trader;
  let tradeId: string;
  let addr: Record<'aFrom' | 'aTo' | 'bFrom' | 'bTo', { id: string }>;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-09-01T02:00:00.000Z' });
    a = await trader(t, 1, 30_000);
    b = await trader(t, 1);
    addr = {
      aFrom: await addAddress(t, a.user.id, { pickup: true, province: '01' }),
      aTo: await extraAddress(t, a.user.id, '01'),
      bFrom: await addAddress(t, b.user.id, { pickup: true }),
      bTo: await extraAddress(t, b.user.id, '79'),
    };
    const post = await postOf(t, a);
    const o = await offer(t, b.token, post.id, {
      post_kit_ids: a.kitIds,
      my_kit_ids: b.kitIds,
      compensation: { payer: 'poster', amount: 30_000 },
    });
    const x = await accept(t, a.token, o.body.id);
    expect(x.status).toBe(201);
    tradeId = x.body.id;
  });
  // whatever a test did or was refused, the ledger reconciles after it (not only where a test checks)
  afterEach(async () => {
    await expectLedgerClean(t);
  });
  afterAll(async () => t.close());

  const setAddresses = (token: string, from: string, to: string) =>
    call(t.app, 'PUT', `/api/v1/exchanges/${tradeId}/addresses`, { token, body: { from_address_id: from, to_address_id: to } });
  const quote = (token: string) => call(t.app, 'GET', `/api/v1/exchanges/${tradeId}/delivery-fee`, { token });
  const pay = (token: string, fee: number, key = `fee-${Math.random().toString(36).slice(2)}`) =>
    call(t.app, 'POST', `/api/v1/exchanges/${tradeId}/delivery-fee/payment`, {
      token,
      body: { expected_fee: fee },
      headers: { 'idempotency-key': key },
    });
  const titles = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), eq(notifications.type, 'exchange')))
    ).map((n) => n.title);

  it('stage 1: each side picks its own addresses; nobody else can, or can see them', async () => {
    const stranger = await trader(t, 0);
    const sAddr = await addAddress(t, stranger.user.id);
    expect((await setAddresses(stranger.token, sAddr.id, sAddr.id)).status).toBe(404);
    const mod = await createUser(t, { role: 'moderator' });
    const byStaff = await setAddresses(await tokenFor(t, mod), addr.aFrom.id, addr.aTo.id);
    expect(byStaff.status).toBe(403);
    const notMine = await setAddresses(a.token, addr.bFrom.id, addr.aTo.id);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.message).toBe('Không tìm thấy địa chỉ trong sổ địa chỉ của bạn (địa chỉ gửi)');

    const early = await quote(b.token);
    expect(early.status).toBe(422);
    expect(early.body.error.message).toBe('Hai bên cần chọn địa chỉ gửi và nhận hàng trước khi tính phí vận chuyển');

    const mine = await setAddresses(a.token, addr.aFrom.id, addr.aTo.id);
    expect(mine.status).toBe(200);
    expect(mine.body.addresses.poster_from.address_id).toBe(addr.aFrom.id);
    expect(mine.body.addresses.poster_to.province_code).toBe('01');
    expect(mine.body.addresses.offerer_from).toBeNull();
    const theirs = await setAddresses(b.token, addr.bFrom.id, addr.bTo.id);
    expect(theirs.status).toBe(200);
    expect(theirs.body.addresses.offerer_to.address_id).toBe(addr.bTo.id);
    // a stranger learns nothing of the trade, its addresses included
    const peek = await call(t.app, 'GET', `/api/v1/exchanges/${tradeId}`, { token: stranger.token });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain('Lê Lợi');
  });

  it('stage 2: each side is quoted the parcel it receives and pays it from its wallet, once', async () => {
    const qb = await quote(b.token);
    expect(qb.status).toBe(200);
    expect(qb.body.fee).toBeGreaterThan(0);
    expect(qb.body.weight_grams).toBe(300);
    expect(qb.body.missing_amount).toBe(qb.body.fee);
    expect(qb.body.state).toBe('none');
    const fee = qb.body.fee as number;

    const changed = await pay(b.token, fee + 1_000);
    expect(changed.status).toBe(409);
    expect(changed.body.error.details).toMatchObject({ reason: 'price_changed', actual_fee: fee });
    await fundMember(t, b.user.id, fee - 2_000);
    const short = await pay(b.token, fee);
    expect(short.status).toBe(422);
    expect(short.body.error.details).toEqual({ missing: 2_000 });
    expect(short.body.error.message).toBe('Số dư ví không đủ, bạn cần nạp thêm 2.000 ₫');
    await fundMember(t, b.user.id, 2_000);
    const key = 'fee-key-offerer-1';
    const paid = await pay(b.token, fee, key);
    expect(paid.status).toBe(200);
    expect(paid.body.delivery_fees.offerer).toEqual({ amount: fee, state: 'held' });
    const replay = await pay(b.token, fee, key);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const twice = await pay(b.token, fee);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Bạn đã thanh toán phí vận chuyển cho giao dịch này');
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 0, held: fee });
    expect(await titles(a.user.id)).toContain('Bên kia đã thanh toán phí vận chuyển');
    const move = await setAddresses(a.token, addr.aFrom.id, addr.aTo.id);
    expect(move.status).toBe(409);
    expect(move.body.error.message).toBe('Không thể đổi địa chỉ sau khi phí vận chuyển đã được thanh toán');
    await expectLedgerClean(t);

    const qa = await quote(a.token);
    expect(qa.body.fee).toBeGreaterThan(0);
    await fundMember(t, a.user.id, qa.body.fee);
    const paidA = await pay(a.token, qa.body.fee);
    expect(paidA.status).toBe(200);
    expect(await titles(b.user.id)).toContain('Cả hai bên đã thanh toán phí vận chuyển');
    expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 0, held: 30_000 + qa.body.fee });
    await expectLedgerClean(t);

    // both paid: the two orders exist (stage 3, exchanges.parcels.test.ts) and the fees are theirs now
    const x = await call(t.app, 'GET', `/api/v1/exchanges/${tradeId}`, { token: a.token });
    expect(x.body.status).toBe('packaging');
    expect(x.body.delivery_fees).toEqual({
      poster: { amount: qa.body.fee, state: 'applied' },
      offerer: { amount: fee, state: 'applied' },
    });
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 0, held: fee });
    const c = await cancel(t, b.token, tradeId);
    expect(c.status).toBe(409);
    const after = await quote(a.token);
    expect(after.status).toBe(409);
    await expectLedgerClean(t);
  });
});
