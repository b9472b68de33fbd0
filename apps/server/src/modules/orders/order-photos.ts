import type { Storage } from '../../integrations/storage.js';
import { AppError } from '../../lib/errors.js';
import { assertImageFits, sniffImageType, toWebpVariants } from '../../lib/images.js';

const PHOTO_SIZE = 1280;

/** Photos (packing, complaint) as WebP ≤ 1280 px under `<prefix>/<orderId>/<sha>-full.webp`, written before the transaction. */
export async function storePhotos(storage: Storage, prefix: string, orderId: string, files: Buffer[]) {
  for (const [i, f] of files.entries()) {
    if (!sniffImageType(f)) {
      throw new AppError('unsupported_media_type', 415, `Ảnh thứ ${i + 1} không phải ảnh JPEG, PNG hoặc WebP`, {
        fields: [{ field: 'images', message: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP' }],
      });
    }
  }
  // every header before any decoding: an oversized last photo is refused at once
  for (const [i, f] of files.entries()) await assertImageFits(f, 'images', `Ảnh thứ ${i + 1}`);
  const keys: string[] = [];
  try {
    for (const [i, f] of files.entries()) {
      const v = await toWebpVariants(f, { full: PHOTO_SIZE }, 'images', `Ảnh thứ ${i + 1}`);
      const key = `${prefix}/${orderId}/${v.sha}-full.webp`;
      await storage.put(key, v.files.full, 'image/webp');
      keys.push(key);
    }
  } catch (err) {
    await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
    throw err;
  }
  return { keys, urls: keys.map((k) => storage.url(k)) };
}

/** Removes photos stored for a transaction that then failed (best effort). */
export const discardPhotos = (storage: Storage, keys: string[]) => Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
