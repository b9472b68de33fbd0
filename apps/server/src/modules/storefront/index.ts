// The storefront module's public surface: what guests browse.
import { KIT_PHOTO_SIZES, kitPhotoSrcSet } from '@cho-gundam/contracts';
import type { AppModule } from '../../lib/module.js';
import { imageUrls } from '../kits/index.js';
import { firstPhotoOfKitOnSale, newestKitPhotoKey } from './storefront.repository.js';
import { storefrontRoutes, type StorefrontRoutesOptions } from './storefront.routes.js';

export function createStorefrontModule(deps: StorefrontRoutesOptions) {
  /**
   * The first photo of a kit on sale as its page shows it (`src`, `srcset`, `sizes`), for the
   * page's HTML to preload it (issue 13: the largest paint of a kit page); null when the kit is not
   * on sale or has no photo.
   */
  async function kitPagePhoto(slug: string) {
    const photo = await firstPhotoOfKitOnSale(deps.db, slug);
    if (!photo) return null;
    const urls = imageUrls(deps.storage, photo.storageKey);
    return { src: urls.full, srcset: kitPhotoSrcSet(urls, photo.width), sizes: KIT_PHOTO_SIZES };
  }
  /** The first card's photo of the home page, the kit list's default view, or a shop page (`shopSlug`), for the same preload. */
  async function firstCardPhoto(shopSlug?: string) {
    const key = await newestKitPhotoKey(deps.db, shopSlug);
    return key ? { src: imageUrls(deps.storage, key).card } : null;
  }
  return { routes: storefrontRoutes(deps), kitPagePhoto, firstCardPhoto } satisfies AppModule & {
    kitPagePhoto: typeof kitPagePhoto;
    firstCardPhoto: typeof firstCardPhoto;
  };
}
