import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';

import { users } from '../users/index.js';

import { photoUrls } from './exchange-photos.js';
import { returnKitsAndCloseOffers } from './post-closing.js';
import { lockPost, updatePost } from './exchanges.repository.js';
import { exchangePosts, exchanges } from './exchanges.schema.js';

// What other modules (flags, user-admin) need of the exchange board, through index.ts
// (docs/domain/flags.md, docs/domain/back-office.md).

const TITLE_MAX = 80;
/** Where the board opens a post: its drawer on the feed (`/exchange/detail/<id>` is a trade's page, not a post's). */
const postLink = (postId: string) => `/exchange/list?post=${postId}`;

/** A post's head (who posted it, whether a moderator hid it), or null. */
export async function findPostHead(ex: Executor, postId: string) {
  const [row] = await ex
    .select({ id: exchangePosts.id, posterId: exchangePosts.posterId, status: exchangePosts.status, hiddenAt: exchangePosts.hiddenAt })
    .from(exchangePosts)
    .where(eq(exchangePosts.id, postId))
    .limit(1);
  return row ?? null;
}

export interface PostForModerators {
  title: string;
  text: string;
  imageUrl: string | null;
  link: string;
  hidden: boolean;
  ownerId: string;
}

/** The flag queue's view of many posts at once (one query): opening words, full text, first photo (with a storage), poster. */
export async function describePosts(ex: Executor, storage: Pick<Storage, 'url'> | null, ids: readonly string[]) {
  const out = new Map<string, PostForModerators>();
  if (ids.length === 0) return out;
  const rows = await ex
    .select()
    .from(exchangePosts)
    .where(inArray(exchangePosts.id, [...new Set(ids)]));
  for (const p of rows) {
    const first = p.photos[0];
    const oneLine = p.content.replace(/\s+/g, ' ').trim();
    out.set(p.id, {
      title: oneLine.length > TITLE_MAX ? `${oneLine.slice(0, TITLE_MAX - 1)}…` : oneLine,
      text: p.content,
      imageUrl: first && storage ? photoUrls(storage, first).card : null,
      link: postLink(p.id),
      hidden: p.hiddenAt !== null,
      ownerId: p.posterId,
    });
  }
  return out;
}

/**
 * A moderator hides a post (flags): stamped `hidden_at` under the post's row lock; an open post is
 * also closed the way its poster would close it (every live offer closed, both sides' kits back to
 * the collection, the offerers told), so nobody can offer on it or trade it any more. A post
 * already traded keeps its trade. Returns null when the post does not exist.
 */
export async function hidePost(tx: Tx, postId: string, now: Date) {
  const post = await lockPost(tx, postId);
  if (!post) return null;
  if (post.status === 'open') {
    await returnKitsAndCloseOffers(tx, post, now, 'Bài đăng bạn gửi đề nghị đã bị ban quản trị ẩn do vi phạm quy định.');
  }
  await updatePost(tx, post.id, {
    hiddenAt: post.hiddenAt ?? now,
    ...(post.status === 'open' ? { status: 'closed' as const, closedAt: now } : {}),
    updatedAt: now,
  });
  return {
    id: post.id,
    posterId: post.posterId,
    before: { status: post.status, hidden: post.hiddenAt !== null },
    after: { status: post.status === 'open' ? 'closed' : post.status, hidden: true },
  };
}

/** A member's trades (as poster or offerer), newest first, with the other side's name (the member drawer). */
export async function tradesOfMember(ex: Executor, userId: string, limit: number) {
  const rows = await ex
    .select({
      id: exchanges.id,
      posterId: exchanges.posterId,
      offererId: exchanges.offererId,
      status: exchanges.status,
      createdAt: exchanges.createdAt,
    })
    .from(exchanges)
    .where(or(eq(exchanges.posterId, userId), eq(exchanges.offererId, userId)))
    .orderBy(desc(exchanges.createdAt), desc(exchanges.id))
    .limit(limit);
  const others = [...new Set(rows.map((r) => (r.posterId === userId ? r.offererId : r.posterId)))];
  const names = others.length ? await ex.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, others)) : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => {
    const asPoster = r.posterId === userId;
    const otherId = asPoster ? r.offererId : r.posterId;
    return {
      id: r.id,
      role: asPoster ? ('poster' as const) : ('offerer' as const),
      other: { id: otherId, fullName: nameOf.get(otherId) ?? '' },
      status: r.status,
      createdAt: r.createdAt,
    };
  });
}
