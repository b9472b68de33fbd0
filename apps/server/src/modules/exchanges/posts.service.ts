import { randomUUID } from 'node:crypto';
import { createExchangePostFields, editExchangePostBody, normalizeSearch, type ExchangePost } from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule, conflict, issuesToFields, notFound, validationFailed } from '../../lib/errors.js';
import { SEARCH_TEXT_SEPARATOR } from '../kits/index.js';

import { findUserById } from '../users/index.js';
import { assertMineInStore, kitFacts, lockAll, move } from './exchange-kits.js';
import { discardPostPhotos, storePostPhotos } from './exchange-photos.js';
import { returnKitsAndCloseOffers } from './post-closing.js';
import { presentPosts } from './exchanges.presenter.js';
import {
  findPost,
  insertPost,
  lockPost,
  postKitIds,
  postKitsChosenByLiveOffers,
  replacePostKits,
  updatePost,
  type PostRow,
} from './exchanges.repository.js';

export const postNotFound = () => notFound('Không tìm thấy bài đăng trao đổi');
export const postNotOpen = (p: PostRow) =>
  new AppError(
    'invalid_transition',
    409,
    p.status === 'traded' ? 'Bài đăng này đã chốt trao đổi, không thể thay đổi nữa' : 'Bài đăng này đã đóng',
  );

export interface PostsDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

/** A verified phone is required to trade (product.md §2). */
export async function assertVerifiedPhone(ex: Db | Tx, userId: string) {
  const user = await findUserById(ex, userId);
  if (!user?.phoneNumberVerified) {
    throw businessRule('Bạn cần xác thực số điện thoại trước khi tham gia trao đổi', {
      fields: [{ field: 'phone_number', message: 'Số điện thoại chưa được xác thực' }],
    });
  }
}

async function searchTextOf(ex: Db | Tx, content: string, kitIds: readonly string[]) {
  const facts = await kitFacts(ex, kitIds);
  return { facts, text: [normalizeSearch(content), ...facts.map((f) => f.searchText)].join(SEARCH_TEXT_SEPARATOR) };
}

/**
 * Posts (product.md §8): create with 1–5 photos and my `in_store` kits (→ `for_exchange`), edit the
 * text and kits while open, close (kits back to `in_store`, live offers closed with theirs).
 */
