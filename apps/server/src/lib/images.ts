import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { AppError } from './errors.js';
import { createLimiter } from './limiter.js';

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
const unreadableImage = (field: string) =>
  new AppError('validation_failed', 400, 'Không đọc được ảnh: tệp bị hỏng hoặc quá lớn. Vui lòng chọn ảnh khác.', {
    fields: [{ field, message: 'Tệp ảnh bị hỏng hoặc không đọc được' }],
  });

/**
 * Decoded pixels an upload may have. Kit and order photos are stored at most 1280 px wide and
 * avatars at 256 px, so 40 megapixels (7745×5164, above any phone's default photo) is plenty;
 * decoding costs about 4 bytes and some CPU per pixel whatever the file's size on the wire, so a
 * small PNG declaring 100 megapixels is refused from its header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_INPUT_MEGAPIXELS = MAX_INPUT_PIXELS / 1_000_000;

/*
 * Image work is limited process-wide, and each job decodes on one libvips thread. Every sharp
 * job holds one thread of libuv's pool for its whole run, and password hashing (@node-rs/argon2)
 * runs on that same pool: with four uploads at once the default pool of 4 was full and every
 * sign-in waited behind the images (41 → 470 ms). Now at most IMAGE_JOBS threads (one core's worth
 * of CPU on a 2-core machine, never more than 2) do image work; the other uploads wait in the
 * queue, and `src/preload.cjs` enlarges the pool so hashing and file I/O always find a thread.
 */
sharp.concurrency(1);
export const IMAGE_JOBS = Math.max(1, Math.min(2, availableParallelism() - 1));
export const imageJobs = createLimiter(IMAGE_JOBS);

const tooManyPixels = (field: string, label: string, width: number, height: number) =>
  new AppError(
    'payload_too_large',
    413,
    `${label} có kích thước ${width}×${height} điểm ảnh, vượt quá giới hạn ${MAX_INPUT_MEGAPIXELS} megapixel. Vui lòng chọn ảnh nhỏ hơn.`,
    { fields: [{ field, message: `Mỗi ảnh tối đa ${MAX_INPUT_MEGAPIXELS} megapixel` }] },
  );

/**
 * Reads only the image's header and refuses (413) a canvas over MAX_INPUT_PIXELS, or (400) a
 * header sharp cannot read. Cheap: nothing is decoded, so it does not wait for an image slot.
 */
export async function assertImageFits(input: Buffer, field: string, label = 'Ảnh'): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadableImage(field);
  }
  if (!width || !height) throw unreadableImage(field);
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels(field, label, width, height);
}

/** A square WebP of `size`×`size`, cropped to cover (avatars). */
export async function toSquareWebp(input: Buffer, size: number): Promise<Buffer> {
  if (!sniffImageType(input)) throw unsupportedImage();
  await assertImageFits(input, 'avatar', 'Ảnh đại diện');
  return imageJobs.run(async () => {
    try {
      return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
        .rotate() // honour the EXIF orientation before it is dropped
        .resize(size, size, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw unreadableImage('avatar');
    }
  });
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
 * Resizes an image to each of `sizes` (longest side in pixels, never enlarged) as WebP, in one
 * image slot. The type must already have been sniffed; a canvas over MAX_INPUT_PIXELS is a 413 and
 * a file sharp cannot decode a 400, both naming `field` (`label` starts the 413's message).
 */
export async function toWebpVariants<V extends string>(
  input: Buffer,
  sizes: Record<V, number>,
  field: string,
  label = 'Ảnh',
): Promise<WebpVariants<V>> {
  if (!sniffImageType(input)) throw unsupportedImage();
  await assertImageFits(input, field, label);
  const sha = createHash('sha256').update(input).digest('hex').slice(0, 20);
  return imageJobs.run(async () => {
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
      throw unreadableImage(field);
    }
  });
}
