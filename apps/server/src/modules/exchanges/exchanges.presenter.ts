import { and, count, inArray } from 'drizzle-orm';
import {
  EXCHANGE_RULES,
  tradeStageOf,
  type Exchange,
  type ExchangeKit,
  type ExchangeOffer,
  type ExchangePost,
  type MyExchangeOffer,
  type TradeParcel,
} from '@cho-gundam/contracts';
import { presentPostalAddress } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { orders } from '../orders/index.js';
import { users } from '../users/index.js';
import { loadKits } from './exchange-kits.js';
import { photoUrls } from './exchange-photos.js';
import {
  completedTrades,
  exchangeItemsOf,
  LIVE,
  offerKits,
  type ExchangeRow,
  type OfferRow,
  type PostRow,
} from './exchanges.repository.js';
import { exchangeOffers, exchangePostKits, exchangePosts, exchanges, type TradeAddress } from './exchanges.schema.js';

type Img = Pick<Storage, 'url'>;
const address = (a: TradeAddress | null) => (a ? { ...presentPostalAddress(a), address_id: a.addressId } : null);
type Person = { id: string; full_name: string; avatar_url: string | null };

async function people(ex: Executor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<string, Person>();
  const rows = await ex
    .select({ id: users.id, full_name: users.fullName, avatar_url: users.avatarUrl })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}
const personOr = (m: Map<string, Person>, id: string): Person => m.get(id) ?? { id, full_name: '', avatar_url: null };
const pick = (m: Map<string, ExchangeKit>, ids: readonly string[]) => ids.flatMap((id) => (m.get(id) ? [m.get(id)!] : []));

/** A page of posts in four queries whatever its length: kits, posters, live offer counts. */
export async function presentPosts(ex: Executor, storage: Img, rows: PostRow[]): Promise<ExchangePost[]> {
  if (!rows.length) return [];
  const ids = rows.map((p) => p.id);
  const [links, posters, counts] = await Promise.all([
    ex
      .select({ postId: exchangePostKits.postId, kitId: exchangePostKits.kitId, position: exchangePostKits.position })
      .from(exchangePostKits)
      .where(inArray(exchangePostKits.postId, ids)),
    people(
      ex,
      rows.map((p) => p.posterId),
    ),
    ex
      .select({ postId: exchangeOffers.postId, n: count() })
      .from(exchangeOffers)
      .where(and(inArray(exchangeOffers.postId, ids), inArray(exchangeOffers.status, [...LIVE])))
      .groupBy(exchangeOffers.postId),
  ]);
  const kits = await loadKits(
    ex,
    storage,
    links.map((l) => l.kitId),
  );
  const countOf = new Map(counts.map((c) => [c.postId, Number(c.n)]));
  return rows.map((p) => ({
    id: p.id,
    content: p.content,
    status: p.status,
    poster: personOr(posters, p.posterId),
    photos: p.photos.map((ph) => photoUrls(storage, ph)),
    kits: pick(
      kits,
      links
        .filter((l) => l.postId === p.id)
        .sort((a, b) => a.position - b.position)
        .map((l) => l.kitId),
    ),
    offer_count: countOf.get(p.id) ?? 0,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    closed_at: p.closedAt?.toISOString() ?? null,
  }));
}

/** A page of offers: their kits, offerers and each offerer's completed trades, in four queries. */
export async function presentOffers(
  ex: Executor,
  storage: Img,
  rows: OfferRow[],
  exchangeIds: Map<string, string> = new Map(),
): Promise<ExchangeOffer[]> {
  if (!rows.length) return [];
  const links = await offerKits(
    ex,
    rows.map((o) => o.id),
  );
  const [kits, offerers, done] = await Promise.all([
    loadKits(
      ex,
      storage,
      links.map((l) => l.kitId),
    ),
    people(
      ex,
      rows.map((o) => o.offererId),
    ),
    completedTrades(
      ex,
      rows.map((o) => o.offererId),
    ),
  ]);
  return rows.map((o) => {
    const mine = links.filter((l) => l.offerId === o.id);
    return {
      id: o.id,
      post_id: o.postId,
      status: o.status,
      offerer: { ...personOr(offerers, o.offererId), completed_trades: done.get(o.offererId) ?? 0 },
      post_kits: pick(
        kits,
        mine.filter((l) => l.side === 'poster').map((l) => l.kitId),
      ),
      offerer_kits: pick(
        kits,
        mine.filter((l) => l.side === 'offerer').map((l) => l.kitId),
      ),
      compensation: o.compensationPayer && o.compensationAmount ? { payer: o.compensationPayer, amount: o.compensationAmount } : null,
      note: o.note,
      revision_note: o.revisionNote,
      revision_rounds: o.revisionRounds,
      revisions_left: EXCHANGE_RULES.maxRevisions - o.revisionRounds,
      exchange_id: exchangeIds.get(o.id) ?? null,
      created_at: o.createdAt.toISOString(),
      updated_at: o.updatedAt.toISOString(),
    };
  });
}