export function postsService({ db, clock, storage }: PostsDeps) {
  const one = async (ex: Db | Tx, row: PostRow) => (await presentPosts(ex, storage, [row]))[0]!;

  return {
    async create(caller: Actor, read: () => Promise<{ fields: Record<string, string>; files: Buffer[] }>): Promise<ExchangePost> {
      authorize(caller, 'exchange.trade');
      await assertVerifiedPhone(db, caller.userId);
      const form = await read();
      const parsed = createExchangePostFields.safeParse(form.fields);
      if (!parsed.success) throw validationFailed(issuesToFields(parsed.error));
      const body = parsed.data;
      const postId = randomUUID();
      const photos = await storePostPhotos(storage, postId, form.files);
      try {
        return await db.transaction(async (tx) => {
          const now = clock.now();
          const locked = await lockAll(tx, body.kit_ids);
          assertMineInStore(locked, body.kit_ids, caller.userId);
          await move(tx, body.kit_ids, caller.userId, 'in_store', 'for_exchange', now);
          const { facts, text } = await searchTextOf(tx, body.content, body.kit_ids);
          const post = await insertPost(tx, {
            id: postId,
            posterId: caller.userId,
            content: body.content,
            photos,
            searchText: text,
            createdAt: now,
            updatedAt: now,
          });
          await replacePostKits(tx, post.id, facts);
          return one(tx, post);
        });
      } catch (err) {
        await discardPostPhotos(storage, photos);
        throw err;
      }
    },

    /** The text and the kits of an open post. A kit a live offer asks for cannot leave the post. */
    async edit(caller: Actor, postId: string, input: unknown): Promise<ExchangePost> {
      authorize(caller, 'exchange.trade');
      const parsed = editExchangePostBody.safeParse(input);
      if (!parsed.success) throw validationFailed(issuesToFields(parsed.error));
      const body = parsed.data;
      return db.transaction(async (tx) => {
        const now = clock.now();
        const post = await lockPost(tx, postId);
        if (!post) throw postNotFound();
        authorize(caller, 'exchange_post.manage', { posterId: post.posterId });
        if (post.status !== 'open') throw postNotOpen(post);
        const current = await postKitIds(tx, post.id);
        const next = body.kit_ids ?? current;
        const removed = current.filter((id) => !next.includes(id));
        const added = next.filter((id) => !current.includes(id));
        if (removed.length) {
          const chosen = new Set(await postKitsChosenByLiveOffers(tx, post.id));
          if (removed.some((id) => chosen.has(id))) {
            throw conflict('conflict', 'Không thể bỏ mô hình đang được một đề nghị trao đổi lựa chọn. Hãy từ chối đề nghị đó trước.');
          }
        }
        const locked = await lockAll(tx, removed, added);
        assertMineInStore(locked, added, caller.userId);
        await move(tx, removed, caller.userId, 'for_exchange', 'in_store', now);
        await move(tx, added, caller.userId, 'in_store', 'for_exchange', now);
        const content = body.content ?? post.content;
        const { facts, text } = await searchTextOf(tx, content, next);
        if (body.kit_ids) await replacePostKits(tx, post.id, facts);
        const updated = await updatePost(tx, post.id, { content, searchText: text, updatedAt: now });
        return one(tx, updated);
      });
    },

    /** New photos (1–5) for an open post; the old files go once the new ones are saved. */
    async replacePhotos(caller: Actor, postId: string, read: () => Promise<{ files: Buffer[] }>): Promise<ExchangePost> {
      authorize(caller, 'exchange.trade');
      const pre = await findPost(db, postId);
      if (!pre) throw postNotFound();
      authorize(caller, 'exchange_post.manage', { posterId: pre.posterId });
      if (pre.status !== 'open') throw postNotOpen(pre);
      const { files } = await read();
      const photos = await storePostPhotos(storage, postId, files);
      let old: PostRow['photos'] = [];
      try {
        const res = await db.transaction(async (tx) => {
          const now = clock.now();
          const post = await lockPost(tx, postId);
          if (!post) throw postNotFound();
          if (post.status !== 'open') throw postNotOpen(post);
          old = post.photos;
          return one(tx, await updatePost(tx, post.id, { photos, updatedAt: now }));
        });
        // the same photo uploaded again keeps its (content-addressed) files
        const kept = new Set(photos.map((p) => p.key));
        await discardPostPhotos(
          storage,
          old.filter((p) => !kept.has(p.key)),
        );
        return res;
      } catch (err) {
        const before = new Set(old.map((p) => p.key));
        await discardPostPhotos(
          storage,
          photos.filter((p) => !before.has(p.key)),
        );
        throw err;
      }
    },

    /** Close: the post's kits and every live offer's kits go back to the collection; the offers are closed. */
    async close(caller: Actor, postId: string): Promise<ExchangePost> {
      authorize(caller, 'exchange.trade');
      return db.transaction(async (tx) => {
        const now = clock.now();
        const post = await lockPost(tx, postId);
        if (!post) throw postNotFound();
        authorize(caller, 'exchange_post.manage', { posterId: post.posterId });
        if (post.status !== 'open') throw postNotOpen(post);
        await returnKitsAndCloseOffers(tx, post, now, 'Người đăng đã đóng bài đăng bạn gửi đề nghị.');
        const closed = await updatePost(tx, post.id, { status: 'closed', closedAt: now, updatedAt: now });
        return one(tx, closed);
      });
    },
  };
}

export type PostsService = ReturnType<typeof postsService>;
