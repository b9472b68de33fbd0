// The storefront module's public surface: what guests browse.
import { KIT_PHOTO_SIZES, kitPhotoSrcSet } from '@cho-gundam/contracts';
import type { AppModule } from '../../lib/module.js';
import { imageUrls } from '../kits/index.js';
import { firstPhotoOfKitOnSale } from './storefront.repository.js';
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
  return { routes: storefrontRoutes(deps), kitPagePhoto } satisfies AppModule & { kitPagePhoto: typeof kitPagePhoto };
}
