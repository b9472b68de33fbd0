import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../demo/demo-data.js';
import { kits, users } from '../../db/schema.js';
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
  }, 180_000);
  afterAll(async () => t.close());

  it('shows open posts with offers, trades waiting for member@ at stages 1 and 2, a completed and a canceled trade', async () => {
    const board = await call(t.app, 'GET', '/api/v1/exchange-posts');
    expect(board.status).toBe(200);
    expect(board.body.total).toBe(3);
    expect(board.body.items.some((p: { offer_count: number }) => p.offer_count === 2)).toBe(true);
    expect(board.body.items.every((p: { photos: unknown[] }) => p.photos.length >= 1)).toBe(true);

    const offers = await call(t.app, 'GET', '/api/v1/users/me/exchange-offers', { token });
    expect(offers.body.items.map((o: { status: string }) => o.status).sort()).toEqual(['accepted', 'accepted', 'revision_requested']);

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
