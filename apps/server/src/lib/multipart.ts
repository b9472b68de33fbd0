import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';
import { findNul, nulRefusal } from './input.js';

const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export interface PhotoFormRules {
  /** the one file field (`photos`, `images`) */
  fileField: string;
  maxFiles: number;
  /** the text fields the form may carry, each at most once */
  textFields: readonly string[];
}

/**
 * Reads a multipart form of photos (≤ `maxFiles`, ≤ 10 MB each) and a few text fields, refusing with a
 * Vietnamese 4xx whatever else arrives (an unknown or repeated field, a NUL, a file too large, too many
 * parts). An input left empty still sends a part with no name and no bytes: it is skipped. Packing,
 * complaint and exchange-post photos all come this way; kit images have their own reader (two fields).
 */
export async function readPhotoForm(req: FastifyRequest, { fileField, maxFiles, textFields }: PhotoFormRules) {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 415, 'Vui lòng gửi dữ liệu dưới dạng multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    const parts = req.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: maxFiles, fields: 5, fieldSize: 16 * 1024, parts: 12 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (findNul(part.fieldname) !== null) throw nulRefusal('body');
        if (!textFields.includes(part.fieldname)) throw badRequest('validation_failed', `Trường không được hỗ trợ: ${part.fieldname}`);
        if (part.fieldname in fields) throw badRequest('validation_failed', `Trường ${part.fieldname} chỉ được gửi một lần`);
        if (findNul(part.value) !== null) throw nulRefusal(part.fieldname);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw badRequest('validation_failed', `Trường tệp không được hỗ trợ: ${part.fieldname}. Dùng ${fileField}.`);
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
    if (code === 'FST_FILES_LIMIT') {
      const message = `Tối đa ${maxFiles} ảnh`;
      throw badRequest('validation_failed', message, { fields: [{ field: fileField, message }] });
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('validation_failed', 'Biểu mẫu có quá nhiều trường');
    throw badRequest('validation_failed', 'Dữ liệu multipart/form-data không hợp lệ. Vui lòng gửi lại biểu mẫu.');
  }
  return { fields, files };
}
