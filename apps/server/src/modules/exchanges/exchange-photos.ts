import type { FastifyRequest } from 'fastify';
import { EXCHANGE_RULES } from '@cho-gundam/contracts';
import type { Storage } from '../../integrations/storage.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { assertImageFits, sniffImageType, toWebpVariants } from '../../lib/images.js';
import { readPhotoForm } from '../../lib/multipart.js';
import type { PostPhoto } from './exchanges.schema.js';

const SIZES = { card: 480, full: 1280 } as const;
const TEXT_FIELDS = ['content', 'kit_ids'] as const;

export const photoUrls = (storage: Pick<Storage, 'url'>, p: PostPhoto) => ({
  card: storage.url(`${p.key}-card.webp`),
  full: storage.url(`${p.key}-full.webp`),
});

const photosField = (message: string) => badRequest('validation_failed', message, { fields: [{ field: 'photos', message }] });

/**
 * Reads the post form: text fields `content`, `kit_ids` (a JSON array) and 1–5 files `photos`
 * (≤ 10 MB each). `photosOnly`: the photo replacement form, which takes no text field.
 */
export async function readPostForm(req: FastifyRequest, photosOnly = false) {
  const { fields, files } = await readPhotoForm(req, {
    fileField: 'photos',
    maxFiles: EXCHANGE_RULES.photosMax,
    textFields: photosOnly ? [] : TEXT_FIELDS,
  });
  if (files.length < EXCHANGE_RULES.photosMin) throw photosField('Hãy chọn ít nhất 1 ảnh cho bài đăng');
  return { fields, files };
}

/** Photos as WebP (card 480, full 1280 px) under `exchanges/<postId>/<sha>`, written before the transaction. */
export async function storePostPhotos(storage: Storage, postId: string, files: Buffer[]): Promise<PostPhoto[]> {
  for (const [i, f] of files.entries()) {
    if (!sniffImageType(f)) {
      throw new AppError('unsupported_media_type', 415, `Ảnh thứ ${i + 1} không phải ảnh JPEG, PNG hoặc WebP`, {
        fields: [{ field: 'photos', message: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP' }],
      });
    }
  }
  for (const [i, f] of files.entries()) await assertImageFits(f, 'photos', `Ảnh thứ ${i + 1}`);
  const out: PostPhoto[] = [];
  try {
    for (const [i, f] of files.entries()) {
      const v = await toWebpVariants(f, SIZES, 'photos', `Ảnh thứ ${i + 1}`);
      const key = `exchanges/${postId}/${v.sha}`;
      await storage.put(`${key}-card.webp`, v.files.card, 'image/webp');
      await storage.put(`${key}-full.webp`, v.files.full, 'image/webp');
      out.push({ key, width: v.width, height: v.height });
    }
  } catch (err) {
    await discardPostPhotos(storage, out);
    throw err;
  }
  return out;
}

export const discardPostPhotos = (storage: Storage, photos: PostPhoto[]) =>
  Promise.all(photos.flatMap((p) => [`${p.key}-card.webp`, `${p.key}-full.webp`].map((k) => storage.delete(k).catch(() => undefined))));
