import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { HeldExchangeKit, Paged } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import { kits } from '../kits/index.js';
import { loadKits } from './exchange-kits.js';
import { LIVE } from './exchanges.repository.js';
import { exchangeItems, exchangeOfferKits, exchangeOffers, exchangePostKits, exchangePosts, exchanges } from './exchanges.schema.js';

type Holder = NonNullable<HeldExchangeKit['holder']>;
const ENDED_TRADES = ['completed', 'canceled', 'failed'] as const;

/**
 * "Gundam để trao đổi": my kits the board holds (`for_exchange` in my open post or my live offer,
 * `exchanging` in a trade of mine) and what holds each. One page query, one count and three lookups.
 */
export function exchangeKitsReadService({ db, storage }: { db: Db; storage: Pick<Storage, 'url'> }) {
  return {
    async myHeldKits(caller: Actor, q: { page: number; page_size: number }): Promise<Paged<HeldExchangeKit>> {
      authorize(caller, 'exchange.trade');
      const where = and(eq(kits.ownerId, caller.userId), inArray(kits.status, ['for_exchange', 'exchanging']));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: kits.id })
          .from(kits)
          .where(where)
          .orderBy(desc(kits.updatedAt), desc(kits.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(kits).where(where),
      ]);
      const ids = rows.map((r) => r.id);
      if (!ids.length) return { items: [], page: q.page, page_size: q.page_size, total: Number(total!.n) };
      const [inPosts, inOffers, inTrades, cards] = await Promise.all([
        db
          .select({ kitId: exchangePostKits.kitId, id: exchangePosts.id, status: exchangePosts.status })
          .from(exchangePostKits)
          .innerJoin(exchangePosts, eq(exchangePosts.id, exchangePostKits.postId))
          .where(and(inArray(exchangePostKits.kitId, ids), eq(exchangePosts.status, 'open'), eq(exchangePosts.posterId, caller.userId))),
        db
          .select({ kitId: exchangeOfferKits.kitId, id: exchangeOffers.id, postId: exchangeOffers.postId, status: exchangeOffers.status })
          .from(exchangeOfferKits)
          .innerJoin(exchangeOffers, eq(exchangeOffers.id, exchangeOfferKits.offerId))
          .where(
            and(
              inArray(exchangeOfferKits.kitId, ids),
              eq(exchangeOfferKits.side, 'offerer'),
              eq(exchangeOffers.offererId, caller.userId),
              inArray(exchangeOffers.status, [...LIVE]),
            ),
          ),
        db
          .select({ kitId: exchangeItems.kitId, id: exchanges.id, postId: exchanges.postId, status: exchanges.status })
          .from(exchangeItems)
          .innerJoin(exchanges, eq(exchanges.id, exchangeItems.exchangeId))
          .where(and(inArray(exchangeItems.kitId, ids), notInArray(exchanges.status, [...ENDED_TRADES]))),
        loadKits(db, storage, ids),
      ]);
      const holders = new Map<string, Holder>();
      for (const r of inTrades) holders.set(r.kitId, { type: 'trade', id: r.id, post_id: r.postId, status: r.status });
      for (const r of inOffers) holders.set(r.kitId, { type: 'offer', id: r.id, post_id: r.postId, status: r.status });
      for (const r of inPosts) holders.set(r.kitId, { type: 'post', id: r.id, post_id: r.id, status: r.status });
      const items = ids.flatMap((id) => (cards.get(id) ? [{ kit: cards.get(id)!, holder: holders.get(id) ?? null }] : []));
      return { items, page: q.page, page_size: q.page_size, total: Number(total!.n) };
    },
  };
}

export type ExchangeKitsReadService = ReturnType<typeof exchangeKitsReadService>;
