import { and, count, desc, eq, exists, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  Exchange,
  ExchangeOffer,
  ExchangePost,
  ExchangePostListQuery,
  MyExchangeOffer,
  MyExchangeOffersQuery,
  MyExchangesQuery,
  Paged,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import { contentHidden } from '../../lib/errors.js';
import { searchCondition } from '../kits/index.js';
import { users } from '../users/index.js';
import { exchangeIdsOf, presentExchanges, presentMyOffers, presentOffers, presentPosts } from './exchanges.presenter.js';
import { findExchange, findPost, myLiveOffer } from './exchanges.repository.js';
import { exchangeOffers, exchangePostKits, exchangePosts, exchanges } from './exchanges.schema.js';
import { postNotFound } from './posts.service.js';
import { tradeStageCondition } from './trade-stage.sql.js';
import { exchangeNotFound } from './trades.service.js';

type Page = { page: number; page_size: number };

/** A post on the board: not hidden by a moderator, and its poster's account not locked (docs/domain/accounts.md). */
const onBoard = (db: Db) =>
  and(
    isNull(exchangePosts.hiddenAt),
    notInArray(exchangePosts.posterId, db.select({ id: users.id }).from(users).where(eq(users.status, 'locked'))),
  );
const offset = (q: Page) => (q.page - 1) * q.page_size;

/** The board and the members' lists (product.md §8). Every list is one page query, one count and a fixed number of batch loads. */
export function exchangesReadService({ db, storage }: { db: Db; storage: Pick<Storage, 'url'> }) {
  async function postPage(where: SQL | undefined, q: Page): Promise<Paged<ExchangePost>> {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(exchangePosts)
        .where(where)
        .orderBy(desc(exchangePosts.createdAt), desc(exchangePosts.id))
        .limit(q.page_size)
        .offset(offset(q)),
      db.select({ n: count() }).from(exchangePosts).where(where),
    ]);
    return { items: await presentPosts(db, storage, rows), page: q.page, page_size: q.page_size, total: Number(total!.n) };
  }

  const hasKit = (cond: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(exchangePostKits)
        .where(and(eq(exchangePostKits.postId, exchangePosts.id), cond)),
    );

  return {
    /**
     * Open posts, newest first; anyone may browse. Search runs on the post's text and its kits' search text (trigram index).
     * Hidden posts and a locked member's posts are left out.
     */
    async board(q: ExchangePostListQuery) {
      const where = and(
        eq(exchangePosts.status, 'open'),
        onBoard(db),
        searchCondition(exchangePosts.searchText, q.q),
        q.grade ? hasKit(eq(exchangePostKits.gradeCode, q.grade)) : undefined,
        q.series ? hasKit(eq(exchangePostKits.series, q.series)) : undefined,
        q.scale ? hasKit(eq(exchangePostKits.scale, q.scale)) : undefined,
      );
      return postPage(where, q);
    },

    async post(viewer: Actor | null, postId: string) {
      const row = await findPost(db, postId);
      if (!row) throw postNotFound();
      if (viewer?.userId !== row.posterId) {
        // a post a moderator hid says so (flags); a locked member's post is unknown to others, as their listings are
        if (row.hiddenAt) throw contentHidden();
        const [poster] = await db.select({ status: users.status }).from(users).where(eq(users.id, row.posterId)).limit(1);
        if (poster?.status === 'locked') throw postNotFound();
      }
      const [post] = await presentPosts(db, storage, [row]);
      const mine = viewer ? await myLiveOffer(db, row.id, viewer.userId) : null;
      return { ...post!, my_offer: mine ? (await presentOffers(db, storage, [mine]))[0]! : null };
    },

    async myPosts(caller: Actor, q: Page & { status?: 'open' | 'closed' | 'traded' }) {
      authorize(caller, 'exchange.trade');
      return postPage(and(eq(exchangePosts.posterId, caller.userId), q.status ? eq(exchangePosts.status, q.status) : undefined), q);
    },

    /** The offers of my post, live ones first, with each offerer's completed trades (the poster compares them). */
    async offersOfPost(caller: Actor, postId: string, q: Page): Promise<Paged<ExchangeOffer>> {
      authorize(caller, 'exchange.trade');
      const post = await findPost(db, postId);
      if (!post) throw postNotFound();
      authorize(caller, 'exchange_post.manage', { posterId: post.posterId });
      const where = eq(exchangeOffers.postId, post.id);
      const live = sql`case when ${exchangeOffers.status} in ('open','revision_requested') then 0 else 1 end`;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(exchangeOffers)
          .where(where)
          .orderBy(live, desc(exchangeOffers.createdAt), desc(exchangeOffers.id))
          .limit(q.page_size)
          .offset(offset(q)),
        db.select({ n: count() }).from(exchangeOffers).where(where),
      ]);
      const items = await presentOffers(db, storage, rows, await exchangeIdsOf(db, rows));
      return { items, page: q.page, page_size: q.page_size, total: Number(total!.n) };
    },

    /**
     * The offers I made (`made`), or the offers made on my posts (`received`: every post, open or
     * ended, so offers on closed and traded posts stay visible), newest first, each with its post.
     */
    async myOffers(caller: Actor, q: MyExchangeOffersQuery): Promise<Paged<MyExchangeOffer>> {
      authorize(caller, 'exchange.trade');
      const whose =
        q.role === 'received'
          ? // my posts through exchange_posts_poster_idx, their offers through exchange_offers_post_idx
            inArray(
              exchangeOffers.postId,
              db.select({ id: exchangePosts.id }).from(exchangePosts).where(eq(exchangePosts.posterId, caller.userId)),
            )
          : eq(exchangeOffers.offererId, caller.userId);
      const where = and(whose, q.status ? eq(exchangeOffers.status, q.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(exchangeOffers)
          .where(where)
          .orderBy(desc(exchangeOffers.createdAt), desc(exchangeOffers.id))
          .limit(q.page_size)
          .offset(offset(q)),
        db.select({ n: count() }).from(exchangeOffers).where(where),
      ]);
      const items = await presentMyOffers(db, storage, rows, await exchangeIdsOf(db, rows));
      return { items, page: q.page, page_size: q.page_size, total: Number(total!.n) };
    },

    /** A trade: its two sides (and staff) only; anybody else is told it does not exist. */
    async exchange(caller: Actor, id: string): Promise<Exchange> {
      const row = await findExchange(db, id);
      // an unknown id reads like somebody else's trade: 404
      authorize(caller, 'exchange.view', row ?? { posterId: '', offererId: '' });
      if (!row) throw exchangeNotFound();
      return (await presentExchanges(db, storage, [row], caller.userId))[0]!;
    },

    /** My trades, newest first, by stored status or by stage (`stage`: one stage, `live` or `history`). */
    async myExchanges(caller: Actor, q: MyExchangesQuery): Promise<Paged<Exchange>> {
      authorize(caller, 'exchange.trade');
      const where = and(
        or(eq(exchanges.posterId, caller.userId), eq(exchanges.offererId, caller.userId)),
        q.status ? eq(exchanges.status, q.status) : undefined,
        q.stage ? tradeStageCondition(q.stage) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(exchanges)
          .where(where)
          .orderBy(desc(exchanges.createdAt), desc(exchanges.id))
          .limit(q.page_size)
          .offset(offset(q)),
        db.select({ n: count() }).from(exchanges).where(where),
      ]);
      return {
        items: await presentExchanges(db, storage, rows, caller.userId),
        page: q.page,
        page_size: q.page_size,
        total: Number(total!.n),
      };
    },
  };
}

export type ExchangesReadService = ReturnType<typeof exchangesReadService>;
