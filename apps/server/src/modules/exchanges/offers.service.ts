import { EXCHANGE_RULES, exchangeOfferBody, revisionRequestBody, exchangeReasonBody, type ExchangeOffer } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule, conflict, issuesToFields, notFound, validationFailed } from '../../lib/errors.js';
import { notify } from '../notifications/index.js';
import { assertMineInStore, lockAll, move } from './exchange-kits.js';
import { presentOffers } from './exchanges.presenter.js';
import {
  insertOffer,
  lockOfferWithPost,
  lockPost,
  myLiveOffer,
  offerKits,
  postKitIds,
  replaceOfferKits,
  updateOffer,
  type OfferRow,
  type PostRow,
} from './exchanges.repository.js';
import { assertVerifiedPhone, postNotFound, postNotOpen } from './posts.service.js';

export const offerNotFound = () => notFound('Không tìm thấy đề nghị trao đổi');
const isLive = (o: OfferRow) => o.status === 'open' || o.status === 'revision_requested';
const notLive = () => new AppError('invalid_transition', 409, 'Đề nghị này đã kết thúc, không thể thay đổi nữa');
const parties = (post: PostRow, o: OfferRow) => ({ posterId: post.posterId, offererId: o.offererId });

function parse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError } },
  v: unknown,
): T {
  const r = schema.safeParse(v);
  if (!r.success) throw validationFailed(issuesToFields(r.error));
  return r.data;
}

/** The post's kits an offer asks for must be kits of this post. */
async function assertPostKits(tx: Tx, post: PostRow, ids: readonly string[]) {
  const own = new Set(await postKitIds(tx, post.id));
  if (ids.some((id) => !own.has(id))) {
    throw businessRule('Mô hình bạn chọn không thuộc bài đăng này', {
      fields: [{ field: 'post_kit_ids', message: 'Chỉ chọn mô hình của bài đăng' }],
    });
  }
}

/**
 * Offers (product.md §8): one live offer per member per post, with the post's kits it asks for,
 * the offerer's own `in_store` kits (→ `for_exchange`), optional compensation and a note; the
 * poster asks for revisions (≤ 3), the offerer revises or withdraws, the poster rejects. The
 * offerer's kits always go back to `in_store` when an offer ends without a trade.
 */
