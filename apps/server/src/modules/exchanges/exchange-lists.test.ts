import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { createUser, tokenFor } from '../../../test/fixtures.js';
import {
  act,
  accept,
  cancel,
  carrierStep,
  offer,
  packOrder,
  postOf,
  trader,
  tradeInPackaging,
  type Trader,
} from '../../../test/support/exchanges.js';

/**
 * A member's own lists on `/exchange/manage` through HTTP: the offers I received on my posts (open
 * or ended) and the ones I made, and my trades by stage (the slower parcel decides).
 */
describe('my exchange lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-11-01T02:00:00.000Z' });
  });
  afterAll(async () => t.close());

  const offers = (token: string | undefined, query: string) => call(t.app, 'GET', `/api/v1/users/me/exchange-offers?${query}`, { token });
  const trades = (token: string, query: string) => call(t.app, 'GET', `/api/v1/users/me/exchanges?${query}`, { token });

  describe('offers received and made', () => {
    let poster: Trader;
    let b: Trader;
    let c: Trader;
    let d: Trader;
    const ids: Record<'b' | 'c' | 'd', string> = { b: '', c: '', d: '' };
    beforeAll(async () => {
      poster = await trader(t, 2);
      [b, c, d] = [await trader(t, 1), await trader(t, 1), await trader(t, 1, 20_000)];
      const first = await postOf(t, poster, [poster.kitIds[0]!]);
      const second = await postOf(t, poster, [poster.kitIds[1]!]);
      ids.b = (await offer(t, b.token, first.id, { post_kit_ids: [poster.kitIds[0]], my_kit_ids: b.kitIds })).body.id;
      ids.c = (await offer(t, c.token, first.id, { post_kit_ids: [poster.kitIds[0]], my_kit_ids: c.kitIds })).body.id;
      ids.d = (
        await offer(t, d.token, second.id, {
          post_kit_ids: [poster.kitIds[1]],
          my_kit_ids: d.kitIds,
          compensation: { payer: 'offerer', amount: 20_000 },
          note: 'Mình bù thêm 20 nghìn',
        })
      ).body.id;
      expect((await act(t, poster.token, ids.c, 'reject')).status).toBe(200);
      // the second post is closed: its offer ends `closed` and must still be listed
      expect((await call(t.app, 'POST', `/api/v1/exchange-posts/${second.id}/close`, { token: poster.token })).status).toBe(200);
    });

    it('the poster sees every offer made on their posts, open or ended, with its post, offerer, kits and compensation', async () => {
      const r = await offers(poster.token, 'role=received');
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(3);
      const byId = new Map(r.body.items.map((o: { id: string }) => [o.id, o]));
      expect([...byId.keys()].sort()).toEqual([ids.b, ids.c, ids.d].sort());
      expect(byId.get(ids.c)).toMatchObject({ status: 'rejected', offerer: { id: c.user.id } });
      expect(byId.get(ids.d)).toMatchObject({
        status: 'closed',
        compensation: { payer: 'offerer', amount: 20_000 },
        note: 'Mình bù thêm 20 nghìn',
        post: { status: 'closed', poster: { id: poster.user.id } },
        offerer_kits: [{ id: d.kitIds[0], condition: 'new' }],
      });
      expect(byId.get(ids.b)).toMatchObject({ status: 'open', post: { status: 'open' }, offerer: { id: b.user.id } });
    });

    it('filters by state and pages without overlap', async () => {
      const rejected = await offers(poster.token, 'role=received&status=rejected');
      expect(rejected.body.items.map((o: { id: string }) => o.id)).toEqual([ids.c]);
      const p1 = await offers(poster.token, 'role=received&page=1&page_size=2');
      const p2 = await offers(poster.token, 'role=received&page=2&page_size=2');
      expect(p1.body).toMatchObject({ page: 1, page_size: 2, total: 3 });
      expect(p1.body.items).toHaveLength(2);
      expect(p2.body.items).toHaveLength(1);
      const seen = [...p1.body.items, ...p2.body.items].map((o: { id: string }) => o.id);
      expect(new Set(seen).size).toBe(3);
    });

    it('nobody sees offers made on somebody else’s posts; made is each offerer’s own', async () => {
      const received = await offers(b.token, 'role=received');
      expect(received.body).toMatchObject({ items: [], total: 0 });
      const made = await offers(b.token, 'role=made');
      expect(made.body.items.map((o: { id: string }) => o.id)).toEqual([ids.b]);
      expect(made.body.items[0].post).toMatchObject({ poster: { id: poster.user.id }, status: 'open' });
      // without a role, the offers I made (the route's first meaning)
      expect((await offers(d.token, '')).body.items.map((o: { id: string }) => o.id)).toEqual([ids.d]);
      expect((await offers(poster.token, 'role=made')).body.total).toBe(0);
    });

    it('a guest gets 401, staff 403, a bad role or state 400 in Vietnamese', async () => {
      expect((await offers(undefined, 'role=received')).status).toBe(401);
      const mod = await createUser(t, { role: 'moderator' });
      expect((await offers(await tokenFor(t, mod), 'role=received')).status).toBe(403);
      const bad = await offers(poster.token, 'role=all');
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/Vai trò/);
      expect((await offers(poster.token, 'role=received&status=maybe')).status).toBe(400);
    });
  });

  describe('trades by stage', () => {
    it('reads the stage from the two parcels (the slower decides), filters by it, and links each parcel to its trade', async () => {
      const { a, b, id, toPoster, toOfferer } = await tradeInPackaging(t, null);
      const stageOf = async () => {
        const r = await trades(a.token, 'stage=live');
        return r.body.items.find((x: { id: string }) => x.id === id)?.stage;
      };
      const inStage = async (stage: string) =>
        (await trades(b.token, `stage=${stage}`)).body.items.map((x: { id: string }) => x.id).includes(id);

      expect(await stageOf()).toBe('packing');
      expect(await inStage('packing')).toBe(true);
      expect(await inStage('shipping')).toBe(false);

      expect((await packOrder(t, b.token, toPoster)).status).toBe(200);
      await carrierStep(t, toPoster, 'delivering');
      // one parcel on its way, the other still with its sender: still packing
      expect(await stageOf()).toBe('packing');
      const listed = (await trades(a.token, 'stage=packing')).body.items.find((x: { id: string }) => x.id === id);
      expect(listed.parcels).toMatchObject({
        to_poster: { status: 'delivering' },
        to_offerer: { status: 'packaging', is_packaged: false },
      });

      expect((await packOrder(t, a.token, toOfferer)).status).toBe(200);
      await carrierStep(t, toOfferer, 'delivering');
      expect(await stageOf()).toBe('shipping');
      expect(await inStage('shipping')).toBe(true);
      expect(await inStage('packing')).toBe(false);

      await carrierStep(t, toPoster, 'delivered');
      expect(await stageOf()).toBe('shipping');
      await carrierStep(t, toOfferer, 'delivered');
      expect(await stageOf()).toBe('receiving');
      expect(await inStage('receiving')).toBe(true);
      expect(await inStage('history')).toBe(false);

      // each exchange order carries its trade's id
      const parcels = await call(t.app, 'GET', '/api/v1/orders?side=all', { token: a.token });
      expect(parcels.body.items.map((o: { exchange_id: string }) => o.exchange_id)).toEqual([id, id]);
    });

    it('a trade waiting for its fees is at "fees"; a canceled one is history, paginated with the others', async () => {
      const p = await trader(t, 2);
      const q = await trader(t, 2);
      const made: string[] = [];
      for (const i of [0, 1]) {
        const post = await postOf(t, p, [p.kitIds[i]!]);
        const o = await offer(t, q.token, post.id, { post_kit_ids: [p.kitIds[i]], my_kit_ids: [q.kitIds[i]] });
        made.push((await accept(t, p.token, o.body.id)).body.id);
        // the list is newest first: the second trade must be newer than the first, not tied with it
        // (a tie is broken by the random id, and the page order then changed from run to run)
        t.clock.advance(60_000);
      }
      expect((await cancel(t, q.token, made[0]!)).status).toBe(200);
      const fees = await trades(p.token, 'stage=fees');
      expect(fees.body.items.map((x: { id: string; stage: string }) => [x.id, x.stage])).toEqual([[made[1], 'fees']]);
      const history = await trades(q.token, 'stage=history');
      expect(history.body.items.map((x: { id: string; stage: string }) => [x.id, x.stage])).toEqual([[made[0], 'canceled']]);
      const page = await trades(q.token, 'page=2&page_size=1');
      expect(page.body).toMatchObject({ total: 2, page: 2, page_size: 1 });
      expect(page.body.items.map((x: { id: string }) => x.id)).toEqual([made[0]]);
      expect((await trades(q.token, 'stage=soon')).status).toBe(400);
    });
  });
});
