// The kits module's public surface: other modules (shops, storefront, cart, orders…) import only this file.
export {
  escapeLike,
  imageUrls,
  kitCards,
  kitCardSelect,
  kitSearchCondition,
  kitSearchText,
  presentKitCard,
  variantKey,
  type KitCardRow,
  type KitImageStorage,
} from './kits.cards.js';
export { assertEditable, KIT_STATUS_LABELS, kitNotFound, lockKit, setKitStatus, type SetKitStatusOptions } from './kits.status.js';
export { kitAccessories, kitImages, kits } from './kits.schema.js';
export { releaseImageFiles, storeKitImages, type StoredImage } from './kits.images.js';
export * as kitsRepository from './kits.repository.js';
export { kitsRoutes, type KitsRoutesOptions } from './kits.routes.js';
export { loadKitDetail, kitsService, type KitsService } from './kits.service.js';