export function offersService({ db, clock, storage }: { db: Db; clock: Clock; storage: Storage }) {
  const one = async (ex: Db | Tx, row: OfferRow) => (await presentOffers(ex, storage, [row]))[0]!;

  /** Locks a live offer with its post for one side's move: 404 unknown, 403 not that side, 409 ended. */
  async function liveOffer(tx: Tx, caller: Actor, offerId: string, side: 'exchange_offer.act_as_poster' | 'exchange_offer.act_as_offerer') {
    const found = await lockOfferWithPost(tx, offerId);
    if (!found) throw offerNotFound();
    authorize(caller, side, parties(found.post, found.offer));
    if (!isLive(found.offer)) throw notLive();
    return found;
  }

  /** The offerer's kits go back to the collection; the offer ends in `status`. */
  async function end(tx: Tx, o: OfferRow, status: 'withdrawn' | 'rejected', now: Date) {
    const links = await offerKits(tx, [o.id]);
    const theirs = links.filter((l) => l.side === 'offerer').map((l) => l.kitId);
    await lockAll(tx, theirs);
    await move(tx, theirs, o.offererId, 'for_exchange', 'in_store', now);
    return updateOffer(tx, o.id, { status, updatedAt: now });
  }

  return {
    async create(caller: Actor, postId: string, input: unknown): Promise<ExchangeOffer> {
      authorize(caller, 'exchange.trade');
      const body = parse(exchangeOfferBody, input);
      await assertVerifiedPhone(db, caller.userId);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const post = await lockPost(tx, postId);
        if (!post) throw postNotFound();
        authorize(caller, 'exchange_post.offer', { posterId: post.posterId });
        if (post.status !== 'open') throw postNotOpen(post);
        if (await myLiveOffer(tx, post.id, caller.userId)) {
          throw conflict('conflict', 'Bạn đã có một đề nghị đang chờ cho bài đăng này. Hãy chỉnh sửa hoặc rút lại đề nghị đó.');
        }
        await assertPostKits(tx, post, body.post_kit_ids);
        const locked = await lockAll(tx, body.post_kit_ids, body.my_kit_ids);
        assertMineInStore(locked, body.my_kit_ids, caller.userId);
        await move(tx, body.my_kit_ids, caller.userId, 'in_store', 'for_exchange', now);
        const offer = await insertOffer(tx, {
          postId: post.id,
          offererId: caller.userId,
          compensationPayer: body.compensation?.payer ?? null,
          compensationAmount: body.compensation?.amount ?? null,
          note: body.note,
          createdAt: now,
          updatedAt: now,
        });
        await replaceOfferKits(tx, offer.id, body.post_kit_ids, body.my_kit_ids);
        await notify(
          tx,
          {
            recipientId: post.posterId,
            type: 'exchange',
            title: 'Có đề nghị trao đổi mới',
            message: 'Bài đăng trao đổi của bạn vừa nhận được một đề nghị mới. Hãy xem và phản hồi.',
            link: '/exchange/my-post',
          },
          now,
        );
        return one(tx, offer);
      });
    },

    /** The poster asks the offerer to change the offer (with a note); at most 3 rounds per offer. */
    async requestRevision(caller: Actor, offerId: string, input: unknown): Promise<ExchangeOffer> {
      authorize(caller, 'exchange.trade');
      const body = parse(revisionRequestBody, input);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const { offer } = await liveOffer(tx, caller, offerId, 'exchange_offer.act_as_poster');
        if (offer.status === 'revision_requested')
          throw conflict('invalid_transition', 'Bạn đã yêu cầu chỉnh sửa, hãy chờ người đề nghị cập nhật');
        if (offer.revisionRounds >= EXCHANGE_RULES.maxRevisions) {
          throw businessRule(`Mỗi đề nghị chỉ được yêu cầu chỉnh sửa tối đa ${EXCHANGE_RULES.maxRevisions} lần`);
        }
        const updated = await updateOffer(tx, offer.id, {
          status: 'revision_requested',
          revisionRounds: offer.revisionRounds + 1,
          revisionNote: body.note,
          updatedAt: now,
        });
        await notify(
          tx,
          {
            recipientId: offer.offererId,
            type: 'exchange',
            title: 'Người đăng yêu cầu chỉnh sửa đề nghị',
            message: `Người đăng bài đề nghị bạn chỉnh sửa: ${body.note}`,
            link: '/exchange/manage',
          },
          now,
        );
        return one(tx, updated);
      });
    },

    /** The offerer answers a revision request: new kits, compensation and note. */
    async revise(caller: Actor, offerId: string, input: unknown): Promise<ExchangeOffer> {
      authorize(caller, 'exchange.trade');
      const body = parse(exchangeOfferBody, input);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const { post, offer } = await liveOffer(tx, caller, offerId, 'exchange_offer.act_as_offerer');
        if (offer.status !== 'revision_requested') {
          throw conflict('invalid_transition', 'Người đăng chưa yêu cầu chỉnh sửa đề nghị này');
        }
        await assertPostKits(tx, post, body.post_kit_ids);
        const links = await offerKits(tx, [offer.id]);
        const current = links.filter((l) => l.side === 'offerer').map((l) => l.kitId);
        const removed = current.filter((id) => !body.my_kit_ids.includes(id));
        const added = body.my_kit_ids.filter((id) => !current.includes(id));
        const locked = await lockAll(tx, body.post_kit_ids, removed, added);
        assertMineInStore(locked, added, caller.userId);
        await move(tx, removed, caller.userId, 'for_exchange', 'in_store', now);
        await move(tx, added, caller.userId, 'in_store', 'for_exchange', now);
        await replaceOfferKits(tx, offer.id, body.post_kit_ids, body.my_kit_ids);
        const updated = await updateOffer(tx, offer.id, {
          status: 'open',
          compensationPayer: body.compensation?.payer ?? null,
          compensationAmount: body.compensation?.amount ?? null,
          note: body.note,
          updatedAt: now,
        });
        await notify(
          tx,
          {
            recipientId: post.posterId,
            type: 'exchange',
            title: 'Đề nghị trao đổi đã được chỉnh sửa',
            message: 'Người đề nghị đã cập nhật đề nghị theo yêu cầu của bạn. Hãy xem lại.',
            link: '/exchange/my-post',
          },
          now,
        );
        return one(tx, updated);
      });
    },

    async withdraw(caller: Actor, offerId: string): Promise<ExchangeOffer> {
      authorize(caller, 'exchange.trade');
      return db.transaction(async (tx) => {
        const now = clock.now();
        const { post, offer } = await liveOffer(tx, caller, offerId, 'exchange_offer.act_as_offerer');
        const ended = await end(tx, offer, 'withdrawn', now);
        await notify(
          tx,
          {
            recipientId: post.posterId,
            type: 'exchange',
            title: 'Một đề nghị trao đổi đã bị rút lại',
            message: 'Người đề nghị đã rút lại đề nghị trao đổi cho bài đăng của bạn.',
            link: '/exchange/my-post',
          },
          now,
        );
        return one(tx, ended);
      });
    },

    async reject(caller: Actor, offerId: string, input: unknown): Promise<ExchangeOffer> {
      authorize(caller, 'exchange.trade');
      const body = parse(exchangeReasonBody, input ?? {});
      return db.transaction(async (tx) => {
        const now = clock.now();
        const { offer } = await liveOffer(tx, caller, offerId, 'exchange_offer.act_as_poster');
        const ended = await end(tx, offer, 'rejected', now);
        await notify(
          tx,
          {
            recipientId: offer.offererId,
            type: 'exchange',
            title: 'Đề nghị trao đổi bị từ chối',
            message: `Người đăng đã từ chối đề nghị của bạn${body.reason ? `: ${body.reason}` : ''}. Mô hình của bạn đã trở về bộ sưu tập.`,
            link: '/exchange/manage',
          },
          now,
        );
        return one(tx, ended);
      });
    },
  };
}

export type OffersService = ReturnType<typeof offersService>;
