import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { normalizeSearch, type KitCard, type KitImageUrls } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { grades } from '../catalog/index.js';
import { kitImages, kits } from './kits.schema.js';

/**
 * What every kit list (collection, storefront, shop page, cart) shows per kit, as one select:
 * `kitCards(db).where(...).orderBy(...).limit(...)` joins the grade and the primary image
 * (position 0) so a page of cards is one query.
 */
export const kitCardSelect = {
  id: kits.id,
  slug: kits.slug,
  name: kits.name,
  gradeCode: kits.gradeCode,
  gradeName: grades.name,
  series: kits.series,
  scale: kits.scale,
  condition: kits.condition,
  price: kits.price,
  status: kits.status,
  ownerId: kits.ownerId,
  primaryImageKey: kitImages.storageKey,
  publishedAt: kits.publishedAt,
  createdAt: kits.createdAt,
};
type KitRow = typeof kits.$inferSelect;
export type KitCardRow = Pick<
  KitRow,
  'id' | 'slug' | 'name' | 'gradeCode' | 'series' | 'scale' | 'condition' | 'price' | 'status' | 'ownerId' | 'publishedAt' | 'createdAt'
> & {
  gradeName: string;
  primaryImageKey: string | null;
};

/** `extra`: more columns for one list's cards (the seller's view count, the storefront's shop, joined by the caller). */
export function kitCards<E extends SelectedFields>(ex: Executor, extra: E = {} as E) {
  return ex
    .select({ ...kitCardSelect, ...extra })
    .from(kits)
    .innerJoin(grades, eq(grades.code, kits.gradeCode))
    .leftJoin(kitImages, and(eq(kitImages.kitId, kits.id), eq(kitImages.position, 0)))
    .$dynamic();
}

/** Only the URL builder of the storage is needed to present images. */
export type KitImageStorage = Pick<Storage, 'url'>;
export const IMAGE_VARIANTS = ['thumb', 'card', 'full'] as const;
/** The file of one variant of a stored image (`storage_key` is `kits/<kitId>/<sha>`). */
export const variantKey = (storageKey: string, variant: (typeof IMAGE_VARIANTS)[number]) => `${storageKey}-${variant}.webp`;
export function imageUrls(images: KitImageStorage, storageKey: string): KitImageUrls {
  return {
    thumb: images.url(variantKey(storageKey, 'thumb')),
    card: images.url(variantKey(storageKey, 'card')),
    full: images.url(variantKey(storageKey, 'full')),
  };
}

export function presentKitCard(row: KitCardRow, images: KitImageStorage): KitCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    grade_code: row.gradeCode,
    grade_name: row.gradeName,
    series: row.series,
    scale: row.scale,
    condition: row.condition,
    price: row.price,
    status: row.status,
    owner_id: row.ownerId,
    primary_image: row.primaryImageKey ? imageUrls(images, row.primaryImageKey) : null,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Separates the name, the other fields and the shop's name in `search_text` (normalising never writes "|"). */
export const SEARCH_TEXT_SEPARATOR = ' | ';

/**
 * What `search_text` holds: the name, then every other searchable field of the kit, then the
 * name of the owner's shop, each in search form (`normalizeSearch`), joined by " | " (relevance
 * weighs a match in the name above one elsewhere). Recomputed on each edit, and for all of a
 * seller's kits when the shop is opened or renamed (`setShopSearchText`).
 */
export function kitSearchText(
  k: {
    name: string;
    series: string;
    gradeCode: string;
    gradeName: string;
    version?: string | null;
    scale: string;
    manufacturer?: string | null;
  },
  shopName?: string | null,
) {
  const rest = [k.series, k.gradeCode, k.gradeName, k.version ?? '', k.scale === 'non_scale' ? '' : k.scale, k.manufacturer ?? ''];
  return [normalizeSearch(k.name), normalizeSearch(rest.join(' ')), normalizeSearch(shopName ?? '')].join(SEARCH_TEXT_SEPARATOR);
}
