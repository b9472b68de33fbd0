import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../demo/demo-data.js';
import { exchanges, kits, orders, users } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { tokenFor } from '../../../test/fixtures.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';

/** The demo's exchange board (demo/demo-exchanges.ts), read through the API as member@ would. */
describe('demo exchange board', () => {
  let t: TestApp;
  let token: string;
  let memberId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t.app.ctx, () => undefined);
    const [member] = await t.database.db.select().from(users).where(eq(users.email, 'member@chogundam.vn'));
    token = await tokenFor(t, member!);
    memberId = member!.id;
  }, 240_000);
  afterAll(async () => t.close());

  it('shows open posts with offers, trades waiting for member@ at stages 1 and 2, a completed and a canceled trade', async () => {
    const board = await call(t.app, 'GET', '/api/v1/exchange-posts');
    expect(board.status).toBe(200);
    expect(board.body.total).toBe(3);
    expect(board.body.items.some((p: { offer_count: number }) => p.offer_count === 2)).toBe(true);
    expect(board.body.items.every((p: { photos: unknown[] }) => p.photos.length >= 1)).toBe(true);

    const offers = await call(t.app, 'GET', '/api/v1/users/me/exchange-offers', { token });
    expect(offers.body.items.map((o: { status: string }) => o.status).sort()).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'revision_requested',
    ]);

    const trades = await call(t.app, 'GET', '/api/v1/users/me/exchanges', { token });
    const pending = trades.body.items.filter((x: { status: string }) => x.status === 'pending');
    expect(pending).toHaveLength(2);
    const stage1 = pending.find((x: { my_side: string }) => x.my_side === 'offerer');
    expect(stage1.addresses.poster_from).not.toBeNull();
    expect(stage1.addresses.offerer_from).toBeNull();
    const stage2 = pending.find((x: { my_side: string }) => x.my_side === 'poster');
    expect(stage2.delivery_fees.offerer.state).toBe('held');
    expect(stage2.delivery_fees.poster.state).toBe('none');
    expect(stage2.compensation).toMatchObject({ payer: 'offerer', amount: 100_000, state: 'held' });
    const quote = await call(t.app, 'GET', `/api/v1/exchanges/${stage2.id}/delivery-fee`, { token });
    expect(quote.status).toBe(200);
    expect(quote.body.fee).toBeGreaterThan(0);

    const completed = trades.body.items.filter((x: { status: string }) => x.status === 'completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ my_side: 'offerer', compensation: { payer: 'poster', amount: 50_000, state: 'released' } });
    expect(completed[0].received_at.poster).not.toBeNull();
    expect(completed[0].received_at.offerer).not.toBeNull();
    // the kit member@ received is in member@'s collection now
    const [received] = completed[0].poster_kits;
    const [kit] = await t.database.db.select().from(kits).where(eq(kits.id, received.id));
    expect(kit).toMatchObject({ ownerId: memberId, status: 'in_store' });
    const exchangeOrders = await call(t.app, 'GET', `/api/v1/orders/${completed[0].orders.to_offerer}`, { token });
    expect(exchangeOrders.body.status).toBe('completed');

    const all = await call(t.app, 'GET', '/api/v1/exchanges/' + stage1.id, { token });
    expect(all.status).toBe(200);
    await expectLedgerClean(t);
  });

  it('has a trade in every later stage: packing, on its way, delivered waiting for a receipt, and two completed', async () => {
    const statusOf = async (id: string | null) => {
      const [o] = await t.database.db.select().from(orders).where(eq(orders.id, id!));
      return { status: o!.status, packed: o!.isPackaged };
    };
    const live = await t.database.db.select().from(exchanges).where(eq(exchanges.status, 'packaging'));
    const stages = await Promise.all(
      live.map(async (x) => ({ x, toPoster: await statusOf(x.orderToPosterId), toOfferer: await statusOf(x.orderToOffererId) })),
    );
    const now = t.clock.now().getTime();

    // packing: both fees paid, both orders made, nobody packed yet, the 72 h still running; member@ has to pack
    // (the fees are 'applied' once the orders are made: each is the delivery fee of its order)
    const packing = stages.filter((s) => s.toPoster.status === 'packaging' && s.toOfferer.status === 'packaging');
    expect(packing).toHaveLength(1);
    expect(packing[0]!.x).toMatchObject({ offererId: memberId, posterFeeState: 'applied', offererFeeState: 'applied' });
    expect([packing[0]!.toPoster.packed, packing[0]!.toOfferer.packed]).toEqual([false, false]);
    expect(packing[0]!.x.shipBy!.getTime()).toBeGreaterThan(now);

    // on its way: both parcels with the carrier, between member2@ and member3@
    const shipped = stages.filter((s) => s.toPoster.status === 'delivering' && s.toOfferer.status === 'delivering');
    expect(shipped).toHaveLength(1);
    expect([shipped[0]!.x.posterId, shipped[0]!.x.offererId]).not.toContain(memberId);

    // delivered without a dispute: member3@ confirmed its parcel, member@ has not (its button is there)
    const delivered = stages.filter(
      (s) => s.toPoster.status === 'delivered' && s.toOfferer.status === 'delivered' && s.x.posterId === memberId,
    );
    expect(delivered).toHaveLength(1);
    const trade = await call(t.app, 'GET', `/api/v1/exchanges/${delivered[0]!.x.id}`, { token });
    expect(trade.body.received_at.offerer).not.toBeNull();
    expect(trade.body.received_at.poster).toBeNull();
    expect(trade.body.compensation).toMatchObject({ payer: 'poster', amount: 80_000, state: 'held' });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, delivered[0]!.x.orderToPosterId!));
    expect(order!.autoCompleteAt!.getTime()).toBeGreaterThan(now);

    // history: two completed trades, one of them between member2@ and member3@ (120.000 ₫ from member2@)
    const done = await t.database.db.select().from(exchanges).where(eq(exchanges.status, 'completed'));
    expect(done).toHaveLength(2);
    expect(done.map((x) => x.compensationAmount!).sort((a, b) => a - b)).toEqual([50_000, 120_000]);
    expect(done.every((x) => x.completedAt!.getTime() < now)).toBe(true);
  });

  it('fills the moderators’ exchange queue: a disputed trade between member2@ and member3@ with its photos', async () => {
    const [mod] = await t.database.db.select().from(users).where(eq(users.email, 'moderator@chogundam.vn'));
    const modToken = await tokenFor(t, mod!);
    const queue = await call(t.app, 'GET', '/api/v1/moderator/exchanges?stuck=1', { token: modToken });
    expect(queue.status).toBe(200);
    const disputed = queue.body.items.filter((x: { stuck_reason: string }) => x.stuck_reason === 'dispute');
    expect(disputed).toHaveLength(1);
    const detail = await call(t.app, 'GET', `/api/v1/moderator/exchanges/${disputed[0].id}`, { token: modToken });
    expect(detail.body.disputes[0].image_urls).toHaveLength(1);
    expect(detail.body.order_to_poster.packaging_image_urls).toHaveLength(1);
    expect(detail.body.can_decide).toEqual({ complete: true, refund: true, return: true });
    const dash = await call(t.app, 'GET', '/api/v1/moderator/dashboard', { token: modToken });
    expect(dash.body.queues.find((q: { key: string }) => q.key === 'stuck_exchanges').count).toBeGreaterThanOrEqual(1);
  });
});
