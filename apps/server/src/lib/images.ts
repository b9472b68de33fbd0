import { createHash } from 'node:crypto';
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

/** One uploaded image re-encoded as WebP at several sizes (kit photos). */
export interface WebpVariants<V extends string> {
  /** sha-256 of the uploaded bytes (hex, 20 characters): names the stored files */
  sha: string;
  /** size of the largest variant */
  width: number;
  height: number;
  files: Record<V, Buffer>;
}

/**
 * Resizes an image to each of `sizes` (longest side in pixels, never enlarged) as WebP. The
 * type must already have been sniffed; a file sharp cannot decode is a 400 naming `field`.
 */
export async function toWebpVariants<V extends string>(input: Buffer, sizes: Record<V, number>, field: string): Promise<WebpVariants<V>> {
  if (!sniffImageType(input)) throw unsupportedImage();
  const sha = createHash('sha256').update(input).digest('hex').slice(0, 20);
  try {
    // decoded once; each variant is a clone of the rotated source
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const files = {} as Record<V, Buffer>;
    let width = 0;
    let height = 0;
    for (const [name, size] of Object.entries(sizes) as [V, number][]) {
      const { data, info } = await source
        .clone()
        .resize(size, size, { fit: 'inside', withoutEnlargement: true })
        // effort 2 encodes about twice as fast as the default 4 for files within a few percent of its size
        .webp({ quality: 82, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      files[name] = data;
      if (info.width * info.height > width * height) ({ width, height } = info);
    }
    return { sha, width, height, files };
  } catch {
    throw new AppError('validation_failed', 400, 'Không đọc được ảnh: tệp bị hỏng hoặc quá lớn. Vui lòng chọn ảnh khác.', {
      fields: [{ field, message: 'Tệp ảnh bị hỏng hoặc không đọc được' }],
    });
  }
}
