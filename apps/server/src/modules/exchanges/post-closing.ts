import type { Tx } from '../../db/client.js';
import { notify } from '../notifications/index.js';
import { lockAll, move } from './exchange-kits.js';
import { lockLiveOffers, offerKits, postKitIds, updateOffer, type PostRow } from './exchanges.repository.js';

/**
 * What closing an open post does to everything it holds, whoever closes it (its poster, or a
 * moderator hiding it): every live offer is closed and its offerer told why (`reason`), and the kits
 * of the post and of those offers go back to their owners' collections, under their row locks in id
 * order (after the post's lock, which the caller holds). The post's own row is the caller's to update.
 */
export async function returnKitsAndCloseOffers(tx: Tx, post: PostRow, now: Date, reason: string) {
  const offers = await lockLiveOffers(tx, post.id);
  const links = await offerKits(
    tx,
    offers.map((o) => o.id),
  );
  const mine = await postKitIds(tx, post.id);
  await lockAll(
    tx,
    mine,
    links.map((l) => l.kitId),
  );
  await move(tx, mine, post.posterId, 'for_exchange', 'in_store', now);
  for (const o of offers) {
    const theirs = links.filter((l) => l.offerId === o.id && l.side === 'offerer').map((l) => l.kitId);
    await move(tx, theirs, o.offererId, 'for_exchange', 'in_store', now);
    await updateOffer(tx, o.id, { status: 'closed', updatedAt: now });
    await notify(
      tx,
      {
        recipientId: o.offererId,
        type: 'exchange',
        title: 'Bài đăng trao đổi đã đóng',
        message: `${reason} Mô hình của bạn đã trở về bộ sưu tập.`,
        link: '/exchange/manage',
      },
      now,
    );
  }
}
