import type { FastifyRequest } from 'fastify';
import { KIT_RULES, TOO_MANY_IMAGES_MESSAGE } from '@cho-gundam/contracts';
import { AppError, badRequest } from '../../lib/errors.js';
import { findNul, nulRefusal } from '../../lib/input.js';

export const IMAGE_FIELDS = ['primary_image', 'secondary_images'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];
export interface UploadedImage {
  field: ImageField;
  /** 1-based rank among the files of its field, for messages ("ảnh phụ thứ 2") */
  rank: number;
  buffer: Buffer;
}
export interface KitUpload {
  fields: Record<string, string>;
  images: UploadedImage[];
}

export const imageLabel = (img: Pick<UploadedImage, 'field' | 'rank'>) =>
  img.field === 'primary_image' ? 'Ảnh chính' : `Ảnh phụ thứ ${img.rank}`;
const fieldError = (field: string, message: string) => badRequest('validation_failed', message, { fields: [{ field, message }] });
export const tooManyImages = (status: 400 | 422 = 400) =>
  new AppError(status === 400 ? 'validation_failed' : 'business_rule', status, TOO_MANY_IMAGES_MESSAGE, {
    fields: [{ field: 'secondary_images', message: TOO_MANY_IMAGES_MESSAGE }],
  });

const MAX_FILES = 1 + KIT_RULES.secondaryImagesMax;

/**
 * Reads a multipart kit form into memory: text fields (each at most once) and the image files
 * (each ≤ 10 MB → 413). A malformed body, an unknown file field or too many files is a 400 with a
 * Vietnamese message, never a 500. Nothing is stored here; the caller validates, then processes.
 */
export async function readKitMultipart(
  req: FastifyRequest,
  allowed: { fields: boolean; files: readonly ImageField[] },
): Promise<KitUpload> {
  if (!req.isMultipart()) {
    throw new AppError('unsupported_media_type', 415, 'Vui lòng gửi dữ liệu dưới dạng multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  const count: Record<ImageField, number> = { primary_image: 0, secondary_images: 0 };
  try {
    const parts = req.parts({
      limits: { fileSize: KIT_RULES.imageMaxBytes, files: MAX_FILES, fields: 40, fieldSize: 64 * 1024, parts: 60 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (findNul(part.fieldname) !== null) throw nulRefusal('body');
        if (!allowed.fields) throw fieldError(part.fieldname, `Trường không được hỗ trợ: ${part.fieldname}`);
        if (part.fieldname in fields) throw fieldError(part.fieldname, `Trường ${part.fieldname} chỉ được gửi một lần`);
        if (part.valueTruncated) throw fieldError(part.fieldname, `Trường ${part.fieldname} quá dài`);
        if (findNul(part.value) !== null) throw nulRefusal(part.fieldname);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const field = part.fieldname as ImageField;
      if (!allowed.files.includes(field)) {
        part.file.resume();
        throw fieldError(part.fieldname, `Trường tệp không được hỗ trợ: ${part.fieldname}. Dùng ${allowed.files.join(' hoặc ')}.`);
      }
      const rank = count[field] + 1;
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('payload_too_large', 413, `${imageLabel({ field, rank })} vượt quá 10 MB. Vui lòng chọn ảnh nhỏ hơn.`, {
            fields: [{ field, message: 'Mỗi ảnh tối đa 10 MB' }],
          });
        }
        throw err;
      }
      // a form input left empty still sends a part with no name and no bytes
      if (buffer.length === 0 && !part.filename) continue;
      count[field] = rank;
      images.push({ field, rank, buffer });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw tooManyImages();
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('validation_failed', 'Biểu mẫu có quá nhiều trường');
    req.log.info({ err }, 'malformed multipart body');
    throw badRequest('validation_failed', 'Dữ liệu multipart/form-data không hợp lệ. Vui lòng gửi lại biểu mẫu.');
  }
  if (count.primary_image > 1) throw fieldError('primary_image', 'Chỉ được gửi đúng 1 ảnh chính');
  if (count.secondary_images > KIT_RULES.secondaryImagesMax) throw tooManyImages();
  return { fields, images };
}