/** Offers in a member's own lists: each with its post (text, status, poster), two more queries. */
export async function presentMyOffers(
  ex: Executor,
  storage: Img,
  rows: OfferRow[],
  exchangeIds: Map<string, string>,
): Promise<MyExchangeOffer[]> {
  if (!rows.length) return [];
  const [offers, posts] = await Promise.all([
    presentOffers(ex, storage, rows, exchangeIds),
    ex
      .select({ id: exchangePosts.id, content: exchangePosts.content, status: exchangePosts.status, posterId: exchangePosts.posterId })
      .from(exchangePosts)
      .where(
        inArray(
          exchangePosts.id,
          rows.map((o) => o.postId),
        ),
      ),
  ]);
  const posters = await people(
    ex,
    posts.map((p) => p.posterId),
  );
  const postOf = new Map(posts.map((p) => [p.id, p]));
  return offers.map((o) => {
    const p = postOf.get(o.post_id)!;
    return { ...o, post: { id: p.id, content: p.content, status: p.status, poster: personOr(posters, p.posterId) } };
  });
}

export async function presentExchanges(ex: Executor, storage: Img, rows: ExchangeRow[], viewerId: string | null): Promise<Exchange[]> {
  if (!rows.length) return [];
  const items = await exchangeItemsOf(
    ex,
    rows.map((r) => r.id),
  );
  const [kits, parties, parcels] = await Promise.all([
    loadKits(
      ex,
      storage,
      items.map((i) => i.kitId),
    ),
    people(
      ex,
      rows.flatMap((r) => [r.posterId, r.offererId]),
    ),
    parcelsOf(
      ex,
      rows.flatMap((r) => [r.orderToPosterId, r.orderToOffererId]),
    ),
  ]);
  return rows.map((r) => {
    const mine = items.filter((i) => i.exchangeId === r.id);
    const parcel = (id: string | null) => (id ? (parcels.get(id) ?? null) : null);
    const both = { to_poster: parcel(r.orderToPosterId), to_offerer: parcel(r.orderToOffererId) };
    return {
      id: r.id,
      post_id: r.postId,
      offer_id: r.offerId,
      status: r.status,
      poster: personOr(parties, r.posterId),
      offerer: personOr(parties, r.offererId),
      poster_kits: pick(
        kits,
        mine.filter((i) => i.fromSide === 'poster').map((i) => i.kitId),
      ),
      offerer_kits: pick(
        kits,
        mine.filter((i) => i.fromSide === 'offerer').map((i) => i.kitId),
      ),
      compensation:
        r.compensationPayer && r.compensationAmount
          ? { payer: r.compensationPayer, amount: r.compensationAmount, state: r.compensationState }
          : null,
      my_side: viewerId === r.posterId ? 'poster' : viewerId === r.offererId ? 'offerer' : null,
      addresses: {
        poster_from: address(r.posterFrom),
        poster_to: address(r.posterTo),
        offerer_from: address(r.offererFrom),
        offerer_to: address(r.offererTo),
      },
      delivery_fees: {
        poster: { amount: r.posterFee, state: r.posterFeeState },
        offerer: { amount: r.offererFee, state: r.offererFeeState },
      },
      orders: { to_poster: r.orderToPosterId, to_offerer: r.orderToOffererId },
      parcels: both,
      stage: tradeStageOf(r.status, both),
      ship_by: r.shipBy?.toISOString() ?? null,
      received_at: { poster: r.posterReceivedAt?.toISOString() ?? null, offerer: r.offererReceivedAt?.toISOString() ?? null },
      completed_at: r.completedAt?.toISOString() ?? null,
      canceled_by: r.canceledBy,
      cancel_reason: r.cancelReason,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      canceled_at: r.canceledAt?.toISOString() ?? null,
    };
  });
}

/** The progress of the trades' parcels (their orders), by order id, in one query. */
async function parcelsOf(ex: Executor, orderIds: (string | null)[]) {
  const ids = [...new Set(orderIds.filter((id): id is string => !!id))];
  if (!ids.length) return new Map<string, TradeParcel>();
  const rows = await ex
    .select({ id: orders.id, status: orders.status, isPackaged: orders.isPackaged, autoCompleteAt: orders.autoCompleteAt })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(
    rows.map((o) => [o.id, { status: o.status, is_packaged: o.isPackaged, auto_complete_at: o.autoCompleteAt?.toISOString() ?? null }]),
  );
}

/** The trade made from each of these offers (accepted ones), for the offer lists. */
export async function exchangeIdsOf(ex: Executor, offers: OfferRow[]) {
  const accepted = offers.filter((o) => o.status === 'accepted').map((o) => o.id);
  if (!accepted.length) return new Map<string, string>();
  const rows = await ex
    .select({ id: exchanges.id, offerId: exchanges.offerId })
    .from(exchanges)
    .where(inArray(exchanges.offerId, accepted));
  return new Map(rows.map((r) => [r.offerId, r.id]));
}
