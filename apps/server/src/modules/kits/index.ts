// The kits module's public surface: other modules (shops, storefront, cart, orders…) import only this file.
import type { AppModule } from '../../lib/module.js';
import { kitsRoutes } from './kits.routes.js';
import type { KitsDeps } from './kits.service.js';

export {
  imageUrls,
  kitCards,
  kitCardSelect,
  kitSearchText,
  presentKitCard,
  SEARCH_TEXT_SEPARATOR,
  variantKey,
  type KitCardRow,
  type KitImageStorage,
} from './kits.cards.js';
export {
  assertEditable,
  hideKit,
  KIT_STATUS_LABELS,
  kitNotFound,
  lockKit,
  lockKits,
  moveKits,
  ownersOfKits,
  setKitStatus,
  type HiddenKit,
  type MoveKits,
  type SetKitStatusOptions,
} from './kits.status.js';
export { kitAccessories, kitImages, kits } from './kits.schema.js';
export { releaseImageFiles, storeKitImages, type StoredImage } from './kits.images.js';
export {
  escapeLike,
  kitSearchCondition,
  relevanceSql,
  searchCondition,
  searchTerms,
  searchWords,
  symbolWords,
  type WordMatch,
} from './kits.search.js';
export * as kitsRepository from './kits.repository.js';
export { countPublishedKits, setShopSearchText } from './kits.repository.js';
export { loadKitDetail } from './kits.service.js';

/** A member's kits (the collection): create, edit, images, delete (docs/domain/kits.md). */
export function createKitsModule(deps: KitsDeps) {
  return { routes: kitsRoutes(deps) } satisfies AppModule;
}
