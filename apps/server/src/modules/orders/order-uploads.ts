import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';
import { findNul, nulRefusal } from '../../lib/input.js';

/** Packing and complaint photos arrive as multipart `images` (≤ 5 files, ≤ 10 MB each). */
const MAX_PHOTOS = 5;
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Reads `images` files (≤ 5, ≤ 10 MB each) and, when allowed, text fields from a multipart form. */
export async function readPhotos(req: FastifyRequest, allowFields: readonly string[]) {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 415, 'Vui lòng gửi dữ liệu dưới dạng multipart/form-data');
  const files: Buffer[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: MAX_PHOTOS, fields: 5, fieldSize: 16 * 1024 } })) {
      if (part.type === 'field') {
        if (!allowFields.includes(part.fieldname)) throw badRequest('validation_failed', `Trường không được hỗ trợ: ${part.fieldname}`);
        if (findNul(part.value) !== null) throw nulRefusal(part.fieldname);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'images') {
        part.file.resume();
        throw badRequest('validation_failed', `Trường tệp không được hỗ trợ: ${part.fieldname}. Dùng images.`);
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
    if (code === 'FST_FILES_LIMIT')
      throw badRequest('validation_failed', `Tối đa ${MAX_PHOTOS} ảnh`, {
        fields: [{ field: 'images', message: `Tối đa ${MAX_PHOTOS} ảnh` }],
      });
    throw badRequest('validation_failed', 'Dữ liệu tải lên không hợp lệ');
  }
  return { files, fields };
}
