import sharp from 'sharp';
import { AppError } from './errors.js';

/**
 * Uploaded images: the type is read from the content's first bytes, never from the file name or
 * the client's content type, and every image is re-encoded by sharp (which also drops EXIF data
 * such as GPS positions).
 */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImageType(buf: Buffer): ImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export const unsupportedImage = () => new AppError('unsupported_media_type', 415, 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP');
const unreadableImage = () =>
  new AppError('validation_failed', 400, 'Không đọc được ảnh: tệp bị hỏng hoặc quá lớn. Vui lòng chọn ảnh khác.', {
    fields: [{ field: 'avatar', message: 'Tệp ảnh bị hỏng hoặc không đọc được' }],
  });

/** A decompression bomb (a tiny file declaring a huge canvas) is refused before decoding. */
const MAX_INPUT_PIXELS = 100_000_000;

/** A square WebP of `size`×`size`, cropped to cover (avatars). */
export async function toSquareWebp(input: Buffer, size: number): Promise<Buffer> {
  if (!sniffImageType(input)) throw unsupportedImage();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
      .rotate() // honour the EXIF orientation before it is dropped
      .resize(size, size, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadableImage();
  }
}
