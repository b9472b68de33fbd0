import type { FastifyRequest } from 'fastify';
import { EXCHANGE_RULES } from '@cho-gundam/contracts';
import type { Storage } from '../../integrations/storage.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { assertImageFits, sniffImageType, toWebpVariants } from '../../lib/images.js';
import { findNul, nulRefusal } from '../../lib/input.js';
import type { PostPhoto } from './exchanges.schema.js';

const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
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
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 415, 'Vui lòng gửi dữ liệu dưới dạng multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    const parts = req.parts({
      limits: { fileSize: PHOTO_MAX_BYTES, files: EXCHANGE_RULES.photosMax, fields: 5, fieldSize: 16 * 1024, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (findNul(part.fieldname) !== null) throw nulRefusal('body');
        if (photosOnly || !(TEXT_FIELDS as readonly string[]).includes(part.fieldname))
          throw badRequest('validation_failed', `Trường không được hỗ trợ: ${part.fieldname}`);
        if (part.fieldname in fields) throw badRequest('validation_failed', `Trường ${part.fieldname} chỉ được gửi một lần`);
        if (findNul(part.value) !== null) throw nulRefusal(part.fieldname);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'photos') {
        part.file.resume();
        throw badRequest('validation_failed', `Trường tệp không được hỗ trợ: ${part.fieldname}. Dùng photos.`);
      }
      let buf: Buffer;
      try {
        buf = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('payload_too_large', 413, 'Mỗi ảnh tối đa 10 MB. Vui lòng chọn ảnh nhỏ hơn.');
        throw err;
      }
      if (buf.length === 0 && !part.filename) continue;
      files.push(buf);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw photosField(`Tối đa ${EXCHANGE_RULES.photosMax} ảnh`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('validation_failed', 'Biểu mẫu có quá nhiều trường');
    throw badRequest('validation_failed', 'Dữ liệu multipart/form-data không hợp lệ. Vui lòng gửi lại biểu mẫu.');
  }
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
