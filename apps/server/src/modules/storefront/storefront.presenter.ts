import type { StorefrontKit } from '@cho-gundam/contracts';
import { presentKitCard, type KitImageStorage } from '../kits/index.js';
import type { StorefrontCardRow } from './storefront.repository.js';

export function presentStorefrontCard(row: StorefrontCardRow, storage: KitImageStorage): StorefrontKit {
  return {
    ...presentKitCard(row, storage),
    shop: row.shopId && row.shopSlug && row.shopName ? { id: row.shopId, slug: row.shopSlug, name: row.shopName } : null,
  };
}
