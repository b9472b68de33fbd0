import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { imageUrls, kitImages } from '../kits/index.js';
import { auctions } from './auctions.schema.js';
import { liveAt } from './auctions.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The photos the auction pages paint largest, for their HTML to preload (issue 13): the first card
 * of `/auction`'s default view (live, ending soonest first: the list's own order) and an auction
 * page's first photo. Hidden auctions are left out, as the list and the page leave them out.
 */
export function auctionPagePhotos({ db, clock, storage }: { db: Db; clock: Clock; storage: Storage }) {
  return {
    async firstLiveCardPhoto() {
      const [row] = await db
        .select({ kit: auctions.kitSnapshot })
        .from(auctions)
        .where(and(liveAt(clock.now()), isNull(auctions.hiddenAt)))
        .orderBy(asc(auctions.endAt), asc(auctions.id))
        .limit(1);
      const key = row?.kit.imageKey;
      return key ? { src: imageUrls(storage, key).card } : null;
    },
    async auctionPagePhoto(auctionId: string) {
      // any text may follow /auction/: only an id can name an auction (and reach the uuid column)
      if (!UUID.test(auctionId)) return null;
      const [row] = await db
        .select({ key: kitImages.storageKey })
        .from(auctions)
        .innerJoin(kitImages, eq(kitImages.kitId, auctions.kitId))
        .where(and(eq(auctions.id, auctionId), isNull(auctions.hiddenAt)))
        .orderBy(asc(kitImages.position))
        .limit(1);
      return row ? { src: imageUrls(storage, row.key).full } : null;
    },
  };
}
