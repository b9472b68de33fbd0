import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { accept, act, cancel, offer, postOf, statusOf, trader } from '../../../test/support/exchanges.js';
import { expectLedgerClean, fundMember } from '../../../test/support/ledger.js';
import { addAddress } from '../../../test/support/orders.js';
import { ledgerJournals, memberBalances } from '../ledger/index.js';
import { exchangeOffers, exchanges } from './exchanges.schema.js';

/**
 * The exchange board under real contention (PostgreSQL; PGlite runs one statement at a time and
 * cannot race). Each scenario fires its requests at once through HTTP, then checks that exactly one
 * of the competing commands won, every kit is where the winner put it, money moved once, and the
 * ledger reconciles.
 */
describe.runIf(process.env.DATABASE_URL)('exchange board under contention (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-08-01T02:00:00.000Z' });
  });
  afterAll(async () => t.close());

  const body = (postKits: string[], mine: string[], compensation: unknown = null) => ({
    post_kit_ids: postKits,
    my_kit_ids: mine,
    compensation,
  });
  const statuses = (rs: { status: number }[]) => rs.map((r) => r.status).sort();

  it.each([1, 2, 3, 4, 5])(
    'round %i: two offers on one post accepted at once — one trade, the other offer closed, its kits back',
    async () => {
      const a = await trader(t, 2);
      const b = await trader(t, 1, 100_000);
      const c = await trader(t, 1, 100_000);
      const post = await postOf(t, a);
      const ob = await offer(t, b.token, post.id, body([a.kitIds[0]!], b.kitIds, { payer: 'offerer', amount: 40_000 }));
      const oc = await offer(t, c.token, post.id, body([a.kitIds[0]!, a.kitIds[1]!], c.kitIds, { payer: 'offerer', amount: 60_000 }));
      const rs = await Promise.all([accept(t, a.token, ob.body.id), accept(t, a.token, oc.body.id)]);
      expect(statuses(rs)).toEqual([201, 409]);
      const won = rs.findIndex((r) => r.status === 201);
      const [winner, loser] = won === 0 ? [b, c] : [c, b];
      const trades = await t.database.db.select().from(exchanges).where(eq(exchanges.postId, post.id));
      expect(trades).toHaveLength(1);
      const st = await statusOf(t, [...a.kitIds, ...b.kitIds, ...c.kitIds]);
      expect(st[winner.kitIds[0]!]).toBe('exchanging');
      expect(st[loser.kitIds[0]!]).toBe('in_store');
      expect(st[a.kitIds[0]!]).toBe('exchanging');
      expect(st[a.kitIds[1]!]).toBe(won === 0 ? 'in_store' : 'exchanging');
      expect((await memberBalances(t.database.db, winner.user.id)).held).toBe(won === 0 ? 40_000 : 60_000);
      expect((await memberBalances(t.database.db, loser.user.id)).held).toBe(0);
      await expectLedgerClean(t);
    },
  );

  it('two posters accept offers paid by the same member, who can afford one: one trade, the other told the exact shortfall', async () => {
    const payer = await trader(t, 2, 80_000);
    const p1 = await trader(t, 1);
    const p2 = await trader(t, 1);
    const post1 = await postOf(t, p1);
    const post2 = await postOf(t, p2);
    const o1 = await offer(t, payer.token, post1.id, body(p1.kitIds, [payer.kitIds[0]!], { payer: 'offerer', amount: 50_000 }));
    const o2 = await offer(t, payer.token, post2.id, body(p2.kitIds, [payer.kitIds[1]!], { payer: 'offerer', amount: 50_000 }));
    const rs = await Promise.all([accept(t, p1.token, o1.body.id), accept(t, p2.token, o2.body.id)]);
    expect(statuses(rs)).toEqual([201, 422]);
    const refused = rs.find((r) => r.status === 422)!;
    expect(refused.body.error.details).toMatchObject({ missing: 20_000, payer: 'offerer', payer_is_me: false });
    expect(await memberBalances(t.database.db, payer.user.id)).toMatchObject({ available: 30_000, held: 50_000 });
    const st = await statusOf(t, payer.kitIds);
    expect(Object.values(st).sort()).toEqual(['exchanging', 'for_exchange']);
    await expectLedgerClean(t);
  });

  it.each([1, 2, 3])('round %i: accept against withdraw — exactly one wins and the kits follow it', async () => {
    const a = await trader(t, 1);
    const b = await trader(t, 1, 50_000);
    const post = await postOf(t, a);
    const o = await offer(t, b.token, post.id, body(a.kitIds, b.kitIds, { payer: 'offerer', amount: 30_000 }));
    const [acc, wd] = await Promise.all([accept(t, a.token, o.body.id), act(t, b.token, o.body.id, 'withdraw')]);
    expect(statuses([acc, wd])).toEqual(acc.status === 201 ? [201, 409] : [200, 409]);
    const [row] = await t.database.db.select().from(exchangeOffers).where(eq(exchangeOffers.id, o.body.id));
    const st = await statusOf(t, [...a.kitIds, ...b.kitIds]);
    if (acc.status === 201) {
      expect(row!.status).toBe('accepted');
      expect(Object.values(st)).toEqual(['exchanging', 'exchanging']);
      expect((await memberBalances(t.database.db, b.user.id)).held).toBe(30_000);
    } else {
      expect(row!.status).toBe('withdrawn');
      expect(st[b.kitIds[0]!]).toBe('in_store');
      expect(st[a.kitIds[0]!]).toBe('for_exchange');
      expect((await memberBalances(t.database.db, b.user.id)).held).toBe(0);
    }
    await expectLedgerClean(t);
  });

  it.each([1, 2, 3])('round %i: both sides cancel at once — canceled once, refunded once', async () => {
    const a = await trader(t, 1, 70_000);
    const b = await trader(t, 1);
    const post = await postOf(t, a);
    const o = await offer(t, b.token, post.id, body(a.kitIds, b.kitIds, { payer: 'poster', amount: 70_000 }));
    const x = await accept(t, a.token, o.body.id);
    expect(x.status).toBe(201);
    const rs = await Promise.all([cancel(t, a.token, x.body.id), cancel(t, b.token, x.body.id), cancel(t, a.token, x.body.id)]);
    expect(statuses(rs)).toEqual([200, 409, 409]);
    expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 70_000, held: 0 });
    const refunds = await t.database.db
      .select()
      .from(ledgerJournals)
      .where(inArray(ledgerJournals.postingKey, [`exchange:${x.body.id}:compensation:outcome`]));
    expect(refunds).toHaveLength(1);
    expect(Object.values(await statusOf(t, [...a.kitIds, ...b.kitIds]))).toEqual(['in_store', 'in_store']);
    await expectLedgerClean(t);
  });

  it('the same accept sent three times at once with one key: one trade, the others replay it', async () => {
    const a = await trader(t, 1, 20_000);
    const b = await trader(t, 1);
    const post = await postOf(t, a);
    const o = await offer(t, b.token, post.id, body(a.kitIds, b.kitIds, { payer: 'poster', amount: 20_000 }));
    const key = `same-key-${o.body.id}`;
    const rs = await Promise.all([
      accept(t, a.token, o.body.id, key),
      accept(t, a.token, o.body.id, key),
      accept(t, a.token, o.body.id, key),
    ]);
    expect(rs.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(rs.map((r) => r.body.id)).size).toBe(1);
    expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 0, held: 20_000 });
    await expectLedgerClean(t);
  });

  it('offers arriving while the poster closes the post: every offer ends closed or refused, no kit stays held', async () => {
    const a = await trader(t, 1);
    const others = await Promise.all(Array.from({ length: 4 }, () => trader(t, 1)));
    const post = await postOf(t, a);
    const rs = await Promise.all([
      ...others.map((o) => offer(t, o.token, post.id, body(a.kitIds, o.kitIds))),
      call(t.app, 'POST', `/api/v1/exchange-posts/${post.id}/close`, { token: a.token }),
    ]);
    expect(rs.every((r) => r.status < 500)).toBe(true);
    const kitIds = [...a.kitIds, ...others.flatMap((o) => o.kitIds)];
    expect(Object.values(await statusOf(t, kitIds)).every((s) => s === 'in_store')).toBe(true);
    const live = await t.database.db.select().from(exchangeOffers).where(eq(exchangeOffers.postId, post.id));
    expect(live.every((o) => o.status === 'closed')).toBe(true);
  });

  /** A pending trade whose two sides chose their addresses; the offerer has money for its fee. */
  async function tradeReadyToPay() {
    const a = await trader(t, 1);
    const b = await trader(t, 1);
    const [aa, ba] = [await addAddress(t, a.user.id, { province: '01' }), await addAddress(t, b.user.id)];
    const post = await postOf(t, a);
    const o = await offer(t, b.token, post.id, body(a.kitIds, b.kitIds));
    const x = await accept(t, a.token, o.body.id);
    for (const [who, ad] of [
      [a, aa],
      [b, ba],
    ] as const) {
      const r = await call(t.app, 'PUT', `/api/v1/exchanges/${x.body.id}/addresses`, {
        token: who.token,
        body: { from_address_id: ad.id, to_address_id: ad.id },
      });
      expect(r.status).toBe(200);
    }
    const q = await call(t.app, 'GET', `/api/v1/exchanges/${x.body.id}/delivery-fee`, { token: b.token });
    await fundMember(t, b.user.id, q.body.fee);
    return { a, b, id: x.body.id as string, fee: q.body.fee as number };
  }
  const payFee = (token: string, id: string, fee: number, key: string) =>
    call(t.app, 'POST', `/api/v1/exchanges/${id}/delivery-fee/payment`, {
      token,
      body: { expected_fee: fee },
      headers: { 'idempotency-key': key },
    });

  it('pay the delivery fee twice at once with the same key, and once more with another: charged once', async () => {
    const { b, id, fee } = await tradeReadyToPay();
    const rs = await Promise.all([
      payFee(b.token, id, fee, `fee-${id}`),
      payFee(b.token, id, fee, `fee-${id}`),
      payFee(b.token, id, fee, `fee2-${id}`),
    ]);
    // whichever key reaches the trade's lock first pays; the other key is a second payment (409), and
    // the repeated key answers what its first call answered (both 200, or both 409 when the other won)
    expect(rs[0]!.status).toBe(rs[1]!.status);
    expect(rs.map((r) => r.status).sort()).toEqual(rs[0]!.status === 200 ? [200, 200, 409] : [200, 409, 409]);
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 0, held: fee });
    const holds = await t.database.db
      .select()
      .from(ledgerJournals)
      .where(eq(ledgerJournals.postingKey, `exchange:${id}:fee:offerer:hold`));
    expect(holds).toHaveLength(1);
    await expectLedgerClean(t);
  });

  it('paying the fee while the other side cancels: either paid then refunded, or refused; the money ends where it began', async () => {
    const { a, b, id, fee } = await tradeReadyToPay();
    const [paid, canceled] = await Promise.all([payFee(b.token, id, fee, `fee-${id}`), cancel(t, a.token, id)]);
    expect(canceled.status).toBe(200);
    expect([200, 409]).toContain(paid.status);
    expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: fee, held: 0 });
    await expectLedgerClean(t);
  });
});
