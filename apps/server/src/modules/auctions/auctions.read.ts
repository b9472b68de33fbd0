import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import {
  DEPOSIT_STATE_LABELS,
  MY_AUCTION_STATE_LABELS,
  type AuctionCard,
  type AuctionDetail,
  type AuctionListQuery,
  type MyAuctionItem,
  type MyAuctionState,
  type MyAuctionStanding,
  type Paged,
} from '@cho-gundam/contracts';
import { isStaff } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { contentHidden } from '../../lib/errors.js';
import { imageUrls, kitImages, kits, searchCondition } from '../kits/index.js';
import { memberBalances } from '../ledger/index.js';
import { shops } from '../shops/index.js';
import { users } from '../users/index.js';
import { effectiveStatus, nextMinimum, presentBidLine, presentCard, presentRequest, type ShopOf, type Tagger } from './auction-view.js';
import { auctionRequests, auctions } from './auctions.schema.js';
import * as repo from './auctions.repository.js';
import { auctionNotFound } from './lifecycle.service.js';

/** Reading auctions: the public list and page, the history, and the member's, seller's and moderator's lists. */
export function auctionsReadService({ db, clock, storage, tag }: { db: Db; clock: Clock; storage: Pick<Storage, 'url'>; tag: Tagger }) {
  async function shopsOf(sellerIds: string[]) {
    const ids = [...new Set(sellerIds)];
    const rows = ids.length
      ? await db.select({ ownerId: shops.ownerId, name: shops.name, slug: shops.slug }).from(shops).where(inArray(shops.ownerId, ids))
      : [];
    return new Map<string, ShopOf>(rows.map((r) => [r.ownerId, { shop_name: r.name, shop_slug: r.slug }]));
  }

  async function cards(rows: repo.AuctionRow[], now: Date): Promise<AuctionCard[]> {
    const byShop = await shopsOf(rows.map((r) => r.sellerId));
    return rows.map((a) => presentCard(a, byShop.get(a.sellerId), storage, now));
  }

  function standing(a: repo.AuctionRow, p: repo.ParticipantRow | null, userId: string, available: number, now: Date): MyAuctionStanding {
    const status = effectiveStatus(a, now);
    let state: MyAuctionState | null = null;
    if (p) {
      if (status === 'canceled') state = 'canceled';
      else if (status === 'completed') state = a.winnerId === userId ? 'paid' : 'lost';
      else if (a.status === 'ended') state = a.winnerId === userId ? (a.secondChance ? 'second_chance' : 'won') : 'lost';
      else if (status === 'ended') state = a.leaderId === userId ? 'won' : 'lost';
      else if (status === 'failed') state = 'lost';
      else state = p.maxBid === null ? 'watching' : a.leaderId === userId ? 'leading' : 'outbid';
    }
    const payable = a.status === 'ended' && a.winnerId === userId && !!a.paymentDueAt && now <= a.paymentDueAt;
    return {
      joined: !!p,
      my_tag: tag(a.id, userId),
      deposit_state: p?.depositState ?? null,
      deposit_state_label: p ? DEPOSIT_STATE_LABELS[p.depositState] : null,
      max_amount: p?.maxBid ?? null,
      state,
      state_label: state ? MY_AUCTION_STATE_LABELS[state] : null,
      payment: payable
        ? {
            price: a.winningPrice!,
            deposit_applied: p?.depositState === 'held' ? p.depositAmount : 0,
            due_at: a.paymentDueAt!.toISOString(),
            second_chance: a.secondChance > 0,
          }
        : null,
      available_balance: available,
    };
  }

  return {
    /** /auction: the three tabs by the clock, with filters, search and pages. */
    async list(q: AuctionListQuery): Promise<Paged<AuctionCard>> {
      const now = clock.now();
      const conds: (SQL | undefined)[] = [
        q.tab === 'live' ? repo.liveAt(now) : q.tab === 'upcoming' ? repo.upcomingAt(now) : repo.finishedAt(now),
      ];
      if (q.grade) conds.push(eq(auctions.gradeCode, q.grade));
      if (q.series) conds.push(eq(auctions.series, q.series));
      if (q.min_price !== undefined) conds.push(gte(auctions.currentPrice, q.min_price));
      if (q.max_price !== undefined) conds.push(lte(auctions.currentPrice, q.max_price));
      conds.push(searchCondition(auctions.searchText, q.q));
      // hidden by a moderator (flags): never listed
      conds.push(isNull(auctions.hiddenAt));
      // live: ending soonest first; upcoming: starting soonest; finished: latest first
      const order =
        q.tab === 'live'
          ? [asc(auctions.endAt), asc(auctions.id)]
          : q.tab === 'upcoming'
            ? [asc(auctions.startAt), asc(auctions.id)]
            : [desc(auctions.endAt), desc(auctions.id)];
      const { rows, total } = await repo.listAuctions(db, and(...conds), order, q.page, q.page_size);
      return { items: await cards(rows, now), page: q.page, page_size: q.page_size, total };
    },

    /** /auction/{id}: the whole page; `me` for a signed-in viewer. */
    async detail(caller: Actor | null, auctionId: string): Promise<AuctionDetail> {
      const now = clock.now();
      const a = await repo.findAuction(db, auctionId);
      if (!a) throw auctionNotFound();
      // hidden by a moderator (flags): only its seller, staff and those already in it still see it
      if (a.hiddenAt && caller?.userId !== a.sellerId && !(caller && isStaff(caller.role))) {
        if (!caller || !(await repo.findParticipant(db, a.id, caller.userId))) throw contentHidden();
      }
      const [[card], images, [kit], seller, participant] = await Promise.all([
        cards([a], now),
        db.select({ key: kitImages.storageKey }).from(kitImages).where(eq(kitImages.kitId, a.kitId)).orderBy(asc(kitImages.position)),
        db.select({ description: kits.description }).from(kits).where(eq(kits.id, a.kitId)),
        db.select({ avatar: users.avatarUrl }).from(users).where(eq(users.id, a.sellerId)),
        caller ? repo.findParticipant(db, a.id, caller.userId) : Promise.resolve(null),
      ]);
      const available = caller ? (await memberBalances(db, caller.userId)).available : 0;
      return {
        ...card!,
        kit_description: kit?.description ?? '',
        kit_images: images.map((i) => imageUrls(storage, i.key)),
        seller: { ...card!.seller, avatar_url: seller[0]?.avatar ?? null },
        planned_end_at: a.plannedEndAt.toISOString(),
        minimum_next_bid: nextMinimum(a),
        leader_tag: a.leaderId ? tag(a.id, a.leaderId) : null,
        winner_tag: a.winnerId ? tag(a.id, a.winnerId) : null,
        winning_price: a.winningPrice,
        payment_due_at: a.paymentDueAt?.toISOString() ?? null,
        ended_at: a.endedAt?.toISOString() ?? null,
        cancel_reason: a.cancelReason,
        order_id: caller && (caller.userId === a.sellerId || caller.userId === a.winnerId) ? a.orderId : null,
        server_time: now.toISOString(),
        last_event_id: a.eventSeq,
        me: caller ? standing(a, participant, caller.userId, available, now) : null,
      };
    },

    /** The public history, newest first, bidders masked. */
    async bids(auctionId: string, page: number, pageSize: number) {
      const { rows, total } = await repo.listBids(db, auctionId, page, pageSize);
      const ids = [...new Set(rows.map((r) => r.bidderId).filter((x): x is string => !!x))];
      const names = ids.length ? await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids)) : [];
      const nameOf = new Map(names.map((n) => [n.id, n.name]));
      return {
        items: rows.map((b) => presentBidLine(b, b.bidderId ? (nameOf.get(b.bidderId) ?? null) : null, tag)),
        page,
        page_size: pageSize,
        total,
      };
    },

    /** /member/profile/auction-participation */
    async mine(caller: Actor, q: { state: string; page: number; page_size: number }): Promise<Paged<MyAuctionItem>> {
      authorize(caller, 'wallet.use');
      const now = clock.now();
      const where =
        q.state === 'active'
          ? inArray(auctions.status, ['scheduled', 'active'])
          : q.state === 'won'
            ? and(eq(auctions.winnerId, caller.userId), inArray(auctions.status, ['ended', 'completed']))
            : q.state === 'ended'
              ? inArray(auctions.status, ['ended', 'completed', 'failed', 'canceled'])
              : q.state === 'lost'
                ? and(
                    inArray(auctions.status, ['ended', 'completed', 'failed']),
                    or(isNull(auctions.winnerId), ne(auctions.winnerId, caller.userId)),
                  )
                : undefined;
      const { rows, total } = await repo.myParticipations(db, caller.userId, where, q.page, q.page_size);
      const { available } = await memberBalances(db, caller.userId);
      const list = await cards(
        rows.map((r) => r.auction),
        now,
      );
      const items = rows.map((r, i) => ({ ...list[i]!, me: standing(r.auction, r.participant, caller.userId, available, now) }));
      return {
        items,
        page: q.page,
        page_size: q.page_size,
        total,
      };
    },

    /** The seller's auctions (/shop/auction-management), or every auction for a moderator. */
    async managed(caller: Actor, scope: 'seller' | 'staff', q: { status: string; page: number; page_size: number }) {
      authorize(caller, scope === 'seller' ? 'shop.manage' : 'auction.moderate');
      const now = clock.now();
      const conds: (SQL | undefined)[] = [scope === 'seller' ? eq(auctions.sellerId, caller.userId) : undefined];
      if (q.status !== 'all') conds.push(eq(auctions.status, q.status as repo.AuctionRow['status']));
      const { rows, total } = await repo.listAuctions(
        db,
        and(...conds),
        [desc(auctions.createdAt), desc(auctions.id)],
        q.page,
        q.page_size,
      );
      return { items: await cards(rows, now), page: q.page, page_size: q.page_size, total };
    },

    /** The seller's requests (newest first), or the moderator's queue (the pending queue oldest first: first come, first served). */
    async requests(caller: Actor, scope: 'seller' | 'staff', q: { status: string; page: number; page_size: number }) {
      authorize(caller, scope === 'seller' ? 'shop.manage' : 'auction.moderate');
      const conds: (SQL | undefined)[] = [scope === 'seller' ? eq(auctionRequests.sellerId, caller.userId) : undefined];
      if (q.status !== 'all') conds.push(eq(auctionRequests.status, q.status as repo.RequestRow['status']));
      const queue = scope === 'staff' && q.status === 'pending';
      const { rows, total } = await repo.listRequests(db, and(...conds), q.page, q.page_size, queue);
      const sellerIds = [...new Set(rows.map((r) => r.request.sellerId))];
      const [people, byShop] = await Promise.all([
        sellerIds.length ? db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, sellerIds)) : [],
        shopsOf(sellerIds),
      ]);
      const nameOf = new Map(people.map((p) => [p.id, p.name]));
      return {
        items: rows.map((r) =>
          presentRequest(
            r.request,
            { full_name: nameOf.get(r.request.sellerId) ?? '', shop_name: byShop.get(r.request.sellerId)?.shop_name ?? null },
            r.auctionId,
            storage,
          ),
        ),
        page: q.page,
        page_size: q.page_size,
        total,
      };
    },
  };
}

export type AuctionsReadService = ReturnType<typeof auctionsReadService>;
