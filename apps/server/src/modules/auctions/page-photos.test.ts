import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { liveAuction } from '../../../test/support/auctions.js';
import { auctions } from './auctions.schema.js';
import { auctionPagePhotos } from './page-photos.js';

/** The photos the auction pages' HTML preloads (issue 13): the ones the list and the page show first. */
describe('the photos an auction list and an auction page paint first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-03-15T02:00:00.000Z' });
  });
  afterAll(async () => {
    await t?.close();
  });
  const photos = () => auctionPagePhotos({ db: t.database.db, clock: t.clock, storage: t.app.ctx.storage });

  it("names the live auction ending first's card photo, and an auction page's first photo in full size", async () => {
    expect(await photos().firstLiveCardPhoto()).toBeNull();
    const { auctionId, seller } = await liveAuction(t);
    const key = `kits/${seller.kit.id}/primary`;
    expect(await photos().firstLiveCardPhoto()).toEqual({ src: `/uploads/${key}-card.webp` });
    expect(await photos().auctionPagePhoto(auctionId)).toEqual({ src: `/uploads/${key}-full.webp` });
  });

  it('says nothing of a hidden auction, an unknown one, or a path that is not an id', async () => {
    const { auctionId } = await liveAuction(t);
    await t.database.db.update(auctions).set({ hiddenAt: t.clock.now() }).where(eq(auctions.id, auctionId));
    expect(await photos().auctionPagePhoto(auctionId)).toBeNull();
    expect(await photos().auctionPagePhoto('0c2d9f4e-1111-4c4c-9999-aaaaaaaaaaaa')).toBeNull();
    expect(await photos().auctionPagePhoto('khong-phai-ma')).toBeNull();
    // the list skips it too: it is the only live one (the first test's auction ended before it began)
    await t.database.db.update(auctions).set({ hiddenAt: null }).where(eq(auctions.id, auctionId));
    expect(await photos().firstLiveCardPhoto()).not.toBeNull();
    await t.database.db.update(auctions).set({ hiddenAt: t.clock.now() }).where(eq(auctions.id, auctionId));
    expect(await photos().firstLiveCardPhoto()).toBeNull();
  });
});
