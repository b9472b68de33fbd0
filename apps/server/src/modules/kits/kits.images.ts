import { inArray } from 'drizzle-orm';
import { KIT_RULES } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { AppError } from '../../lib/errors.js';
import { assertImageFits, sniffImageType, toWebpVariants } from '../../lib/images.js';
import { IMAGE_VARIANTS, variantKey } from './kits.cards.js';
import { kitImages } from './kits.schema.js';
import { imageLabel, type UploadedImage } from './kits.upload.js';

export interface StoredImage {
  field: UploadedImage['field'];
  storageKey: string;
  width: number;
  height: number;
}

/** The type is read from the bytes: a text file named .png is refused, a PNG named .jpg accepted. */
export function assertImageTypes(images: readonly UploadedImage[]) {
  const bad = images.filter((img) => !sniffImageType(img.buffer));
  if (!bad.length) return;
  const fields = bad.map((img) => ({ field: img.field, message: `${imageLabel(img)} không phải ảnh JPEG, PNG hoặc WebP` }));
  throw new AppError('unsupported_media_type', 415, `${fields[0]!.message}. Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.`, { fields });
}

/**
 * Resizes every image (thumb 200, card 480, full 1280 px WebP) and writes the files under
 * `kits/<kitId>/<sha>-<variant>.webp`, before any database transaction: a bad image fails the
 * request while nothing is written. Every header is checked first, so an oversized last photo is
 * refused before the first one is decoded. If a later image fails, the files already written go too.
 */
export async function storeKitImages(
  ex: Executor,
  storage: Storage,
  kitId: string,
  images: readonly UploadedImage[],
): Promise<StoredImage[]> {
  assertImageTypes(images);
  for (const img of images) await assertImageFits(img.buffer, img.field, imageLabel(img));
  const stored: StoredImage[] = [];
  const touched: string[] = [];
  try {
    for (const img of images) {
      const v = await toWebpVariants(img.buffer, KIT_RULES.imageSizes, img.field, imageLabel(img));
      const storageKey = `kits/${kitId}/${v.sha}`;
      touched.push(storageKey);
      for (const variant of IMAGE_VARIANTS) await storage.put(variantKey(storageKey, variant), v.files[variant], 'image/webp');
      stored.push({ field: img.field, storageKey, width: v.width, height: v.height });
    }
    return stored;
  } catch (err) {
    await releaseImageFiles(ex, storage, touched).catch(() => undefined);
    throw err;
  }
}

/**
 * Deletes the files of these storage keys unless an image row still points at them (the same
 * photo may be on a kit twice, and a failed transaction must not take an existing photo's files).
 * Called after the transaction that dropped the rows, or after a failed one.
 */
export async function releaseImageFiles(ex: Executor, storage: Storage, storageKeys: readonly string[]) {
  const keys = [...new Set(storageKeys)];
  if (!keys.length) return;
  const still = await ex.select({ key: kitImages.storageKey }).from(kitImages).where(inArray(kitImages.storageKey, keys));
  const used = new Set(still.map((r) => r.key));
  const doomed = keys.filter((k) => !used.has(k)).flatMap((k) => IMAGE_VARIANTS.map((v) => variantKey(k, v)));
  await Promise.all(doomed.map((k) => storage.delete(k).catch(() => undefined)));
}
