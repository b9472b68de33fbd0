import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { accept, act, cancel, createPost, offer, trader, type Trader } from '../../../test/support/exchanges.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';

/**
 * A property of the exchange board (product.md §8): whatever members do, in any order — post,
 * offer, ask for a revision, revise, withdraw, reject, accept, cancel, close, with the wrong person
 * or the wrong kits half of the time — a kit is in at most one live thing (an open post, a live
 * offer, a pending trade), its status says exactly which (`for_exchange` for a post or an offer,
 * `exchanging` for a trade, `in_store` for none), no answer is a 5xx, and the ledger reconciles.
 */

/** mulberry32: a small seeded generator, so a failing sequence can be replayed by its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = Record<string, unknown>;

describe('exchange board property: a kit is in one live thing at most, and its status says which', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-07-01T02:00:00.000Z' });
  });
  afterAll(async () => t.close());

  const rows = async (q: ReturnType<typeof sql>) => (await t.database.db.execute(q)) as unknown as { rows: Row[] };

  /** Every kit of these members with the live things that hold it. */
  async function holders(ownerIds: string[]) {
    const r = await rows(sql`
      select k.id, k.status, k.owner_id,
        (select count(*) from exchange_post_kits pk join exchange_posts p on p.id = pk.post_id where pk.kit_id = k.id and p.status = 'open')::int as in_posts,
        (select count(*) from exchange_offer_kits ok join exchange_offers o on o.id = ok.offer_id
           where ok.kit_id = k.id and ok.side = 'offerer' and o.status in ('open','revision_requested'))::int as in_offers,
        (select count(*) from exchange_items i join exchanges x on x.id = i.exchange_id where i.kit_id = k.id and x.status = 'pending')::int as in_trades
      from kits k where k.owner_id in (${sql.join(
        ownerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    return r.rows as { id: string; status: string; owner_id: string; in_posts: number; in_offers: number; in_trades: number }[];
  }

  async function checkInvariants(ownerIds: string[], step: string) {
    for (const k of await holders(ownerIds)) {
      const live = k.in_posts + k.in_offers + k.in_trades;
      const ctx = `${step}: kit ${k.id} ${k.status} posts=${k.in_posts} offers=${k.in_offers} trades=${k.in_trades}`;
      expect(live, ctx).toBeLessThanOrEqual(1);
      if (k.status === 'in_store') expect(live, ctx).toBe(0);
      if (k.status === 'for_exchange') expect(k.in_posts + k.in_offers, ctx).toBe(1);
      if (k.status === 'exchanging') expect(k.in_trades, ctx).toBe(1);
    }
    // the post kits an offer asks for are kits of that post; a live offer's post is open
    const bad = await rows(sql`
      select o.id from exchange_offers o join exchange_posts p on p.id = o.post_id
      where o.status in ('open','revision_requested') and p.status <> 'open'
      union all
      select ok.offer_id from exchange_offer_kits ok join exchange_offers o on o.id = ok.offer_id
      where ok.side = 'poster' and not exists (select 1 from exchange_post_kits pk where pk.post_id = o.post_id and pk.kit_id = ok.kit_id)`);
    expect(bad.rows, step).toEqual([]);
  }

  // what the sequences did, over all seeds: every transition must have happened at least once
  const tally: Record<string, number> = {};

  it.each([11, 2026, 90210])('seed %i: 150 random actions by 4 members keep every kit in one place', async (seed) => {
    const rand = rng(seed);
    const pick = <T>(xs: readonly T[]): T | undefined => (xs.length ? xs[Math.floor(rand() * xs.length)] : undefined);
    const some = <T>(xs: readonly T[]) => {
      const out = xs.filter(() => rand() < 0.5);
      return out.length ? out : xs.slice(0, 1);
    };
    const members: Trader[] = [];
    for (let i = 0; i < 4; i++) members.push(await trader(t, 3, 200_000));
    const ids = members.map((m) => m.user.id);
    const q = async (s: ReturnType<typeof sql>) => (await rows(s)).rows;

    for (let step = 0; step < 150; step++) {
      let me = pick(members)!;
      const other = rand() < 0.15 ? pick(members)! : undefined;
      const kind = pick([
        'post',
        'post',
        'offer',
        'offer',
        'offer',
        'revise_ask',
        'revise',
        'withdraw',
        'reject',
        'accept',
        'accept',
        'cancel',
        'close',
      ] as const)!;
      let res: { status: number } = { status: 200 };
      if (kind === 'revise') {
        // the offerer of an offer waiting for a revision answers it (when there is one)
        const asked = (await q(sql`select offerer_id from exchange_offers where status = 'revision_requested'`)) as {
          offerer_id: string;
        }[];
        const who = pick(asked);
        if (who) me = members.find((m) => m.user.id === who.offerer_id) ?? me;
      }
      const myKits = (await q(sql`select id, status from kits where owner_id = ${me.user.id}`)) as { id: string; status: string }[];
      // half of the time only in-store kits, otherwise any kit of mine (refusals are part of the property)
      const candidates = rand() < 0.7 ? myKits.filter((k) => k.status === 'in_store') : myKits;
      const openPosts = (await q(
        sql`select id, poster_id from exchange_posts where status = 'open' and poster_id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      )) as {
        id: string;
        poster_id: string;
      }[];
      const liveOffers = (await q(sql`
        select o.id, o.offerer_id, o.status, p.poster_id, o.post_id from exchange_offers o join exchange_posts p on p.id = o.post_id
        where o.status in ('open','revision_requested') and p.poster_id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`)) as {
        id: string;
        offerer_id: string;
        status: string;
        poster_id: string;
        post_id: string;
      }[];
      const actor = (other ?? me).token;
      switch (kind) {
        case 'post': {
          if (!candidates.length) continue;
          res = await createPost(t, me, some(candidates.map((k) => k.id)));
          break;
        }
        case 'offer':
        case 'revise': {
          const target =
            kind === 'offer'
              ? pick(openPosts.filter((p) => p.poster_id !== me.user.id))
              : (() => {
                  const mine = liveOffers.filter((x) => x.offerer_id === me.user.id);
                  const o = pick(mine.filter((x) => x.status === 'revision_requested')) ?? pick(mine);
                  return o ? { id: o.post_id, offerId: o.id } : undefined;
                })();
          if (!target || !candidates.length) continue;
          const postKits = ((await q(sql`select kit_id from exchange_post_kits where post_id = ${target.id}`)) as { kit_id: string }[]).map(
            (r) => r.kit_id,
          );
          const body = {
            post_kit_ids: some(postKits),
            my_kit_ids: some(candidates.map((k) => k.id)),
            compensation:
              rand() < 0.4 ? { payer: rand() < 0.5 ? 'poster' : 'offerer', amount: 1_000 * (1 + Math.floor(rand() * 300)) } : null,
            note: 'Ghi chú thử',
          };
          res =
            kind === 'offer'
              ? await offer(t, actor, target.id, body)
              : await call(t.app, 'PUT', `/api/v1/exchange-offers/${(target as { offerId: string }).offerId}`, { token: actor, body });
          break;
        }
        case 'revise_ask':
        case 'reject':
        case 'accept': {
          const o = pick(liveOffers.filter((x) => x.poster_id === me.user.id)) ?? pick(liveOffers);
          if (!o) continue;
          res =
            kind === 'accept' ? await accept(t, actor, o.id) : await act(t, actor, o.id, kind === 'reject' ? 'reject' : 'revision-request');
          break;
        }
        case 'withdraw': {
          const o = pick(liveOffers.filter((x) => x.offerer_id === me.user.id)) ?? pick(liveOffers);
          if (!o) continue;
          res = await act(t, actor, o.id, 'withdraw');
          break;
        }
        case 'cancel': {
          const x = pick(
            (await q(
              sql`select id from exchanges where status = 'pending' and (poster_id = ${me.user.id} or offerer_id = ${me.user.id})`,
            )) as { id: string }[],
          );
          if (!x) continue;
          res = await cancel(t, actor, x.id);
          break;
        }
        case 'close': {
          const p = pick(openPosts.filter((x) => x.poster_id === me.user.id)) ?? pick(openPosts);
          if (!p) continue;
          res = await call(t.app, 'POST', `/api/v1/exchange-posts/${p.id}/close`, { token: actor });
          break;
        }
      }
      expect(res.status, `seed ${seed} step ${step} ${kind}`).toBeLessThan(500);
      const outcome = `${kind}:${res.status < 300 ? 'ok' : 'refused'}`;
      tally[outcome] = (tally[outcome] ?? 0) + 1;
      await checkInvariants(ids, `seed ${seed} step ${step} ${kind} → ${res.status}`);
    }

    // close everything still open and cancel every pending trade: nothing may stay held
    for (const p of (await q(
      sql`select p.id, p.poster_id from exchange_posts p where p.status = 'open' and p.poster_id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    )) as {
      id: string;
      poster_id: string;
    }[]) {
      const owner = members.find((m) => m.user.id === p.poster_id)!;
      expect((await call(t.app, 'POST', `/api/v1/exchange-posts/${p.id}/close`, { token: owner.token })).status).toBe(200);
    }
    for (const x of (await q(
      sql`select id, poster_id from exchanges where status = 'pending' and poster_id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    )) as {
      id: string;
      poster_id: string;
    }[]) {
      const owner = members.find((m) => m.user.id === x.poster_id)!;
      expect((await cancel(t, owner.token, x.id)).status).toBe(200);
    }
    const left = await holders(ids);
    expect(left.filter((k) => k.status !== 'in_store')).toEqual([]);
    await expectLedgerClean(t);
  });

  it('the sequences exercised every transition, allowed and refused', () => {
    for (const kind of ['post', 'offer', 'revise_ask', 'revise', 'withdraw', 'reject', 'accept', 'cancel', 'close']) {
      expect(tally[`${kind}:ok`] ?? 0, `${kind} allowed`).toBeGreaterThan(0);
    }
    for (const kind of ['post', 'offer', 'accept']) expect(tally[`${kind}:refused`] ?? 0, `${kind} refused`).toBeGreaterThan(0);
  });
});
